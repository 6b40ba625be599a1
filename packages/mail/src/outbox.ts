/**
 * The outbox: a message is a row written in the same transaction as the change that caused it
 * (a sign-up, a contact message, an issue sent), so a crash can never leave a change without
 * its mail or a mail without its change. The delivery job sends rows later (deliver.ts).
 */
import { createHash } from 'node:crypto';
import type { MailKind } from '@taxguide/contracts/mail';
import { NO_SMTP_NOTE } from '@taxguide/contracts/mail';
import type { Database, NewMailOutboxRow } from '@taxguide/db';
import type { Kysely } from 'kysely';
import { mailDomain } from './config';
import type { RenderedMail } from './templates';

export interface OutgoingMail {
  /** One key per message we mean to send: queueing the same key twice keeps the first row. */
  idempotencyKey: string;
  kind: MailKind;
  to: string;
  mail: RenderedMail;
  /** Extra headers (List-Unsubscribe, Reply-To). Values are made single-line here. */
  headers?: Record<string, string> | undefined;
  issueId?: number | undefined;
  contactMessageId?: number | undefined;
}

export interface OutboxSettings {
  from: string;
  /** false: the row is held, not sent (embedded mode without SMTP_URL). */
  smtpConfigured: boolean;
}

/**
 * A header value on one line: CR, LF and every other control character become spaces, so text
 * that reaches a header can never start a new header (header injection).
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** The Message-ID of a key: the same key always gives the same id, so receivers can drop a repeat. */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${digest}@${mailDomain(from)}>`;
}

function outboxRow(message: OutgoingMail, settings: OutboxSettings): NewMailOutboxRow {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([name, value]) => [oneLine(name), oneLine(value)]),
  );
  return {
    idempotencyKey: message.idempotencyKey,
    kind: message.kind,
    toAddress: oneLine(message.to),
    fromAddress: oneLine(settings.from),
    subject: oneLine(message.mail.subject),
    html: message.mail.html,
    text: message.mail.text,
    headers: JSON.stringify(headers),
    messageId: messageIdFor(message.idempotencyKey, settings.from),
    status: settings.smtpConfigured ? 'pending' : 'held',
    note: settings.smtpConfigured ? null : NO_SMTP_NOTE,
    issueId: message.issueId ?? null,
    contactMessageId: message.contactMessageId ?? null,
  };
}

/**
 * Writes messages to the outbox (call it inside the transaction of their cause). Keys already
 * queued are left as they are. Returns the ids of the rows, queued now or before.
 */
export async function queueMail(
  db: Kysely<Database>,
  settings: OutboxSettings,
  messages: readonly OutgoingMail[],
): Promise<number[]> {
  const ids: number[] = [];
  // Bounded statements: a newsletter to many subscribers is written in slices.
  for (let start = 0; start < messages.length; start += 500) {
    const slice = messages.slice(start, start + 500);
    const rows = await db
      .insertInto('mailOutbox')
      .values(slice.map((m) => outboxRow(m, settings)))
      .onConflict((oc) =>
        oc.column('idempotencyKey').doUpdateSet((eb) => ({ kind: eb.ref('excluded.kind') })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
