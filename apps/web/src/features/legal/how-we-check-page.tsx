import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  ABBREVIATIONS_LAST_REVIEWED,
  FAQ_LAST_REVIEWED,
  GUIDES_LAST_REVIEWED,
  SECTIONS_LAST_REVIEWED,
} from '@taxguide/content/review-dates';
import { Link } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
import { LastReviewedDate, LawAsOnDate } from '../../components/review-dates';

/**
 * The figures below were counted in packages/tax-engine on the day given: its test run
 * (500 tests in 17 files) and the fixture file of the independent engine (95 vectors, of
 * which 2 cover foreign-listed shares, which the engine does not model). The page test
 * re-reads the fixture file so the vector numbers cannot drift.
 */
export const ENGINE_CHECK = {
  countedOn: '2026-11-26',
  tests: 500,
  testFiles: 17,
  vectors: 95,
  vectorsNotApplicable: 2,
} as const;

export const INCOME_TAX_PORTAL = 'https://www.incometax.gov.in/iec/foportal/';
export const INCOME_TAX_CALCULATOR =
  'https://www.incometax.gov.in/iec/foportal/income-tax-calculator';
const PEER_ENGINE = 'https://github.com/anivar/india-tax-guru';

/** /how-we-check: how the calculators' figures are tested and where the rules come from. */
export default function HowWeCheckPage() {
  const { i18n } = useLingui();
  const { siteName } = useSiteConfig();
  const reviews = [
    { id: 'sections', what: msg`Tax section pages`, date: SECTIONS_LAST_REVIEWED },
    { id: 'guides', what: msg`Tax guides`, date: GUIDES_LAST_REVIEWED },
    { id: 'faq', what: msg`FAQ answers`, date: FAQ_LAST_REVIEWED },
    { id: 'abbreviations', what: msg`Tax abbreviations`, date: ABBREVIATIONS_LAST_REVIEWED },
  ];
  const { tests, testFiles, vectors, vectorsNotApplicable } = ENGINE_CHECK;
  const vectorsAgreed = vectors - vectorsNotApplicable;
  return (
    <>
      <Head
        title={i18n._(msg`How We Check Our Figures`)}
        description={i18n._(
          msg`How our tax calculators are tested, how every rate and limit cites the Income-tax Acts 1961 and 2025, when pages were reviewed, and how to report an error.`,
        )}
        path="/how-we-check"
        keywords={['income tax calculator accuracy', 'tax calculator tests', 'Income-tax Act 2025']}
      />
      <article className="legal-prose mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>How we check our figures</Trans>
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            <Trans>
              Every figure {siteName} shows comes from one tax engine. Here is what it is tested
              against, where its rules come from, and how to tell us when something is wrong.
            </Trans>
          </p>
        </div>

        <section id="tests" aria-labelledby="tests-title">
          <h2 id="tests-title">
            <Trans>What the tax engine is tested against</Trans>
          </h2>
          <ul>
            <li>
              <Trans>
                <strong>{tests} automated tests</strong> in {testFiles} files (counted on{' '}
                <LastReviewedDate date={ENGINE_CHECK.countedOn} />) run on every change. They
                include figures worked out by hand and published examples, such as the Budget 2025
                examples and the department&apos;s example of marginal relief at ₹12.10 lakh.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>{vectors} test cases from an independent engine:</strong> the open-source{' '}
                <a href={PEER_ENGINE} rel="noopener noreferrer">
                  india-tax-guru
                </a>{' '}
                project (MIT licence). Our engine gives the same answer in {vectorsAgreed} of them;
                the other {vectorsNotApplicable} are about shares listed abroad, which our
                calculators do not cover.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Rules that must always hold</strong> are tested on thousands of random
                incomes: tax is never negative, never falls when income rises, and is always a
                multiple of ₹10.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>The pages agree with the calculators:</strong> every rate and limit a
                section page or guide quotes is checked against the engine&apos;s rules for that
                year, and their worked examples are recomputed by the engine.
              </Trans>
            </li>
          </ul>
        </section>

        <section id="citations" aria-labelledby="citations-title">
          <h2 id="citations-title">
            <Trans>Every rule cites the law</Trans>
          </h2>
          <p>
            <Trans>
              Each rate, limit and threshold the engine uses carries its citation, and a test fails
              if any value has none. The citation names the Finance Act, Rule or notification that
              set the value, the date it took effect and the source we read it in. It gives the
              section of the Income-tax Act 1961 and, once we have checked it against the enacted
              text, the matching section of the Income-tax Act 2025. The calculators show these
              sections beside each step of the working.
            </Trans>
          </p>
        </section>

        <section id="reviewed" aria-labelledby="reviewed-title">
          <h2 id="reviewed-title">
            <Trans>When pages were last reviewed</Trans>
          </h2>
          <p>
            <Trans>
              Our pages state the law as on <LawAsOnDate />: the Income-tax Act 2025 as amended by
              the Finance Act 2026, and the 1961 Act for earlier years. We last read them against
              the law on these dates:
            </Trans>
          </p>
          <ul>
            {reviews.map((r) => (
              <li key={r.id}>
                {i18n._(r.what)}: <LastReviewedDate date={r.date} />
              </li>
            ))}
          </ul>
          <p>
            <Trans>Each page also shows its own &ldquo;Last reviewed&rdquo; date.</Trans>
          </p>
        </section>

        <section id="report" aria-labelledby="report-title">
          <h2 id="report-title">
            <Trans>Found an error?</Trans>
          </h2>
          <p>
            <Trans>
              Please <Link to="/contact">tell us through the contact page</Link>. Say which page or
              calculator, the figures you entered, what you expected and why (a section or a
              notification helps). We correct confirmed errors.
            </Trans>
          </p>
        </section>

        <section id="official" aria-labelledby="official-title">
          <h2 id="official-title">
            <Trans>Check with the Income Tax Department</Trans>
          </h2>
          <p>
            <Trans>
              Our figures are estimates for learning. Before you file, check them with the
              department&apos;s own tools:
            </Trans>
          </p>
          <ul>
            <li>
              <a href={INCOME_TAX_CALCULATOR} rel="noopener noreferrer">
                <Trans>The department&apos;s income tax calculator</Trans>
              </a>
            </li>
            <li>
              <a href={INCOME_TAX_PORTAL} rel="noopener noreferrer">
                <Trans>The official e-filing portal</Trans>
              </a>
            </li>
          </ul>
        </section>
      </article>
    </>
  );
}
