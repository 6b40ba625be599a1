/**
 * Faults: the worker outlives a Redis outage. A consumer (the worker's own
 * startConsumer, with the shared connection options) runs jobs from a Redis of the test's
 * own; that Redis is killed (SIGKILL) and started again on the same port, empty. Without a
 * restart, the consumer reconnects and runs the next job; nothing throws out of it meanwhile.
 */
import { redisConnectionOptions } from '@taxguide/agent/redis-options';
import {
  redisServerAvailable,
  throwawayRedis,
  type ThrowawayRedis,
} from '@taxguide/agent/throwaway-redis';
import { uniqueQueueName } from '@taxguide/agent/testing';
import { createTestDb, type TestDb } from '@taxguide/db/testing';
import { Queue, type Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobId, startConsumer } from '../src/consumer';

const canRun = redisServerAvailable('worker Redis reconnect test');

let server: ThrowawayRedis;
let test: TestDb;
let worker: Worker;
const queueName = uniqueQueueName('reconnect');
const errors: string[] = [];

beforeAll(async () => {
  if (!canRun) return;
  server = await throwawayRedis();
  await server.start();
  test = await createTestDb();
  worker = startConsumer({
    connection: redisConnectionOptions(server.url),
    context: {
      db: test.db,
      log: {
        info() {},
        warn() {},
        error: (fields: unknown) => void errors.push(JSON.stringify(fields)),
      },
      now: () => new Date(),
    },
    queueName,
  });
});
afterAll(async () => {
  if (!canRun) return;
  await server?.start();
  // Forced: a graceful close() after a Redis restart does not return with BullMQ 6.7 (it waits
  // on the blocking connection); worker.ts is bounded by close-with-grace's delay in that case.
  await worker?.close(true);
  await server?.kill();
  await test?.close();
});

async function runOneJob(label: string): Promise<void> {
  const queue = new Queue(queueName, { connection: redisConnectionOptions(server.url) });
  queue.on('error', () => {});
  try {
    const job = await queue.add('purge-personal-data', { olderThanDays: 90 }, { attempts: 3 });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const row = await test.db
        .selectFrom('agentRuns')
        .select('status')
        .where('jobId', '=', runJobId(queueName, job.id))
        .executeTakeFirst();
      if (row?.status === 'completed') return;
      if (Date.now() > deadline) throw new Error(`${label}: job ${job.id} not run within 20 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await queue.close();
  }
}

describe.runIf(canRun)('the worker and a Redis that goes away', () => {
  it(
    'runs jobs, survives Redis being killed, and runs jobs again when it returns',
    { timeout: 90_000 },
    async () => {
      await runOneJob('before the outage');

      await server.kill();
      // Down for a while: the consumer keeps retrying (capped back-off) and does not give up.
      await new Promise((r) => setTimeout(r, 3_000));
      expect(worker.isRunning()).toBe(true);

      await server.start();
      await runOneJob('after Redis returned');
      expect(worker.isRunning()).toBe(true);
    },
  );
});
