/**
 * Starts the production build of the whole site for browser tests: on Postgres
 * (+ Redis) when DATABASE_URL is set (CI's first pass), on embedded PGlite otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, testDatabaseUrl, type TestDb } from '@taxguide/db/testing';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const ADMIN_PASSWORD = 'e2e-admin-password-long-enough';

export interface RunningSite {
  baseUrl: string;
  mode: 'postgres' | 'pglite';
  /** Everything the server wrote to stdout/stderr so far. */
  logs(): string;
  stop(): Promise<void>;
}

export async function startSite(extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  const serverJs = join(repoRoot, 'apps/api/dist/server.js');
  if (
    !existsSync(serverJs) ||
    !existsSync(join(repoRoot, 'apps/web/dist/server/entry-server.js'))
  ) {
    throw new Error('The site is not built: run "pnpm build" (pnpm test does it first)');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'taxguide-e2e-'));
  let database: TestDb | undefined;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SITE_URL: 'http://localhost:3000',
    JWT_SECRET: 'e2e-jwt-secret-e2e-jwt-secret-e2e-jwt-secret',
    ADMIN_PASSWORD,
    // The tests walk every page from one address, faster than any visitor: the per-client limit
    // on uncached renders (30 a minute by default) would answer some of them 429.
    UNCACHED_RENDERS_PER_MINUTE: '1000',
  };
  if (testDatabaseUrl()) {
    database = await createTestDb();
    env.DATABASE_URL = database.url!;
    if (process.env.REDIS_URL) {
      env.REDIS_URL = process.env.REDIS_URL;
      // Each test site its own keys: the browser tests all come from 127.0.0.1, and sites
      // sharing one prefix would share its rate-limit counters and queue.
      env.REDIS_PREFIX = `e2e-${randomUUID().slice(0, 8)}`;
    }
  }
  Object.assign(env, extraEnv);

  const child: ChildProcess = spawn(process.execPath, [serverJs], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: repoRoot,
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the site did not start in 60 s:\n${output}`)),
      60_000,
    );
    const onData = () => {
      const m = /is ready at http:\/\/[^:]+:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the site exited (${code}) before it was ready:\n${output}`));
    });
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    mode: database ? 'postgres' : 'pglite',
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 8_000))]);
        child.kill('SIGKILL');
      }
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
