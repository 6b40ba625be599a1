import {
  PopularSectionListSchema,
  ContentLanguageQuerySchema,
  SectionDetailSchema,
  SectionListSchema,
  SectionNumberParamsSchema,
  SectionViewSchema,
  sectionListQuerySchema,
} from '@taxguide/contracts/content';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { SECTION_CATEGORY_IDS, type SectionsService } from './sections.service';

const SECTION_NOT_FOUND = 'Section not found';

/** The section calls the pages make, plus the view counter the detail page calls once per visit. */
export const sectionsRoutes: FastifyPluginAsyncZod<{ sections: SectionsService }> = async (
  app,
  { sections },
) => {
  app.get(
    '/api/sections/popular',
    {
      schema: {
        tags: ['sections'],
        summary: 'Most viewed sections (ties in the curated order)',
        querystring: ContentLanguageQuerySchema,
        response: {
          200: PopularSectionListSchema,
          500: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => sections.popular(undefined, request.query.lang),
  );

  app.get(
    '/api/sections',
    {
      schema: {
        tags: ['sections'],
        summary: 'Sections in the curated order, optionally of one category',
        querystring: sectionListQuerySchema(SECTION_CATEGORY_IDS),
        response: {
          200: SectionListSchema,
          400: ErrorEnvelopeSchema,
          500: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => sections.list(request.query.category, request.query.lang),
  );

  app.get(
    '/api/sections/by-number/:sectionNumber',
    {
      schema: {
        tags: ['sections'],
        summary:
          'One section by a forgiving number ("80c", "Section 80C", an Income-tax Act 2025 number)',
        params: SectionNumberParamsSchema,
        querystring: ContentLanguageQuerySchema,
        response: {
          200: SectionDetailSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          500: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const section = await sections.byNumber(request.params.sectionNumber, request.query.lang);
      if (!section) throw notFound(SECTION_NOT_FOUND);
      return section;
    },
  );

  app.post(
    '/api/sections/by-number/:sectionNumber/views',
    {
      schema: {
        tags: ['sections'],
        summary: "Counts one visit of a section's page (the page calls it once after it mounts)",
        params: SectionNumberParamsSchema,
        response: {
          200: SectionViewSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          500: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
      // A visitor reads a few sections a minute; a loop that inflates counts is cut off.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const view = await sections.recordView(request.params.sectionNumber);
      if (!view) throw notFound(SECTION_NOT_FOUND);
      return view;
    },
  );
};
