import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
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
import { LANGUAGE_TAG, localizedPath, type Locale } from '../../i18n/locale';
import { formatCount } from '../../lib/format';
import { httpStatusOf } from '../../lib/http-error';
import { ActMapTable } from './act-map-table';
import { useActMap } from './api/get-act-map';
import { ACT_MAP_QUERY_MAX, actMapFilters } from './api/keys';

export const ACT_2025_PATH = '/act-2025';
/** Typing waits this long before the search runs, so each keystroke does not fetch. */
const TYPING_PAUSE_MS = 200;

const TITLE = msg`Income-tax Act 2025 ↔ 1961 section finder`;
const DESCRIPTION = msg`Every section of the Income-tax Act 2025 with the Income-tax Act 1961 section it replaces, both ways: old 80C is now section 123. Search by either number or by topic.`;

/**
 * The chapters, rows and omitted sections come from the map in English (titles in our words, no
 * Hindi yet): on a Hindi page they are marked as English.
 */
export function useDataLang(): string | undefined {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? undefined : LANGUAGE_TAG.en;
}

function jsonLd(site: SiteConfig, i18n: I18n): Record<string, unknown>[] {
  const locale = i18n.locale as Locale;
  const url = `${site.siteUrl}${localizedPath(ACT_2025_PATH, locale)}`;
  const home = `${site.siteUrl}${localizedPath('/', locale)}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: i18n._(TITLE),
      description: i18n._(DESCRIPTION),
      url,
      inLanguage: LANGUAGE_TAG[locale],
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
        { '@type': 'ListItem', position: 1, name: i18n._(msg`Home`), item: home },
        {
          '@type': 'ListItem',
          position: 2,
          name: i18n._(msg`Act 2025 section finder`),
          item: url,
        },
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

/** The whole map, one table per chapter. */
function ByChapter({ data }: { data: ActMapList }) {
  const { i18n } = useLingui();
  const dataLang = useDataLang();
  const byChapter = new Map<string, ActMapRow[]>();
  for (const row of data.rows)
    byChapter.set(row.chapter, [...(byChapter.get(row.chapter) ?? []), row]);
  return (
    <>
      {data.chapters.map((chapter) => {
        const rows = byChapter.get(chapter.number);
        if (!rows) return null;
        const headingId = `chapter-${chapter.number}`;
        const { number, title, firstSection, lastSection } = chapter;
        return (
          <section key={number} aria-labelledby={headingId} className="mt-10">
            <h2 id={headingId} className="text-xl font-bold text-slate-900">
              <Trans>
                Chapter {number}: <span lang={dataLang}>{title}</span>
              </Trans>
            </h2>
            <p className="text-sm text-slate-500">
              <Trans>
                Sections {firstSection} to {lastSection}
              </Trans>
            </p>
            <ActMapTable rows={rows} label={i18n._(msg`Chapter ${number} sections`)} />
          </section>
        );
      })}
    </>
  );
}

function Omitted({ data }: { data: ActMapList }) {
  const { i18n } = useLingui();
  const dataLang = useDataLang();
  if (data.omitted.length === 0) return null;
  return (
    <section aria-labelledby="omitted" className="mt-10">
      <h2 id="omitted" className="text-xl font-bold text-slate-900">
        <Trans>1961 sections not carried into the 2025 Act</Trans>
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {data.omitted.map(({ number: sectionNumber, title, note }) => (
          <li key={sectionNumber}>
            <span className="font-semibold text-slate-900">
              {i18n._(msg`Section ${sectionNumber}`)}
            </span>
            {': '}
            <span lang={dataLang}>{title}</span>
            {note && (
              <span lang={dataLang} className="block text-xs text-slate-500">
                {note}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the rows on screen answer: how many, for which search or chapter, of how many chapters. */
function resultLine(i18n: I18n, data: ActMapList): string {
  const count = data.rows.length;
  const shown = formatCount(count);
  const q = data.query ?? '';
  const chapter = data.chapter ?? '';
  if (q && chapter)
    return i18n._(
      msg`${plural(count, { one: `${shown} section`, other: `${shown} sections` })} found for “${q}” in chapter ${chapter}`,
    );
  if (q)
    return i18n._(
      msg`${plural(count, { one: `${shown} section`, other: `${shown} sections` })} found for “${q}”`,
    );
  if (chapter)
    return i18n._(
      msg`${plural(count, { one: `${shown} section`, other: `${shown} sections` })} found in chapter ${chapter}`,
    );
  const chapters = formatCount(data.chapters.length);
  return i18n._(
    msg`${plural(count, { one: `${shown} section`, other: `${shown} sections` })} of the Income-tax Act 2025, in ${chapters} chapters`,
  );
}

function Results({ query }: { query: ReturnType<typeof useActMap> }) {
  const { i18n } = useLingui();
  const { data, error, isPending, refetch } = query;
  if (isPending) {
    return (
      <div
        role="status"
        aria-label={i18n._(msg`Loading the section map`)}
        className="mt-8 space-y-3"
      >
        <span className="sr-only">
          <Trans>Loading the section map…</Trans>
        </span>
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
          {badChapter ? (
            <Trans>That is not a chapter of the 2025 Act</Trans>
          ) : (
            <Trans>The section map could not be loaded</Trans>
          )}
        </p>
        {badChapter ? (
          <Link to={ACT_2025_PATH} className="mt-3 inline-block text-sm font-medium underline">
            <Trans>Show every chapter</Trans>
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100"
          >
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    );
  }
  // What the rows on screen answer (while the next search loads, the last answer stays).
  const filtered = Boolean(data.query || data.chapter);
  return (
    <>
      <p aria-live="polite" className="mt-6 text-sm text-slate-600">
        {resultLine(i18n, data)}
      </p>
      {filtered ? (
        data.rows.length > 0 ? (
          <ActMapTable rows={data.rows} label={i18n._(msg`Matching sections`)} />
        ) : (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
            <Trans>
              No section matches. Try a number such as 80C or 123, or a word such as “rebate”.
            </Trans>
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
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const dataLang = useDataLang();
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
        title={i18n._(TITLE)}
        description={i18n._(DESCRIPTION)}
        path={ACT_2025_PATH}
        keywords={[
          'Income-tax Act 2025',
          'new section numbers',
          '80C new section',
          'Income-tax Act 1961 to 2025 mapping',
          'section finder',
        ]}
        jsonLd={jsonLd(site, i18n)}
        {...(query.error
          ? { status: isRefusedFilter(query.error) ? 404 : 503, noindex: true }
          : {})}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {i18n._(TITLE)}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">
          <Trans>
            From 1 April 2026 (tax year 2026-27) the Income-tax Act 2025 replaces the Income-tax Act
            1961, and every section has a new number. Find any section both ways: the old 80C is now
            section 123, and section 123 is the old 80C.
          </Trans>
        </p>

        <form
          role="search"
          action={localizedPath(ACT_2025_PATH, locale)}
          method="get"
          onSubmit={onSubmit}
          className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
              <Trans>Section number (either Act) or topic</Trans>
            </label>
            <Input
              id={inputId}
              name="q"
              type="search"
              className="mt-1"
              placeholder={i18n._(msg`80C, 123 or advance tax`)}
              autoComplete="off"
              maxLength={ACT_MAP_QUERY_MAX}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <div className="sm:w-56">
            <label htmlFor={chapterId} className="text-sm font-medium text-slate-900">
              <Trans>Chapter</Trans>
            </label>
            <Select
              id={chapterId}
              name="chapter"
              className="mt-1"
              value={chapter}
              onChange={(event) => apply(typed.trim(), event.target.value)}
            >
              <option value="">{i18n._(msg`All chapters`)}</option>
              {(query.data?.chapters ?? []).map((c) => (
                <option key={c.number} value={c.number} lang={dataLang}>
                  {`${c.number}: ${c.title}`}
                </option>
              ))}
            </Select>
          </div>
          <button type="submit" className={buttonClasses({ className: 'shrink-0' })}>
            <Search aria-hidden="true" className="size-4" />
            <Trans>Find</Trans>
          </button>
        </form>

        <Results query={query} />

        <p className="mt-10 text-xs text-slate-500">
          <Trans>
            The map follows the Income-tax Act 2025 as enacted (Act No. 30 of 2025) and the ICAI’s
            tabular mapping of its sections to the Income-tax Act 1961; titles are in our words.
            Read the Act itself before relying on a number.
          </Trans>
        </p>
      </div>
    </>
  );
}
