import { createTestDb, type TestDb } from '@taxguide/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type AppConfig } from '../src/env';
import { createInProcessJobRunner } from '../src/infra/jobs';
import type { AdminSecrets } from '../src/infra/secrets';
import { hashPassword } from '../src/lib/password-hash';
import type { PageRenderer } from '../src/ssr/renderer';

export const silentLog = { info() {}, warn() {}, error() {} };

/** The admin password and JWT secret of testConfig() and createTestApp(). */
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

let testSecrets: Promise<AdminSecrets> | undefined;
/** Fixed admin secrets, hashed once per test worker with light scrypt parameters (fast logins). */
export function testAdminSecrets(): Promise<AdminSecrets> {
  testSecrets ??= hashPassword(TEST_ADMIN_PASSWORD, { N: 1024, r: 8, p: 1 }).then(
    (adminPasswordHash) => ({
      adminPasswordHash,
      jwtSecret: TEST_JWT_SECRET,
    }),
  );
  return testSecrets;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-test-data-dir',
    SITE_URL: 'https://taxguide.test',
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  /** A valid admin token, from a real login with TEST_ADMIN_PASSWORD (made once, then reused). */
  adminToken(): Promise<string>;
  /** `{ authorization: 'Bearer <token>' }` for inject(). */
  adminHeaders(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** A fully built app over its own isolated database (Postgres or PGlite). */
export async function createTestApp(
  options: {
    config?: AppConfig;
    pages?: PageRenderer;
    deps?: Partial<AppDeps>;
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const db = await createTestDb();
  const config = options.config ?? testConfig();
  const jobs = createInProcessJobRunner({ db: db.db, log: silentLog, now: () => new Date() });
  // Without a config of its own, the app gets the fixed test secrets (same password, lighter hash).
  const auth = options.config ? undefined : await testAdminSecrets();
  const app = await buildApp({
    config,
    db,
    jobs,
    pages: options.pages,
    logger: false,
    auth,
    ...options.deps,
  });
  options.beforeReady?.(app);
  await app.ready();
  let token: Promise<string> | undefined;
  const adminToken = () => {
    token ??= app
      .inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
      })
      .then((res) => {
        if (res.statusCode !== 200)
          throw new Error(`admin login failed in the test app: ${res.statusCode} ${res.body}`);
        return (res.json() as { token: string }).token;
      });
    return token;
  };
  return {
    app,
    db,
    adminToken,
    adminHeaders: async () => ({ authorization: `Bearer ${await adminToken()}` }),
    async close() {
      await app.close();
      await jobs.close();
      await db.close();
    },
  };
}
