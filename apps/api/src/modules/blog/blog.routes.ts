import {
  BlogPostListSchema,
  BlogPostSchema,
  BlogSlugParamsSchema,
} from '@taxguide/contracts/content';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import type { BlogService } from './blog.service';

/** The blog calls: published posts only, so a draft never reaches a reader. */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    '/api/blog',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first',
        response: { 200: BlogPostListSchema, 500: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async () => blog.list(),
  );

  app.get(
    '/api/blog/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One published post with its markdown body',
        params: BlogSlugParamsSchema,
        response: {
          200: BlogPostSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          500: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const post = await blog.bySlug(request.params.slug);
      if (!post) throw notFound('Post not found');
      return post;
    },
  );
};
