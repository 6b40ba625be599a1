import {
  AGENT_QUEUE,
  DEFAULT_JOB_OPTIONS,
  PermanentJobError,
  type JobContext,
} from '@taxguide/agent/job';
import { executeJob } from '@taxguide/agent/execute';
import type { RedisConnectionOptions } from '@taxguide/agent/redis-options';
import {
  MAINTENANCE_CRON,
  MAINTENANCE_JOB,
  MAINTENANCE_SCHEDULER_ID,
  MAINTENANCE_TIME_ZONE,
} from '@taxguide/agent/schedule';
import {
  DELIVER_MAIL_JOB,
  MAIL_SWEEP_EVERY_MS,
  MAIL_SWEEP_SCHEDULER_ID,
} from '@taxguide/agent/jobs/deliver-mail';
import { Queue, UnrecoverableError, Worker } from 'bullmq';

export interface ConsumerOptions {
  connection: RedisConnectionOptions;
  context: JobContext;
  queueName?: string;
  /** BullMQ's key prefix (REDIS_PREFIX); BullMQ's own default "bull" when absent. */
  prefix?: string;
  concurrency?: number;
  /** How long a job's lock lasts without renewal (BullMQ default 30 s). */
  lockDuration?: number;
  /** How often the worker looks for jobs whose worker died (BullMQ default 30 s). */
  stalledInterval?: number;
}

/** The agent_runs key of a BullMQ job. */
export const runJobId = (queueName: string, id: string | undefined) =>
  `${queueName}:${id ?? 'unknown'}`;

/**
 * A BullMQ worker that runs the processors packages/agent exports. A permanent
 * failure (bad payload, unknown job) becomes UnrecoverableError so BullMQ does not
 * retry it; anything else is retried with the queue's backoff. A job whose worker
 * died (SIGKILL, lost machine) is found stalled and run again by another worker;
 * executeJob makes that safe (one agent_runs row per job, idempotent processors).
 */
export function startConsumer({
  connection,
  context,
  queueName = AGENT_QUEUE,
  prefix,
  concurrency = 2,
  lockDuration,
  stalledInterval,
}: ConsumerOptions): Worker {
  const worker = new Worker(
    queueName,
    async (job) => {
      const attempts = job.opts.attempts ?? 1;
      const attempt = job.attemptsMade + 1;
      try {
        return await executeJob(job.name, job.data, context, {
          // BullMQ ids are unique per queue only.
          jobId: runJobId(queueName, job.id),
          attempt,
          finalAttempt: attempt >= attempts,
        });
      } catch (error) {
        if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection,
      ...(prefix ? { prefix } : {}),
      concurrency,
      autorun: true,
      ...(lockDuration ? { lockDuration } : {}),
      ...(stalledInterval ? { stalledInterval } : {}),
    },
  );
  worker.on('failed', (job, err) =>
    context.log.warn({ job: job?.name, jobId: job?.id, err: err.message }, 'job attempt failed'),
  );
  worker.on('error', (err) => context.log.error({ err: err.message }, 'worker error'));
  return worker;
}

/**
 * Registers the weekly maintenance (Monday 09:00 Asia/Kolkata) as a BullMQ job scheduler. The
 * scheduler has one fixed id, so however many workers start (and however often), there is one
 * schedule and one pending run. Returns the next fire time.
 */
export async function registerMaintenanceSchedule(
  connection: RedisConnectionOptions,
  queueName = AGENT_QUEUE,
  prefix?: string,
): Promise<Date | null> {
  const queue = new Queue(queueName, { connection, ...(prefix ? { prefix } : {}) });
  try {
    await queue.upsertJobScheduler(
      MAINTENANCE_SCHEDULER_ID,
      { pattern: MAINTENANCE_CRON, tz: MAINTENANCE_TIME_ZONE },
      { name: MAINTENANCE_JOB, data: { trigger: 'schedule' }, opts: DEFAULT_JOB_OPTIONS },
    );
    const scheduler = await queue.getJobScheduler(MAINTENANCE_SCHEDULER_ID);
    return scheduler?.next ? new Date(scheduler.next) : null;
  } finally {
    await queue.close();
  }
}

/**
 * Registers the minute sweep that sends due mail (retries, anything queued while Redis was down)
 * and queues one delivery now, so what waited while no worker ran goes out at start.
 */
export async function registerMailSweep(
  connection: RedisConnectionOptions,
  queueName = AGENT_QUEUE,
  prefix?: string,
): Promise<void> {
  const queue = new Queue(queueName, { connection, ...(prefix ? { prefix } : {}) });
  try {
    await queue.upsertJobScheduler(
      MAIL_SWEEP_SCHEDULER_ID,
      { every: MAIL_SWEEP_EVERY_MS },
      {
        name: DELIVER_MAIL_JOB,
        data: { reason: 'sweep' },
        opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
      },
    );
    await queue.add(
      DELIVER_MAIL_JOB,
      { reason: 'worker start' },
      { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    );
  } finally {
    await queue.close();
  }
}
