import type { z } from 'zod';
import type { JobDefinition } from './job';
import { deliverMailJob } from './jobs/deliver-mail';
import { generateContentJob } from './jobs/generate-content';
import { keywordRankingsJob } from './jobs/keyword-rankings';
import { optimizeContentJob } from './jobs/optimize-content';
import { purgePersonalDataJob } from './jobs/purge-personal-data';
import { seoReportJob } from './jobs/seo-report';
import { weeklyMaintenanceJob } from './jobs/weekly-maintenance';

const JOBS = [
  purgePersonalDataJob,
  weeklyMaintenanceJob,
  generateContentJob,
  optimizeContentJob,
  seoReportJob,
  keywordRankingsJob,
  deliverMailJob,
] as const;

type AnyJob = (typeof JOBS)[number];
/** The name of every job there is. */
export type JobName = AnyJob['name'];
/** The payload a job takes (its schema's input), by name: `enqueue` is checked against it. */
export type JobPayload<K extends JobName> = z.input<Extract<AnyJob, { name: K }>['payload']>;

/** Every job the worker (or the in-process runner) can run, by name. */
export const jobDefinitions: ReadonlyMap<string, JobDefinition<never, unknown>> = new Map(
  // Each definition's own payload type is erased here; executeJob validates before it runs one.
  JOBS.map((job) => [job.name, job as unknown as JobDefinition<never, unknown>]),
);

export function jobDefinition(name: string): JobDefinition<unknown, unknown> | undefined {
  return jobDefinitions.get(name) as JobDefinition<unknown, unknown> | undefined;
}

export function isJobName(name: string): name is JobName {
  return jobDefinitions.has(name);
}
