/**
 * The agent API with REDIS_URL: jobs go to BullMQ (a unique queue per test file) for
 * apps/agent-worker to run; the status reads the queue and the workers' scheduler. With Redis
 * unreachable, the routes that need the queue answer 503 quickly; the rest keep working.
 */
import { DEFAULT_JOB_OPTIONS } from '@taxguide/agent/job';
import { redisConnectionOptions } from '@taxguide/agent/redis-options';
import {
  MAINTENANCE_CRON,
  MAINTENANCE_JOB,
  MAINTENANCE_SCHEDULER_ID,
  MAINTENANCE_TIME_ZONE,
  nextMaintenanceRun,
} from '@taxguide/agent/schedule';
import { requireRedisForTests, testRedisUrl, uniqueQueueName } from '@taxguide/agent/testing';
import {
  AGENT_QUEUE_UNAVAILABLE_MESSAGE,
  AgentJobAcceptedSchema,
  AgentStatusSchema,
} from '@taxguide/contracts/agent';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullJobRunner, type JobRunner } from '../src/infra/jobs';
import { createTestApp, type TestApp } from './helpers';

const redisOk = await requireRedisForTests('agent API on BullMQ');

describe.runIf(redisOk)('the agent API on BullMQ', () => {
  const queueName = uniqueQueueName('api-agent');
  let t: TestApp;
  let jobs: JobRunner;
  let queue: Queue;
  let auth: Record<string, string>;

  beforeAll(async () => {
    jobs = createBullJobRunner(testRedisUrl(), queueName);
    queue = new Queue(queueName, { connection: redisConnectionOptions(testRedisUrl()) });
    t = await createTestApp({ deps: { jobs } });
    auth = await t.adminHeaders();
  });
  afterAll(async () => {
    await t?.close();
    await jobs?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
  });

  it('enqueues generate-content with ids only, the retry policy, and does not run it in the API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agent/generate-content',
      headers: auth,
      payload: { topic: '  section 80C  ' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const accepted = AgentJobAcceptedSchema.parse(res.json());
    expect(accepted).toMatchObject({ mode: 'bullmq', job: 'generate-content' });
    const job = await queue.getJob(accepted.jobId);
    expect(job?.name).toBe('generate-content');
    expect(job?.data).toEqual({ topic: 'section 80C' });
    expect(job?.opts.attempts).toBe(DEFAULT_JOB_OPTIONS.attempts);
    expect(job?.opts.backoff).toEqual(DEFAULT_JOB_OPTIONS.backoff);
    expect(await queue.getJobState(accepted.jobId)).toBe('waiting');
    // Nothing ran here: the worker runs it.
    expect(await t.db.db.selectFrom('agentRuns').select('id').execute()).toEqual([]);

    const maintenance = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agent/run-maintenance',
      headers: auth,
    });
    expect(maintenance.statusCode, maintenance.body).toBe(202);
    const m = await queue.getJob(AgentJobAcceptedSchema.parse(maintenance.json()).jobId);
    expect(m?.name).toBe('weekly-maintenance');
    expect(m?.data).toEqual({ trigger: 'manual' });
  });

  it("reads the status from the queue and the workers' scheduler", async () => {
    const before = AgentStatusSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/ai-agent/status', headers: auth })).json(),
    );
    expect(before.mode).toBe('bullmq');
    // No worker has registered the schedule yet: no invented time.
    expect(before.nextScheduledRun).toBeNull();
    expect(before.queue.waiting).toBe(2);
    expect(before.isRunning).toBe(false);

    // What each worker does at start (apps/agent-worker registerMaintenanceSchedule).
    await queue.upsertJobScheduler(
      MAINTENANCE_SCHEDULER_ID,
      { pattern: MAINTENANCE_CRON, tz: MAINTENANCE_TIME_ZONE },
      { name: MAINTENANCE_JOB, data: { trigger: 'schedule' } },
    );
    const after = AgentStatusSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/ai-agent/status', headers: auth })).json(),
    );
    expect(after.nextScheduledRun).toBe(nextMaintenanceRun(new Date()).toISOString());
  });
});

describe('the agent API with Redis unreachable', () => {
  let t: TestApp;
  let jobs: JobRunner;
  let auth: Record<string, string>;

  beforeAll(async () => {
    // Nothing listens on port 1: every queue call fails.
    jobs = createBullJobRunner('redis://127.0.0.1:1', uniqueQueueName('down'), {
      timeoutMs: 1_000,
    });
    t = await createTestApp({ deps: { jobs } });
    auth = await t.adminHeaders();
  });
  afterAll(async () => {
    await t?.close();
    await jobs?.close();
  });

  it.each([
    ['POST', '/api/ai-agent/generate-content', { topic: 'section 80C' }],
    ['POST', '/api/ai-agent/run-maintenance', undefined],
    ['POST', '/api/ai-agent/seo-report/refresh', undefined],
    ['POST', '/api/ai-agent/keyword-rankings/refresh', undefined],
    ['GET', '/api/ai-agent/status', undefined],
  ] as const)('%s %s answers 503 with a clear message, quickly', async (method, url, payload) => {
    const started = Date.now();
    const res = await t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(503);
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.message).toBe(AGENT_QUEUE_UNAVAILABLE_MESSAGE);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('keeps answering what needs only the database', async () => {
    for (const url of [
      '/api/ai-agent/seo-report',
      '/api/ai-agent/keyword-rankings',
      '/api/ai-agent/drafts',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agent/optimize-content',
      headers: auth,
      payload: { content: 'Section 80C explained.', targetKeyword: 'section 80C' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
