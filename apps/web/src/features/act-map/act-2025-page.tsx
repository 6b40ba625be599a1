import type { ActMapList, ActMapRow } from '@taxguide/contracts/act-map';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig, type SiteConfig } from '../../app/site-config';
import { buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { httpStatusOf } from '../../lib/http-error';
import { ActMapTable } from './act-map-table';
import { useActMap } from './api/get-act-map';
import { ACT_MAP_QUERY_MAX, actMapFilters } from './api/keys';

export const ACT_2025_PATH = '/act-2025';
/** Typing waits this long before the search runs, so each keystroke does not fetch. */
const TYPING_PAUSE_MS = 200;

const TITLE = 'Income-tax Act 2025 ↔ 1961 section finder';
const DESCRIPTION =
  'Every section of the Income-tax Act 2025 with the Income-tax Act 1961 section it replaces, both ways: old 80C is now section 123. Search by either number or by topic.';

function jsonLd(site: SiteConfig): Record<string, unknown>[] {
  const url = `${site.siteUrl}${ACT_2025_PATH}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: TITLE,
      description: DESCRIPTION,
      url,
      inLanguage: 'en-IN',
      about: [
        {
          '@type': 'Legislation',
          name: 'Income-tax Act, 2025',
          legislationIdentifier: 'Act No. 30 of 2025',
          legislationJurisdiction: 'IN',
          legislationType: 'Act',
        },
        {
          '@type': 'Legislation',
          name: 'Income-tax Act, 1961',
          legislationIdentifier: 'Act No. 43 of 1961',
          legislationJurisdiction: 'IN',
          legislationType: 'Act',
        },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Act 2025 section finder', item: url },
      ],
    },
  ];
}

/**
 * The API refused the address's filter (an unknown chapter): 400 in the browser, 404 when
 * the server renders (an address the API refuses names no page).
 */
function isRefusedFilter(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 400 || status === 404;
}

function resultCount(n: number): string {
  return n === 1 ? '1 section' : `${n} sections`;
}

/** The whole map, one table per chapter. */
function ByChapter({ data }: { data: ActMapList }) {
  const byChapter = new Map<string, ActMapRow[]>();
  for (const row of data.rows)
    byChapter.set(row.chapter, [...(byChapter.get(row.chapter) ?? []), row]);
  return (
    <>
      {data.chapters.map((chapter) => {
        const rows = byChapter.get(chapter.number);
        if (!rows) return null;
        const headingId = `chapter-${chapter.number}`;
        return (
          <section key={chapter.number} aria-labelledby={headingId} className="mt-10">
            <h2 id={headingId} className="text-xl font-bold text-slate-900">
              {`Chapter ${chapter.number}: ${chapter.title}`}
            </h2>
            <p className="text-sm text-slate-500">{`Sections ${chapter.firstSection} to ${chapter.lastSection}`}</p>
            <ActMapTable rows={rows} label={`Chapter ${chapter.number} sections`} />
          </section>
        );
      })}
    </>
  );
}

function Omitted({ data }: { data: ActMapList }) {
  if (data.omitted.length === 0) return null;
  return (
    <section aria-labelledby="omitted" className="mt-10">
      <h2 id="omitted" className="text-xl font-bold text-slate-900">
        1961 sections not carried into the 2025 Act
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {data.omitted.map((o) => (
          <li key={o.number}>
            <span className="font-semibold text-slate-900">{`Section ${o.number}`}</span>
            {`: ${o.title}`}
            {o.note && <span className="block text-xs text-slate-500">{o.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ query }: { query: ReturnType<typeof useActMap> }) {
  const { data, error, isPending, refetch } = query;
  if (isPending) {
    return (
      <div role="status" aria-label="Loading the section map" className="mt-8 space-y-3">
        <span className="sr-only">Loading the section map…</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (error) {
    const badChapter = isRefusedFilter(error);
    return (
      <div
        role="alert"
        className="mt-8 rounded-lg border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p className="font-semibold">
          {badChapter
            ? 'That is not a chapter of the 2025 Act'
            : 'The section map could not be loaded'}
        </p>
        {badChapter ? (
          <Link to={ACT_2025_PATH} className="mt-3 inline-block text-sm font-medium underline">
            Show every chapter
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100"
          >
            Try again
          </button>
        )}
      </div>
    );
  }
  // What the rows on screen answer (while the next search loads, the last answer stays).
  const shownQ = data.query ?? '';
  const shownChapter = data.chapter ?? '';
  const filtered = Boolean(shownQ || shownChapter);
  return (
    <>
      <p aria-live="polite" className="mt-6 text-sm text-slate-600">
        {filtered
          ? `${resultCount(data.rows.length)} found${shownQ ? ` for “${shownQ}”` : ''}${shownChapter ? ` in chapter ${shownChapter}` : ''}`
          : `${resultCount(data.rows.length)} of the Income-tax Act 2025, in ${data.chapters.length} chapters`}
      </p>
      {filtered ? (
        data.rows.length > 0 ? (
          <ActMapTable rows={data.rows} label="Matching sections" />
        ) : (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
            No section matches. Try a number such as 80C or 123, or a word such as “rebate”.
          </p>
        )
      ) : (
        <ByChapter data={data} />
      )}
      <Omitted data={data} />
    </>
  );
}

/**
 * /act-2025: the 1961 ↔ 2025 section map. Server-rendered from ?q= and ?chapter= (the form
 * works without a script); with one, results follow the search box as the reader types.
 */
export default function Act2025Page() {
  const site = useSiteConfig();
  const [params, setParams] = useSearchParams();
  const { q, chapter } = actMapFilters(params);
  const [typed, setTyped] = useState(q);
  const lastSent = useRef(q);
  const inputId = useId();
  const chapterId = useId();
  const query = useActMap({ q, chapter });

  // A search that changed without the box (back, forward, a link) shows in the box.
  useEffect(() => {
    if (q !== lastSent.current) {
      lastSent.current = q;
      setTyped(q);
    }
  }, [q]);

  const apply = (nextQ: string, nextChapter: string) => {
    lastSent.current = nextQ;
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextChapter) next.set('chapter', nextChapter);
    setParams(next, { replace: true });
  };

  useEffect(() => {
    const next = typed.trim();
    if (next === q) return;
    const timer = setTimeout(() => apply(next, chapter), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // apply reads the current chapter; the pause restarts only when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(typed.trim(), chapter);
  };

  return (
    <>
      <Head
        title={TITLE}
        description={DESCRIPTION}
        path={ACT_2025_PATH}
        keywords={[
          'Income-tax Act 2025',
          'new section numbers',
          '80C new section',
          'Income-tax Act 1961 to 2025 mapping',
          'section finder',
        ]}
        jsonLd={jsonLd(site)}
        {...(query.error
          ? { status: isRefusedFilter(query.error) ? 404 : 503, noindex: true }
          : {})}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">
          From 1 April 2026 (tax year 2026-27) the Income-tax Act 2025 replaces the Income-tax Act
          1961, and every section has a new number. Find any section both ways: the old 80C is now
          section 123, and section 123 is the old 80C.
        </p>

        <form
          role="search"
          action={ACT_2025_PATH}
          method="get"
          onSubmit={onSubmit}
          className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
              Section number (either Act) or topic
            </label>
            <Input
              id={inputId}
              name="q"
              type="search"
              className="mt-1"
              placeholder="80C, 123 or advance tax"
              autoComplete="off"
              maxLength={ACT_MAP_QUERY_MAX}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <div className="sm:w-56">
            <label htmlFor={chapterId} className="text-sm font-medium text-slate-900">
              Chapter
            </label>
            <Select
              id={chapterId}
              name="chapter"
              className="mt-1"
              value={chapter}
              onChange={(event) => apply(typed.trim(), event.target.value)}
            >
              <option value="">All chapters</option>
              {(query.data?.chapters ?? []).map((c) => (
                <option key={c.number} value={c.number}>
                  {`${c.number}: ${c.title}`}
                </option>
              ))}
            </Select>
          </div>
          <button type="submit" className={buttonClasses({ className: 'shrink-0' })}>
            <Search aria-hidden="true" className="size-4" />
            Find
          </button>
        </form>

        <Results query={query} />

        <p className="mt-10 text-xs text-slate-500">
          The map follows the Income-tax Act 2025 as enacted (Act No. 30 of 2025) and the ICAI’s
          tabular mapping of its sections to the Income-tax Act 1961; titles are in our words. Read
          the Act itself before relying on a number.
        </p>
      </div>
    </>
  );
}
