/**
 * Postgres for tests that only make sense on a real server (outages): TEST_DATABASE_URL,
 * DATABASE_URL, else the local default. Like requireRedisForTests: when Postgres cannot be
 * reached the suite FAILS in CI (CI=true) and, on a developer machine without Postgres, is
 * reported as not run with a loud reason, never silently.
 */
import { inCi } from '@taxguide/agent/testing';
import { createDb } from '@taxguide/db';

const env = process.env;

export const testPostgresUrl = (): string =>
  env.TEST_DATABASE_URL || env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function requirePostgresForTests(suite: string): Promise<boolean> {
  const url = testPostgresUrl();
  const handle = await createDb({ databaseUrl: url, poolSize: 1, migrate: false });
  try {
    await handle.ping(2_000);
    return true;
  } catch (error) {
    const reason = `Postgres is not reachable at ${new URL(url).host} (${(error as Error).message}); set DATABASE_URL or start Postgres`;
    if (inCi()) throw new Error(`${suite}: ${reason}`);
    console.warn(`\n!!! ${suite} NOT RUN: ${reason}. CI fails instead of skipping.\n`);
    return false;
  } finally {
    await handle.close().catch(() => {});
  }
}
