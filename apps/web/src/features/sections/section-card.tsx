import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { SectionSummary } from '@taxguide/contracts/content';
import { LANGUAGE_TAG } from '../../i18n/locale';
import { formatCount } from '../../lib/format';
import { Link } from 'wouter';
import { Skeleton } from '../../components/ui/skeleton';
import { CategoryIcon, categoryBadgeClasses, categoryName, categoryTileClasses } from './category';

/** Path of a section's page, the number as written: "/section/80CCD(1B)". */
export function sectionPath(sectionNumber: string): string {
  return `/section/${encodeURIComponent(sectionNumber)}`;
}

type Numbered = Pick<SectionSummary, 'sectionNumber' | 'act2025Section'>;

/**
 * The section's name for tax year 2026-27 (the site's default year): the Income-tax Act 2025
 * number first with the 1961 number beside it where the 2025 number is verified, "Section 123
 * (1961 Act: 80C)"; otherwise the 1961 number alone. Page addresses keep the 1961 number.
 */
export function sectionLabel(section: Numbered, i18n?: I18n): string {
  const { sectionNumber } = section;
  if (!i18n) {
    return section.act2025Section
      ? `${act2025Name(section.act2025Section)} (1961 Act: ${sectionNumber})`
      : `Section ${sectionNumber}`;
  }
  if (!section.act2025Section) return i18n._(msg`Section ${sectionNumber}`);
  const act2025 = act2025Name(section.act2025Section, i18n);
  return i18n._(msg`${act2025} (1961 Act: ${sectionNumber})`);
}

/**
 * A 2025 Act provision by name: "Section 123", "Section 393(1), Table item 5", but a Schedule
 * (where some 1961 exemptions went, given effect by s.11) by its own name, "Schedule III".
 */
export function act2025Name(act2025Section: string, i18n?: I18n): string {
  if (!/^\d/.test(act2025Section)) return act2025Section;
  return i18n ? i18n._(msg`Section ${act2025Section}`) : `Section ${act2025Section}`;
}

export function formatViews(views: number, i18n?: I18n): string {
  const formatted = formatCount(views);
  if (!i18n) return `${formatted} ${views === 1 ? 'view' : 'views'}`;
  return i18n._(msg`${plural(views, { one: `${formatted} view`, other: `${formatted} views` })}`);
}

/**
 * A section card: number, category, title, description, view count, "Learn More". The
 * heading is the 1961 number that lists are sorted and linked by; the 2025 number sits under it.
 */
export function SectionCard({
  section,
  headingLevel: Heading = 'h3',
}: {
  section: SectionSummary;
  /** h2 on /sections (under the page's h1), h3 in a home block. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { i18n } = useLingui();
  const { sectionNumber } = section;
  const act2025 = section.act2025Section ? act2025Name(section.act2025Section, i18n) : undefined;
  return (
    <article
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
      // Marks the text's language where it differs from the page's (a section not yet in Hindi).
      lang={section.lang === undefined ? undefined : LANGUAGE_TAG[section.lang]}
    >
      <div className="flex items-start gap-3">
        <span className={categoryTileClasses(section.category)}>
          <CategoryIcon category={section.category} className="size-5" />
        </span>
        <div className="min-w-0">
          <Heading className="text-lg font-bold text-slate-900">
            {i18n._(msg`Section ${sectionNumber}`)}
          </Heading>
          {act2025 && (
            <p className="text-sm text-slate-600">{i18n._(msg`Income-tax Act 2025: ${act2025}`)}</p>
          )}
          <span className={categoryBadgeClasses(section.category, 'mt-1')}>
            {categoryName(section.category, i18n)}
          </span>
        </div>
      </div>
      <p className="mt-4 font-semibold text-slate-900">{section.title}</p>
      <p className="mt-2 flex-1 text-sm text-slate-600">{section.description}</p>
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm">
        <span className="text-slate-500">{formatViews(section.views, i18n)}</span>
        <Link
          to={sectionPath(section.sectionNumber)}
          className="rounded-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Trans>
            Learn More<span className="sr-only"> about Section {sectionNumber}</span>
          </Trans>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}

/** Placeholder cards while sections load; announced once as a loading status. */
export function SectionCardSkeletons({ count: cards, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}…</span>
      {Array.from({ length: cards }, (_, i) => (
        <div
          key={i}
          data-testid="section-card-skeleton"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <div className="flex gap-3">
            <Skeleton className="size-10" />
            <div className="flex-1">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="mt-2 h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="mt-4 h-4 w-5/6" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
