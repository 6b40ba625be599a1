import { ContactRequestSchema, FormSuccessSchema } from '@taxguide/contracts/forms';
import type { Database } from '@taxguide/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { FORM_ERROR_RESPONSES, FORM_RATE_LIMIT, requestFacts } from '../../lib/form-route';
import type { Mailer } from '../mail';
import { submitContactMessage, type ContactMailSettings } from './contact.service';

/** The reply promise the contact page makes. */
export const CONTACT_REPLY_MESSAGE =
  "Thank you for contacting us. We'll get back to you within 24 hours.";

/** POST /api/contact: the contact form. */
export const contactRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  mailer: Mailer;
  mail: ContactMailSettings;
}> = async (app, { db, mailer, mail }) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['forms'],
        summary: 'Send a message to the team',
        body: ContactRequestSchema,
        response: { 201: FormSuccessSchema, ...FORM_ERROR_RESPONSES },
      },
      config: { rateLimit: FORM_RATE_LIMIT },
    },
    async (request, reply) => {
      await submitContactMessage(db, mailer, mail, { ...request.body, ...requestFacts(request) });
      return reply.code(201).send({ success: true, message: CONTACT_REPLY_MESSAGE });
    },
  );
};
