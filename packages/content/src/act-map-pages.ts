/**
 * Our section pages for rows of the 1961 ↔ 2025 map (act-map/), and the pages nearest to a
 * row we have no page for. The site's API, search, section route and the explainer all join
 * the map to our pages through here, so they agree on which page a 2025 number has.
 */
import { act2025Sections, type Act2025Section } from './act-map/index';
import { sectionPageFor } from './links';
import { sectionKey, sections } from './sections/index';
import type { SectionContent } from './types';

/** How many nearby pages a row without a page of its own offers. */
export const NEAREST_PAGES = 3;

/** The whole-number part of a 2025 section ('123' → 123, '22(1)(b)' → 22). */
function leadingNumber(number: string): number | undefined {
  const match = /^\s*(\d+)/.exec(number);
  return match ? Number(match[1]) : undefined;
}

/** The 2025 section a page of ours sits in, without its sub-section ('22(1)(b)' → '22'). */
function pageAct2025Key(page: SectionContent): string {
  return page.act2025Section ? sectionKey(page.act2025Section.split('(')[0] ?? '') : '';
}

const pagesBy2025 = new Map<string, SectionContent[]>();
for (const page of sections) {
  const key = pageAct2025Key(page);
  if (key) pagesBy2025.set(key, [...(pagesBy2025.get(key) ?? []), page]);
}
const pageByNumber = new Map(sections.map((s) => [s.sectionNumber, s]));
const chapterOf2025 = new Map(act2025Sections.map((s) => [sectionKey(s.number), s.chapter]));

/**
 * Our pages for a 2025 row: the page of each 1961 provision it carries (or of that provision's
 * section: '10(10D)' → '10' only if '10' has a page), then every page whose own 2025 number
 * sits in this section ('24(b)' → 2025 s.22(1)(b)).
 */
export function pagesForAct2025Row(row: Act2025Section): SectionContent[] {
  const found = new Map<string, SectionContent>();
  for (const old of row.from1961) {
    const number = sectionPageFor(old);
    const page = number ? pageByNumber.get(number) : undefined;
    if (page) found.set(page.sectionNumber, page);
  }
  for (const page of pagesBy2025.get(sectionKey(row.number)) ?? [])
    found.set(page.sectionNumber, page);
  return [...found.values()];
}

/**
 * Our pages nearest to a 2025 section in the Act: pages in the same chapter first, then by
 * the distance between the section numbers.
 */
export function nearestPagesToAct2025Row(
  row: Act2025Section,
  limit = NEAREST_PAGES,
): SectionContent[] {
  const n = leadingNumber(row.number);
  if (n === undefined) return [];
  return sections
    .flatMap((page) => {
      const m = leadingNumber(page.act2025Section ?? '');
      if (m === undefined) return [];
      const sameChapter = chapterOf2025.get(pageAct2025Key(page)) === row.chapter;
      return [{ page, rank: (sameChapter ? 0 : 1_000_000) + Math.abs(n - m) }];
    })
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((x) => x.page);
}
