// The one place blog_posts rows of the agent are written: drafts the content job saves and the
// admin renames, publishes or deletes. Reads for the dashboard stay with the API's queries.
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** `base`, or `base-2`, `base-3`… whichever no other post has (`except`: the post being renamed). */
export async function freeSlug(db: Db, base: string, except?: number): Promise<string> {
  let query = db
    .selectFrom('blogPosts')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (except !== undefined) query = query.where('id', '!=', except);
  const taken = new Set((await query.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export interface GeneratedDraftFields {
  title: string;
  excerpt: string;
  markdown: string;
  category: string;
  readTime: number;
  relatedSections: readonly string[];
  topic: string;
  generator: 'model' | 'offline';
  /** Makes the slug of a new draft (an updated draft keeps its own). */
  slugFor: (title: string) => string;
}

/**
 * Saves a generated draft keyed by its job id: a retried or recovered job updates its own draft
 * instead of adding another. Returns the draft's id and slug.
 */
export async function saveGeneratedDraft(
  db: Db,
  agentJobId: string,
  draft: GeneratedDraftFields,
  at: Date,
): Promise<{ id: number; slug: string }> {
  const existing = await db
    .selectFrom('blogPosts')
    .select(['id', 'slug'])
    .where('agentJobId', '=', agentJobId)
    .executeTakeFirst();
  const fields = {
    title: draft.title,
    excerpt: draft.excerpt,
    markdown: draft.markdown,
    category: draft.category,
    readTime: draft.readTime,
    relatedSections: JSON.stringify(draft.relatedSections),
    agentTopic: draft.topic,
    agentGenerator: draft.generator,
    updatedAt: at,
  };
  if (existing) {
    await db.updateTable('blogPosts').set(fields).where('id', '=', existing.id).execute();
    return existing;
  }
  const slug = await freeSlug(db, draft.slugFor(draft.title));
  const row = await db
    .insertInto('blogPosts')
    .values({ ...fields, slug, status: 'draft', origin: 'agent', agentJobId, createdAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, slug };
}

/** A draft's new title and the slug that follows it; nothing happens to a published post. */
export async function renameDraft(
  db: Db,
  id: number,
  title: string,
  slugFor: (title: string) => string,
  at: Date,
): Promise<void> {
  const slug = await freeSlug(db, slugFor(title), id);
  await db
    .updateTable('blogPosts')
    .set({ title, slug, updatedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .execute();
}

/** Publishes a draft; false when it was not a draft any more (published meanwhile). */
export async function publishDraft(db: Db, id: number, at: Date): Promise<boolean> {
  const updated = await db
    .updateTable('blogPosts')
    .set({ status: 'published', publishedAt: at, updatedAt: at, editedByAdminAt: at })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Deletes a draft (never a published post). */
export async function deleteDraft(db: Db, id: number): Promise<void> {
  await db.deleteFrom('blogPosts').where('id', '=', id).where('status', '=', 'draft').execute();
}
