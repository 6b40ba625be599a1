import { SearchQuerySchema, SearchResponseSchema } from '@taxguide/contracts/content';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_RATE_LIMIT } from '../../infra/limits';
import type { SearchService } from './search.service';

/** Site search: the target of the WebSite SearchAction and of /search, so that action lands. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search sections (both Act numberings), guides, FAQ, abbreviations, calculators and pages',
        querystring: SearchQuerySchema,
        response: {
          200: SearchResponseSchema,
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          500: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
      config: { rateLimit: SEARCH_RATE_LIMIT },
    },
    async (request) =>
      search.search(request.query.q, request.query.limit, request.query.offset, request.query.lang),
  );
};
