import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  ip: string | null;
  userAgent: string | null;
}

export async function insertContactMessage(
  db: Kysely<Database>,
  message: NewContactMessage,
): Promise<void> {
  await db
    .insertInto('contactMessages')
    .values({ ...message, status: 'new' })
    .execute();
}
