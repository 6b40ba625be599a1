import type { Database } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

export type SubscriberStatus = 'active' | 'unsubscribed';

/**
 * Inserts the subscriber, or re-activates the existing row of the same address (one row per
 * address, case-insensitively, by the unique index on lower(email)). An active row is left
 * exactly as it was: source, token and dates are kept. One statement, safe under concurrency.
 */
export async function upsertSubscriber(
  db: Kysely<Database>,
  subscriber: { email: string; source: string; unsubscribeToken: string },
): Promise<void> {
  await db
    .insertInto('newsletterSubscribers')
    .values({ ...subscriber, status: 'active' satisfies SubscriberStatus })
    .onConflict((oc) =>
      oc
        .expression(sql`lower(email)`)
        .doUpdateSet({ status: 'active' satisfies SubscriberStatus, unsubscribedAt: null })
        .where('newsletterSubscribers.status', '<>', 'active'),
    )
    .execute();
}

/** Marks the token's subscriber unsubscribed; returns the status the row had, or undefined. */
export async function unsubscribeByToken(
  db: Kysely<Database>,
  token: string,
): Promise<SubscriberStatus | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('newsletterSubscribers')
      .select('status')
      .where('unsubscribeToken', '=', token)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.status !== 'unsubscribed') {
      await trx
        .updateTable('newsletterSubscribers')
        .set({ status: 'unsubscribed' satisfies SubscriberStatus, unsubscribedAt: sql`now()` })
        .where('unsubscribeToken', '=', token)
        .execute();
    }
    return row.status as SubscriberStatus;
  });
}
