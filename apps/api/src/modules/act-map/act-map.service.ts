/**
 * The 1961 ↔ 2025 section map as the site serves it: the map's rows (packages/content's
 * act-map) joined to our section pages, and the nearest pages for a row we have no page for.
 * Everything here is static content, so answers are computed once and cached by clients.
 */
import {
  act2025Sections,
  actChapters,
  lookupAct1961,
  lookupAct2025,
  omitted1961Sections,
  searchActMap,
  sectionKey,
  sectionPageFor,
  sectionPath,
  sections,
  type Act2025Section,
  type Omitted1961Section,
  type SectionContent,
} from '@taxguide/content';
import type {
  ActMapEntry,
  ActMapList,
  ActMapRow,
  ActNumbering,
  OmittedSection,
  SectionPageLink,
} from '@taxguide/contracts/act-map';
import {
  NEAREST_PAGES,
  nearestPagesToAct2025Row as nearestPages,
  pagesForAct2025Row as pagesForRow,
} from '@taxguide/content/act-map-pages';

export function toRow(row: Act2025Section): ActMapRow {
  return {
    number: row.number,
    title: row.title,
    chapter: row.chapter,
    from1961: [...row.from1961],
    ...(row.uncertainFrom1961?.length ? { uncertainFrom1961: [...row.uncertainFrom1961] } : {}),
    ...(row.note ? { note: row.note } : {}),
    pages: pagesForRow(row).map((p) => p.sectionNumber),
  };
}

function toOmitted(o: Omitted1961Section): OmittedSection {
  return { number: o.number, title: o.title, ...(o.note ? { note: o.note } : {}) };
}

export function pageLink(page: SectionContent): SectionPageLink {
  return {
    sectionNumber: page.sectionNumber,
    act2025Section: page.act2025Section || null,
    title: page.title,
    url: sectionPath(page.sectionNumber),
  };
}

/** Rows, pages and nearest pages of one number in one Act's numbering; undefined if unknown. */
export function actMapEntry(act: ActNumbering, input: string): ActMapEntry | undefined {
  const number = input.trim();
  let rows: Act2025Section[];
  let omitted: Omitted1961Section | undefined;
  if (act === '2025') {
    const row = lookupAct2025(number);
    if (!row) return undefined;
    rows = [row];
  } else {
    const entry = lookupAct1961(number);
    // A 1961 section we have a page for but the map does not list yet still answers.
    const page = findPageBy1961(number);
    if (!entry && !page) return undefined;
    rows = entry?.to2025 ?? [];
    omitted = entry?.omitted;
    if (page && rows.length === 0 && !omitted) {
      const fromPage = page.act2025Section ? lookupAct2025(page.act2025Section) : undefined;
      if (fromPage) rows = [fromPage];
    }
  }
  const pages = new Map<string, SectionContent>();
  if (act === '1961') {
    const page = findPageBy1961(number);
    if (page) pages.set(page.sectionNumber, page);
  }
  for (const row of rows) for (const page of pagesForRow(row)) pages.set(page.sectionNumber, page);
  const nearest =
    pages.size > 0
      ? []
      : [
          ...new Map(
            rows.flatMap((row) => nearestPages(row)).map((p) => [p.sectionNumber, p]),
          ).values(),
        ].slice(0, NEAREST_PAGES);
  return {
    act,
    number,
    rows: rows.map(toRow),
    omitted: omitted ? toOmitted(omitted) : null,
    pages: [...pages.values()].map(pageLink),
    nearest: nearest.map(pageLink),
  };
}

/** Our page for a 1961 number, exactly or through its parent ('10(13A)', '115BAC(1A)'). */
function findPageBy1961(number: string): SectionContent | undefined {
  const key = sectionKey(number);
  const exact = sections.find((s) => sectionKey(s.sectionNumber) === key);
  if (exact) return exact;
  const parent = sectionPageFor(number);
  return parent ? sections.find((s) => s.sectionNumber === parent) : undefined;
}

const chapterNumbers = new Set(actChapters.map((c) => c.number));

export function isKnownChapter(chapter: string): boolean {
  return chapterNumbers.has(chapter);
}

function omittedMatching(query: string): Omitted1961Section[] {
  const key = sectionKey(query);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return omitted1961Sections.filter(
    (o) =>
      (key !== '' && sectionKey(o.number) === key) ||
      (words.length > 0 && words.every((w) => o.title.toLowerCase().includes(w))),
  );
}

const wholeMap: ActMapList = {
  query: null,
  chapter: null,
  chapters: actChapters.map((c) => ({ ...c })),
  rows: act2025Sections.map(toRow),
  omitted: omitted1961Sections.map(toOmitted),
};

/** The whole map, or what a query (either numbering, or title words) and a chapter pick. */
export function actMapList(options: { q?: string | undefined; chapter?: string | undefined }) {
  const q = options.q?.trim() || undefined;
  const chapter = options.chapter || undefined;
  if (!q && !chapter) return wholeMap;
  const hits = searchActMap(q ?? '', chapter ? { chapter } : {});
  return {
    ...wholeMap,
    query: q ?? null,
    chapter: chapter ?? null,
    rows: hits.map((h) => toRow(h.section)),
    omitted: q && !chapter ? omittedMatching(q).map(toOmitted) : [],
  };
}
