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
