/**
 * The only door to process.env for the API (STYLE.md). Parsed once at start and
 * passed down as data. A bad value fails the boot with a message naming every
 * bad variable.
 */
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { parsePasswordHash } from './modules/admin/password-hash';

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
    SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('TaxGuide India')),
    SITE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .url('must be an absolute URL such as https://taxguide.example')
        .default('http://localhost:3000')
        .transform((v) => v.replace(/\/+$/, '')),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false', '1', '0'])
        .default('false')
        .transform((v) => v === 'true' || v === '1'),
    ),
    SOCIAL_TWITTER_URL: optionalUrl(['https:']),
    SOCIAL_LINKEDIN_URL: optionalUrl(['https:']),
    SOCIAL_FACEBOOK_URL: optionalUrl(['https:']),
    SOCIAL_YOUTUBE_URL: optionalUrl(['https:']),
    CONTACT_EMAIL: z.preprocess(
      emptyToUndefined,
      z.string().email().default('support@taxguide.example'),
    ),
    GRIEVANCE_OFFICER: z.preprocess(
      emptyToUndefined,
      z.string().default('Grievance Officer, TaxGuide India'),
    ),
    WEB_DIST_DIR: optionalString,
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
  siteName: string;
  siteUrl: string;
  logLevel: RawEnv['LOG_LEVEL'];
  trustProxy: boolean;
  social: { twitter?: string; linkedin?: string; facebook?: string; youtube?: string };
  contactEmail: string;
  grievanceOfficer: string;
  webDistDir: string | undefined;
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
    siteName: env.SITE_NAME,
    siteUrl: env.SITE_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    social,
    contactEmail: env.CONTACT_EMAIL,
    grievanceOfficer: env.GRIEVANCE_OFFICER,
    webDistDir: env.WEB_DIST_DIR,
  };
}
