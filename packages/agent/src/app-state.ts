import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';

/** Keys of the agent's derived state in app_state. */
export const STATE_KEYS = {
  contentVersion: 'agent:content-version',
  popularSections: 'agent:popular-sections',
} as const;

export async function readState<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db
    .selectFrom('appState')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value as T | undefined;
}

export async function writeState(
  db: Kysely<Database>,
  key: string,
  value: unknown,
  now: Date,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('appState')
    .values({ key, value: json, updatedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updatedAt: now }))
    .execute();
}
