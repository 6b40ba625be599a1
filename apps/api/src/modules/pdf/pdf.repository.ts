import type { Database, SectionExampleRow } from '@taxguide/db';
import type { Kysely } from 'kysely';

export interface GuideSectionRow {
  sectionNumber: string;
  act2025Section: string | null;
  category: string;
  title: string;
  summary: string;
  keyLimits: string[];
  examples: SectionExampleRow[];
}

/** The sections with these 1961 numbers, in the order given (numbers not in the table are skipped). */
export async function readSectionsByNumber(
  db: Kysely<Database>,
  numbers: readonly string[],
): Promise<GuideSectionRow[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectFrom('sections')
    .select([
      'sectionNumber',
      'act2025Section',
      'category',
      'title',
      'summary',
      'keyLimits',
      'examples',
    ])
    .where('sectionNumber', 'in', [...numbers])
    .execute();
  const byNumber = new Map(rows.map((r) => [r.sectionNumber, r]));
  return numbers.flatMap((n) => {
    const row = byNumber.get(n);
    return row ? [row] : [];
  });
}
