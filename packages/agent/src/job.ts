import type { LlmClient } from '@taxguide/ai';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { MailDelivery } from './jobs/deliver-mail';
import type { PageSource } from './page-source';
import type { KeywordRankProvider } from './rankings';

/** Hooks for artefacts that live in the API process (the in-memory PDF guide). */
export interface ArtifactHooks {
  /** Builds the PDF guide now if its content changed; returns its cache key. */
  warmPdfGuide?(): Promise<{ key: string }>;
}

/** What a processor may use. Jobs carry ids, never documents: they read what they need. */
export interface JobContext {
  db: Kysely<Database>;
  log: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
  /** The clock, injected so processors are testable. */
  now(): Date;
  /** The queue's id of the job being run (set by executeJob). */
  jobId?: string | undefined;
  /** Our own server-rendered site: the API itself in-process, SITE_URL over HTTP in the worker. */
  pages?: PageSource | undefined;
  /** The public origin (canonical links, sitemap): SITE_URL. */
  siteUrl?: string | undefined;
  /** Keyword positions; absent = our own site search ("site rank") through `pages`. */
  rankProvider?: KeywordRankProvider | undefined;
  /** The model for content generation; absent = offline composition. */
  llm?: LlmClient | undefined;
  artifacts?: ArtifactHooks | undefined;
  /** SMTP delivery; absent where no SMTP_URL is configured. */
  mail?: MailDelivery | undefined;
}

export interface JobDefinition<
  P = unknown,
  R = unknown,
  N extends string = string,
  S extends z.ZodType<P> = z.ZodType<P>,
> {
  /** Unique job name; also the BullMQ job name. */
  name: N;
  /** Validates the payload. A payload that fails it is failed at once, never retried. */
  payload: S;
  /** false: not recorded in agent_runs (frequent housekeeping with a record of its own). */
  record?: boolean;
  process(payload: P, context: JobContext): Promise<R>;
}

/** A failure that retrying cannot fix (bad payload, missing record). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export function defineJob<P, R, const N extends string, S extends z.ZodType<P>>(
  definition: JobDefinition<P, R, N, S>,
): JobDefinition<P, R, N, S> {
  return definition;
}

/** The context a processor needs, or a permanent failure naming what is missing. */
export function requirePages(context: JobContext, job: string) {
  const { pages, siteUrl } = context;
  if (!pages || !siteUrl) {
    throw new PermanentJobError(`${job} needs the site (a page source and SITE_URL) to read pages`);
  }
  return { pages, siteUrl };
}

/** Queue name and retry policy shared by the API (producer), the worker and in-process mode. */
export const AGENT_QUEUE = 'taxguide-agent';
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential' as const, delay: 2_000 },
  removeOnComplete: { count: 1_000 },
  removeOnFail: { count: 5_000 },
};
