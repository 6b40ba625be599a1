import { randomUUID } from 'node:crypto';
import {
  AGENT_QUEUE,
  DEFAULT_JOB_OPTIONS,
  PermanentJobError,
  type JobContext,
} from '@taxguide/agent/job';
import { executeJob } from '@taxguide/agent/execute';
import type { JobName, JobPayload } from '@taxguide/agent/registry';
import { redisConnectionOptions } from '@taxguide/agent/redis-options';
import {
  MAINTENANCE_JOB,
  MAINTENANCE_SCHEDULER_ID,
  startInProcessSchedule,
  type InProcessSchedule,
} from '@taxguide/agent/schedule';
import { Queue } from 'bullmq';
import type { AppConfig } from '../env';

export interface EnqueuedJob {
  jobId: string;
  mode: JobRunner['mode'];
}

/** The queue (Redis) cannot be reached: the agent routes answer 503. */
export class QueueUnavailableError extends Error {
  constructor(message = 'the job queue (Redis) cannot be reached', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'QueueUnavailableError';
  }
}

/** What a processor needs beyond db, log and clock; the agent module provides it in-process. */
export type JobServices = Omit<JobContext, 'db' | 'log' | 'now' | 'jobId'>;

/**
 * One job interface for both runtime modes (docs/ARCHITECTURE.md): with REDIS_URL jobs go
 * to BullMQ and apps/agent-worker runs them; without it the API runs the same
 * processors in-process with the same retry policy and the same weekly schedule.
 */
interface JobQueue<Mode extends string> {
  readonly mode: Mode;
  /** Queues a job by name, its payload checked against that job's schema at compile time. */
  enqueue<K extends JobName>(
    name: K,
    payload: JobPayload<K>,
    options?: { jobId?: string },
  ): Promise<EnqueuedJob>;
  /** Jobs running now and waiting to run. */
  counts(): Promise<{ active: number; waiting: number }>;
  /** The weekly maintenance schedule's next fire time; null when no schedule is registered. */
  nextScheduledRun(): Promise<Date | null>;
  /** Resolves when the queue (or, in-process, every running job) is done. */
  close(): Promise<void>;
}

/** Runs the processors in this process (no Redis): it needs their services and keeps the cron. */
export interface InProcessJobRunner extends JobQueue<'in-process'> {
  /** The services processors use (page source, model, artefact hooks, mail). */
  provide(services: JobServices): void;
  /** Starts the weekly cron. */
  startSchedule(): void;
  /** Resolves when every running job is done. */
  idle(): Promise<void>;
}

/** Queues to BullMQ: the workers hold the services and register the schedule themselves. */
export type BullJobRunner = JobQueue<'bullmq'>;

export type JobRunner = InProcessJobRunner | BullJobRunner;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createInProcessJobRunner(
  context: JobContext,
  policy: { attempts: number; backoffMs: number } = {
    attempts: DEFAULT_JOB_OPTIONS.attempts,
    backoffMs: DEFAULT_JOB_OPTIONS.backoff.delay,
  },
): InProcessJobRunner {
  const running = new Set<Promise<void>>();
  let closed = false;
  let services: JobServices = {};
  let schedule: InProcessSchedule | undefined;

  const run = async (name: string, payload: unknown, jobId: string) => {
    const jobContext: JobContext = { ...context, ...services };
    for (let attempt = 1; attempt <= policy.attempts; attempt++) {
      const finalAttempt = attempt === policy.attempts || closed;
      try {
        await executeJob(name, payload, jobContext, { jobId, attempt, finalAttempt });
        return;
      } catch (error) {
        if (error instanceof PermanentJobError || finalAttempt) {
          context.log.error({ job: name, jobId, attempt, err: error }, 'job failed');
          return;
        }
        context.log.warn({ job: name, jobId, attempt, err: error }, 'job attempt failed; retrying');
        await sleep(policy.backoffMs * 2 ** (attempt - 1));
      }
    }
  };

  const runner: JobRunner & { idle(): Promise<void> } = {
    mode: 'in-process',
    async enqueue(name, payload, options) {
      if (closed) throw new Error('job runner is closed');
      const jobId = options?.jobId ?? randomUUID();
      const task = run(name, payload, jobId).finally(() => running.delete(task));
      running.add(task);
      return { jobId, mode: 'in-process' };
    },
    async counts() {
      return { active: running.size, waiting: 0 };
    },
    async nextScheduledRun() {
      return schedule?.nextRun() ?? null;
    },
    provide(next) {
      services = { ...services, ...next };
    },
    startSchedule() {
      if (schedule || closed) return;
      schedule = startInProcessSchedule(async (firedAt) => {
        // One id per fire time: the same tick is never run twice.
        await runner.enqueue(
          MAINTENANCE_JOB,
          { trigger: 'schedule' },
          { jobId: `${MAINTENANCE_SCHEDULER_ID}:${firedAt.toISOString().slice(0, 16)}` },
        );
      });
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async close() {
      closed = true;
      schedule?.stop();
      await runner.idle();
    },
  };
  return runner;
}

/** How long a queue call may wait for Redis before the API answers 503. */
export const QUEUE_TIMEOUT_MS = 3_000;

export function createBullJobRunner(
  redisUrl: string,
  queueName = AGENT_QUEUE,
  options: {
    timeoutMs?: number;
    /** BullMQ's key prefix (REDIS_PREFIX, as the workers'); BullMQ's own "bull" when absent. */
    prefix?: string;
  } = {},
): BullJobRunner {
  const timeoutMs = options.timeoutMs ?? QUEUE_TIMEOUT_MS;
  const queue = new Queue(queueName, {
    connection: redisConnectionOptions(redisUrl),
    ...(options.prefix ? { prefix: options.prefix } : {}),
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
  // Connection errors surface on use as 503s; do not crash the process.
  queue.on('error', () => {});

  /**
   * Runs a queue call only while Redis is connected, bounded in time: BullMQ's connection
   * waits for Redis to come back (maxRetriesPerRequest: null), which would hang the request.
   */
  const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new QueueUnavailableError()), timeoutMs);
    });
    try {
      return await Promise.race([
        (async () => {
          const client = await queue.getBackend().client;
          if (client.status !== 'ready') throw new QueueUnavailableError();
          return call();
        })(),
        timeout,
      ]);
    } catch (error) {
      if (error instanceof QueueUnavailableError) throw error;
      throw new QueueUnavailableError(
        `the job queue failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    mode: 'bullmq',
    async enqueue(name, payload, opts) {
      const job = await guarded(() =>
        queue.add(name, payload, opts?.jobId ? { jobId: opts.jobId } : {}),
      );
      return { jobId: String(job.id), mode: 'bullmq' };
    },
    async counts() {
      const c = await guarded(() => queue.getJobCounts('active', 'waiting', 'prioritized'));
      return { active: c.active ?? 0, waiting: (c.waiting ?? 0) + (c.prioritized ?? 0) };
    },
    async nextScheduledRun() {
      const scheduler = await guarded(() => queue.getJobScheduler(MAINTENANCE_SCHEDULER_ID));
      return scheduler?.next ? new Date(scheduler.next) : null;
    },
    async close() {
      await queue.close();
    },
  };
}

/**
 * The job runner of a configuration: BullMQ with REDIS_URL, on the queue and key prefix the
 * workers of the same settings listen on (AGENT_QUEUE_NAME, REDIS_PREFIX); in-process without.
 */
export function jobRunnerFor(
  config: Pick<AppConfig, 'redisUrl' | 'redisNaming'>,
  context: JobContext,
): JobRunner {
  return config.redisUrl
    ? createBullJobRunner(config.redisUrl, config.redisNaming.queueName, {
        prefix: config.redisNaming.prefix,
      })
    : createInProcessJobRunner(context);
}
