// The one place agent_runs rows are written: one row per job id, updated on each attempt.
import type { AgentRunStatus, Database } from '@taxguide/db';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export interface StoredRun {
  id: number;
  status: AgentRunStatus;
  /** The processor's result (a JSON column). */
  result: unknown;
}

/** The run of a job id, when one was recorded. */
export async function findRun(db: Db, job: string, jobId: string): Promise<StoredRun | undefined> {
  return db
    .selectFrom('agentRuns')
    .select(['id', 'status', 'result'])
    .where('jobId', '=', jobId)
    .where('job', '=', job)
    .executeTakeFirst();
}

/** Marks an attempt as running: the existing row of the job id, or a new one. Returns its id. */
export async function startAttempt(
  db: Db,
  run: { existing: StoredRun | undefined; job: string; jobId: string; payload: string },
  attempt: number,
  at: Date,
): Promise<number> {
  if (run.existing) {
    await db
      .updateTable('agentRuns')
      .set({ status: 'running', attempts: attempt, startedAt: at, error: null })
      .where('id', '=', run.existing.id)
      .execute();
    return run.existing.id;
  }
  const row = await db
    .insertInto('agentRuns')
    .values({
      job: run.job,
      jobId: run.jobId,
      status: 'running',
      payload: run.payload,
      attempts: attempt,
      startedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A failed attempt: `final` ends the run as failed, otherwise it waits for its retry. */
export async function failAttempt(
  db: Db,
  runId: number,
  message: string,
  final: boolean,
  at: Date,
): Promise<void> {
  await db
    .updateTable('agentRuns')
    .set({
      status: final ? 'failed' : 'queued',
      error: message.slice(0, 2_000),
      finishedAt: final ? at : null,
    })
    .where('id', '=', runId)
    .execute();
}

export async function completeRun(db: Db, runId: number, result: unknown, at: Date): Promise<void> {
  await db
    .updateTable('agentRuns')
    .set({
      status: 'completed',
      result: JSON.stringify(result ?? null),
      finishedAt: at,
      error: null,
    })
    .where('id', '=', runId)
    .execute();
}
