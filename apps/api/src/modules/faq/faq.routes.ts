import { FAQ_CATEGORIES, faqText, faqs } from '@taxguide/content';
import {
  ContentLanguageQuerySchema,
  FaqListSchema,
  type FaqList,
} from '@taxguide/contracts/content';
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
  // ?lang=hi: each item's Hindi (a field of the same record), or its English marked lang 'en'.
  // Categories stay the English ids the filter keys on; the page shows them translated.
  const hindi: FaqList = {
    categories: body.categories,
    items: faqs.map((item) => {
      const { text, lang } = faqText(item, 'hi');
      return { id: item.id, category: item.category, ...text, lang };
    }),
  };
  app.get(
    '/api/faq',
    {
      schema: {
        tags: ['faq'],
        summary: 'The FAQ: its six categories and twelve items',
        querystring: ContentLanguageQuerySchema,
        response: { 200: FaqListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return request.query.lang === 'hi' ? hindi : body;
    },
  );
};
