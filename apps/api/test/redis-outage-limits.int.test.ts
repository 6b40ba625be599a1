/**
 * Limits and answers while Redis is down (docs/security.md, "Rate limits"): the per-client rate
 * limits keep counting, in this process, instead of turning off; and every 503 and 429 carries
 * Retry-After and says when to try again.
 */
import {
  redisServerAvailable,
  throwawayRedis,
  type ThrowawayRedis,
} from '@taxguide/agent/throwaway-redis';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient } from '../src/infra/redis';
import { FORM_RATE_LIMIT } from '../src/lib/form-route';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './helpers';

const canRun = redisServerAvailable('Rate limits during a Redis outage');

let server: ThrowawayRedis;
let redis: Redis;
let t: TestApp;

beforeAll(async () => {
  if (!canRun) return;
  server = await throwawayRedis();
  await server.start();
  redis = createRedisClient(server.url);
  await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  t = await createTestApp({ deps: { redis } });
});
afterAll(async () => {
  if (!canRun) return;
  await t?.close();
  await redis?.quit().catch(() => redis.disconnect());
  await server?.kill();
});

describe.runIf(canRun)('with Redis killed', () => {
  it('a client still runs into the form limit (counted in this process), told when to retry', async () => {
    await server.kill();
    for (let i = 0; i < 100 && redis.status === 'ready'; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(redis.status).not.toBe('ready');

    const lead = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: '198.51.100.23',
        payload: { email: `outage.${i}@example.com`, source: 'newsletter_pdf' },
      });
    for (let i = 0; i < FORM_RATE_LIMIT.max; i++) expect((await lead(i)).statusCode).toBe(201);
    const limited = await lead(FORM_RATE_LIMIT.max);
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.json().message).toMatch(
      /^Too many requests; please try again in (\d+ seconds?|1 minute)$/,
    );
    // Another client is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: '198.51.100.24',
      payload: { email: 'outage.other@example.com', source: 'newsletter_pdf' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('every 503 says when to try again (Retry-After)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '198.51.100.25',
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(503);
    expect(Number(login.headers['retry-after'])).toBeGreaterThan(0);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
  });
});
