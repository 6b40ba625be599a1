import type { Database } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

const summaryColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'imageUrl',
  'imageAlt',
  'publishedAt',
  'readTime',
] as const;

/** Published and due: a post scheduled for later is not public yet. */
function published(db: Kysely<Database>) {
  return db
    .selectFrom('blogPosts')
    .where('status', '=', 'published')
    .where('publishedAt', 'is not', null)
    .where('publishedAt', '<=', sql<Date>`now()`);
}

/** Published posts, newest first. */
export async function listPublished(db: Kysely<Database>) {
  return published(db)
    .select([...summaryColumns, 'relatedSections'])
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findPublishedBySlug(db: Kysely<Database>, slug: string) {
  return published(db)
    .select([...summaryColumns, 'markdown', 'relatedSections', 'updatedAt'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}
