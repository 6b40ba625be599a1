/**
 * The only door to process.env for the API, so every setting is checked in one place. Parsed
 * once at start and passed down as data. A bad value fails the boot with a message naming every
 * bad variable.
 */
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { redisNaming, RedisNamingEnvShape, type RedisNaming } from '@taxguide/agent/deployment';
import {
  defaultMailFrom,
  deliverySettingsFrom,
  MailEnvShape,
  type DeliverySettings,
} from '@taxguide/mail';
import { z } from 'zod';
import { parsePasswordHash } from './lib/password-hash';
import { UNCACHED_RENDERS_PER_MINUTE } from './plugins/pages';

/** The embedded mode's address when SITE_URL is unset (production must set it). */
const EMBEDDED_SITE_URL = 'http://localhost:3000';
/** CONTACT_EMAIL's placeholder: a production site still showing it gets a warning at start-up. */
export const EXAMPLE_CONTACT_EMAIL = 'support@taxguide.example';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => {
          try {
            return protocols.includes(new URL(v).protocol);
          } catch {
            return false;
          }
        },
        `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      )
      .optional(),
  );

/** proxy-addr's names for address ranges, accepted in the TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For (docs/security.md): "false"
 * (none: the socket address), a hop count (that many proxies in front, the nearest first), or
 * their addresses/CIDRs. "true" would believe any address a client writes in the header.
 */
const TrustProxySchema = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        '"true" would trust any X-Forwarded-For a client sends; set the number of proxies in front of the API (e.g. TRUST_PROXY=1 behind one load balancer) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) {
      ctx.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
      return z.NEVER;
    }
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count (e.g. 1) or a comma-separated list of IP addresses/CIDRs; not valid: ${bad
        .map((entry) => JSON.stringify(entry.slice(0, 60)))
        .join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    REDIS_URL: optionalUrl(['redis:', 'rediss:']),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    // scrypt only: node:crypto verifies it with no native dependency (argon2 would need one).
    ADMIN_PASSWORD_HASH: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/, {
          error:
            'must be a scrypt$N$r$p$<salt>$<hash> string from "pnpm --silent admin:hash" (see README)',
          abort: true,
        })
        .superRefine((value, ctx) => {
          try {
            parsePasswordHash(value);
          } catch (error) {
            ctx.addIssue({ code: 'custom', message: (error as Error).message });
          }
        })
        .optional(),
    ),
    JWT_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl(['http:', 'https:']),
    OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
    AI_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(100).max(120_000).default(15_000),
    ),
    // Shared with the agent worker: its reads of the site skip the visitors' limits (docs/security.md).
    INTERNAL_API_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').max(512).optional(),
    ),
    // The whole site's model calls a minute, all clients together (docs/security.md).
    MODEL_CALLS_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(100_000).default(60),
    ),
    // Pages one client may have rendered a minute, beyond the page cache (docs/security.md).
    UNCACHED_RENDERS_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(100_000).default(UNCACHED_RENDERS_PER_MINUTE),
    ),
    SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('TaxGuide India')),
    // Canonical URLs, sitemaps and mail links are built on it; only the embedded mode may
    // fall back to localhost (checked below).
    SITE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .url('must be an absolute URL such as https://taxguide.example')
        .transform((v) => v.replace(/\/+$/, ''))
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    TRUST_PROXY: z.preprocess(emptyToUndefined, TrustProxySchema.default(false)),
    ...RedisNamingEnvShape,
    SOCIAL_TWITTER_URL: optionalUrl(['https:']),
    SOCIAL_LINKEDIN_URL: optionalUrl(['https:']),
    SOCIAL_FACEBOOK_URL: optionalUrl(['https:']),
    SOCIAL_YOUTUBE_URL: optionalUrl(['https:']),
    CONTACT_EMAIL: z.preprocess(
      emptyToUndefined,
      z.string().email().default(EXAMPLE_CONTACT_EMAIL),
    ),
    GRIEVANCE_OFFICER: z.preprocess(
      emptyToUndefined,
      z.string().default('Grievance Officer, TaxGuide India'),
    ),
    WEB_DIST_DIR: optionalString,
    // E-mail (docs/mail.md): without SMTP_URL messages stay in the outbox for the Mail tab.
    ...MailEnvShape,
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(200)
        .regex(
          /^(?:"[^"\r\n]*"\s*<[^<>\s@]+@[^<>\s@]+>|[^"<>\s@,]+@[^<>\s@,]+|[^"<>\r\n,@]+<[^<>\s@]+@[^<>\s@]+>)$/,
          'must be an address, like no-reply@taxguide.in or "TaxGuide India" <no-reply@taxguide.in>',
        )
        .optional(),
    ),
    CONTACT_NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.string().email().optional()),
  })
  .superRefine((env, ctx) => {
    // Production (a real Postgres) never invents secrets: both must be given. The
    // embedded mode generates them once and keeps them under DATA_DIR instead.
    if (!env.DATABASE_URL) return;
    if (!env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when DATABASE_URL is set (production)',
      });
    }
    if (!env.ADMIN_PASSWORD && !env.ADMIN_PASSWORD_HASH) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD_HASH'],
        message: 'is required when DATABASE_URL is set (production); or set ADMIN_PASSWORD',
      });
    }
    if (!env.SITE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          'is required when DATABASE_URL is set (production): the public address, such as https://taxguide.example',
      });
    }
  });

export type RawEnv = z.infer<typeof EnvSchema>;

export interface AppConfig {
  nodeEnv: RawEnv['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminPassword: string | undefined;
  adminPasswordHash: string | undefined;
  jwtSecret: string | undefined;
  openai: { apiKey: string; baseUrl: string | undefined; model: string } | undefined;
  aiTimeoutMs: number;
  /** The global budget of model calls per minute (past it: the offline answer). */
  modelCallsPerMinute: number;
  /** Uncached page renders a minute per client (UNCACHED_RENDERS_PER_MINUTE). */
  uncachedRendersPerMinute: number;
  /** The worker's service token: requests carrying it are internal calls. */
  internalApiToken: string | undefined;
  siteName: string;
  siteUrl: string;
  logLevel: RawEnv['LOG_LEVEL'];
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** The agent queue's name and the prefix of every Redis key (shared with the worker). */
  redisNaming: RedisNaming;
  social: { twitter?: string; linkedin?: string; facebook?: string; youtube?: string };
  contactEmail: string;
  grievanceOfficer: string;
  webDistDir: string | undefined;
  mail: {
    /** SMTP_URL; undefined = messages are held in the outbox (embedded mode). */
    smtpUrl: string | undefined;
    /** MAIL_FROM, or the brand at no-reply@ the host of SITE_URL. */
    from: string;
    delivery: DeliverySettings;
    /** Where new contact messages are announced (CONTACT_NOTIFY_EMAIL); none when unset. */
    contactNotifyEmail: string | undefined;
  };
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses an environment (process.env by default) into the app's configuration. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name}: ${issue.message}`;
    });
    throw new EnvError(problems);
  }
  const env = parsed.data;
  const siteUrl = env.SITE_URL ?? EMBEDDED_SITE_URL;
  const social: AppConfig['social'] = {};
  if (env.SOCIAL_TWITTER_URL) social.twitter = env.SOCIAL_TWITTER_URL;
  if (env.SOCIAL_LINKEDIN_URL) social.linkedin = env.SOCIAL_LINKEDIN_URL;
  if (env.SOCIAL_FACEBOOK_URL) social.facebook = env.SOCIAL_FACEBOOK_URL;
  if (env.SOCIAL_YOUTUBE_URL) social.youtube = env.SOCIAL_YOUTUBE_URL;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    adminPassword: env.ADMIN_PASSWORD,
    adminPasswordHash: env.ADMIN_PASSWORD_HASH,
    jwtSecret: env.JWT_SECRET,
    openai: env.OPENAI_API_KEY
      ? { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL }
      : undefined,
    aiTimeoutMs: env.AI_TIMEOUT_MS,
    modelCallsPerMinute: env.MODEL_CALLS_PER_MINUTE,
    uncachedRendersPerMinute: env.UNCACHED_RENDERS_PER_MINUTE,
    internalApiToken: env.INTERNAL_API_TOKEN,
    siteName: env.SITE_NAME,
    siteUrl,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    redisNaming: redisNaming({
      agentQueueName: env.AGENT_QUEUE_NAME,
      redisPrefix: env.REDIS_PREFIX,
      siteName: env.SITE_NAME,
    }),
    social,
    contactEmail: env.CONTACT_EMAIL,
    grievanceOfficer: env.GRIEVANCE_OFFICER,
    webDistDir: env.WEB_DIST_DIR,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? defaultMailFrom(env.SITE_NAME, siteUrl),
      delivery: deliverySettingsFrom(env),
      contactNotifyEmail: env.CONTACT_NOTIFY_EMAIL,
    },
  };
}
