import { PermanentJobError, type JobContext } from './job';
import { jobDefinition } from './registry';
import * as runs from './repository/runs';

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
  const existing = await runs.findRun(db, name, options.jobId);
  if (existing?.status === 'completed') return existing.result;
  const runId = await runs.startAttempt(
    db,
    { existing, job: name, jobId: options.jobId, payload: JSON.stringify(rawPayload ?? {}) },
    options.attempt,
    context.now(),
  );
  const fail = (error: unknown, final: boolean) =>
    runs.failAttempt(
      db,
      runId,
      error instanceof Error ? error.message : String(error),
      final,
      context.now(),
    );

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
    await runs.completeRun(db, runId, result, context.now());
    return result;
  } catch (error) {
    await fail(error, options.finalAttempt || error instanceof PermanentJobError);
    throw error;
  }
}
