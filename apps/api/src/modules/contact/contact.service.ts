import type { ContactRequest } from '@taxguide/contracts/forms';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import type { RequestFacts } from '../leads/form-route';
import { insertContactMessage } from './contact.repository';

/** Stores a contact message with status "new" (spec §4) for the admin inbox. One statement. */
export async function submitContactMessage(
  db: Kysely<Database>,
  input: ContactRequest & RequestFacts,
): Promise<void> {
  await insertContactMessage(db, input);
}
