import { ABBREVIATION_CATEGORIES, SEARCH_VOLUME_NOTE, abbreviations } from '@taxguide/content';
import { AbbreviationListSchema, type AbbreviationList } from '@taxguide/contracts/content';
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
  app.get(
    '/api/abbreviations',
    {
      schema: {
        tags: ['abbreviations'],
        summary: 'Tax abbreviations with estimated monthly search volumes',
        response: { 200: AbbreviationListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
