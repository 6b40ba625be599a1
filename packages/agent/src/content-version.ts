/**
 * The content version: a hash of what the public pages, the sitemap and the PDF guide are built
 * from (every section's number, content hash and last change; every published guide's slug and
 * last change). Maintenance compares it with the version it saw last time to know whether the
 * content changed.
 */
import { createHash } from 'node:crypto';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import { readState, STATE_KEYS, writeState } from './app-state';

export interface ContentVersion {
  hash: string;
  /** When maintenance first saw this version. */
  changedAt: string;
  sections: number;
  publishedGuides: number;
}

export async function computeContentHash(
  db: Kysely<Database>,
): Promise<{ hash: string; sections: number; publishedGuides: number }> {
  const [sections, guides] = await Promise.all([
    db
      .selectFrom('sections')
      .select(['sectionNumber', 'contentHash', 'updatedAt'])
      .orderBy('sectionNumber')
      .execute(),
    db
      .selectFrom('blogPosts')
      .select(['slug', 'updatedAt', 'publishedAt'])
      .where('status', '=', 'published')
      .orderBy('slug')
      .execute(),
  ]);
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        sections: sections.map((s) => [s.sectionNumber, s.contentHash, s.updatedAt.toISOString()]),
        guides: guides.map((g) => [
          g.slug,
          g.updatedAt.toISOString(),
          g.publishedAt?.toISOString() ?? null,
        ]),
      }),
    )
    .digest('hex');
  return { hash, sections: sections.length, publishedGuides: guides.length };
}

export const readContentVersion = (db: Kysely<Database>) =>
  readState<ContentVersion>(db, STATE_KEYS.contentVersion);

/** The current version, and whether it differs from the last one saved (saveContentVersion saves it). */
export async function checkContentVersion(
  db: Kysely<Database>,
  now: Date,
): Promise<{ changed: boolean; previous: ContentVersion | undefined; current: ContentVersion }> {
  const previous = await readContentVersion(db);
  const computed = await computeContentHash(db);
  if (previous?.hash === computed.hash) return { changed: false, previous, current: previous };
  const current: ContentVersion = { ...computed, changedAt: now.toISOString() };
  return { changed: true, previous, current };
}

export const saveContentVersion = (db: Kysely<Database>, version: ContentVersion, now: Date) =>
  writeState(db, STATE_KEYS.contentVersion, version, now);
