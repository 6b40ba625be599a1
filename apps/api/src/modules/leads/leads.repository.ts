import type { Database } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

export interface NewLead {
  email: string;
  source: string;
  name: string | null;
  ip: string | null;
  userAgent: string | null;
}

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

/** True when this address has a lead from this IP in the last `windowMs` (database clock). */
export async function hasRecentLead(
  db: Kysely<Database>,
  email: string,
  ip: string | null,
  windowMs: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('leads')
    .select('id')
    .where('email', '=', email)
    .where(sql<boolean>`ip is not distinct from ${ip}`)
    .where('createdAt', '>=', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
