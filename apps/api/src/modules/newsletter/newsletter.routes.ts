import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import {
  FormSuccessSchema,
  SubscribeRequestSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '@taxguide/contracts/forms';
import type { Database } from '@taxguide/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { notFound } from '../../lib/errors';
import { FORM_ERROR_RESPONSES, FORM_RATE_LIMIT } from '../leads/form-route';
import { subscribe, unsubscribe } from './newsletter.service';

export const SUBSCRIBED_MESSAGE = "You'll receive our tax updates and insights in your inbox.";

/** POST /api/newsletter/subscribe and GET /api/newsletter/unsubscribe (spec §7). */
export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['forms'],
        summary: 'Subscribe an e-mail address to the newsletter (subscribing twice is a success)',
        body: SubscribeRequestSchema,
        response: { 200: FormSuccessSchema, ...FORM_ERROR_RESPONSES },
      },
      config: { rateLimit: FORM_RATE_LIMIT },
    },
    async (request) => {
      await subscribe(db, request.body);
      return { success: true as const, message: SUBSCRIBED_MESSAGE };
    },
  );

  app.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['forms'],
        summary: 'Unsubscribe with the token of an unsubscribe link (idempotent)',
        querystring: UnsubscribeQuerySchema,
        response: {
          200: UnsubscribeResponseSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          500: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
      // The URL carries the token: keep it out of the request log lines (info level).
      logLevel: 'warn',
    },
    async (request) => {
      const outcome = await unsubscribe(db, request.query.token);
      if (outcome === 'unknown_token') {
        throw notFound(
          'This unsubscribe link is not valid. Copy the whole link from the e-mail, or write to us.',
        );
      }
      return {
        success: true as const,
        status: outcome,
        message:
          outcome === 'unsubscribed'
            ? 'You have been unsubscribed and will receive no more newsletters.'
            : 'This address was already unsubscribed; you will receive no more newsletters.',
      };
    },
  );
};
