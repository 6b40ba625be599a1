import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SeoService } from './seo.service';

/** /sitemap.xml and /robots.txt: specific routes, so they win over the pages wildcard. */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap of every public page, section and published guide',
        produces: ['application/xml'],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await seo.sitemap()),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'Crawler rules, pointing to the sitemap',
        produces: ['text/plain'],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(seo.robots()),
  );
};
