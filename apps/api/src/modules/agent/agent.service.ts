import { randomUUID } from 'node:crypto';
import { executeJob } from '@taxguide/agent/execute';
import type { JobContext } from '@taxguide/agent/job';
import type { JobPayload } from '@taxguide/agent/registry';
import * as drafts from '@taxguide/agent/repository/drafts';
import { OPTIMIZE_CONTENT_JOB } from '@taxguide/agent/jobs/optimize-content';
import { storedReport } from '@taxguide/agent/jobs/seo-report';
import { WEEKLY_MAINTENANCE_JOB } from '@taxguide/agent/jobs/weekly-maintenance';
import { readContentVersion } from '@taxguide/agent/content-version';
import { slugify } from '@taxguide/agent/content/generate';
import { latestKeywordRankings } from '@taxguide/agent/rankings';
import {
  MAINTENANCE_CRON,
  MAINTENANCE_DESCRIPTION,
  MAINTENANCE_TIME_ZONE,
} from '@taxguide/agent/schedule';
import { trackedKeywords } from '@taxguide/content';
import {
  AGENT_QUEUE_UNAVAILABLE_MESSAGE,
  SITE_RANK_SOURCE,
  type AgentJobAccepted,
  type AgentJobName,
  type AgentRun,
  type AgentStatus,
  type DeleteDraftResponse,
  type Draft,
  type DraftSummary,
  type KeywordRankingsResponse,
  type Optimizations,
  type OptimizeContentRequest,
  type OptimizeContentResponse,
  type PublishDraftResponse,
  type SeoReportResponse,
} from '@taxguide/contracts/agent';
import { ErrorCodes } from '@taxguide/contracts/errors';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import { QueueUnavailableError, type JobRunner } from '../../infra/jobs';
import { AppError, notFound, serviceUnavailable } from '../../lib/errors';
import * as repo from './agent.repository';

/** How many past reports the SEO report answer lists. */
export const SEO_HISTORY_LENGTH = 20;
const RECENT_RUNS = 10;

export interface AgentServiceDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  log: JobContext['log'];
  clock: () => Date;
  /** A model is configured: drafts are written by it (else composed offline). */
  modelConfigured: boolean;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toRun(row: Awaited<ReturnType<typeof repo.recentRuns>>[number]): AgentRun {
  return {
    id: row.id,
    job: row.job,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const countWords = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

function toDraftSummary(row: repo.AgentPostRow): DraftSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    topic: row.agentTopic,
    relatedSections: row.relatedSections,
    generator: row.agentGenerator,
    wordCount: countWords(row.markdown),
    readTime: row.readTime,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toDraft = (row: repo.AgentPostRow): Draft => ({
  ...toDraftSummary(row),
  content: row.markdown,
});

const conflict = (message: string) => new AppError(409, ErrorCodes.conflict, message);

/** Maps a queue outage to the 503 the agent routes answer. */
async function queueCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof QueueUnavailableError)
      throw serviceUnavailable(AGENT_QUEUE_UNAVAILABLE_MESSAGE);
    throw error;
  }
}

export function createAgentService(deps: AgentServiceDeps) {
  const { db, jobs, clock } = deps;

  const capabilities = [
    `Weekly maintenance: ${MAINTENANCE_DESCRIPTION}`,
    deps.modelConfigured
      ? 'Draft guides on a topic, written by the model from our Act sections and citing them'
      : 'Draft guides on a topic, composed from our Act sections and citing them',
    'Content optimisation: keyword density and placement, title and meta suggestions, headings, readability, internal links, unanswered FAQ questions',
    'SEO audit of every server-rendered page with a 0–100 score and an action plan',
    `Keyword positions from our own site search ("${SITE_RANK_SOURCE}")`,
    'Sitemap and PDF guide refreshed when the content changes',
    'IP addresses and user agents removed after 90 days',
  ];

  /** Loads an agent post that must still be a draft. */
  async function draftRow(id: number) {
    const row = await repo.findAgentPost(db, id);
    if (!row) throw notFound(`No draft with id ${id}`);
    if (row.status !== 'draft')
      throw conflict(`Draft ${id} is already published at /blog/${row.slug}`);
    return row;
  }

  return {
    async status(): Promise<AgentStatus> {
      const [counts, next] = await queueCall(() =>
        Promise.all([jobs.counts(), jobs.nextScheduledRun()]),
      );
      const [runs, lastMaintenance, agentChange, version, drafts, report] = await Promise.all([
        repo.recentRuns(db, RECENT_RUNS),
        repo.lastFinishedRun(db, WEEKLY_MAINTENANCE_JOB),
        repo.lastAgentContentChange(db),
        readContentVersion(db),
        repo.countDrafts(db),
        repo.latestSeoReport(db),
      ]);
      const versionChange = version ? new Date(version.changedAt) : null;
      const lastContentUpdate =
        agentChange && versionChange
          ? new Date(Math.max(agentChange.getTime(), versionChange.getTime()))
          : (agentChange ?? versionChange);
      return {
        // The queue's own count: an agent_runs row left 'running' by a killed worker is not a run.
        isRunning: counts.active > 0,
        nextScheduledRun: iso(next),
        lastContentUpdate: iso(lastContentUpdate),
        capabilities,
        mode: jobs.mode,
        schedule: {
          cron: MAINTENANCE_CRON,
          timeZone: MAINTENANCE_TIME_ZONE,
          description: MAINTENANCE_DESCRIPTION,
        },
        seoScore: report?.overallScore ?? null,
        keywordsTracked: trackedKeywords.length,
        draftCount: drafts,
        queue: counts,
        lastMaintenance: lastMaintenance ? toRun(lastMaintenance) : null,
        recentRuns: runs.map(toRun),
      };
    },

    async seoReport(): Promise<SeoReportResponse> {
      const [latest, history] = await Promise.all([
        repo.latestSeoReport(db),
        repo.seoReportHistory(db, SEO_HISTORY_LENGTH),
      ]);
      const report = latest ? storedReport(latest) : null;
      return {
        overallScore: report?.overallScore ?? null,
        keywordPerformance: report?.keywordPerformance ?? [],
        actionPlan: report?.actionPlan ?? [],
        contentRecommendations: report?.contentRecommendations ?? [],
        generatedAt: report?.generatedAt ?? null,
        report,
        history: history.map((h) => ({
          id: h.id,
          overallScore: h.overallScore,
          generatedAt: h.createdAt.toISOString(),
        })),
      };
    },

    async keywordRankings(): Promise<KeywordRankingsResponse> {
      const latest = await latestKeywordRankings(db);
      const keywords = [...trackedKeywords]
        .sort((a, b) => b.searchVolume - a.searchVolume || a.keyword.localeCompare(b.keyword))
        .map((k) => {
          const r = latest.get(k.keyword);
          return {
            keyword: k.keyword,
            position: r?.position ?? null,
            source: r?.source ?? SITE_RANK_SOURCE,
            searchVolume: k.searchVolume,
            difficulty: k.difficulty,
            targetPath: k.targetPath,
            checkedAt: iso(r?.checkedAt),
          };
        });
      const checked = [...latest.values()].sort(
        (a, b) => b.checkedAt.getTime() - a.checkedAt.getTime(),
      )[0];
      return {
        rankings: Object.fromEntries(keywords.map((k) => [k.keyword, k.position])),
        keywords,
        source: checked?.source ?? SITE_RANK_SOURCE,
        checkedAt: iso(checked?.checkedAt),
      };
    },

    /** Queues a job (BullMQ or in-process); 503 when the queue is down. */
    async start<K extends AgentJobName>(
      job: K,
      payload: JobPayload<K>,
      message: string,
    ): Promise<AgentJobAccepted> {
      const { jobId, mode } = await queueCall(() => jobs.enqueue(job, payload));
      return { success: true, message, job, jobId, mode };
    },

    /**
     * Optimisation answers at once (the admin is waiting for it; it reads only our own data):
     * the same processor the queue would run, recorded in agent_runs like every run.
     */
    async optimize(request: OptimizeContentRequest): Promise<OptimizeContentResponse> {
      const jobId = `api:${randomUUID()}`;
      const optimizations = (await executeJob(
        OPTIMIZE_CONTENT_JOB,
        request,
        { db, log: deps.log, now: clock },
        { jobId, attempt: 1, finalAttempt: true },
      )) as Optimizations;
      const run = await repo.runByJobId(db, jobId);
      return { success: true, runId: run!.id, optimizations };
    },

    async listDrafts(): Promise<DraftSummary[]> {
      return (await repo.listDrafts(db)).map(toDraftSummary);
    },

    async getDraft(id: number): Promise<Draft> {
      const row = await repo.findAgentPost(db, id);
      if (!row || row.status !== 'draft') throw notFound(`No draft with id ${id}`);
      return toDraft(row);
    },

    /** A new title; the slug follows it (a draft has no public URL yet). */
    async renameDraft(id: number, title: string): Promise<Draft> {
      await draftRow(id);
      await drafts.renameDraft(db, id, title, slugify, clock());
      return toDraft((await repo.findAgentPost(db, id))!);
    },

    /** The draft becomes a published guide (a blog post at /blog/<slug>). */
    async publishDraft(id: number): Promise<PublishDraftResponse> {
      const row = await draftRow(id);
      const now = clock();
      if (!(await drafts.publishDraft(db, id, now)))
        throw conflict(`Draft ${id} is already published`);
      return {
        success: true,
        id,
        slug: row.slug,
        url: `/blog/${row.slug}`,
        publishedAt: now.toISOString(),
      };
    },

    async deleteDraft(id: number): Promise<DeleteDraftResponse> {
      await draftRow(id);
      await drafts.deleteDraft(db, id);
      return { success: true, id };
    },
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
