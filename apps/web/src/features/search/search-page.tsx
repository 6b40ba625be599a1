import type {
  SearchResult,
  SearchResultSnippet,
  SearchResultType,
} from '@taxguide/contracts/content';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Head } from '../../app/head';
import { buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { LANGUAGE_TAG, localeOfPath, localizedPath, type Locale } from '../../i18n/locale';
import { cn } from '../../lib/cn';
import { useSearch } from './api/get-search';
import { SEARCH_TYPE_LABELS } from '../../lib/search-type-labels';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, searchQuery } from '../../lib/search-keys';
import { errorStatus, formErrorMessage } from '../../lib/form-error';

const TYPE_CLASSES: Record<SearchResultType, string> = {
  section: 'bg-brand-50 text-brand-800',
  guide: 'bg-green-100 text-green-800',
  faq: 'bg-amber-100 text-amber-900',
  abbreviation: 'bg-slate-100 text-slate-800',
  'act-2025': 'bg-violet-100 text-violet-900',
  calculator: 'bg-sky-100 text-sky-900',
  page: 'bg-slate-100 text-slate-800',
};

// In Hindi the topics are asked in Hindi: the search reads Hindi and Hinglish (docs/i18n.md).
const SUGGESTIONS: readonly MessageDescriptor[] = [
  msg`80C`,
  msg`HRA`,
  msg`home loan interest`,
  msg`87A rebate`,
  msg`LTCG`,
  msg`advance tax`,
];

function Suggestions() {
  const { i18n } = useLingui();
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {SUGGESTIONS.map((descriptor) => i18n._(descriptor)).map((s) => (
        <li key={s}>
          <Link
            to={`/search?q=${encodeURIComponent(s)}`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {s}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The snippet's text with its matched words in <mark>: the text and the offsets come from the
 * API as plain data, and React escapes them, so nothing is rendered as markup.
 */
function Highlighted({ snippet }: { snippet: SearchResultSnippet }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of snippet.highlights) {
    if (start < at || end <= start || end > snippet.text.length) continue;
    if (start > at) parts.push(snippet.text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
        {snippet.text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(snippet.text.slice(at));
  return <>{parts}</>;
}

function ResultItem({ result }: { result: SearchResult }) {
  const { i18n } = useLingui();
  const act2025 = result.act2025Section;
  return (
    // A result not in the page's language says so (a Hindi search's English guide).
    <li lang={result.lang === undefined ? undefined : LANGUAGE_TAG[result.lang]}>
      <Link
        // A Hindi result's address is /hi/… already: "~" keeps the router from adding /hi again.
        to={localeOfPath(result.url) === 'hi' ? `~${result.url}` : result.url}
        className="block rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              TYPE_CLASSES[result.type],
            )}
          >
            {i18n._(SEARCH_TYPE_LABELS[result.type])}
          </span>
          {result.exactMatch && (
            <span className="text-xs font-medium text-green-700">
              <Trans>Exact section match</Trans>
            </span>
          )}
          {act2025 && (
            <span className="text-xs text-slate-500">
              {i18n._(msg`Income-tax Act 2025: section ${act2025}`)}
            </span>
          )}
        </span>
        <span className="mt-2 block text-lg font-semibold text-slate-900">{result.title}</span>
        <span className="mt-1 block text-sm text-slate-600">
          {result.snippet ? <Highlighted snippet={result.snippet} /> : result.description}
        </span>
      </Link>
    </li>
  );
}

/** A later page of results, asked for by "Show more", as more items of the same list. */
function MoreResults({ q, offset }: { q: string; offset: number }) {
  const { i18n } = useLingui();
  const { data, isPending, error } = useSearch(q, offset);
  if (isPending) {
    return (
      <li role="status" aria-label={i18n._(msg`Loading more results`)}>
        <Skeleton className="h-20 w-full" />
      </li>
    );
  }
  if (error) {
    return (
      <li role="alert" className="text-sm text-red-800">
        <Trans>More results could not be loaded. Check your connection and try again.</Trans>
      </li>
    );
  }
  return (
    <>
      {data.results.map((result) => (
        <ResultItem key={`${result.type}:${result.id}`} result={result} />
      ))}
    </>
  );
}

function Results({ q }: { q: string }) {
  const { i18n } = useLingui();
  const { data, error, isPending, refetch } = useSearch(q);
  // Pages of results shown; a new query starts again at one (the component is keyed by q).
  const [pages, setPages] = useState(1);
  if (isPending) {
    return (
      <div role="status" aria-label={i18n._(msg`Searching`)} className="mt-8 space-y-4">
        <span className="sr-only">
          <Trans>Searching…</Trans>
        </span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="mt-8 rounded-lg border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p className="font-semibold">
          <Trans>Search failed</Trans>
        </p>
        <p className="mt-1 text-sm">
          {/* Too many searches from this network: the server says in words when to retry. */}
          {errorStatus(error) === 429
            ? formErrorMessage(
                error,
                i18n._(msg`Too many searches; please wait a minute and try again.`),
              )
            : i18n._(msg`Check your connection and try again.`)}
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100"
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (data.results.length === 0) {
    return (
      <div className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white px-5 py-8">
        <p className="text-lg font-semibold text-slate-900">{i18n._(msg`No results for “${q}”`)}</p>
        <p className="mt-2 text-slate-600">
          <Trans>Check the spelling, try a section number such as 80C, or one of these:</Trans>
        </p>
        <Suggestions />
      </div>
    );
  }
  const shown = Math.min(data.total, Math.max(data.results.length, pages * SEARCH_PAGE_SIZE));
  const { total } = data;
  return (
    <>
      <p aria-live="polite" className="mt-8 text-sm text-slate-600">
        {data.total > shown
          ? i18n._(
              msg`${plural(total, { one: '# result', other: '# results' })}, showing the top ${shown}`,
            )
          : i18n._(msg`${plural(total, { one: '# result', other: '# results' })}`)}
      </p>
      <ol aria-label={i18n._(msg`Search results`)} className="mt-4 space-y-4">
        {data.results.map((result) => (
          <ResultItem key={`${result.type}:${result.id}`} result={result} />
        ))}
        {Array.from({ length: pages - 1 }, (_, i) => (
          <MoreResults key={i} q={q} offset={(i + 1) * SEARCH_PAGE_SIZE} />
        ))}
      </ol>
      {data.total > shown && (
        <button
          type="button"
          onClick={() => setPages((n) => n + 1)}
          className={buttonClasses({ variant: 'outline', className: 'mt-6' })}
        >
          <Trans>Show more</Trans>
        </button>
      )}
    </>
  );
}

/**
 * /search?q=: sections (both Act numberings), guides, FAQ, abbreviations, calculators and
 * pages, ranked by the API, 20 at a time ("Show more"). Search results pages are not indexed (noindex) and not in the sitemap.
 */
export default function SearchPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const inputId = useId();
  const q = searchQuery(params);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(next ? `/search?q=${encodeURIComponent(next)}` : '/search');
  };

  return (
    <>
      <Head
        title={q ? i18n._(msg`Search results for “${q}”`) : i18n._(msg`Search`)}
        description={i18n._(
          msg`Search Income Tax Act sections, tax guides, FAQs, abbreviations and calculators in one place.`,
        )}
        path="/search"
        noindex
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {q ? i18n._(msg`Search results for “${q}”`) : i18n._(msg`Search`)}
        </h1>
        <form
          role="search"
          action={localizedPath('/search', locale)}
          method="get"
          onSubmit={onSubmit}
          className="mt-6 flex gap-2"
        >
          <label htmlFor={inputId} className="sr-only">
            <Trans>Search the site</Trans>
          </label>
          <Input
            key={q}
            id={inputId}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={i18n._(msg`Section number, topic or abbreviation`)}
            autoComplete="off"
          />
          <button type="submit" className={buttonClasses({ className: 'shrink-0' })}>
            <Search aria-hidden="true" className="size-4" />
            <Trans>Search</Trans>
          </button>
        </form>
        {q ? (
          <Results key={q} q={q} />
        ) : (
          <div className="mt-8">
            <p className="text-slate-700">
              <Trans>
                Search the Act’s sections by number (1961 or 2025 Act) or topic, our guides, the FAQ
                and the abbreviations. Try:
              </Trans>
            </p>
            <Suggestions />
          </div>
        )}
      </div>
    </>
  );
}
