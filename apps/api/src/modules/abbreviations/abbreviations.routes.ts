import {
  ABBREVIATION_CATEGORIES,
  SEARCH_VOLUME_NOTE,
  SEARCH_VOLUME_NOTE_HI,
  abbreviationText,
  abbreviations,
} from '@taxguide/content';
import {
  AbbreviationListSchema,
  ContentLanguageQuerySchema,
  type AbbreviationList,
} from '@taxguide/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The abbreviations dictionary, highest estimated search volume first. */
export const abbreviationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const body: AbbreviationList = {
    categories: [...ABBREVIATION_CATEGORIES],
    items: abbreviations
      .map(({ short, full, category, description, searchVolume }) => ({
        short,
        full,
        category,
        description,
        searchVolume,
      }))
      .sort((a, b) => b.searchVolume - a.searchVolume || a.short.localeCompare(b.short)),
    volumeNote: SEARCH_VOLUME_NOTE,
  };
  // ?lang=hi: each item's Hindi name and description (a field of the same record), in the same
  // order; the categories stay the English ids the filter keys on.
  const hindi: AbbreviationList = {
    categories: body.categories,
    items: body.items.map((item) => {
      const record = abbreviations.find((a) => a.short === item.short);
      const localized = record ? abbreviationText(record, 'hi') : undefined;
      return localized
        ? { ...item, ...localized.text, lang: localized.lang }
        : { ...item, lang: 'en' };
    }),
    volumeNote: SEARCH_VOLUME_NOTE_HI,
  };
  app.get(
    '/api/abbreviations',
    {
      schema: {
        tags: ['abbreviations'],
        summary: 'Tax abbreviations with estimated monthly search volumes',
        querystring: ContentLanguageQuerySchema,
        response: { 200: AbbreviationListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return request.query.lang === 'hi' ? hindi : body;
    },
  );
};
