import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export const docsPlugin = fp<{ siteName: string; siteUrl: string }>(
  async (app: FastifyInstance, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${options.siteName} API`,
          description:
            'Calculators, Act sections, guides, forms, the AI explainer and the admin API.',
          version: '1.0.0',
        },
        servers: [{ url: options.siteUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
      // Only /api routes are API; page rendering and static files are not.
      hideUntagged: false,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The UI replaces the site's CSP with its own; keep it unframeable like every other page.
      transformStaticCSP: (header: string) =>
        header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs' },
);
