import {
  ActMapEntryParamsSchema,
  ActMapEntrySchema,
  ActMapListQuerySchema,
  ActMapListSchema,
} from '@taxguide/contracts/act-map';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/errors';
import { actMapEntry, actMapList, isKnownChapter } from './act-map.service';

/** The map is static content: clients and shared caches may keep an answer for a while. */
const CACHE_CONTROL = 'public, max-age=300';

/** The 1961 ↔ 2025 section map: the whole map (or a search of it) and one number's entry. */
export const actMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/act-map',
    {
      schema: {
        tags: ['act-map'],
        summary: 'The Income-tax Act 2025 ↔ 1961 section map, whole or searched',
        description:
          'Without q: every section of the Income-tax Act 2025 in order, with the 1961 provisions it carries over and our page for it, plus the 1961 sections left out. q searches both numberings ("80C" → 123, "123" → 80C) and the titles; chapter (a Roman numeral) narrows to one chapter.',
        querystring: ActMapListQuerySchema,
        response: {
          200: ActMapListSchema,
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { q, chapter } = request.query;
      if (chapter && !isKnownChapter(chapter)) {
        throw badRequest(`chapter ${chapter} is not a chapter of the Income-tax Act 2025`, [
          { path: 'chapter', message: 'unknown chapter' },
        ]);
      }
      reply.header('cache-control', CACHE_CONTROL);
      return actMapList({ q, chapter });
    },
  );

  app.get(
    '/api/act-map/:act/:number',
    {
      schema: {
        tags: ['act-map'],
        summary: 'Where one section number of either Act stands in the map',
        description:
          'act is 1961 or 2025. Answers the 2025 section(s), our page(s) for them, and, when we have no page, the nearest of our pages in the 2025 Act. 404 when the Act has no such section.',
        params: ActMapEntryParamsSchema,
        response: {
          200: ActMapEntrySchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { act, number } = request.params;
      const entry = actMapEntry(act, number);
      if (!entry) {
        throw notFound(
          act === '2025'
            ? `The Income-tax Act 2025 has no section ${number}`
            : `Section ${number} of the Income-tax Act 1961 is not in the map`,
        );
      }
      reply.header('cache-control', CACHE_CONTROL);
      return entry;
    },
  );
};
