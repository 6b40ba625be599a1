import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { redisConnectionOptions } from '@taxguide/agent/redis-options';
import { requireRedisForTests, testRedisUrl, uniqueQueueName } from '@taxguide/agent/testing';
import { createTestDb, type TestDb } from '@taxguide/db/testing';
import { createHttpPageSource } from '@taxguide/agent/page-source';
import { MAINTENANCE_SCHEDULER_ID, nextMaintenanceRun } from '@taxguide/agent/schedule';
import { Queue, type Worker } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMaintenanceSchedule, runJobId, startConsumer } from '../src/consumer';
import { requirePostgresForTests, testPostgresUrl } from '../../api/test/require-postgres';
import { startSiteServer, type SiteServer } from './site-server';

const redisOk = await requireRedisForTests('agent worker integration');
const postgresOk = await requirePostgresForTests('agent worker integration');
const silentLog = { info() {}, warn() {}, error() {} };

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const workerEntry = join(import.meta.dirname, '../src/worker.ts');

/** The real worker process (node + tsx), with its output collected. */
function spawnWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { output: '', exitCode: undefined as number | null | undefined };
  child.stdout.on('data', (d: Buffer) => (state.output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (state.output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      state.exitCode = code;
      resolve(code);
    }),
  );
  return { child, state, exited };
}

describe.runIf(redisOk && postgresOk)('agent worker against real Redis', () => {
  let test: TestDb;
  let site: SiteServer;
  beforeAll(async () => {
    // The worker process needs a Postgres server (it refuses PGlite): also in the PGlite pass.
    vi.stubEnv('TEST_DATABASE_URL', testPostgresUrl());
    try {
      test = await createTestDb();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(test.url).toBeDefined();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    site = await startSiteServer();
  });
  afterEach(async () => {
    await site.close();
  });
  const siteContext = () => ({
    db: test.db,
    log: silentLog,
    now: () => new Date(),
    pages: createHttpPageSource(site.url),
    siteUrl: site.url,
  });
  const runRow = (queueName: string, id: string | undefined) =>
    test.db
      .selectFrom('agentRuns')
      .selectAll()
      .where('jobId', '=', runJobId(queueName, id))
      .executeTakeFirst();

  it('runs a job and records the run in agent_runs', async () => {
    const queueName = uniqueQueueName('worker');
    const queue = new Queue(queueName, { connection: redisConnectionOptions(testRedisUrl()) });
    const old = new Date('2020-01-01T00:00:00Z');
    await test.db
      .insertInto('leads')
      .values([
        {
          email: 'old@example.com',
          source: 'pdf_download',
          ip: '203.0.113.9',
          userAgent: 'UA',
          createdAt: old,
        },
        { email: 'new@example.com', source: 'pdf_download', ip: '203.0.113.10', userAgent: 'UA' },
      ])
      .execute();
    const worker: Worker = startConsumer({
      connection: redisConnectionOptions(testRedisUrl()),
      context: { db: test.db, log: silentLog, now: () => new Date() },
      queueName,
    });
    try {
      const job = await queue.add('purge-personal-data', { olderThanDays: 90 }, { attempts: 3 });
      const run = await waitFor(async () => {
        const row = await test.db
          .selectFrom('agentRuns')
          .selectAll()
          .where('jobId', '=', runJobId(queueName, job.id))
          .executeTakeFirst();
        return row?.status === 'completed' ? row : undefined;
      });
      expect(run.job).toBe('purge-personal-data');
      expect(run.result).toMatchObject({ leadsCleared: 1 });
      const leads = await test.db
        .selectFrom('leads')
        .select(['email', 'ip'])
        .orderBy('email')
        .execute();
      expect(leads).toEqual([
        { email: 'new@example.com', ip: '203.0.113.10' },
        { email: 'old@example.com', ip: null },
      ]);
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('fails a job with a bad payload at once, without retrying', async () => {
    const queueName = uniqueQueueName('worker');
    const queue = new Queue(queueName, { connection: redisConnectionOptions(testRedisUrl()) });
    const worker = startConsumer({
      connection: redisConnectionOptions(testRedisUrl()),
      context: { db: test.db, log: silentLog, now: () => new Date() },
      queueName,
    });
    try {
      const job = await queue.add(
        'purge-personal-data',
        { olderThanDays: 'soon' },
        { attempts: 5, backoff: 10 },
      );
      const state = await waitFor(async () => {
        const s = await queue.getJobState(String(job.id));
        return s === 'failed' ? s : undefined;
      });
      expect(state).toBe('failed');
      const fresh = await queue.getJob(String(job.id));
      expect(fresh?.attemptsMade).toBe(1);
      const run = await test.db
        .selectFrom('agentRuns')
        .select(['status', 'error'])
        .where('jobId', '=', runJobId(queueName, job.id))
        .executeTakeFirstOrThrow();
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(/Invalid payload for purge-personal-data: olderThanDays/);
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('retries a transient failure with exponential backoff, then records the completed run', async () => {
    const queueName = uniqueQueueName('retry');
    const queue = new Queue(queueName, { connection: redisConnectionOptions(testRedisUrl()) });
    const worker = startConsumer({
      connection: redisConnectionOptions(testRedisUrl()),
      context: siteContext(),
      queueName,
    });
    site.failHome(2);
    try {
      const job = await queue.add(
        'seo-report',
        {},
        { attempts: 3, backoff: { type: 'exponential', delay: 400 } },
      );
      const run = await waitFor(async () => {
        const row = await runRow(queueName, job.id);
        return row?.status === 'completed' ? row : undefined;
      });
      expect(run.attempts).toBe(3);
      expect(run.error).toBeNull();
      const homeTimes = site.requests.filter((r) => r.path === '/').map((r) => r.at);
      expect(homeTimes).toHaveLength(3);
      const [first, second, third] = homeTimes as [number, number, number];
      // Exponential: about 400 ms before the second attempt, about 800 ms before the third.
      expect(second - first).toBeGreaterThanOrEqual(380);
      expect(third - second).toBeGreaterThanOrEqual(760);
      const fresh = await queue.getJob(String(job.id));
      expect(fresh?.attemptsMade).toBe(3);
      const reports = await test.db.selectFrom('seoReports').select(['overallScore']).execute();
      expect(reports.length).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('registers the weekly schedule once however many workers start', async () => {
    const queueName = uniqueQueueName('sched');
    const connection = redisConnectionOptions(testRedisUrl());
    const queue = new Queue(queueName, { connection });
    const workers = [
      startConsumer({ connection, context: siteContext(), queueName }),
      startConsumer({ connection, context: siteContext(), queueName }),
    ];
    try {
      // What each worker process does once ready (worker.ts).
      const [a, b] = await Promise.all(
        workers.map(async (w) => {
          await w.waitUntilReady();
          return registerMaintenanceSchedule(connection, queueName);
        }),
      );
      await registerMaintenanceSchedule(connection, queueName); // a restart
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toHaveLength(1);
      expect(schedulers[0]).toMatchObject({
        key: MAINTENANCE_SCHEDULER_ID,
        name: 'weekly-maintenance',
        pattern: '0 9 * * 1',
        tz: 'Asia/Kolkata',
      });
      const delayed = await queue.getDelayed();
      expect(delayed).toHaveLength(1);
      expect(delayed[0]!.name).toBe('weekly-maintenance');
      expect(delayed[0]!.data).toEqual({ trigger: 'schedule' });
      const next = nextMaintenanceRun(new Date());
      expect(a?.toISOString()).toBe(next.toISOString());
      expect(b?.toISOString()).toBe(next.toISOString());
      expect(delayed[0]!.timestamp + delayed[0]!.delay).toBe(next.getTime());
    } finally {
      await Promise.all(workers.map((w) => w.close()));
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('on SIGTERM the worker process finishes its active job before exiting', async () => {
    const queueName = uniqueQueueName('term');
    // The worker process keys its queue with REDIS_PREFIX; the producer uses the same one.
    const prefix = `test-${queueName}`;
    const queue = new Queue(queueName, {
      connection: redisConnectionOptions(testRedisUrl()),
      prefix,
    });
    const { child, state, exited } = spawnWorker({
      REDIS_URL: testRedisUrl(),
      AGENT_QUEUE_NAME: queueName,
      REDIS_PREFIX: prefix,
      SITE_URL: site.url,
      DATABASE_URL: test.url!,
    });
    try {
      await waitFor(
        async () => (state.output.includes('agent worker ready') ? true : undefined),
        45_000,
      );
      site.holdHome();
      const job = await queue.add('seo-report', {}, { attempts: 1 });
      await site.homeRequested();
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1_000));
      // Still running: it waits for the active job.
      expect(state.exitCode).toBeUndefined();
      site.release();
      expect(await exited).toBe(0);
      expect(await queue.getJobState(String(job.id))).toBe('completed');
      if (test.url) expect((await runRow(queueName, job.id))?.status).toBe('completed');
      expect(state.output).toContain('worker stopped');
    } finally {
      child.kill('SIGKILL');
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('a job whose worker is killed (SIGKILL) mid-run is completed by the next worker', async () => {
    const queueName = uniqueQueueName('stall');
    const connection = redisConnectionOptions(testRedisUrl());
    // The worker process keys its queue with REDIS_PREFIX; the producer and the next worker too.
    const prefix = `test-${queueName}`;
    const queue = new Queue(queueName, { connection, prefix });
    const { child, state, exited } = spawnWorker({
      REDIS_URL: testRedisUrl(),
      AGENT_QUEUE_NAME: queueName,
      REDIS_PREFIX: prefix,
      SITE_URL: site.url,
      WORKER_LOCK_DURATION_MS: '2000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      DATABASE_URL: test.url!,
    });
    let next: Worker | undefined;
    try {
      await waitFor(
        async () => (state.output.includes('agent worker ready') ? true : undefined),
        45_000,
      );
      site.holdHome();
      const job = await queue.add('seo-report', {}, { attempts: 1 });
      await site.homeRequested();
      expect(await queue.getJobState(String(job.id))).toBe('active');
      child.kill('SIGKILL');
      await exited;
      site.release();
      next = startConsumer({
        connection,
        context: siteContext(),
        queueName,
        prefix,
        lockDuration: 2_000,
        stalledInterval: 1_000,
      });
      const state2 = await waitFor(async () => {
        const s = await queue.getJobState(String(job.id));
        return s === 'completed' || s === 'failed' ? s : undefined;
      }, 30_000);
      expect(state2).toBe('completed');
      expect(site.requests.filter((r) => r.path === '/').length).toBe(2);
      const run = await runRow(queueName, job.id);
      expect(run?.status).toBe('completed');
      const report = await test.db
        .selectFrom('seoReports')
        .select('id')
        .where(sql<string>`report->>'jobId'`, '=', runJobId(queueName, job.id))
        .execute();
      expect(report).toHaveLength(1);
    } finally {
      child.kill('SIGKILL');
      await next?.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('the worker process starts, then stops cleanly on SIGTERM', async () => {
    const queueName = uniqueQueueName('proc');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../src/worker.ts')],
      {
        env: {
          PATH: process.env.PATH,
          REDIS_URL: testRedisUrl(),
          AGENT_QUEUE_NAME: queueName,
          DATABASE_URL: test.url!,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      await waitFor(async () => (output.includes('agent worker ready') ? true : undefined), 45_000);
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      const sentAt = Date.now();
      child.kill('SIGTERM');
      const code = await exited;
      expect(code).toBe(0);
      expect(Date.now() - sentAt).toBeLessThan(10_000);
      expect(output).toContain('worker stopped');
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe('worker configuration', () => {
  it('names every bad variable', async () => {
    const { loadWorkerConfig } = await import('../src/env');
    expect(() => loadWorkerConfig({ REDIS_URL: 'http://x', WORKER_CONCURRENCY: '0' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL[\s\S]*WORKER_CONCURRENCY/,
    );
    expect(() => loadWorkerConfig({})).toThrow(/REDIS_URL: is required/);
    // No database of its own: without DATABASE_URL it would write where the site never reads.
    expect(() => loadWorkerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /DATABASE_URL: is required: the worker writes to the site's Postgres database/,
    );
    expect(
      loadWorkerConfig({
        REDIS_URL: 'redis://127.0.0.1:6379',
        DATABASE_URL: 'postgres://db/app',
      }).databaseUrl,
    ).toBe('postgres://db/app');
  });
});
