import {
  AgentJobAcceptedSchema,
  type AgentJobAccepted,
  type AgentJobName,
  AgentStatusSchema,
  DeleteDraftResponseSchema,
  DraftListSchema,
  DraftParamsSchema,
  DraftSchema,
  EmptyAgentRequestSchema,
  GenerateContentRequestSchema,
  KeywordRankingsResponseSchema,
  OptimizeContentRequestSchema,
  OptimizeContentResponseSchema,
  PublishDraftResponseSchema,
  SeoReportResponseSchema,
  UpdateDraftRequestSchema,
} from '@taxguide/contracts/agent';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AgentService } from './agent.service';
import type { JobPayload } from '@taxguide/agent/registry';

const TAGS = ['ai-agent'];
const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
} as const;
const DRAFT_ERRORS = { ...ERRORS, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema } as const;

interface JobRoute {
  readonly url: string;
  readonly summary: string;
  readonly body: z.ZodType;
  readonly job: AgentJobName;
  /** Queues the job with the payload made from the body (validated against `body` by the route). */
  readonly start: (agent: AgentService, body: unknown) => Promise<AgentJobAccepted>;
}

/**
 * One job route; its payload function sees the body as its schema parses it and must return
 * the payload its job takes (packages/agent's job map), checked at compile time.
 */
function jobRoute<B extends z.ZodType, K extends AgentJobName>(route: {
  url: string;
  summary: string;
  body: B;
  job: K;
  payload: (body: z.infer<B>) => JobPayload<K>;
  /** The started-notice the dashboard shows. */
  message: string;
}): JobRoute {
  const { url, summary, body, job, payload, message } = route;
  return {
    url,
    summary,
    body,
    job,
    // Fastify validated the body with this same schema before the handler runs.
    start: (agent, parsed) => agent.start(job, payload(parsed as z.infer<B>), message),
  };
}

/**
 * The routes that start a queued job: each answers 202 with the started-notice, or 503 when
 * the queue is down.
 */
const JOB_ROUTES: readonly JobRoute[] = [
  jobRoute({
    url: '/api/ai-agent/seo-report/refresh',
    summary: 'Start a new SEO report',
    body: EmptyAgentRequestSchema,
    job: 'seo-report',
    payload: () => ({}),
    message: 'SEO report started. Check back in a few minutes.',
  }),
  jobRoute({
    url: '/api/ai-agent/keyword-rankings/refresh',
    summary: 'Check the keyword positions again',
    body: EmptyAgentRequestSchema,
    job: 'keyword-rankings',
    payload: () => ({}),
    message: 'Keyword ranking check started.',
  }),
  jobRoute({
    url: '/api/ai-agent/generate-content',
    summary: 'Start writing a draft guide on a topic (never published by itself)',
    body: GenerateContentRequestSchema,
    job: 'generate-content',
    payload: (body) => ({ topic: body.topic }),
    message: 'Content generation started. Check back in a few minutes for the draft.',
  }),
  jobRoute({
    url: '/api/ai-agent/run-maintenance',
    summary: 'Start the weekly maintenance now',
    body: EmptyAgentRequestSchema,
    job: 'weekly-maintenance',
    payload: () => ({ trigger: 'manual' as const }),
    message: 'Maintenance started. Check back in a few minutes.',
  }),
];

/**
 * The AI agent API. Every route sits behind the admin guard (plugins/auth.ts guards
 * /api/ai-agent/* as routes register). Jobs answer 202 with a started-notice; the queue being
 * down answers 503; optimisation answers at once.
 */
export const agentRoutes: FastifyPluginAsyncZod<{ agent: AgentService }> = async (
  app,
  { agent },
) => {
  app.get(
    '/api/ai-agent/status',
    {
      schema: {
        tags: TAGS,
        summary: 'Agent status: running, next scheduled run, last content update, capabilities',
        response: { 200: AgentStatusSchema, ...ERRORS },
      },
    },
    async () => agent.status(),
  );

  app.get(
    '/api/ai-agent/seo-report',
    {
      schema: {
        tags: TAGS,
        summary: 'The latest SEO report of our own pages, with the score history',
        response: { 200: SeoReportResponseSchema, ...ERRORS },
      },
    },
    async () => agent.seoReport(),
  );

  app.get(
    '/api/ai-agent/keyword-rankings',
    {
      schema: {
        tags: TAGS,
        summary: 'Position of each tracked keyword (our own site search: "site rank")',
        response: { 200: KeywordRankingsResponseSchema, ...ERRORS },
      },
    },
    async () => agent.keywordRankings(),
  );

  app.post(
    '/api/ai-agent/optimize-content',
    {
      schema: {
        tags: TAGS,
        summary: 'Optimisations of a text for a target keyword',
        body: OptimizeContentRequestSchema,
        response: { 200: OptimizeContentResponseSchema, ...ERRORS },
      },
    },
    async (request) => agent.optimize(request.body),
  );

  app.get(
    '/api/ai-agent/drafts',
    {
      schema: {
        tags: TAGS,
        summary: 'Drafts the agent wrote, newest first',
        response: { 200: DraftListSchema, ...ERRORS },
      },
    },
    async () => agent.listDrafts(),
  );

  app.get(
    '/api/ai-agent/drafts/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One draft with its markdown, for the preview',
        params: DraftParamsSchema,
        response: { 200: DraftSchema, ...DRAFT_ERRORS },
      },
    },
    async (request) => agent.getDraft(request.params.id),
  );

  app.patch(
    '/api/ai-agent/drafts/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Change a draft's title",
        params: DraftParamsSchema,
        body: UpdateDraftRequestSchema,
        response: { 200: DraftSchema, ...DRAFT_ERRORS },
      },
    },
    async (request) => agent.renameDraft(request.params.id, request.body.title),
  );

  app.post(
    '/api/ai-agent/drafts/:id/publish',
    {
      schema: {
        tags: TAGS,
        summary: 'Publish a draft as a guide (blog post)',
        params: DraftParamsSchema,
        body: EmptyAgentRequestSchema,
        response: { 200: PublishDraftResponseSchema, ...DRAFT_ERRORS },
      },
    },
    async (request) => agent.publishDraft(request.params.id),
  );

  app.delete(
    '/api/ai-agent/drafts/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a draft',
        params: DraftParamsSchema,
        response: { 200: DeleteDraftResponseSchema, ...DRAFT_ERRORS },
      },
    },
    async (request) => agent.deleteDraft(request.params.id),
  );

  for (const route of JOB_ROUTES) {
    app.post(
      route.url,
      {
        schema: {
          tags: TAGS,
          summary: route.summary,
          body: route.body,
          response: { 202: AgentJobAcceptedSchema, ...ERRORS },
        },
      },
      async (request, reply) => reply.code(202).send(await route.start(agent, request.body)),
    );
  }
};
