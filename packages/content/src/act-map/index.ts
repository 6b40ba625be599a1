// The 1961 ↔ 2025 section map and its lookups (docs/act-map.md).
import { sectionKey } from '../sections/index';
import type {
  Act1961Entry,
  Act2025Section,
  ActChapter,
  ActMapHit,
  Omitted1961Section,
} from './types';
import { ACT_2025_CHAPTERS, ACT_2025_SECTIONS, OMITTED_1961_SECTIONS } from './data';

export type {
  Act1961Entry,
  Act2025Section,
  ActChapter,
  ActMapHit,
  ActMapSourceId,
  Omitted1961Section,
} from './types';

export const actChapters: readonly ActChapter[] = ACT_2025_CHAPTERS;
export const act2025Sections: readonly Act2025Section[] = ACT_2025_SECTIONS;
export const omitted1961Sections: readonly Omitted1961Section[] = OMITTED_1961_SECTIONS;

const by2025 = new Map<string, Act2025Section>();
const by1961 = new Map<string, Act2025Section[]>();
for (const row of ACT_2025_SECTIONS) {
  by2025.set(sectionKey(row.number), row);
  for (const old of row.from1961) {
    const key = sectionKey(old);
    by1961.set(key, [...(by1961.get(key) ?? []), row]);
  }
}
const omittedBy1961 = new Map(OMITTED_1961_SECTIONS.map((o) => [sectionKey(o.number), o]));

/** The 2025 section with this number ("123", "Section 123"), if the Act has one. */
export function lookupAct2025(input: string): Act2025Section | undefined {
  return by2025.get(sectionKey(input));
}

/**
 * Where a 1961 provision went: "80C" → [123]. A sub-section falls back to its section
 * ("10(13A)" is listed under its own key when the mapping splits section 10, else under "10").
 */
export function lookupAct1961(input: string): Act1961Entry | undefined {
  const key = sectionKey(input);
  if (!key) return undefined;
  const rows = by1961.get(key);
  if (rows) return { number: input.trim(), to2025: rows };
  const omitted = omittedBy1961.get(key);
  if (omitted) return { number: omitted.number, to2025: [], omitted };
  return undefined;
}

/**
 * Searches both numberings and the titles: "80C" → 123, "123" → 123, "advance tax" → the
 * advance-tax sections. Number matches come first; `chapter` narrows the result.
 */
export function searchActMap(query: string, options: { chapter?: string } = {}): ActMapHit[] {
  const inChapter = (s: Act2025Section) => !options.chapter || s.chapter === options.chapter;
  const q = query.trim();
  if (!q)
    return ACT_2025_SECTIONS.filter(inChapter).map((section) => ({ section, matchedBy: 'title' }));
  const hits: ActMapHit[] = [];
  const seen = new Set<string>();
  const add = (section: Act2025Section, matchedBy: ActMapHit['matchedBy']) => {
    if (seen.has(section.number) || !inChapter(section)) return;
    seen.add(section.number);
    hits.push({ section, matchedBy });
  };
  for (const row of lookupAct1961(q)?.to2025 ?? []) add(row, 'act1961');
  const exact2025 = lookupAct2025(q);
  if (exact2025) add(exact2025, 'act2025');
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  for (const row of ACT_2025_SECTIONS) {
    const title = row.title.toLowerCase();
    if (words.every((w) => title.includes(w))) add(row, 'title');
  }
  return hits;
}
