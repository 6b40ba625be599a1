/**
 * The public rate limits (docs/security.md, "Rate limits"): @fastify/rate-limit, keyed by the
 * client's address (infra/client-address.ts), skipping the app's calls to itself
 * (infra/internal-calls.ts), counted in Redis under this deployment's prefix, and counted in
 * this process while Redis cannot be reached, so an outage never turns the limits off.
 * Every 429 says in words when to try again and carries Retry-After.
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { ErrorCodes } from '@taxguide/contracts/errors';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors';
import { clientKey } from './client-address';
import { isInternalCall } from './internal-calls';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** A fixed-window counter: the window starts at a key's first request. */
export interface WindowCounter {
  incr(key: string, windowMs: number): Promise<WindowCount>;
}

// KEYS[1] counter; ARGV[1] window in ms. Returns {count, ttl ms}.
const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Entries kept in memory before expired ones are swept (and, past it, the oldest dropped). */
const MEMORY_CAPACITY = 50_000;

export function createMemoryCounter(now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (at: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size <= MEMORY_CAPACITY) break;
      windows.delete(key);
    }
  };
  return {
    async incr(key, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        if (windows.size >= MEMORY_CAPACITY) sweep(at);
        entry = { count: 0, resetAt: at + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { current: entry.count, ttl: entry.resetAt - at };
    },
  };
}

/**
 * Counts in Redis (shared by every replica) while it answers; in this process (per replica)
 * while it does not. The client fails fast when disconnected (infra/redis.ts), so an outage
 * costs no waiting.
 */
export function createSharedCounter(redis: Redis | undefined, keyPrefix: string): WindowCounter {
  const memory = createMemoryCounter();
  if (!redis) return memory;
  return {
    async incr(key, windowMs) {
      if (redis.status !== 'ready') return memory.incr(key, windowMs);
      try {
        const [current, ttl] = (await redis.eval(INCR, 1, keyPrefix + key, windowMs)) as [
          number,
          number,
        ];
        return { current, ttl };
      } catch {
        return memory.incr(key, windowMs);
      }
    },
  };
}

/** A duration in words: "45 seconds", "1 minute", "3 minutes". */
export function inWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 every limit answers: the wait in words and in Retry-After (seconds). */
export function tooManyRequests(retryAfterSeconds: number, what = 'Too many requests'): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    ErrorCodes.rateLimited,
    `${what}; please try again in ${inWords(seconds)}`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** @fastify/rate-limit's store over a WindowCounter; each route counts under its own key. */
function counterStore(counter: WindowCounter, scope = '') {
  return class CounterStore {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.incr(`${scope}${key}`, timeWindow).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }
    // The plugin passes the route's merged limit options, the route itself as `routeInfo`.
    child(params: object) {
      const { method, url } = (params as { routeInfo: { method: string; url: string } }).routeInfo;
      const Child = counterStore(counter, `${String(method)}${url}:`);
      return new Child();
    }
  };
}

/** The options buildApp registers @fastify/rate-limit with. */
export function rateLimitOptions(
  redis: Redis | undefined,
  keyPrefix: string,
): RateLimitPluginOptions {
  return {
    global: false,
    store: counterStore(createSharedCounter(redis, keyPrefix)),
    keyGenerator: clientKey,
    // The app's own reads (server rendering, in-process jobs) never use visitors' allowance.
    allowList: (request) => isInternalCall(request),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  };
}
