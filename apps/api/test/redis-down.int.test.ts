/**
 * Faults: Redis goes down and comes back, with the app wired as server.ts wires it
 * (a shared ioredis client for rate limits, login limits and readiness; BullMQ for jobs) over
 * a Redis of the test's own that it kills (SIGKILL) and restarts on the same port.
 *
 * While Redis is down: server-rendered pages, calculators, the explainer and the forms keep
 * working (the rate limits count in this process rather than fail the request), nothing answers 5xx but
 * the answers that must (admin sign-in refuses to run without its brute-force counter: 503
 * with a clear message; readiness: 503 "redis down"; every agent route: 503), every request
 * answers promptly (no hanging on a dead connection), and enqueueing a job fails fast.
 * When Redis is back, the same app instance recovers by itself: ready, sign-in, shared rate
 * limit counters and jobs all work again.
 */
import { AGENT_QUEUE } from '@taxguide/agent/job';
import { ErrorCodes, ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { seedContent } from '@taxguide/db';
import { Queue } from 'bullmq';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullJobRunner, type JobRunner } from '../src/infra/jobs';
import { createRedisClient } from '../src/infra/redis';
import {
  AGENT_ROUTE_SAMPLES,
  seedAgentFixtures,
  seedMailFixtures,
  type SampleFixtures,
} from './admin-routes';
import { createTestApp, TEST_ADMIN_PASSWORD, testConfig, type TestApp } from './helpers';
import {
  redisServerAvailable,
  throwawayRedis,
  type ThrowawayRedis,
} from '@taxguide/agent/throwaway-redis';
import { productionPages } from './web-build';

const canRun = redisServerAvailable('Redis outage tests');

let server: ThrowawayRedis;
let redis: Redis;
let jobs: JobRunner;
let t: TestApp;
let guideSlug: string;
let fixtures: SampleFixtures;
const queueName = `${AGENT_QUEUE}-redis-down-${process.pid}`;

beforeAll(async () => {
  if (!canRun) return;
  server = await throwawayRedis();
  await server.start();
  redis = createRedisClient(server.url);
  await new Promise<void>((resolve, reject) => {
    redis.once('ready', () => resolve());
    setTimeout(() => reject(new Error('the test Redis client did not connect')), 5_000);
  });
  jobs = createBullJobRunner(server.url, queueName);
  t = await createTestApp({
    pages: await productionPages(),
    deps: { redis, jobs },
  });
  await seedContent(t.db.db);
  const blog = (await t.app.inject({ method: 'GET', url: '/api/blog' })).json() as Array<{
    slug: string;
  }>;
  guideSlug = blog[0]!.slug;
  // The first server render loads the page bundle and compiles it: pay that on a page the timed
  // checks do not request (so nothing they fetch is served from the page cache), while Redis is up.
  await t.app.inject({ method: 'GET', url: '/terms' });
  fixtures = {
    contactMessageId: 1,
    ...(await seedAgentFixtures(t.db.db)),
    ...(await seedMailFixtures(t.db.db)),
  };
});
afterAll(async () => {
  if (!canRun) return;
  await server?.start().catch(() => {});
  await t?.close();
  await jobs?.close().catch(() => {});
  await redis?.quit().catch(() => redis.disconnect());
  await server?.kill();
});

let ipCounter = 0;
const nextIp = () => {
  ipCounter++;
  return `10.66.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** Resolves with the promise, or rejects naming `what` once `limitMs` has passed. */
async function within<T>(what: string, limitMs: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${what} did not answer within ${limitMs} ms`)),
          limitMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a request; it must answer within `limitMs` (a dead Redis must not stall it). */
function timed(options: InjectOptions, limitMs = 3_000): Promise<LightMyRequestResponse> {
  return within(
    `${options.method} ${options.url}`,
    limitMs,
    t.app.inject({ remoteAddress: nextIp(), ...options }),
  );
}

const pages = () => [
  '/',
  '/sections',
  '/section/80C',
  '/calculators',
  '/blog',
  `/blog/${guideSlug}`,
  '/faq',
  '/abbreviations',
  '/contact',
  '/newsletter',
  '/pdf-download',
  '/ai-assistant',
  '/privacy',
];

const calculations: Array<[string, unknown]> = [
  ['/api/calculate/tax', { annualIncome: 1_500_000, regime: 'new' }],
  [
    '/api/calculate/hra',
    { basicSalary: 600_000, hraReceived: 240_000, rentPaid: 300_000, metro: true },
  ],
];

async function expectPublicSiteWorks(when: string) {
  for (const url of pages()) {
    const res = await timed({ method: 'GET', url });
    expect(res.statusCode, `${when}: GET ${url}`).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  }
  const tax = await timed({
    method: 'POST',
    url: '/api/calculate/tax',
    payload: calculations[0]![1] as object,
  });
  expect(tax.statusCode, `${when}: ${tax.body}`).toBe(200);
  const explain = await timed({
    method: 'POST',
    url: '/api/ai/explain',
    payload: { query: 'What is section 80C?' },
  });
  expect(explain.statusCode, `${when}: ${explain.body}`).toBe(200);
  expect(explain.json()).toMatchObject({
    section: expect.any(String),
    explanation: expect.any(String),
  });
  const sections = await timed({ method: 'GET', url: '/api/sections' });
  expect(sections.statusCode).toBe(200);
}

async function submitLead(when: string) {
  const res = await timed({
    method: 'POST',
    url: '/api/leads',
    payload: { email: `redis.${when}.${ipCounter}@example.com`, source: 'pdf_download' },
  });
  expect(res.statusCode, `${when}: ${res.body}`).toBe(201);
}

// This deployment's rate-limit keys (REDIS_PREFIX, derived from SITE_NAME by default).
const rateLimitKeys = async () =>
  (await redis.keys(`${testConfig().redisNaming.prefix}:rate-limit:*`)).length;

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

describe.runIf(canRun)('Redis down, then back', () => {
  it('with Redis up: ready, forms count their rate limits in Redis, jobs enqueue', async () => {
    expect((await ready()).json()).toMatchObject({ checks: { redis: 'up' } });
    const keysBefore = await rateLimitKeys();
    await submitLead('up');
    expect(await rateLimitKeys()).toBeGreaterThan(keysBefore);
    const job = await jobs.enqueue('purge-personal-data', {});
    expect(job.mode).toBe('bullmq');
  });

  it(
    'with Redis killed: the public site, calculators, explainer and forms still work; only sign-in, readiness and agent routes answer 503',
    { timeout: 120_000 },
    async () => {
      const token = await t.adminToken();
      await server.kill();
      await waitFor('the app to notice Redis is gone', async () => redis.status !== 'ready');

      await expectPublicSiteWorks('Redis down');
      for (const [url, payload] of calculations) {
        const res = await timed({ method: 'POST', url, payload: payload as object });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
      // Rate limits count in this process meanwhile: a form from a new address still saves.
      await submitLead('down');
      const contact = await timed({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Redis Down',
          email: 'redis.down.contact@example.com',
          subject: 'Still there?',
          category: 'technical',
          message: 'The form works without Redis.',
        },
      });
      expect(contact.statusCode, contact.body).toBe(201);

      const readiness = await timed({ method: 'GET', url: '/api/ready' });
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'up', redis: 'down' },
      });

      // Sign-in will not run without its brute-force counter: a clear 503, not a 500.
      const login = await timed({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(503);
      const refused = ErrorEnvelopeSchema.parse(login.json());
      expect(refused.code).toBe(ErrorCodes.serviceUnavailable);
      expect(refused.message).toMatch(/Sign-in is temporarily unavailable/);
      // A signed-in admin keeps working: the dashboard reads Postgres only.
      const summary = await timed({
        method: 'GET',
        url: '/api/admin/summary',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(summary.statusCode, summary.body).toBe(200);

      // The agent routes: those that need the queue answer 503 with a message that
      // says so; none fails with a 500 or hangs on the dead connection.
      for (const sample of AGENT_ROUTE_SAMPLES) {
        const res = await timed(
          {
            ...sample.request(fixtures),
            headers: { authorization: `Bearer ${token}` },
          },
          5_000,
        );
        expect(res.statusCode, `${sample.route}: ${res.body}`).not.toBe(500);
        // A route that queues a job (it answers 202 Accepted normally) cannot: 503.
        if (sample.status === 202) expect(res.statusCode, `${sample.route}: ${res.body}`).toBe(503);
        if (res.statusCode === 503) {
          const body = ErrorEnvelopeSchema.parse(res.json());
          expect(body.code).toBe(ErrorCodes.serviceUnavailable);
          expect(body.message, sample.route).toMatch(/\S{3,}.*\S{3,}/);
        }
      }

      // Enqueueing a job fails within seconds instead of waiting for Redis to come back.
      await expect(
        within('enqueue', 5_000, jobs.enqueue('purge-personal-data', {})),
      ).rejects.toThrow(/^(?!.*did not answer within)/);
    },
  );

  it(
    'with Redis back: the same app recovers by itself (ready, sign-in, shared rate limits, jobs)',
    { timeout: 60_000 },
    async () => {
      await server.start();
      await waitFor(
        'readiness after Redis returns',
        async () => (await ready()).statusCode === 200,
      );
      expect((await ready()).json()).toMatchObject({ checks: { database: 'up', redis: 'up' } });

      const login = await timed({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);

      // The fresh Redis is empty: a form's count lands in it again.
      await submitLead('back');
      expect(await rateLimitKeys()).toBeGreaterThan(0);

      await waitFor('the queue to take jobs again', async () =>
        jobs.enqueue('purge-personal-data', {}).then(
          () => true,
          () => false,
        ),
      );
      const queue = new Queue(queueName, {
        connection: { host: '127.0.0.1', port: Number(new URL(server.url).port) },
      });
      try {
        expect(await queue.getJobCountByTypes('waiting', 'delayed', 'prioritized')).toBeGreaterThan(
          0,
        );
      } finally {
        await queue.close();
      }
      await expectPublicSiteWorks('Redis back');
    },
  );
});
