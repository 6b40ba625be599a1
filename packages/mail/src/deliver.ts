/**
 * Sends what the outbox holds. One deliverer at a time across every process (a lease row in
 * app_state), so the rate limit is global and at most one message is ever in flight: a process
 * killed mid-send leaves exactly that one row in `sending`, which the next deliverer sends again
 * once the lease has run out. Each row is sent with a Message-ID derived from its idempotency
 * key. Failures are retried with exponential backoff; an address the server refuses for good is
 * marked failed (docs/mail.md).
 */
import { randomUUID } from 'node:crypto';
import { MAIL_MAX_ATTEMPTS } from '@taxguide/contracts/mail';
import type { Database, MailOutboxRow } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';

export const DELIVERY_LEASE_KEY = 'mail:delivery-lease';

export interface DeliverySettings {
  /** At most this many messages a minute, across every process (MAIL_RATE_PER_MINUTE). */
  ratePerMinute: number;
  /** How long a deliverer's lease (and a message's claim) lasts without renewal. */
  leaseMs: number;
  /** The first retry waits this long; each next one twice as long (capped at an hour). */
  retryBaseMs: number;
  /** A run stops after this long; the next run (the sweep) carries on. */
  budgetMs: number;
}

export const DEFAULT_DELIVERY: DeliverySettings = {
  ratePerMinute: 120,
  leaseMs: 2 * 60_000,
  retryBaseMs: 30_000,
  budgetMs: 50_000,
};

export interface DeliveryLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface DeliveryDeps {
  db: Kysely<Database>;
  transport: Pick<Transporter, 'sendMail'>;
  settings: DeliverySettings;
  log: DeliveryLog;
  /** Who holds the lease (defaults to a random id per run). */
  holder?: string;
}

export interface DeliveryResult {
  /** True when another process holds the lease: this run sent nothing. */
  skipped: boolean;
  sent: number;
  failed: number;
  retrying: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_BACKOFF_MS = 60 * 60_000;

async function takeLease(db: Kysely<Database>, holder: string, leaseMs: number): Promise<boolean> {
  const value = sql`jsonb_build_object('holder', ${holder}::text, 'until', now() + ${leaseMs}::int * interval '1 millisecond')`;
  const result = await sql<{ key: string }>`
    insert into app_state (key, value, updated_at) values (${DELIVERY_LEASE_KEY}, ${value}, now())
    on conflict (key) do update set value = excluded.value, updated_at = now()
    where (app_state.value->>'until')::timestamptz < now() or app_state.value->>'holder' = ${holder}
    returning key`.execute(db);
  return result.rows.length === 1;
}

async function releaseLease(db: Kysely<Database>, holder: string): Promise<void> {
  await sql`delete from app_state where key = ${DELIVERY_LEASE_KEY} and value->>'holder' = ${holder}`.execute(
    db,
  );
}

/** The next due message, marked `sending`: pending and due, or claimed by a deliverer that died. */
async function claimNext(
  db: Kysely<Database>,
  leaseMs: number,
): Promise<MailOutboxRow | undefined> {
  const result = await sql<MailOutboxRow>`
    update mail_outbox set status = 'sending', claimed_at = now(), attempts = attempts + 1
    where id = (
      select id from mail_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and claimed_at < now() - ${leaseMs}::int * interval '1 millisecond')
      order by next_attempt_at, id
      limit 1
      for update skip locked)
    returning *`.execute(db);
  return result.rows[0];
}

/** Milliseconds until the next pending message is due, or undefined when none waits. */
async function nextDueIn(db: Kysely<Database>): Promise<number | undefined> {
  const result = await sql<{ waitMs: number | null }>`
    select (extract(epoch from (min(next_attempt_at) - now())) * 1000)::int as wait_ms
    from mail_outbox where status = 'pending'`.execute(db);
  const wait = result.rows[0]?.waitMs;
  return wait === null || wait === undefined ? undefined : Math.max(0, Number(wait));
}

interface SmtpFailure {
  responseCode?: number;
  command?: string;
  message?: string;
}

/** A refusal that no retry can change: the server rejected this recipient or this message. */
export function isPermanentFailure(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as SmtpFailure;
  if (typeof responseCode !== 'number' || responseCode < 500) return false;
  // 5xx to the recipient or the message itself; a 5xx at login or greeting is our set-up and is
  // retried, so fixing SMTP_URL still delivers what waits.
  return command === 'RCPT TO' || command === 'DATA' || command === 'DATA end';
}

/** What the server said, without the recipient's address (messages are logged and stored). */
function failureNote(error: unknown, to: string): string {
  const { responseCode, message } = (error ?? {}) as SmtpFailure;
  const text = (message ?? String(error)).split(to).join('<recipient>').slice(0, 500);
  return responseCode ? `SMTP ${responseCode}: ${text}` : text;
}

async function sendOne(
  deps: DeliveryDeps,
  row: MailOutboxRow,
): Promise<'sent' | 'failed' | 'retrying'> {
  const { db, transport, settings } = deps;
  try {
    await transport.sendMail({
      from: row.fromAddress,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers: row.headers,
      messageId: row.messageId,
      // Bounces go to the From address, never to a visitor-controlled one.
      envelope: { from: row.fromAddress.replace(/^.*<([^>]+)>.*$/, '$1'), to: row.toAddress },
    });
    await db
      .updateTable('mailOutbox')
      .set({ status: 'sent', sentAt: sql<Date>`now()`, note: null, claimedAt: null })
      .where('id', '=', row.id)
      .execute();
    return 'sent';
  } catch (error) {
    const note = failureNote(error, row.toAddress);
    const giveUp = isPermanentFailure(error) || row.attempts >= MAIL_MAX_ATTEMPTS;
    const backoff = Math.min(settings.retryBaseMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
    await db
      .updateTable('mailOutbox')
      .set({
        status: giveUp ? 'failed' : 'pending',
        note,
        claimedAt: null,
        nextAttemptAt: sql<Date>`now() + ${backoff}::int * interval '1 millisecond'`,
      })
      .where('id', '=', row.id)
      .execute();
    deps.log.warn(
      { mailId: row.id, kind: row.kind, attempt: row.attempts, giveUp, note },
      giveUp ? 'mail failed for good' : 'mail failed; will retry',
    );
    return giveUp ? 'failed' : 'retrying';
  }
}

/**
 * Sends due messages until none is due, the budget is spent or the lease is lost; waits for a
 * retry that falls due within the budget. Paced to `ratePerMinute`.
 */
export async function deliverMail(deps: DeliveryDeps): Promise<DeliveryResult> {
  const { db, settings } = deps;
  const holder = deps.holder ?? randomUUID();
  const result: DeliveryResult = { skipped: false, sent: 0, failed: 0, retrying: 0 };
  if (!(await takeLease(db, holder, settings.leaseMs))) return { ...result, skipped: true };

  const startedAt = Date.now();
  const interval = 60_000 / settings.ratePerMinute;
  let lastSend = 0;
  try {
    while (Date.now() - startedAt < settings.budgetMs) {
      // Renewing the lease each turn also tells us whether we still hold it.
      if (!(await takeLease(db, holder, settings.leaseMs))) break;
      const row = await claimNext(db, settings.leaseMs);
      if (!row) {
        const wait = await nextDueIn(db);
        const left = settings.budgetMs - (Date.now() - startedAt);
        if (wait === undefined || wait > left) break;
        await sleep(Math.min(Math.max(wait, 10), settings.leaseMs / 2));
        continue;
      }
      const pause = lastSend + interval - Date.now();
      if (pause > 0) await sleep(pause);
      lastSend = Date.now();
      result[await sendOne(deps, row)] += 1;
    }
  } finally {
    await releaseLease(db, holder);
  }
  if (result.sent + result.failed > 0) deps.log.info({ ...result }, 'mail delivered');
  return result;
}
