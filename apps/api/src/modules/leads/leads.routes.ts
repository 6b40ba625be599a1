import { FormSuccessSchema, LeadRequestSchema } from '@taxguide/contracts/forms';
import type { Database } from '@taxguide/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { FORM_ERROR_RESPONSES, FORM_RATE_LIMIT, requestFacts } from '../../lib/form-route';
import { recordLead } from './leads.service';

/** POST /api/leads: the first step of the home PDF signup. */
export const leadsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.post(
    '/api/leads',
    {
      schema: {
        tags: ['forms'],
        summary: 'Record a lead (an e-mail address and where it was left)',
        body: LeadRequestSchema,
        response: { 201: FormSuccessSchema, ...FORM_ERROR_RESPONSES },
      },
      config: { rateLimit: FORM_RATE_LIMIT },
    },
    async (request, reply) => {
      await recordLead(db, { ...request.body, ...requestFacts(request) });
      return reply.code(201).send({ success: true, message: 'Thank you: your details are saved.' });
    },
  );
};
