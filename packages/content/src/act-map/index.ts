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
  ComparisonSourceId,
  Omitted1961Section,
} from './types';

export const actChapters: readonly ActChapter[] = ACT_2025_CHAPTERS;
export const act2025Sections: readonly Act2025Section[] = ACT_2025_SECTIONS;
export const omitted1961Sections: readonly Omitted1961Section[] = OMITTED_1961_SECTIONS;

/**
 * A 1961 citation as a key that keeps its brackets: "10(13A)" and "101(3A)" must not collide, nor
 * "17(2)" with section 172. "Section 80-IA" → "80IA", "sec. 80CCD (1B)" → "80CCD(1B)".
 */
function key1961(input: string): string {
  const upper = input.normalize('NFKC').toUpperCase().trim();
  const withoutPrefix = upper
    .replace(/^(?:SECTIONS?|SECN?|U\s*\/\s*S)[.\s:-]*(?=\d)/, '')
    .replace(/^S[.\s]+(?=\d)/, '');
  return withoutPrefix.replace(/[^0-9A-Z()]/g, '');
}

/** The section a citation belongs to: "10(13A)" → "10". */
const baseOf = (key: string) => key.replace(/\(.*$/, '');

const by2025 = new Map<string, Act2025Section>();
const by1961 = new Map<string, Act2025Section[]>();
const byBase1961 = new Map<string, Act2025Section[]>();
const uncertainBy1961 = new Map<string, Act2025Section[]>();
const push = (map: Map<string, Act2025Section[]>, key: string, row: Act2025Section) => {
  const list = map.get(key) ?? [];
  if (!list.includes(row)) map.set(key, [...list, row]);
};
for (const row of ACT_2025_SECTIONS) {
  by2025.set(sectionKey(row.number), row);
  for (const old of row.from1961) {
    push(by1961, key1961(old), row);
    push(byBase1961, baseOf(key1961(old)), row);
  }
  for (const old of row.uncertainFrom1961 ?? []) push(uncertainBy1961, key1961(old), row);
}
const omittedBy1961 = new Map(OMITTED_1961_SECTIONS.map((o) => [key1961(o.number), o]));

// A section given over to the 1961 provision alone comes first (1961 s. 206C → 394, the TCS
// section, before the general and compliance sections that also cite it); then Act order.
const bySpecificity = (a: Act2025Section, b: Act2025Section) =>
  Number(a.from1961.length !== 1) - Number(b.from1961.length !== 1) ||
  Number(a.number) - Number(b.number);

/** The 2025 section with this number ("123", "Section 123"), if the Act has one. */
export function lookupAct2025(input: string): Act2025Section | undefined {
  return by2025.get(sectionKey(input));
}

/**
 * Where a 1961 provision went: "80C" → [123]. A sub-section the map does not list on its own falls
 * back to its section ("10(13A)" → 11, "80CCD(1B)" → 124); a bare section the map lists only by
 * sub-section finds them all ("17" → 16, 17, 18).
 */
export function lookupAct1961(input: string): Act1961Entry | undefined {
  const key = key1961(input);
  if (!baseOf(key)) return undefined;
  const number = input.trim();
  const candidates: string[] = [key];
  for (let k = key; k.endsWith(')') && k.includes('(');) {
    k = k.slice(0, k.lastIndexOf('('));
    candidates.push(k);
  }
  // An unsettled link is reported beside the settled rows, never instead of them.
  const uncertain = [...new Set(candidates.flatMap((k) => uncertainBy1961.get(k) ?? []))];
  const withUncertain = (rows: Act2025Section[]): Act1961Entry => {
    const extra = uncertain.filter((row) => !rows.includes(row));
    return extra.length ? { number, to2025: rows, uncertain: extra } : { number, to2025: rows };
  };
  for (const k of candidates) {
    const rows = by1961.get(k);
    if (rows) return withUncertain([...rows].sort(bySpecificity));
    const omitted = omittedBy1961.get(k);
    if (omitted) return { number: omitted.number, to2025: [], omitted };
  }
  if (uncertain.length) return withUncertain([]);
  const children = byBase1961.get(key);
  if (children) return withUncertain([...children].sort(bySpecificity));
  return undefined;
}

/** Crude stem so that "deductions" finds "deduction", "penalties" "penalty", "assessed" "assessment". */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(x|ch|sh|ss)es$/, '$1')
    .replace(/ies$/, 'y')
    .replace(/([^s])s$/, '$1')
    .replace(/(ment|ing|ion|ed)$/, '');
}
const titleWords = new Map(
  ACT_2025_SECTIONS.map((row) => [
    row,
    row.title
      .split(/[\s,;:()/-]+/)
      .map(stem)
      .filter(Boolean),
  ]),
);

/**
 * Searches both numberings and the titles: "80C" → 123, "123" → 123, "advance tax" → the
 * advance-tax sections. A 1961 number comes first, then a 2025 number, then title words (each
 * query word must start a title word, in any form). `chapter` narrows the result.
 */
export function searchActMap(query: string, options: { chapter?: string } = {}): ActMapHit[] {
  const chapter = options.chapter?.trim().toUpperCase();
  const inChapter = (s: Act2025Section) => !chapter || s.chapter === chapter;
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
  if (/\d/.test(q)) {
    for (const row of lookupAct1961(q)?.to2025 ?? []) add(row, 'act1961');
    const exact2025 = lookupAct2025(q);
    if (exact2025) add(exact2025, 'act2025');
  }
  const words = q
    .split(/[\s,;:()/-]+/)
    .map(stem)
    .filter(Boolean);
  if (words.length === 0) return hits;
  for (const row of ACT_2025_SECTIONS) {
    const title = titleWords.get(row) ?? [];
    if (words.every((w) => title.some((t) => t.startsWith(w)))) add(row, 'title');
  }
  return hits;
}
