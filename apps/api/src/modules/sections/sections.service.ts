import {
  KEY_SECTIONS_FOR_PDF,
  findSection,
  renderExamples,
  sectionCategories,
  sectionKey,
  sectionText,
  sections as curatedSections,
} from '@taxguide/content';
import type { SectionDetail, SectionSummary, SectionView } from '@taxguide/contracts/content';
import type { Database, SectionExampleRow } from '@taxguide/db';
import type { Kysely } from 'kysely';
import * as repo from './sections.repository';

/**
 * The curated order, most useful first: the 50 sections of the PDF guide in their order, then
 * every other curated section as the content lists it. Lists use it, and it breaks ties between
 * equally viewed sections in the popular list.
 */
export const CURATED_SECTION_ORDER: readonly string[] = [
  ...new Set([...KEY_SECTIONS_FOR_PDF, ...curatedSections.map((s) => s.sectionNumber)]),
];

/** Category ids the list accepts (the spec's five, then the ones the content added). */
export const SECTION_CATEGORY_IDS = sectionCategories.map((c) => c.id) as [string, ...string[]];

export const POPULAR_LIMIT = 6;

const rank = new Map(CURATED_SECTION_ORDER.map((n, i) => [n, i]));
const byCuratedRank = (a: string, b: string) =>
  (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER) ||
  a.localeCompare(b);

/**
 * Resolves a forgiving section number ("80c", "80 C", "Section 80C", "sec. 80ccd(1b)", a 2025
 * Act number) to the stored 1961 number, with packages/content's normalisation. A 1961 number
 * wins; where one 2025 section covers several old ones, the first in the curated order wins
 * (as `findSection` does); a sub-provision without a page resolves to its nearest parent.
 */
export function resolveSectionNumber(
  input: string,
  rows: readonly { sectionNumber: string; act2025Section: string | null }[],
): string | undefined {
  const key = sectionKey(input);
  if (!key) return undefined;
  const exact = rows.find((r) => sectionKey(r.sectionNumber) === key);
  if (exact) return exact.sectionNumber;
  const by2025 = rows
    .filter((r) => r.act2025Section && sectionKey(r.act2025Section) === key)
    .map((r) => r.sectionNumber)
    .sort(byCuratedRank);
  if (by2025[0]) return by2025[0];
  // A sub-provision we have no page of its own for (the engine's working cites "115BAC(1A)"):
  // its nearest parent's page, as packages/content's sectionPageFor resolves it.
  const parent = /^(.+)\([^()]*\)$/.exec(input.trim())?.[1];
  return parent ? resolveSectionNumber(parent, rows) : undefined;
}

type SummaryRow = Awaited<ReturnType<typeof repo.listSections>>[number];

export function toSummary(row: SummaryRow): SectionSummary {
  return {
    id: row.id,
    sectionNumber: row.sectionNumber,
    act2025Section: row.act2025Section || null,
    category: row.category,
    title: row.title,
    description: row.description,
    views: row.views,
  };
}

/**
 * A list's entry in the page's language: with 'hi', the Hindi title and description of a section
 * that has them (and no admin edit since the seed), marked with the language it came in.
 */
function summaryIn(row: SummaryRow, lang: 'en' | 'hi'): SectionSummary {
  const summary = toSummary(row);
  if (lang !== 'hi') return summary;
  const content = findSection(row.sectionNumber);
  const localized =
    content && row.editedByAdminAt === null ? sectionText(content, 'hi') : undefined;
  if (!localized || localized.fallback) return { ...summary, lang: 'en' };
  return {
    ...summary,
    title: localized.text.title,
    description: localized.text.description,
    lang: 'hi',
  };
}

/**
 * How long the list of section numbers is reused. Only the seed writes sections (at start-up,
 * possibly by a newer replica), and every page or API read of a section resolves its number
 * against the whole list: reading it once a minute instead of on every request took a query
 * off each uncached section render (bench/RESULTS.md, "Uncached renders").
 */
export const SECTION_NUMBERS_TTL_MS = 60_000;

export function createSectionsService(
  db: Kysely<Database>,
  { numbersTtlMs = SECTION_NUMBERS_TTL_MS, now = Date.now } = {},
) {
  let numbers: { read: ReturnType<typeof repo.sectionNumbers>; at: number } | undefined;
  const sectionNumbers = () => {
    if (!numbers || now() - numbers.at >= numbersTtlMs) {
      const read = repo.sectionNumbers(db);
      numbers = { read, at: now() };
      // A failed read is not kept: the next request asks the database again.
      read.catch(() => {
        if (numbers?.read === read) numbers = undefined;
      });
    }
    return numbers.read;
  };
  const resolve = async (input: string) => resolveSectionNumber(input, await sectionNumbers());

  return {
    async list(category?: string, lang: 'en' | 'hi' = 'en'): Promise<SectionSummary[]> {
      const rows = await repo.listSections(db, { category, order: CURATED_SECTION_ORDER });
      return rows.map((row) => summaryIn(row, lang));
    },

    async popular(limit = POPULAR_LIMIT, lang: 'en' | 'hi' = 'en'): Promise<SectionSummary[]> {
      const rows = await repo.popularSections(db, { limit, order: CURATED_SECTION_ORDER });
      return rows.map((row) => summaryIn(row, lang));
    },

    async byNumber(input: string, lang: 'en' | 'hi' = 'en'): Promise<SectionDetail | undefined> {
      const sectionNumber = await resolve(input);
      if (!sectionNumber) return undefined;
      const row = await repo.findSectionByNumber(db, sectionNumber);
      if (!row) return undefined;
      const relatedNumbers = row.related;
      const relatedRows = new Map(
        (await repo.sectionsByNumbers(db, relatedNumbers)).map((r) => [r.sectionNumber, r]),
      );
      const english: SectionDetail = {
        ...toSummary(row),
        summary: row.summary,
        fullText: row.fullText,
        keyLimits: row.keyLimits,
        examples: row.examples.map((e: SectionExampleRow) => ({ title: e.title, text: e.text })),
        // In the curated order of the section's own list; a number with no page is left out.
        related: relatedNumbers.flatMap((n) => {
          const r = relatedRows.get(n);
          return r
            ? [
                {
                  sectionNumber: r.sectionNumber,
                  title: r.title,
                  category: r.category,
                  description: r.description,
                },
              ]
            : [];
        }),
        sourceUrl: row.sourceUrl,
        lastReviewed: row.lastReviewed,
        updatedAt: row.updatedAt.toISOString(),
      };
      return lang === 'hi' ? inHindi(english, row.editedByAdminAt !== null) : english;
    },

    /** Counts one visit of a section's page; undefined when there is no such section. */
    async recordView(input: string): Promise<SectionView | undefined> {
      const sectionNumber = await resolve(input);
      if (!sectionNumber) return undefined;
      return repo.incrementViews(db, sectionNumber);
    },
  };
}

export type SectionsService = ReturnType<typeof createSectionsService>;

/**
 * The Hindi head of a section page, from the curated content (the Hindi is a field of the same
 * record; docs/i18n.md): title, description, summary, key limits and examples, whose figures come
 * from the same engine run as the English. The full text stays English. A section without Hindi,
 * or one an admin has edited since the seed (its Hindi would no longer match), keeps its English
 * with lang 'en'. Related sections get their Hindi title and description where they have one.
 */
function inHindi(english: SectionDetail, editedByAdmin: boolean): SectionDetail {
  const related = english.related.map((r) => {
    const content = findSection(r.sectionNumber);
    const text = content && sectionText(content, 'hi');
    return text && !text.fallback
      ? { ...r, title: text.text.title, description: text.text.description }
      : r;
  });
  const content = findSection(english.sectionNumber);
  const localized = content && sectionText(content, 'hi');
  if (!localized || localized.fallback || editedByAdmin) return { ...english, related, lang: 'en' };
  const { title, description, summary, keyLimits } = localized.text;
  return {
    ...english,
    title,
    description,
    summary,
    keyLimits,
    examples: renderExamples(localized.text),
    related,
    lang: 'hi',
  };
}
