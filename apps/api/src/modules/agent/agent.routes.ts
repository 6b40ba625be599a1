import {
  AgentJobAcceptedSchema,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AgentService } from './agent.service';

const TAGS = ['ai-agent'];
const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
} as const;
const DRAFT_ERRORS = { ...ERRORS, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema } as const;

/**
 * The AI agent API (spec §7). Every route sits behind the admin guard (plugins/auth.ts guards
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

  app.post(
    '/api/ai-agent/seo-report/refresh',
    {
      schema: {
        tags: TAGS,
        summary: 'Start a new SEO report',
        body: EmptyAgentRequestSchema,
        response: { 202: AgentJobAcceptedSchema, ...ERRORS },
      },
    },
    async (_request, reply) =>
      reply
        .code(202)
        .send(
          await agent.start('seo-report', {}, 'SEO report started. Check back in a few minutes.'),
        ),
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
    '/api/ai-agent/keyword-rankings/refresh',
    {
      schema: {
        tags: TAGS,
        summary: 'Check the keyword positions again',
        body: EmptyAgentRequestSchema,
        response: { 202: AgentJobAcceptedSchema, ...ERRORS },
      },
    },
    async (_request, reply) =>
      reply
        .code(202)
        .send(await agent.start('keyword-rankings', {}, 'Keyword ranking check started.')),
  );

  app.post(
    '/api/ai-agent/generate-content',
    {
      schema: {
        tags: TAGS,
        summary: 'Start writing a draft guide on a topic (never published by itself)',
        body: GenerateContentRequestSchema,
        response: { 202: AgentJobAcceptedSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await agent.start(
            'generate-content',
            { topic: request.body.topic },
            'Content generation started. Check back in a few minutes for the draft.',
          ),
        ),
  );

  app.post(
    '/api/ai-agent/run-maintenance',
    {
      schema: {
        tags: TAGS,
        summary: 'Start the weekly maintenance now',
        body: EmptyAgentRequestSchema,
        response: { 202: AgentJobAcceptedSchema, ...ERRORS },
      },
    },
    async (_request, reply) =>
      reply
        .code(202)
        .send(
          await agent.start(
            'weekly-maintenance',
            { trigger: 'manual' },
            'Maintenance started. Check back in a few minutes.',
          ),
        ),
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
};
