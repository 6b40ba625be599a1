import { PermanentJobError, type JobContext } from './job';
import { jobDefinition } from './registry';

export interface ExecuteOptions {
  /** The queue's job id (BullMQ id, or the in-process runner's id). */
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** True when no retry will follow a failure of this attempt. */
  finalAttempt: boolean;
}

/**
 * Runs one attempt of a job and records it in agent_runs (one row per job id,
 * updated on each attempt). Idempotent per job id: a job already completed is not
 * run again (a redelivered or stalled job finishes once).
 */
export async function executeJob(
  name: string,
  rawPayload: unknown,
  context: JobContext,
  options: ExecuteOptions,
): Promise<unknown> {
  const { db } = context;
  const definition = jobDefinition(name);
  if (definition?.record === false) {
    const parsed = definition.payload.safeParse(rawPayload ?? {});
    if (!parsed.success) throw new PermanentJobError(`Invalid payload for ${name}`);
    return definition.process(parsed.data, { ...context, jobId: options.jobId });
  }
  const payloadJson = JSON.stringify(rawPayload ?? {});
  const existing = await db
    .selectFrom('agentRuns')
    .select(['id', 'status', 'result'])
    .where('jobId', '=', options.jobId)
    .where('job', '=', name)
    .executeTakeFirst();
  if (existing?.status === 'completed') return existing.result;

  const startedAt = context.now();
  let runId: number;
  if (existing) {
    runId = existing.id;
    await db
      .updateTable('agentRuns')
      .set({ status: 'running', attempts: options.attempt, startedAt, error: null })
      .where('id', '=', runId)
      .execute();
  } else {
    const row = await db
      .insertInto('agentRuns')
      .values({
        job: name,
        jobId: options.jobId,
        status: 'running',
        payload: payloadJson,
        attempts: options.attempt,
        startedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    runId = row.id;
  }

  const fail = async (error: unknown, final: boolean) => {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('agentRuns')
      .set({
        status: final ? 'failed' : 'queued',
        error: message.slice(0, 2_000),
        finishedAt: final ? context.now() : null,
      })
      .where('id', '=', runId)
      .execute();
  };

  if (!definition) {
    const error = new PermanentJobError(`Unknown job "${name}"`);
    await fail(error, true);
    throw error;
  }
  const parsed = definition.payload.safeParse(rawPayload ?? {});
  if (!parsed.success) {
    const error = new PermanentJobError(
      `Invalid payload for ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'} ${i.message}`).join('; ')}`,
    );
    await fail(error, true);
    throw error;
  }
  try {
    const result = await definition.process(parsed.data as never, {
      ...context,
      jobId: options.jobId,
    });
    await db
      .updateTable('agentRuns')
      .set({
        status: 'completed',
        result: JSON.stringify(result ?? null),
        finishedAt: context.now(),
        error: null,
      })
      .where('id', '=', runId)
      .execute();
    return result;
  } catch (error) {
    await fail(error, options.finalAttempt || error instanceof PermanentJobError);
    throw error;
  }
}
