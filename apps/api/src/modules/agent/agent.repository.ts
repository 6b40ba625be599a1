import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';

const runColumns = [
  'id',
  'job',
  'status',
  'attempts',
  'error',
  'startedAt',
  'finishedAt',
  'createdAt',
] as const;

export async function recentRuns(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('agentRuns')
    .select(runColumns)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function lastFinishedRun(db: Kysely<Database>, job: string) {
  return db
    .selectFrom('agentRuns')
    .select(runColumns)
    .where('job', '=', job)
    .where('status', 'in', ['completed', 'failed'])
    .orderBy('finishedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function runByJobId(db: Kysely<Database>, jobId: string) {
  return db
    .selectFrom('agentRuns')
    .select(['id', 'status', 'error'])
    .where('jobId', '=', jobId)
    .executeTakeFirst();
}

/** Newest change the agent made to content: a draft written, edited or published. */
export async function lastAgentContentChange(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('blogPosts')
    .select((eb) => eb.fn.max('updatedAt').as('at'))
    .where('origin', '=', 'agent')
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

export async function countDrafts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('blogPosts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('origin', '=', 'agent')
    .where('status', '=', 'draft')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function latestSeoReport(db: Kysely<Database>) {
  return db
    .selectFrom('seoReports')
    .select(['id', 'overallScore', 'report', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function seoReportHistory(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('seoReports')
    .select(['id', 'overallScore', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

const draftColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'status',
  'agentTopic',
  'agentGenerator',
  'relatedSections',
  'readTime',
  'markdown',
  'createdAt',
  'updatedAt',
] as const;

/** Posts the agent wrote (drafts and published ones); callers check the status. */
export async function listDrafts(db: Kysely<Database>) {
  return db
    .selectFrom('blogPosts')
    .select(draftColumns)
    .where('origin', '=', 'agent')
    .where('status', '=', 'draft')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findAgentPost(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('blogPosts')
    .select(draftColumns)
    .where('origin', '=', 'agent')
    .where('id', '=', id)
    .executeTakeFirst();
}

export type AgentPostRow = NonNullable<Awaited<ReturnType<typeof findAgentPost>>>;
