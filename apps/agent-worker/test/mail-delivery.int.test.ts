/**
 * Mail delivery by real worker processes (node + tsx on src/worker.ts) against a real SMTP server
 * on loopback, a real Postgres (two processes share the outbox, so never PGlite) and Redis.
 *
 * A newsletter issue to 500 subscribers is queued by the API's own code (the issue service and
 * the mailer on a BullMQ job runner). The first worker is SIGKILLed while the server is receiving
 * message 251, before the server answers: that message counts as not delivered. A second worker
 * finishes the issue: every subscriber gets it exactly once, with their own unsubscribe link.
 * A second case checks that refusals (451) are retried until the message goes through, once.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DELIVER_MAIL_JOB } from '@taxguide/agent/jobs/deliver-mail';
import { redisConnectionOptions } from '@taxguide/agent/redis-options';
import { requireRedisForTests, testRedisUrl, uniqueQueueName } from '@taxguide/agent/testing';
import { createTestDb, type TestDb } from '@taxguide/db/testing';
import { DEFAULT_DELIVERY, queueMail, renderMail } from '@taxguide/mail';
import { startTestSmtpServer, type TestSmtpServer } from '@taxguide/mail/testing';
import { Queue } from 'bullmq';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBullJobRunner } from '../../api/src/infra/jobs';
import { createIssueService, createMailer } from '../../api/src/modules/mail';
import { requirePostgresForTests, testPostgresUrl } from '../../api/test/require-postgres';

const redisOk = await requireRedisForTests('mail delivery by the worker');
const postgresOk = await requirePostgresForTests('mail delivery by the worker');

const SUBSCRIBERS = 500;
const KILL_AT = 251;
const siteUrl = 'https://taxguide.example';
const from = '"TaxGuide India" <no-reply@taxguide.example>';
const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} };
const workerEntry = join(import.meta.dirname, '../src/worker.ts');

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The real worker process, with its output collected. */
function spawnWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { output: '' };
  child.stdout.on('data', (d: Buffer) => (state.output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (state.output += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ready = () =>
    waitFor(async () => (state.output.includes('agent worker ready') ? true : undefined), 45_000);
  return { child, state, exited, ready };
}

/** A header as the client wrote it, unfolded (a line break before white space removed). */
function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n(?=[ \t])/g, '');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe.runIf(redisOk && postgresOk)('mail delivery by worker processes', () => {
  let test: TestDb;
  let smtp: TestSmtpServer;
  let queueName: string;
  let prefix: string;
  let queue: Queue;
  const workers: ReturnType<typeof spawnWorker>[] = [];

  const workerEnv = () => ({
    REDIS_URL: testRedisUrl(),
    AGENT_QUEUE_NAME: queueName,
    REDIS_PREFIX: prefix,
    DATABASE_URL: test.url!,
    SITE_URL: siteUrl,
    SMTP_URL: smtp.url,
    MAIL_RATE_PER_MINUTE: '60000',
    MAIL_LEASE_MS: '2000',
    MAIL_RETRY_BASE_MS: '50',
    // A killed worker's job is taken over within seconds, not the default 30.
    WORKER_LOCK_DURATION_MS: '2000',
    WORKER_STALLED_INTERVAL_MS: '1000',
  });
  const startWorker = () => {
    const worker = spawnWorker(workerEnv());
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    // Two processes share the outbox: always the Postgres server, also in the PGlite pass.
    vi.stubEnv('TEST_DATABASE_URL', testPostgresUrl());
    try {
      test = await createTestDb();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(test.url).toBeDefined();
  });
  afterAll(async () => {
    await test?.close();
  });
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    queueName = uniqueQueueName('mail');
    prefix = `test-${queueName}`;
    queue = new Queue(queueName, { connection: redisConnectionOptions(testRedisUrl()), prefix });
  });
  afterEach(async () => {
    smtp.beforeAccept = undefined;
    for (const w of workers.splice(0)) {
      w.child.kill('SIGKILL');
      await w.exited;
    }
    await queue.obliterate({ force: true });
    await queue.close();
    await smtp.close();
  });

  it('a worker killed halfway through a 500-subscriber issue: the next one finishes it, each subscriber gets it once', async () => {
    const subscribers = Array.from({ length: SUBSCRIBERS }, (_, i) => ({
      email: `reader${i + 1}@example.com`,
      status: 'active',
      source: 'newsletter',
      unsubscribeToken: randomBytes(32).toString('base64url'),
    }));
    // Not active: must get nothing.
    await test.db
      .insertInto('newsletterSubscribers')
      .values([
        ...subscribers,
        {
          email: 'gone@example.com',
          status: 'unsubscribed',
          source: 'newsletter',
          unsubscribeToken: randomBytes(32).toString('base64url'),
        },
      ])
      .execute();
    const tokenOf = new Map(subscribers.map((s) => [s.email, s.unsubscribeToken]));
    expect([...tokenOf.values()].every((t) => /^[A-Za-z0-9_-]{43}$/.test(t))).toBe(true);

    const first = startWorker();
    await first.ready();

    // The kill: message 251 has been sent whole, the server has not answered yet. The answer is
    // held a moment first, time enough for a second deliverer, if one ran, to claim a message.
    let refusedTo: string | undefined;
    smtp.beforeAccept = async ({ count, to }) => {
      if (count !== KILL_AT) return undefined;
      await new Promise((r) => setTimeout(r, 300));
      refusedTo = to[0];
      process.kill(first.child.pid!, 'SIGKILL');
      await first.exited;
      return 421;
    };

    // The API's path: the issue service writes the rows in one transaction, the mailer (on the
    // same queue and prefix as the workers) then enqueues deliver-mail.
    const jobs = createBullJobRunner(testRedisUrl(), queueName, { prefix });
    const mailer = createMailer({
      config: {
        siteName: 'TaxGuide India',
        siteUrl,
        mail: {
          smtpUrl: smtp.url,
          from,
          delivery: DEFAULT_DELIVERY,
          contactNotifyEmail: undefined,
        },
      },
      jobs,
      // The mailer logs only a failed kick; a Fastify logger's other methods are never called.
      log: silentLog as never,
    });
    const issues = createIssueService(test.db, mailer);
    try {
      const issue = await issues.create({
        subject: 'Advance tax: the June instalment',
        markdown: 'Pay **15%** by 15 June.',
      });
      const sending = await issues.send(issue.id);
      expect(sending).toMatchObject({ status: 'sending', counts: { recipients: SUBSCRIBERS } });
      // Another kick while the first run works (the worker runs two jobs at a time): it finds the
      // lease taken and leaves, so one message at most is ever in flight.
      await queue.add(DELIVER_MAIL_JOB, { reason: 'another mail queued' });

      await waitFor(async () => (refusedTo ? true : undefined), 30_000);
      await first.exited;
      expect(smtp.received).toHaveLength(KILL_AT - 1);
      // Killed before the answer: that row alone is claimed and not sent.
      const claimed = await test.db
        .selectFrom('mailOutbox')
        .select(['toAddress', 'attempts'])
        .where('status', '=', 'sending')
        .execute();
      expect(claimed).toEqual([{ toAddress: refusedTo, attempts: 1 }]);

      const second = startWorker();
      await smtp.waitFor(SUBSCRIBERS, 40_000);
      const rows = await waitFor(async () => {
        const all = await test.db
          .selectFrom('mailOutbox')
          .selectAll()
          .where('issueId', '=', issue.id)
          .execute();
        return all.every((r) => r.status === 'sent') ? all : undefined;
      });
      // Nothing more arrives after the last row is marked sent.
      await new Promise((r) => setTimeout(r, 500));

      expect(smtp.received).toHaveLength(SUBSCRIBERS);
      const recipients = smtp.received.map((m) => m.to[0]);
      expect(new Set(recipients).size).toBe(SUBSCRIBERS);
      expect(new Set(recipients)).toEqual(new Set(tokenOf.keys()));
      expect(rows).toHaveLength(SUBSCRIBERS);
      const rowOf = new Map(rows.map((r) => [r.toAddress, r]));
      for (const mail of smtp.received) {
        const to = mail.to[0]!;
        const row = rowOf.get(to)!;
        const token = tokenOf.get(to)!;
        expect(rawHeader(mail.raw, 'List-Unsubscribe')).toBe(
          `<${siteUrl}/newsletter/unsubscribe?token=${token}>`,
        );
        expect(rawHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
        expect(mail.parsed.messageId).toBe(row.messageId);
        expect(mail.parsed.subject).toBe('Advance tax: the June instalment');
        expect(mail.parsed.text).toContain(`token=${token}`);
      }
      // Only the message in flight at the kill was sent twice over SMTP; the rest once.
      expect(rows.filter((r) => r.attempts !== 1).map((r) => [r.toAddress, r.attempts])).toEqual([
        [refusedTo, 2],
      ]);
      expect(await issues.get(issue.id)).toMatchObject({
        status: 'sent',
        counts: { recipients: SUBSCRIBERS, sent: SUBSCRIBERS, pending: 0, failed: 0 },
      });
      // No subscriber's address reaches the workers' logs.
      expect(first.state.output + second.state.output).not.toMatch(/reader\d+@example\.com/);
    } finally {
      await mailer.close();
      await jobs.close();
    }
  }, 90_000);

  it('retries while the SMTP server refuses (451), then delivers the message once', async () => {
    smtp.beforeAccept = ({ count }) => (count <= 3 ? 451 : undefined);
    await queueMail(test.db, { from, smtpConfigured: true }, [
      {
        idempotencyKey: 'contact-ack:retry-test',
        kind: 'contact-ack',
        to: 'asker@example.com',
        mail: renderMail(
          { kind: 'contact-ack', name: 'Asker', subject: 'PAN', message: 'Hello' },
          { siteName: 'TaxGuide India', siteUrl },
        ),
      },
    ]);
    const worker = startWorker();
    await worker.ready();
    // The worker queues one delivery at start; another enqueued now finds the lease taken or
    // nothing left, and must not send a second copy.
    await queue.add(DELIVER_MAIL_JOB, { reason: 'test' });
    await smtp.waitFor(1, 20_000);
    const row = await waitFor(async () => {
      const r = await test.db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('idempotencyKey', '=', 'contact-ack:retry-test')
        .executeTakeFirstOrThrow();
      return r.status === 'sent' ? r : undefined;
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['asker@example.com']);
    expect(smtp.received[0]!.parsed.messageId).toBe(row.messageId);
    expect(row).toMatchObject({ status: 'sent', attempts: 4, note: null });
  }, 60_000);
});
