import type { JobDefinition } from './job';
import { deliverMailJob } from './jobs/deliver-mail';
import { generateContentJob } from './jobs/generate-content';
import { keywordRankingsJob } from './jobs/keyword-rankings';
import { optimizeContentJob } from './jobs/optimize-content';
import { purgePersonalDataJob } from './jobs/purge-personal-data';
import { seoReportJob } from './jobs/seo-report';
import { weeklyMaintenanceJob } from './jobs/weekly-maintenance';

/** Every job the worker (or the in-process runner) can run, by name. */
export const jobDefinitions: ReadonlyMap<string, JobDefinition<never, unknown>> = new Map(
  (
    [
      purgePersonalDataJob,
      weeklyMaintenanceJob,
      generateContentJob,
      optimizeContentJob,
      seoReportJob,
      keywordRankingsJob,
      deliverMailJob,
    ] as JobDefinition<never, unknown>[]
  ).map((job) => [job.name, job]),
);

export function jobDefinition(name: string): JobDefinition<unknown, unknown> | undefined {
  return jobDefinitions.get(name) as JobDefinition<unknown, unknown> | undefined;
}
