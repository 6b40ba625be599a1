/**
 * Where one deployment keeps its data in Redis: the BullMQ queue name and the prefix every key
 * carries (queue, rate limits, login limiter, session checks). The API (producer) and the worker
 * (consumer) both read AGENT_QUEUE_NAME, REDIS_PREFIX and SITE_NAME through this one definition,
 * so a job the API enqueues lands where the workers of the same settings listen, and two
 * deployments can share one Redis (docs/security.md, "Redis keys and deployments").
 */
import { z } from 'zod';
import { AGENT_QUEUE } from './job';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const NAME = /^[A-Za-z0-9_-]{1,60}$/;

/** The environment variables of the shared Redis naming, as zod fields (merge into an env schema). */
export const RedisNamingEnvShape = {
  AGENT_QUEUE_NAME: z.preprocess(
    blank,
    z.string().regex(NAME, 'must be 1-60 letters, digits, "-" or "_"').optional(),
  ),
  REDIS_PREFIX: z.preprocess(
    blank,
    z.string().regex(NAME, 'must be 1-60 letters, digits, "-" or "_"').optional(),
  ),
};

export interface RedisNaming {
  /** The BullMQ queue name (AGENT_QUEUE_NAME; default "taxguide-agent"). */
  queueName: string;
  /** Put before every Redis key of this deployment, BullMQ's included. */
  prefix: string;
}

/** "TaxGuide India" → "taxguide-india": the default prefix, so each site name gets its own keys. */
export function redisPrefixFromSiteName(siteName: string): string {
  const slug = siteName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'taxguide';
}

export const DEFAULT_SITE_NAME = 'TaxGuide India';

export function redisNaming(env: {
  agentQueueName?: string | undefined;
  redisPrefix?: string | undefined;
  siteName?: string | undefined;
}): RedisNaming {
  return {
    queueName: env.agentQueueName ?? AGENT_QUEUE,
    prefix: env.redisPrefix ?? redisPrefixFromSiteName(env.siteName ?? DEFAULT_SITE_NAME),
  };
}

/** A key of this deployment: `<prefix>:<part>:<part>…`. */
export const redisKey = (naming: Pick<RedisNaming, 'prefix'>, ...parts: string[]): string =>
  [naming.prefix, ...parts].join(':');
