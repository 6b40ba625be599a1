/**
 * Redis for tests: REDIS_URL, else the local default. When Redis cannot be reached
 * a suite that needs it FAILS in CI (CI=true, as .ci/run sets) and, on a developer
 * machine without Redis, is reported as not run with a loud reason — never silently.
 */
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';

// eslint-disable-next-line no-restricted-properties -- test configuration
const env = process.env;

export const testRedisUrl = (): string => env.REDIS_URL || 'redis://127.0.0.1:6379';
export const inCi = (): boolean => Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';

/** True when a TCP connection to the test Redis succeeds within a second. */
export function redisReachable(url = testRedisUrl()): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: u.hostname, port: u.port ? Number(u.port) : 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Decides whether Redis suites run. Throws in CI when Redis is missing; elsewhere
 * returns false after printing why the suites will not run.
 */
export async function requireRedisForTests(suite: string): Promise<boolean> {
  if (await redisReachable()) return true;
  const reason = `Redis is not reachable at ${testRedisUrl()} (set REDIS_URL or start redis-server)`;
  if (inCi()) throw new Error(`${suite}: ${reason}`);
  console.warn(`\n!!! ${suite} NOT RUN: ${reason}. CI fails instead of skipping.\n`);
  return false;
}

/** A queue name no other test uses. */
export const uniqueQueueName = (prefix = 'test') => `${prefix}-${randomUUID().slice(0, 8)}`;
