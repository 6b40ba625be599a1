/**
 * Questions about a section of the Income-tax Act 2025 that we have no page for ("section 130
 * of the 2025 act", "130 2025"): answered from the 1961 ↔ 2025 map (packages/content act-map)
 * with the row and our nearest pages, never a guess at the section's rules.
 */
import { actChapters, lookupAct2025, type Act2025Section } from '@taxguide/content';
import { nearestPagesToAct2025Row, pagesForAct2025Row } from '@taxguide/content/act-map-pages';
import type { ExplainAnswer } from '@taxguide/contracts/ai';
import { citationFor } from './citations';
import { mentionsAct2025 } from './section-references';

/** The whole question is a number and the year: "130 2025", "s.130 2025", "section 130 of 2025". */
const NUMBER_AND_YEAR = /^(?:section |sec\.? |s\.? ?)?(\d{1,3}) (?:of )?2025$/;
const NUMBER_WORD = /^(?:s\.|sec\.|section|u\/s)?(\d{1,3})[.,?]?$/;

/** The 2025 section a question names, read in the 2025 Act's numbering. */
export function namedAct2025Row(normalizedQuery: string): Act2025Section | undefined {
  const q = normalizedQuery.trim().replace(/[?.!]+$/, '');
  const short = NUMBER_AND_YEAR.exec(q);
  if (short?.[1]) return lookupAct2025(short[1]);
  if (!mentionsAct2025(q)) return undefined;
  for (const word of q
    .replace(/\b(?:act|ita|itact),? ?(?:of )?2025\b|\b2025\b/g, ' ')
    .split(/\s+/)) {
    const number = NUMBER_WORD.exec(word)?.[1];
    const row = number ? lookupAct2025(number) : undefined;
    if (row) return row;
  }
  return undefined;
}

function explanationFor(row: Act2025Section): string {
  const carries =
    row.from1961.length > 0
      ? `carries over section ${row.from1961.join(', ')} of the Income-tax Act 1961`
      : 'is new: it has no counterpart in the Income-tax Act 1961';
  return [
    `Section ${row.number} of the Income-tax Act 2025 (${row.title}) ${carries}. The 2025 Act applies from 1 April 2026 (tax year 2026-27).`,
    'We do not have a page explaining this section yet, so we will not guess at its rules. The nearest sections we explain are below, and the section finder (/act-2025) shows where every section went.',
  ].join('\n\n');
}

/**
 * The answer for a 2025 section we have no page for; undefined when the question names no
 * such section (a section with a page is answered from its page as usual).
 */
export function act2025MapAnswer(normalizedQuery: string): ExplainAnswer | undefined {
  const row = namedAct2025Row(normalizedQuery);
  if (!row || pagesForAct2025Row(row).length > 0) return undefined;
  const chapter = actChapters.find((c) => c.number === row.chapter);
  const nearest = nearestPagesToAct2025Row(row);
  return {
    section: `Section ${row.number} of the Income-tax Act 2025: ${row.title}`,
    sectionNumber: null,
    explanation: explanationFor(row),
    keyPoints: [
      ...(chapter ? [`Chapter ${chapter.number} of the 2025 Act: ${chapter.title}`] : []),
      ...(row.from1961.length > 0
        ? [`Income-tax Act 1961: section ${row.from1961.join(', ')}`]
        : []),
      ...(row.note ? [row.note] : []),
    ],
    examples: [],
    relatedSections: nearest.map((s) => s.sectionNumber),
    citations: nearest.map(citationFor),
    kind: 'topic',
  };
}
