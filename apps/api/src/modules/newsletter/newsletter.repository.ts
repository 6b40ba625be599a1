import type { SubscriberStatus } from '@taxguide/contracts/mail';
import type { Database, ReaderLanguage, SubscriberRow } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

export type { SubscriberStatus };

/**
 * The subscriber row of an address (any case), locked for the rest of the transaction; inserted
 * as `pending` first when the address is new. `created` says which.
 */
export async function lockOrCreateSubscriber(
  db: Kysely<Database>,
  subscriber: {
    email: string;
    source: string;
    unsubscribeToken: string;
    language: ReaderLanguage;
  },
): Promise<{ row: SubscriberRow; created: boolean }> {
  const inserted = await db
    .insertInto('newsletterSubscribers')
    .values({ ...subscriber, status: 'pending' satisfies SubscriberStatus })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', subscriber.email.toLowerCase())
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

/** The language the subscriber's mails and pages are written in: the latest sign-up's. */
export async function setSubscriberLanguage(
  db: Kysely<Database>,
  id: number,
  language: ReaderLanguage,
): Promise<void> {
  await db.updateTable('newsletterSubscribers').set({ language }).where('id', '=', id).execute();
}

/** Sets a new confirmation link (its token's hash and expiry) and makes the row pending. */
export async function setPendingConfirmation(
  db: Kysely<Database>,
  id: number,
  confirmation: { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable('newsletterSubscribers')
    .set({
      status: 'pending' satisfies SubscriberStatus,
      confirmTokenHash: confirmation.tokenHash,
      confirmExpiresAt: confirmation.expiresAt,
      unsubscribedAt: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function findByConfirmTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .where('confirmTokenHash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function activateSubscriber(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('newsletterSubscribers')
    .set({ status: 'active' satisfies SubscriberStatus, confirmedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function findByUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .where('unsubscribeToken', '=', token)
    .executeTakeFirst();
}

/**
 * Marks the token's subscriber unsubscribed (and voids any confirmation link, so an old link
 * cannot subscribe them again); returns the status the row had, or undefined.
 */
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
        .set({
          status: 'unsubscribed' satisfies SubscriberStatus,
          unsubscribedAt: sql`now()`,
          confirmTokenHash: null,
          confirmExpiresAt: null,
        })
        .where('unsubscribeToken', '=', token)
        .execute();
    }
    return row.status as SubscriberStatus;
  });
}
