import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';

export interface NewAiQuery {
  /** The question as asked, personal identifiers redacted. */
  query: string;
  normalizedQuery: string;
  /** offline | model | cache. */
  answerSource: string;
  /** The answer's main section (1961 numbering), if any. */
  section: string | null;
  /** Cleared after 90 days by the purge-personal-data job. */
  ip: string | null;
}

export async function insertAiQuery(db: Kysely<Database>, row: NewAiQuery): Promise<void> {
  await db.insertInto('aiQueries').values(row).execute();
}

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The turns of a conversation touched within `maxAgeMs`, or undefined (unknown or expired). */
export async function findConversation(
  db: Kysely<Database>,
  id: string,
  maxAgeMs: number,
): Promise<ConversationTurn[] | undefined> {
  const row = await db
    .selectFrom('aiConversations')
    .select('turns')
    .where('id', '=', id)
    .where('updatedAt', '>', new Date(Date.now() - maxAgeMs))
    .executeTakeFirst();
  return row?.turns;
}

/** Stores a conversation's (already bounded) turns, creating it on its first answer. */
export async function saveConversation(
  db: Kysely<Database>,
  id: string,
  turns: ConversationTurn[],
): Promise<void> {
  const json = JSON.stringify(turns);
  await db
    .insertInto('aiConversations')
    .values({ id, turns: json })
    .onConflict((oc) => oc.column('id').doUpdateSet({ turns: json, updatedAt: new Date() }))
    .execute();
}

/** Deletes conversations untouched for `maxAgeMs` (they can no longer be continued). */
export async function deleteStaleConversations(
  db: Kysely<Database>,
  maxAgeMs: number,
): Promise<void> {
  await db
    .deleteFrom('aiConversations')
    .where('updatedAt', '<', new Date(Date.now() - maxAgeMs))
    .execute();
}
