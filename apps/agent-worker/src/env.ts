/** The worker's only door to process.env: parsed once, every bad variable named. */
import { redisNaming, RedisNamingEnvShape } from '@taxguide/agent/deployment';
import { deliverySettingsFrom, MailEnvShape, type DeliverySettings } from '@taxguide/mail';
import { z } from 'zod';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const WorkerEnvSchema = z.object({
  REDIS_URL: z.preprocess(
    blank,
    z
      .string({ error: 'is required: the worker consumes the BullMQ queue in Redis' })
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
  ),
  // The API's own database: a worker with a database of its own would write drafts and runs
  // the site never reads. The embedded mode has no worker (jobs run inside the API).
  DATABASE_URL: z.preprocess(
    blank,
    z
      .string({
        error:
          "is required: the worker writes to the site's Postgres database (the embedded mode needs no worker; its jobs run inside the API)",
      })
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  ),
  LOG_LEVEL: z.preprocess(
    blank,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WORKER_CONCURRENCY: z.preprocess(blank, z.coerce.number().int().min(1).max(32).default(2)),
  SITE_URL: z.preprocess(
    blank,
    z
      .string()
      .regex(
        /^https?:\/\/[^/]+$/,
        'must be an http(s) origin without a path, e.g. https://taxguide.in',
      )
      .default('http://localhost:3000'),
  ),
  AGENT_FETCH_URL: z.preprocess(
    blank,
    z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin without a path')
      .optional(),
  ),
  // The API's INTERNAL_API_TOKEN: the worker's reads of the site skip the visitors' limits.
  INTERNAL_API_TOKEN: z.preprocess(blank, z.string().min(32).max(512).optional()),
  OPENAI_API_KEY: z.preprocess(blank, z.string().optional()),
  OPENAI_BASE_URL: z.preprocess(
    blank,
    z
      .string()
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .optional(),
  ),
  OPENAI_MODEL: z.preprocess(blank, z.string().default('gpt-4o-mini')),
  AI_TIMEOUT_MS: z.preprocess(
    blank,
    z.coerce.number().int().min(1_000).max(300_000).default(15_000),
  ),
  WORKER_LOCK_DURATION_MS: z.preprocess(
    blank,
    z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  ),
  WORKER_STALLED_INTERVAL_MS: z.preprocess(
    blank,
    z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  ),
  // The same queue name and key prefix as the API's (packages/agent/src/deployment.ts).
  ...RedisNamingEnvShape,
  // SMTP delivery of the outbox (docs/mail.md); without SMTP_URL this worker sends no mail.
  ...MailEnvShape,
  SITE_NAME: z.preprocess(blank, z.string().max(60).optional()),
});

export interface WorkerConfig {
  redisUrl: string;
  databaseUrl: string;
  logLevel: z.infer<typeof WorkerEnvSchema>['LOG_LEVEL'];
  concurrency: number;
  /** The BullMQ queue (AGENT_QUEUE_NAME) and the key prefix (REDIS_PREFIX), as the API's. */
  queueName: string;
  redisPrefix: string;
  /** Public origin of the site (canonical links, sitemap). */
  siteUrl: string;
  /** Where the worker reads the site's pages (the API's internal address); SITE_URL when unset. */
  fetchUrl: string;
  /** Sent with every read of the site, so the API does not count it against visitors' limits. */
  internalApiToken: string | undefined;
  openai:
    { apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number } | undefined;
  /** BullMQ job lock and stalled-job check: a job whose worker died is taken over after these. */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** SMTP_URL and the delivery pace; undefined when SMTP_URL is not set. */
  mail: { smtpUrl: string; delivery: DeliverySettings } | undefined;
}

export function loadWorkerConfig(
  source: Record<string, string | undefined> = process.env,
): WorkerConfig {
  const parsed = WorkerEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `  - ${String(i.path[0] ?? 'environment')}: ${i.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    redisUrl: env.REDIS_URL,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    concurrency: env.WORKER_CONCURRENCY,
    ...(({ queueName, prefix }) => ({ queueName, redisPrefix: prefix }))(
      redisNaming({
        agentQueueName: env.AGENT_QUEUE_NAME,
        redisPrefix: env.REDIS_PREFIX,
        siteName: env.SITE_NAME,
      }),
    ),
    siteUrl: env.SITE_URL,
    fetchUrl: env.AGENT_FETCH_URL ?? env.SITE_URL,
    internalApiToken: env.INTERNAL_API_TOKEN,
    openai: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseUrl: env.OPENAI_BASE_URL,
          model: env.OPENAI_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
        }
      : undefined,
    lockDurationMs: env.WORKER_LOCK_DURATION_MS,
    stalledIntervalMs: env.WORKER_STALLED_INTERVAL_MS,
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, delivery: deliverySettingsFrom(env) } : undefined,
  };
}
