import type { Database } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

/**
 * A fingerprint of the searchable rows: it changes when a section or post is added, edited,
 * (un)published or falls due, so every replica notices and rebuilds its index. View counts are
 * not part of it (they do not touch updated_at).
 */
export async function contentVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select concat_ws('|',
      (select count(*) from sections),
      (select max(updated_at)::text from sections),
      (select max(edited_by_admin_at)::text from sections),
      (select count(*) from blog_posts where status = 'published' and published_at <= now()),
      (select max(updated_at)::text from blog_posts),
      (select max(edited_by_admin_at)::text from blog_posts)
    ) as version`.execute(db);
  return rows[0]?.version ?? '';
}

export async function searchableSections(db: Kysely<Database>) {
  return db
    .selectFrom('sections')
    .select([
      'sectionNumber',
      'act2025Section',
      'category',
      'title',
      'description',
      'summary',
      'fullText',
      'keyLimits',
    ])
    .execute();
}

export async function searchableGuides(db: Kysely<Database>) {
  return db
    .selectFrom('blogPosts')
    .select(['slug', 'title', 'excerpt', 'markdown', 'category', 'relatedSections'])
    .where('status', '=', 'published')
    .where('publishedAt', 'is not', null)
    .where('publishedAt', '<=', sql<Date>`now()`)
    .execute();
}
