import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { volumeBadge, type VolumeBadge } from '@taxguide/content/abbreviations';
import { ABBREVIATIONS_LAST_REVIEWED } from '@taxguide/content/review-dates';
import type { Abbreviation } from '@taxguide/contracts/content';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { Head } from '../../app/head';
import { ReviewDates } from '../../components/review-dates';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { LANGUAGE_TAG, localizedPath, type Locale } from '../../i18n/locale';
import { cn } from '../../lib/cn';
import { useAbbreviations } from './api/get-abbreviations';
import { formatCount } from '../../lib/format';

const ALL = 'All';
/** Most Searched shows 12 entries. */
export const MOST_SEARCHED = 12;

const BADGE_LABELS: Record<VolumeBadge, MessageDescriptor> = {
  'High Volume': msg`High Volume`,
  Popular: msg`Popular`,
  Common: msg`Common`,
  Standard: msg`Standard`,
};

// The categories are data (the API's English ids); their labels are messages.
const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  [ALL]: msg`All`,
  Forms: msg`Forms`,
  Documents: msg`Documents`,
  'Tax Types': msg`Tax Types`,
  Deductions: msg`Deductions`,
  Investments: msg`Investments`,
  Income: msg`Income`,
  Authorities: msg`Authorities`,
  Sections: msg`Sections`,
  Banking: msg`Banking`,
};

const categoryLabel = (i18n: I18n, category: string) => {
  const label = CATEGORY_LABELS[category];
  return label ? i18n._(label) : category;
};

const BADGE_CLASSES: Record<VolumeBadge, string> = {
  'High Volume': 'bg-rose-100 text-rose-800',
  Popular: 'bg-orange-100 text-orange-800',
  Common: 'bg-sky-100 text-sky-800',
  Standard: 'bg-slate-100 text-slate-700',
};

/** Search over short form, full form and description, case-insensitive. */
export function matchesAbbreviation(a: Abbreviation, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [a.short, a.full, a.description].some((text) => text.toLowerCase().includes(q));
}

const byVolume = (a: Abbreviation, b: Abbreviation) =>
  b.searchVolume - a.searchVolume || a.short.localeCompare(b.short);

function AbbreviationCard({ item }: { item: Abbreviation }) {
  const { i18n } = useLingui();
  const badge = volumeBadge(item.searchVolume);
  const searches = formatCount(item.searchVolume);
  return (
    <article
      className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      // Marks the text's language where it differs from the page's (an item not yet in Hindi).
      lang={item.lang === undefined ? undefined : LANGUAGE_TAG[item.lang]}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-bold text-brand-700">{item.short}</h2>
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE_CLASSES[badge])}
        >
          {i18n._(BADGE_LABELS[badge])}
        </span>
      </div>
      <p className="mt-1 font-semibold text-slate-900">{item.full}</p>
      <p className="mt-2 text-sm text-slate-600">{item.description}</p>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
        <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">
          {categoryLabel(i18n, item.category)}
        </span>
        <span>{i18n._(msg`~${searches} searches a month (estimate)`)}</span>
      </p>
    </article>
  );
}

/** /abbreviations: the dictionary with search, category filters and Most Searched. */
export default function AbbreviationsPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [params] = useSearchParams();
  const { data, error, isPending, refetch } = useAbbreviations();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [category, setCategory] = useState(ALL);
  const inputId = useId();

  const all = data ? [...data.items].sort(byVolume) : [];
  const results = all.filter(
    (a) => (category === ALL || a.category === category) && matchesAbbreviation(a, query),
  );
  const showMostSearched = query.trim() === '' && category === ALL;
  const shown = results.length;
  const total = all.length;

  const fillSearch = (short: string) => {
    setQuery(short);
    document.getElementById(inputId)?.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <>
      <Head
        title={i18n._(msg`Income Tax Abbreviations`)}
        description={i18n._(
          msg`What PAN, TDS, TCS, ITR, AIS, HRA and other Indian tax abbreviations mean: a searchable dictionary with short explanations.`,
        )}
        path="/abbreviations"
        keywords={['tax abbreviations', 'PAN', 'TDS', 'ITR', 'AIS', 'income tax terms']}
        {...(error ? { status: 503, noindex: true } : {})}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Tax Abbreviations</Trans>
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">
          <Trans>
            The short forms you meet in Indian income tax, from PAN and TDS to AIS and LTCG, each
            with its full form and what it means for you.
          </Trans>
        </p>
        <ReviewDates lastReviewed={ABBREVIATIONS_LAST_REVIEWED} className="mt-3" />

        <form
          role="search"
          action={localizedPath('/abbreviations', locale)}
          method="get"
          onSubmit={onSubmit}
          className="mt-8 max-w-xl"
        >
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            <Trans>Search abbreviations</Trans>
          </label>
          <Input
            id={inputId}
            name="q"
            type="search"
            className="mt-1"
            placeholder={i18n._(msg`Search by short form, full form or meaning`)}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>

        {isPending ? (
          <div
            role="status"
            aria-label={i18n._(msg`Loading abbreviations`)}
            className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            <span className="sr-only">
              <Trans>Loading abbreviations…</Trans>
            </span>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-36" />
            ))}
          </div>
        ) : error || !data ? (
          <div
            role="alert"
            className="mt-8 rounded-lg border border-red-200 bg-red-50 p-5 text-red-800"
          >
            <p className="font-semibold">
              <Trans>Failed to fetch abbreviations</Trans>
            </p>
            <button
              type="button"
              onClick={() => void refetch()}
              className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100"
            >
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <>
            <div
              role="group"
              aria-label={i18n._(msg`Filter by category`)}
              className="mt-6 flex flex-wrap gap-2"
            >
              {[ALL, ...data.categories].map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={c === category}
                  onClick={() => setCategory(c)}
                  className={cn(
                    'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    c === category
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  )}
                >
                  {categoryLabel(i18n, c)}
                </button>
              ))}
            </div>

            {showMostSearched && (
              <section
                aria-labelledby="most-searched"
                className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5"
              >
                <h2 id="most-searched" className="text-lg font-semibold text-slate-900">
                  <Trans>Most Searched</Trans>
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {all.slice(0, MOST_SEARCHED).map((a) => (
                    <li key={a.short}>
                      <button
                        type="button"
                        onClick={() => fillSearch(a.short)}
                        title={a.full}
                        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {a.short}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <p aria-live="polite" className="mt-8 text-sm text-slate-600">
              {i18n._(msg`Showing ${shown} of ${total} abbreviations`)}
            </p>
            {results.length === 0 ? (
              <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
                <Trans>No abbreviations found matching your search.</Trans>
              </p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {results.map((item) => (
                  <li key={item.short}>
                    <AbbreviationCard item={item} />
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-8 text-xs text-slate-500">{data.volumeNote}</p>
          </>
        )}
      </div>
    </>
  );
}
