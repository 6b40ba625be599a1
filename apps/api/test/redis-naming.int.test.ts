/**
 * Two deployments sharing one Redis (docs/security.md, "Redis keys and deployments"): every key
 * carries the deployment's REDIS_PREFIX, so neither sees the other's rate limits, login limiter
 * or queue; and a job the API enqueues lands on the queue a worker of the same settings reads.
 */
import { randomUUID } from 'node:crypto';
import { redisConnectionOptions } from '@taxguide/agent/redis-options';
import { requireRedisForTests, testRedisUrl } from '@taxguide/agent/testing';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../../agent-worker/src/env';
import { jobRunnerFor, type JobRunner } from '../src/infra/jobs';
import { createRedisClient } from '../src/infra/redis';
import { FORM_RATE_LIMIT } from '../src/lib/form-route';
import { createTestApp, silentLog, testConfig, TEST_ADMIN_PASSWORD, type TestApp } from './helpers';

const redisOk = await requireRedisForTests('Redis key prefixes');

describe.runIf(redisOk)('REDIS_PREFIX and AGENT_QUEUE_NAME', () => {
  const run = randomUUID().slice(0, 8);
  let redis: Redis;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = createRedisClient(testRedisUrl());
    await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
    const app = (prefix: string) =>
      createTestApp({
        config: testConfig({ REDIS_PREFIX: prefix }),
        deps: { redis, adminLoginLimit: { maxFailures: 2, windowMs: 60_000 } },
      });
    a = await app(`site-a-${run}`);
    b = await app(`site-b-${run}`);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const keys = await redis.keys(`site-?-${run}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("one deployment's rate limit and login limiter do not count for the other", async () => {
    const ip = '203.0.113.77';
    const lead = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: ip,
        payload: { email: `prefix.${i}@example.com`, source: 'newsletter_pdf' },
      });
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) expect((await lead(a, i)).statusCode).toBe(201);
    expect((await lead(a, 99)).statusCode).toBe(429);
    expect((await lead(b, 100)).statusCode).toBe(201);
    expect(await redis.keys(`site-a-${run}:rate-limit:*`)).not.toHaveLength(0);

    const login = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: ip,
        payload: { password: 'not the password at all' },
      });
    expect((await login(a)).statusCode).toBe(401);
    expect((await login(a)).statusCode).toBe(401);
    expect((await login(a)).statusCode).toBe(429);
    expect((await login(b)).statusCode).toBe(401);
    expect(await redis.keys(`site-a-${run}:admin-login-failures:*`)).toHaveLength(1);
    // The right password still works on B from the same address.
    const ok = await b.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: ip,
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('the API enqueues where a worker with the same settings reads, and nowhere else', async () => {
    const env = {
      REDIS_URL: testRedisUrl(),
      AGENT_QUEUE_NAME: `agent-${run}`,
      SITE_NAME: `Naming Test ${run}`,
    };
    const api = testConfig(env);
    // The worker reads its settings only here (it needs a database address to accept them).
    const worker = loadWorkerConfig({ ...env, DATABASE_URL: 'postgres://127.0.0.1:5432/unused' });
    expect(worker.queueName).toBe(`agent-${run}`);
    expect(worker.redisPrefix).toBe(`naming-test-${run}`);

    const jobs: JobRunner = jobRunnerFor(api, {
      db: a.db.db,
      log: silentLog,
      now: () => new Date(),
    });
    const connection = redisConnectionOptions(testRedisUrl());
    const workerQueue = new Queue(worker.queueName, { connection, prefix: worker.redisPrefix });
    const defaultQueue = new Queue(worker.queueName, { connection });
    try {
      expect(jobs.mode).toBe('bullmq');
      const { jobId } = await jobs.enqueue('purge-personal-data', {});
      expect((await workerQueue.getJob(jobId))?.name).toBe('purge-personal-data');
      // Not under BullMQ's default prefix, where another deployment's workers would take it.
      expect(await defaultQueue.getJob(jobId)).toBeUndefined();
    } finally {
      await jobs.close();
      await workerQueue.obliterate({ force: true });
      await workerQueue.close();
      await defaultQueue.close();
    }
  });
});
