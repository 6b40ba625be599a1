import type { Database } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

export async function sectionPages(db: Kysely<Database>) {
  return db
    .selectFrom('sections')
    .select(['sectionNumber', 'updatedAt', 'editedByAdminAt'])
    .orderBy('sectionNumber')
    .execute();
}

/** Published posts that are due (the same rule as GET /api/blog). */
export async function guidePages(db: Kysely<Database>) {
  return db
    .selectFrom('blogPosts')
    .select(['slug', 'updatedAt', 'publishedAt'])
    .where('status', '=', 'published')
    .where('publishedAt', 'is not', null)
    .where('publishedAt', '<=', sql<Date>`now()`)
    .orderBy('publishedAt', 'desc')
    .execute();
}
