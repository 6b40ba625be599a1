/**
 * Brute-force protection for the admin login: at most `maxFailures` failed logins per client IP
 * in a fixed window that starts at the first failure; then 429 until the window ends.
 *
 * Only failures count, and the count is exact under concurrency: every attempt first reserves a
 * slot atomically (so a burst of parallel guesses cannot all slip past a "read then verify"
 * check), a successful login gives its slot back, a refused one keeps it. @fastify/rate-limit
 * counts requests and has no way to give a slot back, hence this small counter. With Redis the
 * counter is shared by every API replica; without it, it lives in this process (embedded mode
 * runs one process).
 */
import type { Redis } from 'ioredis';

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginLimiter {
  /** Takes a slot for one attempt from this client, or says how long it must wait. */
  reserve(client: string): Promise<Reservation>;
  /** Gives back the slot of an attempt that succeeded (successes do not count). */
  release(client: string): Promise<void>;
}

export interface LoginLimitOptions {
  maxFailures: number;
  windowMs: number;
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

// KEYS[1] counter; ARGV[1] window in ms; ARGV[2] max. Returns {allowed 0|1, ttl ms}.
const RESERVE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if count > tonumber(ARGV[2]) then
  redis.call('DECR', KEYS[1])
  return {0, ttl}
end
return {1, ttl}
`;
// DECR keeps the key's expiry; a key that expired meanwhile is left alone (never resurrected).
const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 1
`;

export function createRedisLoginLimiter(
  redis: Redis,
  options: LoginLimitOptions,
  keyPrefix = 'taxguide:admin-login-failures:',
): LoginLimiter {
  return {
    async reserve(client) {
      const [allowed, ttl] = (await redis.eval(
        RESERVE,
        1,
        keyPrefix + client,
        options.windowMs,
        options.maxFailures,
      )) as [number, number];
      return allowed === 1
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: toSeconds(ttl) };
    },
    async release(client) {
      await redis.eval(RELEASE, 1, keyPrefix + client);
    },
  };
}

/** Entries kept before expired ones are swept (and, past it, the oldest dropped). */
const MEMORY_CAPACITY = 50_000;

export function createMemoryLoginLimiter(
  options: LoginLimitOptions,
  now: () => number = Date.now,
): LoginLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (at: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size <= MEMORY_CAPACITY) break;
      windows.delete(key);
    }
  };
  return {
    async reserve(client) {
      const at = now();
      let entry = windows.get(client);
      // A window starts with the first attempt held (as in Redis, where the counter goes 0 -> 1).
      if (!entry || entry.resetAt <= at || entry.count === 0) {
        if (windows.size >= MEMORY_CAPACITY) sweep(at);
        entry = { count: 0, resetAt: at + options.windowMs };
        windows.set(client, entry);
      }
      if (entry.count >= options.maxFailures) {
        return { allowed: false, retryAfterSeconds: toSeconds(entry.resetAt - at) };
      }
      entry.count += 1;
      return { allowed: true };
    },
    async release(client) {
      const entry = windows.get(client);
      if (entry && entry.resetAt > now() && entry.count > 0) entry.count -= 1;
    },
  };
}
