import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import {
  HealthResponseSchema,
  ReadyResponseSchema,
  type ReadyResponse,
} from '@taxguide/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface HealthDeps {
  pingDatabase(): Promise<void>;
  /** Undefined when Redis is not configured (embedded mode). */
  pingRedis: (() => Promise<void>) | undefined;
}

/** Liveness (the process answers) and readiness (its dependencies answer). */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, deps) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthResponseSchema } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database and Redis reachable',
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema, 500: ErrorEnvelopeSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        deps.pingDatabase().then(
          () => 'up' as const,
          () => 'down' as const,
        ),
        deps.pingRedis
          ? deps.pingRedis().then(
              () => 'up' as const,
              () => 'down' as const,
            )
          : Promise.resolve('not_configured' as const),
      ]);
      const down = [
        database === 'down' ? 'database' : null,
        redis === 'down' ? 'redis' : null,
      ].filter((x): x is string => x !== null);
      const body: ReadyResponse = {
        status: down.length === 0 ? 'ready' : 'unavailable',
        message:
          down.length === 0 ? 'All dependencies are reachable' : `Unreachable: ${down.join(', ')}`,
        checks: { database, redis },
      };
      return reply.code(down.length === 0 ? 200 : 503).send(body);
    },
  );
};
