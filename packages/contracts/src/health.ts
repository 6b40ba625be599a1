import { z } from 'zod';

export const HealthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const DependencyStateSchema = z.enum(['up', 'down', 'not_configured']);

export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  message: z.string(),
  checks: z.object({
    database: DependencyStateSchema,
    redis: DependencyStateSchema,
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
