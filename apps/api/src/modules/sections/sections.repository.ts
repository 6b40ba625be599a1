import type { Database } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

/** Columns of a section as listed (no long text). */
const summaryColumns = [
  'id',
  'sectionNumber',
  'act2025Section',
  'category',
  'title',
  'description',
  'views',
  // A Hindi list shows the content's Hindi title only while no admin edit has changed the English.
  'editedByAdminAt',
] as const;

/**
 * Position of a section in the curated order (most useful first); sections outside it (added
 * by an admin) come after, by number.
 */
const curatedRank = (order: readonly string[]) =>
  sql<number>`coalesce(array_position(${sql.val([...order])}::text[], ${sql.ref('sectionNumber')}), 2147483647)`;

export async function listSections(
  db: Kysely<Database>,
  options: { category?: string | undefined; order: readonly string[] },
) {
  let query = db.selectFrom('sections').select(summaryColumns);
  if (options.category) query = query.where('category', '=', options.category);
  return query.orderBy(curatedRank(options.order)).orderBy('sectionNumber').execute();
}

/** Most viewed first; equal counts in the curated order. */
export async function popularSections(
  db: Kysely<Database>,
  options: { limit: number; order: readonly string[] },
) {
  return db
    .selectFrom('sections')
    .select(summaryColumns)
    .orderBy('views', 'desc')
    .orderBy(curatedRank(options.order))
    .orderBy('sectionNumber')
    .limit(options.limit)
    .execute();
}

/** Both numberings of every section, for the forgiving lookup. */
export async function sectionNumbers(db: Kysely<Database>) {
  return db.selectFrom('sections').select(['sectionNumber', 'act2025Section']).execute();
}

export async function findSectionByNumber(db: Kysely<Database>, sectionNumber: string) {
  return db
    .selectFrom('sections')
    .select([
      ...summaryColumns,
      'summary',
      'fullText',
      'keyLimits',
      'examples',
      'related',
      'sourceUrl',
      'lastReviewed',
      'updatedAt',
      'editedByAdminAt',
    ])
    .where('sectionNumber', '=', sectionNumber)
    .executeTakeFirst();
}

export async function sectionsByNumbers(db: Kysely<Database>, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  return db
    .selectFrom('sections')
    .select(['sectionNumber', 'title', 'category', 'description'])
    .where('sectionNumber', 'in', [...numbers])
    .execute();
}

/**
 * Counts one view in a single atomic statement (concurrent visits never lose a count) and
 * leaves updated_at alone: a view is not a content change.
 */
export async function incrementViews(db: Kysely<Database>, sectionNumber: string) {
  return db
    .updateTable('sections')
    .set({ views: sql<number>`views + 1` })
    .where('sectionNumber', '=', sectionNumber)
    .returning(['sectionNumber', 'views'])
    .executeTakeFirst();
}
