import { randomBytes } from 'node:crypto';
import type { SubscribeRequest, SubscriberSource } from '@taxguide/contracts/forms';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import { unsubscribeByToken, upsertSubscriber } from './newsletter.repository';

/** 32 random bytes, base64url: 43 characters nobody can guess (UNSUBSCRIBE_TOKEN_PATTERN). */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

const DEFAULT_SOURCE: SubscriberSource = 'newsletter';

/**
 * Subscribes an address. Subscribing again is a success that changes nothing; an address
 * that had unsubscribed is re-activated, since submitting the form is a fresh, explicit
 * request to receive the newsletter. The answer is the same in every case, so the form
 * does not reveal whether an address is already on the list.
 */
export async function subscribe(db: Kysely<Database>, input: SubscribeRequest): Promise<void> {
  await upsertSubscriber(db, {
    email: input.email,
    source: input.source ?? DEFAULT_SOURCE,
    unsubscribeToken: newUnsubscribeToken(),
  });
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already_unsubscribed' | 'unknown_token';

/** Unsubscribes the holder of a token. Idempotent: a second use says so and changes nothing. */
export async function unsubscribe(
  db: Kysely<Database>,
  token: string,
): Promise<UnsubscribeOutcome> {
  const previous = await unsubscribeByToken(db, token);
  if (previous === undefined) return 'unknown_token';
  return previous === 'unsubscribed' ? 'already_unsubscribed' : 'unsubscribed';
}
