import { ADMIN_TIME_ZONE } from '@taxguide/contracts/admin';
import type { LeadSource } from '@taxguide/contracts/forms';
import type { Database, ReaderLanguage } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

export interface NewLead {
  email: string;
  source: string;
  name: string | null;
  ip: string | null;
  userAgent: string | null;
  language: ReaderLanguage;
}

/** Leads are counted by the India calendar day, as the admin "Today" is. */
export const LEAD_DAY_TIME_ZONE = ADMIN_TIME_ZONE;

export async function insertLead(db: Kysely<Database>, lead: NewLead): Promise<void> {
  await db.insertInto('leads').values(lead).execute();
}

/**
 * Serialises writers of leads for one address until the transaction ends, so a
 * check-then-insert on the same address cannot interleave.
 */
export async function lockLeadsOf(trx: Kysely<Database>, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`lead:${email}`}))`.execute(trx);
}

/** The id of this address's lead from one of `sources` today (India day, database clock), if any. */
export async function leadToday(
  db: Kysely<Database>,
  email: string,
  sources: readonly LeadSource[],
): Promise<number | undefined> {
  const dayStart = sql<Date>`(date_trunc('day', now() at time zone ${LEAD_DAY_TIME_ZONE}) at time zone ${LEAD_DAY_TIME_ZONE})`;
  const row = await db
    .selectFrom('leads')
    .select('id')
    .where('email', '=', email)
    .where('source', 'in', sources)
    .where('createdAt', '>=', dayStart)
    .where('createdAt', '<', sql<Date>`${dayStart} + interval '1 day'`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function setLeadLanguage(
  db: Kysely<Database>,
  id: number,
  language: ReaderLanguage,
): Promise<void> {
  await db.updateTable('leads').set({ language }).where('id', '=', id).execute();
}
