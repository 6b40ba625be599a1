// The AI agent API behind the AI agent dashboard: status, SEO report, keyword rankings, content
// generation (drafts), content optimisation and maintenance. Every /api/ai-agent/* route needs
// the admin token. Jobs carry ids, not documents.
import { z } from 'zod';
import { noControlCharacters } from './text';

const timestamp = z.iso.datetime();

// ---------------------------------------------------------------------------------------------
// Jobs and schedule

/** Job names of packages/agent that the API starts. */
export const AGENT_JOB_NAMES = [
  'weekly-maintenance',
  'generate-content',
  'optimize-content',
  'seo-report',
  'keyword-rankings',
  'purge-personal-data',
] as const;
export const AgentJobNameSchema = z.enum(AGENT_JOB_NAMES);
export type AgentJobName = z.infer<typeof AgentJobNameSchema>;

/** Weekly maintenance: every Monday at 09:00 in India. Five-field cron. */
export const AGENT_SCHEDULE_CRON = '0 9 * * 1';
export const AGENT_SCHEDULE_TIME_ZONE = 'Asia/Kolkata';
export const AGENT_SCHEDULE_DESCRIPTION = 'Every Monday at 9:00 AM (India time)';

export const AgentRunStatusSchema = z.enum(['queued', 'running', 'completed', 'failed']);
export type AgentRunStatus = z.infer<typeof AgentRunStatusSchema>;

/** One row of agent_runs, as the dashboard shows it. */
export const AgentRunSchema = z.object({
  id: z.number().int(),
  job: z.string(),
  status: AgentRunStatusSchema,
  attempts: z.number().int(),
  /** Short error text of the last failed attempt. */
  error: z.string().nullable(),
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type AgentRun = z.infer<typeof AgentRunSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/ai-agent/status (the dashboard polls it every 30 s)

export const AgentStatusSchema = z.object({
  /** A job is running right now (spec: "Active" when true, "Standby" otherwise). */
  isRunning: z.boolean(),
  /** The real next fire time of the weekly maintenance schedule; null if no schedule is registered. */
  nextScheduledRun: timestamp.nullable(),
  /** When a generated draft was last published or the content last changed; null = "Never". */
  lastContentUpdate: timestamp.nullable(),
  capabilities: z.array(z.string()),
  /** How jobs run: BullMQ with apps/agent-worker, or in the API process. */
  mode: z.enum(['bullmq', 'in-process']),
  schedule: z.object({
    cron: z.string(),
    timeZone: z.string(),
    description: z.string(),
  }),
  /** Latest SEO report's score (null before the first report). */
  seoScore: z.number().int().min(0).max(100).nullable(),
  keywordsTracked: z.number().int().min(0),
  /** Drafts waiting for review. */
  draftCount: z.number().int().min(0),
  /** Jobs waiting or running. */
  queue: z.object({ active: z.number().int().min(0), waiting: z.number().int().min(0) }),
  /** Last finished weekly maintenance run. */
  lastMaintenance: AgentRunSchema.nullable(),
  /** The 10 newest runs of any job, newest first. */
  recentRuns: z.array(AgentRunSchema),
});
export type AgentStatus = z.infer<typeof AgentStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Starting a job (generate-content, run-maintenance, seo-report refresh, rankings refresh): 202

export const AgentJobAcceptedSchema = z.object({
  success: z.literal(true),
  /** Human-readable started-notice ("Content generation started. Check back in a few minutes."). */
  message: z.string(),
  job: AgentJobNameSchema,
  jobId: z.string(),
  mode: z.enum(['bullmq', 'in-process']),
});
export type AgentJobAccepted = z.infer<typeof AgentJobAcceptedSchema>;

export const GENERATE_TOPIC_MAX = 200;

/** POST /api/ai-agent/generate-content (the topic must be non-blank). */
export const GenerateContentRequestSchema = z.strictObject({
  topic: z
    .string({ error: 'topic must be a string' })
    .trim()
    .min(1, { error: 'topic is required' })
    .max(GENERATE_TOPIC_MAX, { error: `topic must be at most ${GENERATE_TOPIC_MAX} characters` })
    .check(noControlCharacters('topic')),
});
export type GenerateContentRequest = z.infer<typeof GenerateContentRequestSchema>;

/**
 * POST /api/ai-agent/run-maintenance takes no body (an empty JSON object is accepted);
 * POST /api/ai-agent/seo-report/refresh and /keyword-rankings/refresh likewise.
 */
export const EmptyAgentRequestSchema = z.strictObject({}).nullish();

// ---------------------------------------------------------------------------------------------
// Drafts (generated guides; never published by the agent itself)

export const DraftSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  /** The topic the admin asked for. */
  topic: z.string().nullable(),
  /** Sections the draft cites (1961 numbers). */
  relatedSections: z.array(z.string()),
  /** "model" (LLM, grounded) or "offline" (composed from the matching sections). */
  generator: z.enum(['model', 'offline']).nullable(),
  wordCount: z.number().int().min(0),
  readTime: z.number().int().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

export const DraftListSchema = z.array(DraftSummarySchema);

/** One draft with its markdown body, for the preview. */
export const DraftSchema = DraftSummarySchema.extend({ content: z.string() });
export type Draft = z.infer<typeof DraftSchema>;

export const DraftParamsSchema = z.strictObject({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int({ error: 'id must be a whole number' })
    .min(1, { error: 'id must be at least 1' })
    .max(2_147_483_647, { error: 'id is too large' }),
});

export const DRAFT_TITLE_MAX = 150;

/** PATCH /api/ai-agent/drafts/:id */
export const UpdateDraftRequestSchema = z.strictObject({
  title: z
    .string({ error: 'title must be a string' })
    .trim()
    .min(5, { error: 'title must be at least 5 characters' })
    .max(DRAFT_TITLE_MAX, { error: `title must be at most ${DRAFT_TITLE_MAX} characters` })
    .check(noControlCharacters('title')),
});
export type UpdateDraftRequest = z.infer<typeof UpdateDraftRequestSchema>;

/** POST /api/ai-agent/drafts/:id/publish: the draft becomes a published guide (blog post). */
export const PublishDraftResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  slug: z.string(),
  /** Where the guide now lives: "/blog/<slug>". */
  url: z.string(),
  publishedAt: timestamp,
});
export type PublishDraftResponse = z.infer<typeof PublishDraftResponseSchema>;

/** DELETE /api/ai-agent/drafts/:id */
export const DeleteDraftResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
});
export type DeleteDraftResponse = z.infer<typeof DeleteDraftResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/ai-agent/optimize-content (answered at once and shown to the admin, not just logged)

export const OPTIMIZE_CONTENT_MAX = 50_000;
export const OPTIMIZE_KEYWORD_MAX = 100;
/** Search-result limits the suggestions respect (characters). */
export const TITLE_MAX_LENGTH = 60;
export const TITLE_MIN_LENGTH = 30;
export const META_DESCRIPTION_MAX_LENGTH = 160;
export const META_DESCRIPTION_MIN_LENGTH = 70;

export const OptimizeContentRequestSchema = z.strictObject({
  content: z
    .string({ error: 'content must be a string' })
    .trim()
    .min(1, { error: 'content is required' })
    .max(OPTIMIZE_CONTENT_MAX, {
      error: `content must be at most ${OPTIMIZE_CONTENT_MAX} characters`,
    })
    .check(noControlCharacters('content', { multiline: true })),
  targetKeyword: z
    .string({ error: 'targetKeyword must be a string' })
    .trim()
    .min(1, { error: 'targetKeyword is required' })
    .max(OPTIMIZE_KEYWORD_MAX, {
      error: `targetKeyword must be at most ${OPTIMIZE_KEYWORD_MAX} characters`,
    })
    .check(noControlCharacters('targetKeyword')),
});
export type OptimizeContentRequest = z.infer<typeof OptimizeContentRequestSchema>;

export const SuggestionSeveritySchema = z.enum(['good', 'improve', 'problem']);
export type SuggestionSeverity = z.infer<typeof SuggestionSeveritySchema>;

export const OptimizationsSchema = z.object({
  targetKeyword: z.string(),
  wordCount: z.number().int().min(0),
  keyword: z.object({
    /** Times the keyword phrase occurs (case-insensitive, whole words). */
    occurrences: z.number().int().min(0),
    /** Percentage of words that belong to keyword occurrences, one decimal. */
    density: z.number().min(0),
    /** The range we aim for, in percent. */
    targetDensity: z.object({ min: z.number(), max: z.number() }),
    verdict: SuggestionSeveritySchema,
    placement: z.object({
      inTitle: z.boolean(),
      inFirstParagraph: z.boolean(),
      inHeadings: z.boolean(),
      inLastParagraph: z.boolean(),
    }),
  }),
  title: z.object({
    /** The first markdown h1 (or first line); null when none. */
    current: z.string().nullable(),
    currentLength: z.number().int().min(0),
    /** Suggested titles, each within TITLE_MAX_LENGTH and containing the keyword. */
    suggestions: z.array(z.string()),
    maxLength: z.number().int(),
  }),
  metaDescription: z.object({
    /** Suggested descriptions, each within META_DESCRIPTION_MAX_LENGTH. */
    suggestions: z.array(z.string()),
    maxLength: z.number().int(),
  }),
  headings: z.object({
    h1Count: z.number().int().min(0),
    outline: z.array(z.object({ level: z.number().int().min(1).max(6), text: z.string() })),
    /** Problems: no h1, several h1s, skipped levels, no subheadings in a long text. */
    issues: z.array(z.string()),
  }),
  readability: z.object({
    /** Flesch reading ease, 0 (hard) to 100 (easy), rounded. */
    score: z.number().int().min(0).max(100),
    grade: z.string(),
    averageSentenceLength: z.number(),
    averageSyllablesPerWord: z.number(),
    longSentences: z.number().int().min(0),
  }),
  /** Our sections the text mentions, to link to. */
  internalLinks: z.array(
    z.object({
      sectionNumber: z.string(),
      title: z.string(),
      url: z.string(),
      /** The text that mentions it ("section 80C", "80C"). */
      anchorText: z.string(),
      /** True when the text already links to it. */
      alreadyLinked: z.boolean(),
    }),
  ),
  /** Questions of our FAQ on the text's topic that it does not answer. */
  unansweredQuestions: z.array(
    z.object({ id: z.string(), question: z.string(), category: z.string() }),
  ),
  /** All of the above as a short to-do list, most important first. */
  suggestions: z.array(z.object({ severity: SuggestionSeveritySchema, message: z.string() })),
});
export type Optimizations = z.infer<typeof OptimizationsSchema>;

export const OptimizeContentResponseSchema = z.object({
  success: z.literal(true),
  /** The agent_runs row of this optimisation. */
  runId: z.number().int(),
  optimizations: OptimizationsSchema,
});
export type OptimizeContentResponse = z.infer<typeof OptimizeContentResponseSchema>;

// ---------------------------------------------------------------------------------------------
// SEO report (an audit of our own server-rendered pages)

/** Where a ranking comes from: our own site search unless a provider is configured. */
export const SITE_RANK_SOURCE = 'site rank';

export const SeoIssueSeveritySchema = z.enum(['error', 'warning', 'notice']);
export type SeoIssueSeverity = z.infer<typeof SeoIssueSeveritySchema>;

/** Codes of the audit's checks (one per kind of defect). */
export const SEO_ISSUE_CODES = [
  'http-status',
  'title-missing',
  'title-length',
  'description-missing',
  'description-length',
  'h1-missing',
  'h1-multiple',
  'canonical-missing',
  'canonical-mismatch',
  'json-ld-missing',
  'json-ld-invalid',
  'thin-content',
  'broken-link',
  'no-internal-links',
  'img-alt-missing',
  'sitemap-missing-page',
  'sitemap-broken-url',
  'keyword-not-covered',
] as const;
export const SeoIssueCodeSchema = z.enum(SEO_ISSUE_CODES);
export type SeoIssueCode = z.infer<typeof SeoIssueCodeSchema>;

export const SeoIssueSchema = z.object({
  code: SeoIssueCodeSchema,
  severity: SeoIssueSeveritySchema,
  /** The page (path) it is on; "/sitemap.xml" for sitemap issues. */
  path: z.string(),
  message: z.string(),
});
export type SeoIssue = z.infer<typeof SeoIssueSchema>;

export const SeoPageAuditSchema = z.object({
  path: z.string(),
  httpStatus: z.number().int(),
  title: z.string().nullable(),
  titleLength: z.number().int().min(0),
  description: z.string().nullable(),
  descriptionLength: z.number().int().min(0),
  h1Count: z.number().int().min(0),
  canonical: z.string().nullable(),
  /** @type of each JSON-LD block that parsed. */
  jsonLdTypes: z.array(z.string()),
  jsonLdValid: z.boolean(),
  wordCount: z.number().int().min(0),
  internalLinks: z.number().int().min(0),
  brokenLinks: z.array(z.string()),
  imagesWithoutAlt: z.number().int().min(0),
  /** 0-100: 100 minus the weights of this page's issues. */
  score: z.number().int().min(0).max(100),
  issues: z.array(SeoIssueSchema),
});
export type SeoPageAudit = z.infer<typeof SeoPageAuditSchema>;

export const KeywordPerformanceSchema = z.object({
  keyword: z.string(),
  /** Estimated monthly searches (packages/content; an estimate, not measured). */
  searchVolume: z.number().int().min(0),
  difficulty: z.number().int().min(0).max(100),
  /** Position from the rankings provider; null when unknown or our page is not found. */
  currentRanking: z.number().int().min(1).nullable(),
  rankingSource: z.string(),
  targetPath: z.string().nullable(),
  /** Audited pages whose title, h1 or description contains the keyword. */
  coveredBy: z.array(z.string()),
});
export type KeywordPerformance = z.infer<typeof KeywordPerformanceSchema>;

export const SitemapAuditSchema = z.object({
  urlCount: z.number().int().min(0),
  /** Pages found by crawling our links that the sitemap leaves out. */
  missingPages: z.array(z.string()),
  /** Sitemap URLs that do not answer 200. */
  brokenUrls: z.array(z.string()),
});
export type SitemapAudit = z.infer<typeof SitemapAuditSchema>;

export const SeoScoreBreakdownSchema = z.object({
  /** Mean of the page scores. */
  pages: z.number().int().min(0).max(100),
  /** Share of tracked keywords covered by a page, in percent. */
  keywords: z.number().int().min(0).max(100),
  /** Share of crawled pages in the sitemap with no broken sitemap URL, in percent. */
  sitemap: z.number().int().min(0).max(100),
});

/** The stored report (one row of seo_reports). */
export const SeoReportSchema = z.object({
  id: z.number().int(),
  generatedAt: timestamp,
  overallScore: z.number().int().min(0).max(100),
  /** How overallScore was computed, in words. */
  scoreFormula: z.string(),
  scoreBreakdown: SeoScoreBreakdownSchema,
  keywordPerformance: z.array(KeywordPerformanceSchema),
  /** The top issues to fix, most important first. */
  actionPlan: z.array(z.string()),
  /** Tracked keywords we have no page for. */
  contentRecommendations: z.array(z.string()),
  pages: z.array(SeoPageAuditSchema),
  sitemap: SitemapAuditSchema,
  summary: z.object({
    pagesAudited: z.number().int().min(0),
    errors: z.number().int().min(0),
    warnings: z.number().int().min(0),
    notices: z.number().int().min(0),
  }),
});
export type SeoReport = z.infer<typeof SeoReportSchema>;

export const SeoReportHistoryEntrySchema = z.object({
  id: z.number().int(),
  overallScore: z.number().int().min(0).max(100),
  generatedAt: timestamp,
});
export type SeoReportHistoryEntry = z.infer<typeof SeoReportHistoryEntrySchema>;

/**
 * GET /api/ai-agent/seo-report: the latest report, with the spec's fields at the top level, and
 * the score history (newest first, up to 20). Before the first report: `report: null`,
 * `overallScore: null` and empty lists (the dashboard offers "Refresh SEO Report").
 */
export const SeoReportResponseSchema = z.object({
  overallScore: z.number().int().min(0).max(100).nullable(),
  keywordPerformance: z.array(KeywordPerformanceSchema),
  actionPlan: z.array(z.string()),
  contentRecommendations: z.array(z.string()),
  generatedAt: timestamp.nullable(),
  report: SeoReportSchema.nullable(),
  history: z.array(SeoReportHistoryEntrySchema),
});
export type SeoReportResponse = z.infer<typeof SeoReportResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/ai-agent/keyword-rankings (keyword to position)

export const KeywordRankingSchema = z.object({
  keyword: z.string(),
  /** 1-based; null when the provider did not find our page (never invented). */
  position: z.number().int().min(1).nullable(),
  /** "site rank" (our own site search) or the configured provider's name. */
  source: z.string(),
  searchVolume: z.number().int().min(0),
  difficulty: z.number().int().min(0).max(100),
  targetPath: z.string().nullable(),
  checkedAt: timestamp.nullable(),
});
export type KeywordRanking = z.infer<typeof KeywordRankingSchema>;

export const KeywordRankingsResponseSchema = z.object({
  /** Map of keyword to position number (null = not ranked / not yet checked). */
  rankings: z.record(z.string(), z.number().int().min(1).nullable()),
  /** Every tracked keyword with its position and estimates, by search volume. */
  keywords: z.array(KeywordRankingSchema),
  /** Source label of the latest check ("site rank" by default). */
  source: z.string(),
  checkedAt: timestamp.nullable(),
});
export type KeywordRankingsResponse = z.infer<typeof KeywordRankingsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Errors the agent routes add to the common envelope

/** Message of the 503 when the queue (Redis) cannot be reached. */
export const AGENT_QUEUE_UNAVAILABLE_MESSAGE =
  'The agent job queue is unavailable right now (Redis cannot be reached); please try again later.';
