import { Readable } from 'node:stream';
import {
  AI_RATE_LIMIT,
  CHAT_CONTENT_TYPE,
  ChatRequestSchema,
  ExplainRequestSchema,
  ExplainResponseSchema,
} from '@taxguide/contracts/ai';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress } from '../../infra/client-address';
import type { AiService } from './ai.service';

/** Every error status an AI route can answer, all with the one envelope. */
const AI_ERROR_RESPONSES = {
  400: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
} as const;

export interface AiRoutesOptions {
  ai: AiService;
  /** Per client; AI_RATE_LIMIT when a model answers, a looser one offline (infra/limits.ts). */
  rateLimit?: { max: number; timeWindow: string };
}

/** POST /api/ai/explain (the explainer) and POST /api/ai/chat (the /ai-assistant page). */
export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (
  app,
  { ai, rateLimit = AI_RATE_LIMIT },
) => {
  app.post(
    '/api/ai/explain',
    {
      schema: {
        tags: ['ai'],
        summary: 'Explain a section, topic or tax figure, grounded in our section pages',
        description:
          'Answers in the spec shape (section, explanation, keyPoints, examples, relatedSections) with citations. Figures come from the tax engine; investment advice and non-tax questions are refused in the same shape.',
        body: ExplainRequestSchema,
        response: { 200: ExplainResponseSchema, ...AI_ERROR_RESPONSES },
      },
      config: { rateLimit },
    },
    async (request) => ai.explain(request.body.query, clientAddress(request), request.body.lang),
  );

  app.post(
    '/api/ai/chat',
    {
      schema: {
        tags: ['ai'],
        summary: 'Chat with the tax assistant (server-sent events)',
        description:
          'Answers `message` as text/event-stream, continuing the conversation `conversationId` kept on the server (omit it to start one): one "message" event, then "done" with citations and the conversationId for the next question ("error" if a model answer breaks off). A model answer is checked against our pages before it is shown; one that fails is replaced by our own answer ("replaced": true).',
        body: ChatRequestSchema,
        response: {
          200: z
            .string()
            .describe(`${CHAT_CONTENT_TYPE}: event: delta|message|done|error, data: JSON`),
          ...AI_ERROR_RESPONSES,
        },
      },
      config: { rateLimit },
      // Compression would hold the events back until a buffer fills.
      compress: false,
    },
    async (request, reply) => {
      const abandoned = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abandoned.abort();
      });
      const events = ai.chatStream(request.body, clientAddress(request), abandoned.signal);
      return (
        reply
          .header('content-type', `${CHAT_CONTENT_TYPE}; charset=utf-8`)
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // Fastify streams a Readable as the body (no serializer); the 200 schema documents it.
          .send(Readable.from(events) as unknown as string)
      );
    },
  );
};
