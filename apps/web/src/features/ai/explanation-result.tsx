import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ExplainResponse } from '@taxguide/contracts/ai';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { localeOfPath } from '../../i18n/locale';
import { cn } from '../../lib/cn';
import { formatRupees, sectionHref } from './answer-text';

const linkClasses =
  'rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function Part({
  title,
  as: Tag,
  children,
}: {
  title: string;
  as: 'h3' | 'h4';
  children: ReactNode;
}) {
  return (
    <div className="mt-6">
      <Tag className="text-base font-semibold text-slate-900">{title}</Tag>
      {children}
    </div>
  );
}

/**
 * The AI explainer's answer: the section, explanation, key points, examples and
 * related sections, plus what makes it checkable (the engine's working for a figure, and the
 * section pages it rests on). Shared by the panel on screen and the printed page.
 */
export function ExplanationBody({
  answer,
  headingLevel = 3,
}: {
  answer: ExplainResponse;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sub = headingLevel === 2 ? 'h3' : 'h4';
  const { i18n } = useLingui();
  const year = answer.financialYear;
  return (
    <div data-testid="explanation">
      <Heading className="text-xl font-bold text-slate-900 sm:text-2xl">{answer.section}</Heading>
      {answer.refused && (
        <p className="mt-2 inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
          <Trans>Outside what this explainer covers</Trans>
        </p>
      )}
      <div className="mt-3 space-y-3 leading-7 text-slate-700">
        {answer.explanation
          .split(/\n{2,}/)
          .filter((p) => p.trim())
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
      </div>

      {answer.working && answer.working.length > 0 && (
        <Part as={sub} title={year ? i18n._(msg`Working (FY ${year})`) : i18n._(msg`Working`)}>
          <table className="mt-2 w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              <Trans>How the tax engine arrived at the figure</Trans>
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-500">
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  <Trans>Step</Trans>
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  <Trans>Section</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.working.map((step, i) => (
                <tr key={i} className="border-b border-slate-100 last:border-b-0">
                  <td className="py-1.5 pr-3 text-slate-700">{step.label}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums text-slate-900">
                    {formatRupees(step.amount)}
                  </td>
                  <td className="py-1.5 text-slate-600">{step.section ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Part>
      )}

      {answer.keyPoints.length > 0 && (
        <Part as={sub} title={i18n._(msg`Key points`)}>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
            {answer.keyPoints.map((point, i) => (
              <li key={i}>{point}</li>
            ))}
          </ul>
        </Part>
      )}

      {answer.examples.length > 0 && (
        <Part
          as={sub}
          title={answer.refused ? i18n._(msg`Questions you can ask`) : i18n._(msg`Examples`)}
        >
          <ul className="mt-2 space-y-2 text-slate-700">
            {answer.examples.map((example, i) => (
              <li
                key={i}
                className="rounded-md bg-slate-50 px-3 py-2 print:bg-transparent print:px-0"
              >
                {example}
              </li>
            ))}
          </ul>
        </Part>
      )}

      {answer.relatedSections.length > 0 && (
        <Part as={sub} title={i18n._(msg`Related sections`)}>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={i18n._(msg`Related sections`)}>
            {answer.relatedSections.map((n) => (
              <li key={n}>
                <Link
                  to={sectionHref(n)}
                  className={cn(
                    'inline-flex rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  )}
                >
                  <Trans>Section {n}</Trans>
                </Link>
              </li>
            ))}
          </ul>
        </Part>
      )}

      {answer.citations.length > 0 && (
        <Part as={sub} title={i18n._(msg`Sources on this site`)}>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {answer.citations.map((c) => (
              <li key={c.sectionNumber}>
                <Link
                  // A Hindi answer cites /hi/ pages: "~" keeps the router from adding /hi again.
                  to={localeOfPath(c.url) === 'hi' ? `~${c.url}` : c.url}
                  className={linkClasses}
                >
                  <Trans>
                    Section {c.sectionNumber}: {c.title}
                  </Trans>
                </Link>
                {c.act2025Section && (
                  <span className="text-slate-500">
                    {' '}
                    <Trans>(Income-tax Act 2025: section {c.act2025Section})</Trans>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Part>
      )}

      <p className="mt-6 text-xs text-slate-500">
        {answer.source === 'model'
          ? i18n._(
              msg`Written by an AI model from our section pages only; figures come from our tax engine. General information, not tax advice: check the cited sections for your situation.`,
            )
          : i18n._(
              msg`Composed from our section pages; figures come from our tax engine. General information, not tax advice: check the cited sections for your situation.`,
            )}
      </p>
    </div>
  );
}
