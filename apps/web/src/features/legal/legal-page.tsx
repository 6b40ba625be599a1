import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
import { useLocale } from '../../i18n/use-locale';
import { formatLongDate } from '../../lib/dates';

/** Every legal page carries both dates, so a reader knows which version applies. */
export const LEGAL_EFFECTIVE = { iso: '2024-12-20', text: 'December 20, 2024' };
export const LEGAL_UPDATED = { iso: '2025-06-20', text: 'June 20, 2025' };

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** Meta description (at most 160 characters). */
  description: string;
  path: string;
  keywords: string[];
  /** One paragraph under the heading: what this document is. */
  summary: ReactNode;
  sections: LegalSection[];
}

const LEGAL_PAGES: { to: string; label: MessageDescriptor }[] = [
  { to: '/privacy', label: msg`Privacy Policy` },
  { to: '/terms', label: msg`Terms of Service` },
  { to: '/eula', label: msg`Licence Agreement (EULA)` },
  { to: '/ccpa', label: msg`California Privacy Notice (CCPA)` },
  { to: '/cookies', label: msg`Cookie Policy` },
];

/**
 * The English dates keep the form the documents were published with; a Hindi page writes them
 * the way the rest of the Hindi site does.
 */
function legalDate(date: { iso: string; text: string }, locale: string): string {
  return locale === 'hi' ? formatLongDate(date.iso, 'hi') : date.text;
}

/**
 * The frame of the five legal pages: head tags, title, both dates, a table of
 * contents, the numbered sections, the contact and grievance block, and links to
 * the other legal pages. At /hi/… it opens with a note that the English text prevails.
 */
export function LegalPage({
  title,
  description,
  path,
  keywords,
  summary,
  sections,
}: LegalPageProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const effective = legalDate(LEGAL_EFFECTIVE, locale);
  const updated = legalDate(LEGAL_UPDATED, locale);
  const all = [
    ...sections,
    { id: 'contact', title: i18n._(msg`Contact and grievances`), body: <LegalContact /> },
  ];
  return (
    <>
      <Head title={title} description={description} path={path} keywords={keywords} />
      <article className="legal-prose mx-auto max-w-3xl break-words px-4 py-12 sm:px-6 sm:py-16">
        {locale === 'hi' ? (
          // A translation binds no one: the English document is the one we publish and answer for.
          <p
            role="note"
            className="mb-6 mt-0 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <Trans>
              This page is a translation of our{' '}
              <Link to={`~${path}`} hrefLang="en-IN">
                English text
              </Link>
              ; if the two differ in any way, the English text prevails.
            </Trans>
          </p>
        ) : null}
        <div className="border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-slate-600">
            <Trans>
              Effective: <time dateTime={LEGAL_EFFECTIVE.iso}>{effective}</time>
            </Trans>
            <span aria-hidden="true"> · </span>
            <br className="sm:hidden" />
            <Trans>
              Last updated: <time dateTime={LEGAL_UPDATED.iso}>{updated}</time>
            </Trans>
          </p>
          <div className="mt-4 text-lg text-slate-700">{summary}</div>
        </div>
        <nav aria-label={i18n._(msg`On this page`)} className="mt-8 rounded-lg bg-slate-50 p-5">
          <h2 className="mt-0 text-base">
            <Trans>On this page</Trans>
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {all.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {all.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        <nav
          aria-label={i18n._(msg`Other legal pages`)}
          className="mt-12 border-t border-slate-200 pt-6"
        >
          <h2 className="mt-0 text-base">
            <Trans>Other legal pages</Trans>
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 pl-0 text-sm">
            {LEGAL_PAGES.filter((page) => page.to !== path).map((page) => (
              <li key={page.to} className="list-none">
                <Link to={page.to}>{i18n._(page.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </>
  );
}

/** Who to write to: the same block closes every legal page. */
export function LegalContact() {
  const { siteName, contactEmail, grievanceOfficer } = useSiteConfig();
  return (
    <>
      <p>
        <Trans>
          {siteName} is operated from India. For any question about these pages, to exercise a right
          described here, or to raise a grievance about how we handle your personal data, write to
          our Grievance Officer:
        </Trans>
      </p>
      <address className="not-italic rounded-lg border border-slate-200 p-4">
        <strong>{grievanceOfficer}</strong>
        <br />
        <Trans>
          E-mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </Trans>
      </address>
      <p>
        <Trans>
          Please say which right or issue your message is about. We acknowledge every grievance
          promptly and resolve it within one month of receiving it. If you are not satisfied with
          our answer to a grievance about personal data, you may complain to the Data Protection
          Board of India.
        </Trans>
      </p>
    </>
  );
}

/** The paragraph that points from the other legal pages to the DPDP rights. */
export function DpdpRightsReference() {
  return (
    <p>
      <Trans>
        Wherever you live, the rights India&apos;s Digital Personal Data Protection Act, 2023 gives
        you (access, correction and erasure, grievance redressal, nomination, and a complaint to the
        Data Protection Board of India) apply to everything we hold about you; they are set out in
        our <Link to="/privacy#your-rights">Privacy Policy</Link>.
      </Trans>
    </p>
  );
}
