import { FAQ_CATEGORIES, faqs } from '@taxguide/content';
import { FaqListSchema, type FaqList } from '@taxguide/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The 12 curated FAQ items, served so that pages do not carry the text in their
 * JavaScript; the server render ships it inside the HTML.
 */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const body: FaqList = {
    categories: [...FAQ_CATEGORIES],
    items: faqs.map(({ id, category, question, answer }) => ({ id, category, question, answer })),
  };
  app.get(
    '/api/faq',
    {
      schema: {
        tags: ['faq'],
        summary: 'The FAQ: its six categories and twelve items',
        response: { 200: FaqListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
