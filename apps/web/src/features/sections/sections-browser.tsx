import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { SECTION_FILTERS } from '@taxguide/content/section-categories';
import type { SectionSummary } from '@taxguide/contracts/content';
import { useId, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { localizedPath, type Locale } from '../../i18n/locale';
import { cn } from '../../lib/cn';
import { httpStatusOf } from '../../lib/http-error';
import { useSections } from './api/get-sections';
import { categoryName } from './category';
import { SectionCard, SectionCardSkeletons } from './section-card';

// Devanagari letters and signs count as word characters: a Hindi page is searched in Hindi.
const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9\p{Script=Devanagari}]+/gu, ' ');
const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether a section matches the search box: every word of the query appears in its number
 * (either Act), title, description or category, or the query written without spaces and
 * brackets is part of its number ("80 ccd 1b" finds 80CCD(1B)).
 */
export function matchesQuery(section: SectionSummary, query: string): boolean {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      'section',
      section.sectionNumber,
      section.act2025Section ?? '',
      section.title,
      section.description,
      categoryName(section.category),
    ].join(' '),
  );
  if (words.every((w) => haystack.includes(w))) return true;
  const q = compact(query.replace(/^\s*(?:section|sec\.?|u\/s)\s*/i, ''));
  return (
    q.length > 0 &&
    [section.sectionNumber, section.act2025Section ?? ''].some((n) => compact(n).startsWith(q))
  );
}

export interface SectionsBrowserProps {
  category: string | null;
  onCategoryChange(category: string | null): void;
  query: string;
  onQueryChange(query: string): void;
  /** Cards shown at most (the home browser shows 6); all when absent. */
  limit?: number;
  cardHeadingLevel?: 'h2' | 'h3';
}

/**
 * The sections list, shared by /sections and the home browser: search box, category
 * filter buttons, "Showing N sections", cards, and the loading, empty and error states.
 */
export function SectionsBrowser({
  category,
  onCategoryChange,
  query,
  onQueryChange,
  limit,
  cardHeadingLevel = 'h3',
}: SectionsBrowserProps) {
  const searchId = useId();
  const { i18n } = useLingui();
  const { data, error, isPending, refetch, isFetching } = useSections(category);
  const matches = data?.filter((s) => matchesQuery(s, query)) ?? [];
  const shown = limit === undefined ? matches : matches.slice(0, limit);
  const count = shown.length;

  // The box works without JavaScript too (a GET to /sections); with it, results follow typing.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <div>
      <form
        role="search"
        action={localizedPath('/sections', i18n.locale as Locale)}
        method="get"
        onSubmit={onSubmit}
        className="max-w-xl"
      >
        <label htmlFor={searchId} className="text-sm font-medium text-slate-900">
          <Trans>Search sections</Trans>
        </label>
        <Input
          id={searchId}
          name="q"
          type="search"
          className="mt-1"
          placeholder={i18n._(msg`Try 80C, HRA, home loan or a 2025 Act number`)}
          autoComplete="off"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        {category && <input type="hidden" name="category" value={category} />}
      </form>

      <div
        role="group"
        aria-label={i18n._(msg`Filter by category`)}
        className="mt-5 flex flex-wrap gap-2"
      >
        {SECTION_FILTERS.map((filter) => {
          const active = filter.category === category;
          return (
            <button
              key={filter.label}
              type="button"
              aria-pressed={active}
              onClick={() => onCategoryChange(filter.category)}
              className={cn(
                'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {filter.category ? categoryName(filter.category, i18n) : i18n._(msg`All Sections`)}
            </button>
          );
        })}
      </div>

      <div className="mt-6">
        {isPending ? (
          <SectionCardSkeletons count={6} label={i18n._(msg`Loading sections`)} />
        ) : error && category && httpStatusOf(error) === 400 ? (
          <div
            role="alert"
            className="rounded-lg border border-amber-200 bg-amber-50 p-5 text-amber-900"
          >
            <p className="font-semibold">
              {i18n._(msg`There is no section category “${category}”.`)}
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => onCategoryChange(null)}
            >
              <Trans>Show all sections</Trans>
            </Button>
          </div>
        ) : error ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">
            <p className="font-semibold">
              <Trans>Failed to fetch sections</Trans>
            </p>
            <p className="mt-1 text-sm">
              <Trans>Check your connection and try again.</Trans>
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={isFetching}
              onClick={() => void refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <>
            <p aria-live="polite" className="text-sm text-slate-600">
              {i18n._(msg`Showing ${plural(count, { one: '# section', other: '# sections' })}`)}
            </p>
            {shown.length === 0 ? (
              <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
                <Trans>No sections found</Trans>
              </p>
            ) : (
              <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((section) => (
                  <li key={section.sectionNumber}>
                    <SectionCard section={section} headingLevel={cardHeadingLevel} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
