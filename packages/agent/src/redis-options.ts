/** ioredis connection options (structurally typed, so this package needs no ioredis). */
export interface RedisConnectionOptions {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db?: number;
  tls?: Record<string, never>;
  maxRetriesPerRequest: null;
  retryStrategy: (times: number) => number;
}

/**
 * Connection options (not a client) so BullMQ owns and closes its connections
 * (TOOLCHAIN.md: passing a client in makes close() hang). Shared by the API
 * (producer) and the worker (consumer).
 */
export function redisConnectionOptions(url: string): RedisConnectionOptions {
  const u = new URL(url);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 6379,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(Number.isInteger(db) ? { db } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
    // Keep reconnecting while Redis is down (capped back-off); callers see errors meanwhile.
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
}
