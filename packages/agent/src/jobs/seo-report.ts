import { trackedKeywords } from '@taxguide/content';
import type { SeoReport } from '@taxguide/contracts/agent';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineJob, requirePages, type JobContext } from '../job';
import { refreshKeywordRankings } from '../rankings';
import { DEFAULT_MAX_PAGES, runSeoAudit } from '../seo/report';
import { rankProviderFor } from './keyword-rankings';

export const SEO_REPORT_JOB = 'seo-report';

export const SeoReportPayloadSchema = z
  .object({ maxPages: z.number().int().min(1).max(2_000).default(DEFAULT_MAX_PAGES) })
  .strict();

/**
 * Refreshes the keyword positions, audits the site and stores the report (seo_reports keeps
 * every report: the history). A retried or recovered run replaces the report it stored before.
 */
export async function produceSeoReport(
  context: JobContext,
  options: { maxPages?: number } = {},
): Promise<{ reportId: number; overallScore: number; pagesAudited: number; actionPlan: string[] }> {
  const { pages, siteUrl } = requirePages(context, SEO_REPORT_JOB);
  const provider = rankProviderFor(context, SEO_REPORT_JOB);
  const now = context.now();
  const rankings = await refreshKeywordRankings(context.db, provider, trackedKeywords, now);
  const audit = await runSeoAudit({
    pages,
    siteUrl,
    keywords: trackedKeywords,
    rankings: new Map(rankings.map((r) => [r.keyword, r])),
    ...(options.maxPages ? { maxPages: options.maxPages } : {}),
  });
  const jobId = context.jobId ?? null;
  const reportId = await context.db.transaction().execute(async (trx) => {
    if (jobId)
      await trx
        .deleteFrom('seoReports')
        .where(sql<string>`report->>'jobId'`, '=', jobId)
        .execute();
    const row = await trx
      .insertInto('seoReports')
      .values({
        overallScore: audit.overallScore,
        report: JSON.stringify({ ...audit, jobId }),
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return {
    reportId,
    overallScore: audit.overallScore,
    pagesAudited: audit.summary.pagesAudited,
    actionPlan: audit.actionPlan.slice(0, 3),
  };
}

export const seoReportJob = defineJob({
  name: SEO_REPORT_JOB,
  payload: SeoReportPayloadSchema,
  process: ({ maxPages }, context) => produceSeoReport(context, { maxPages }),
});

/** The stored report as the API returns it. */
export function storedReport(row: { id: number; report: unknown; createdAt: Date }): SeoReport {
  const { jobId: _jobId, ...report } = row.report as Omit<SeoReport, 'id' | 'generatedAt'> & {
    jobId?: string | null;
  };
  return { ...report, id: row.id, generatedAt: row.createdAt.toISOString() };
}
