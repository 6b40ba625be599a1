import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PROTECTED_PREFIXES } from './auth';

type Transform = typeof jsonSchemaTransform;

/**
 * In production the document names only the public API: an admin route (under /api/admin/ or
 * /api/ai-agent/, or one the guard marked with its bearer security) is left out, so the site
 * does not publish a map of its admin surface (docs/security.md, "API documentation").
 */
const publicOnly =
  (transform: Transform): Transform =>
  (input) => {
    const { schema, url } = input;
    const guarded =
      PROTECTED_PREFIXES.some((prefix) => url.startsWith(prefix)) ||
      Boolean((schema as { security?: unknown } | undefined)?.security);
    return guarded ? { schema: { ...schema, hide: true }, url } : transform(input);
  };

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs: the whole API in
 * development, the public routes only in production.
 */
export const docsPlugin = fp<{ siteName: string; siteUrl: string; isProduction: boolean }>(
  async (app: FastifyInstance, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${options.siteName} API`,
          description: options.isProduction
            ? 'Calculators, Act sections, guides, forms and the AI explainer.'
            : 'Calculators, Act sections, guides, forms, the AI explainer and the admin API.',
          version: '1.0.0',
        },
        servers: [{ url: options.siteUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: options.isProduction ? publicOnly(jsonSchemaTransform) : jsonSchemaTransform,
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
