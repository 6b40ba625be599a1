import { createHash, randomBytes } from 'node:crypto';
import type { SubscribeRequest, SubscriberSource } from '@taxguide/contracts/forms';
import { CONFIRM_LINK_TTL_DAYS, CONFIRM_MAILS_PER_DAY } from '@taxguide/contracts/mail';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import { confirmUrl } from '../../lib/newsletter-links';
import { mailsToAddressToday, type Mailer } from '../mail';
import {
  activateSubscriber,
  findByConfirmTokenHash,
  lockOrCreateSubscriber,
  setPendingConfirmation,
  setSubscriberLanguage,
  unsubscribeByToken,
} from './newsletter.repository';

/** 32 random bytes, base64url: 43 characters nobody can guess (UNSUBSCRIBE_TOKEN_PATTERN). */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Confirmation tokens are kept only as their hash: a leaked table confirms nobody. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const DEFAULT_SOURCE: SubscriberSource = 'newsletter';
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscribeOutcome = 'confirmation_sent' | 'already_active' | 'confirmation_limit';

/**
 * Signs an address up, double opt-in: a new (or unsubscribed, or still pending) address gets a
 * confirmation mail, written to the outbox in the same transaction as the row, and stays
 * `pending` until its link is opened. At most CONFIRM_MAILS_PER_DAY such mails go to one address
 * in 24 hours, so the form cannot be used to flood someone's inbox. A sign-up of an address that
 * is not active sets the language of its mails (its confirmation goes in that language, to its
 * owner). An active address stays exactly as it is: anyone can type an address into the form, so
 * the form must not change what its owner receives. The visitor is told the same in every case,
 * so the form reveals nothing about who subscribed.
 */
export async function subscribe(
  db: Kysely<Database>,
  mailer: Mailer,
  input: SubscribeRequest,
  now: Date = new Date(),
): Promise<SubscribeOutcome> {
  const lang = input.lang ?? 'en';
  const outcome = await db.transaction().execute(async (trx) => {
    const { row, created } = await lockOrCreateSubscriber(trx, {
      email: input.email,
      source: input.source ?? DEFAULT_SOURCE,
      unsubscribeToken: newUnsubscribeToken(),
      language: lang,
    });
    if (row.status === 'active') return 'already_active' as const;
    // Signing up again from a page in the other language moves the confirmation and later mails to it.
    if (!created && row.language !== lang) await setSubscriberLanguage(trx, row.id, lang);
    if (
      (await mailsToAddressToday(trx, row.email, 'newsletter-confirm')) >= CONFIRM_MAILS_PER_DAY
    ) {
      return 'confirmation_limit' as const;
    }
    const token = newUnsubscribeToken();
    const hash = tokenHash(token);
    await setPendingConfirmation(trx, row.id, {
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_DAYS * DAY_MS),
    });
    await mailer.queue(trx, [
      {
        idempotencyKey: `newsletter-confirm:${row.id}:${hash.slice(0, 24)}`,
        kind: 'newsletter-confirm',
        to: row.email,
        mail: mailer.render({
          kind: 'newsletter-confirm',
          confirmUrl: confirmUrl(mailer.brand.siteUrl, token, lang),
          expiresInDays: CONFIRM_LINK_TTL_DAYS,
          lang,
        }),
      },
    ]);
    return 'confirmation_sent' as const;
  });
  if (outcome === 'confirmation_sent') mailer.kick('newsletter confirmation');
  return outcome;
}

export type ConfirmOutcome = 'confirmed' | 'already_confirmed' | 'expired' | 'unknown_token';

/** Opens a confirmation link: the subscriber becomes active. Opening it again changes nothing. */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await findByConfirmTokenHash(trx, tokenHash(token));
    if (!row) return 'unknown_token';
    if (row.status === 'active') return 'already_confirmed';
    if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() < now.getTime()) return 'expired';
    await activateSubscriber(trx, row.id);
    return 'confirmed';
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
