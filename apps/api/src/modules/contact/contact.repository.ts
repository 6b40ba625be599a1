import type { Database, ReaderLanguage } from '@taxguide/db';
import type { Kysely } from 'kysely';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  ip: string | null;
  userAgent: string | null;
  /** The page's language: the acknowledgement and the admin's replies are written in it. */
  language: ReaderLanguage;
}

export async function insertContactMessage(
  db: Kysely<Database>,
  message: NewContactMessage,
): Promise<number> {
  const row = await db
    .insertInto('contactMessages')
    .values({ ...message, status: 'new' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
