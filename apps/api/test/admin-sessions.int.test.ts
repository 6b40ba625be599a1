/**
 * Admin tokens across replicas (docs/security.md, "Admin tokens"): two apps built from the same
 * settings over the same database, each hashing the plain ADMIN_PASSWORD with its own salt,
 * accept each other's tokens, before and after a restart; a new password ends them; sign-out
 * ends one token and "sign out everywhere" every token, on both replicas.
 */
import { createTestDb, type TestDb } from '@taxguide/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createInProcessJobRunner } from '../src/infra/jobs';
import { silentLog, testConfig, TEST_ADMIN_PASSWORD } from './helpers';

let db: TestDb;
const apps: FastifyInstance[] = [];

async function replica(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const jobs = createInProcessJobRunner({ db: db.db, log: silentLog, now: () => new Date() });
  // No `auth`: the app hashes ADMIN_PASSWORD itself at start, with a salt of its own.
  const app = await buildApp({ config: testConfig(overrides), db, jobs, logger: false });
  app.addHook('onClose', async () => jobs.close());
  await app.ready();
  apps.push(app);
  return app;
}

let ip = 0;
async function login(app: FastifyInstance, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: `192.0.2.${++ip}`,
    payload: { password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

const summary = (app: FastifyInstance, token: string) =>
  app
    .inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { authorization: `Bearer ${token}` },
    })
    .then((res) => res.statusCode);

const post = (app: FastifyInstance, url: string, token: string) =>
  app
    .inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } })
    .then((res) => res.statusCode);

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
});

describe('admin tokens with a plain ADMIN_PASSWORD and two replicas', () => {
  it('a token from replica A works on B, and on A after A restarts', async () => {
    let a = await replica();
    const b = await replica();
    const token = await login(a);
    expect(await summary(b, token)).toBe(200);
    await a.close();
    a = await replica();
    expect(await summary(a, token)).toBe(200);
    expect(await summary(b, token)).toBe(200);
  });

  it('a new password ends the tokens of the old one', async () => {
    const a = await replica();
    const token = await login(a);
    const changed = await replica({ ADMIN_PASSWORD: 'a completely different password' });
    expect(await summary(changed, token)).toBe(401);
    expect(await summary(changed, await login(changed, 'a completely different password'))).toBe(
      200,
    );
  });

  it('sign-out ends that token on both replicas, and no other', async () => {
    const a = await replica();
    const b = await replica();
    const ended = await login(a);
    const kept = await login(b);
    expect(await post(b, '/api/admin/logout', ended)).toBe(204);
    expect(await summary(a, ended)).toBe(401);
    expect(await summary(b, ended)).toBe(401);
    // A signed-out token cannot sign out again or anything else.
    expect(await post(a, '/api/admin/logout', ended)).toBe(401);
    expect(await summary(a, kept)).toBe(200);
  });

  it('"sign out everywhere" ends every token on both replicas; a new login works', async () => {
    const a = await replica();
    const b = await replica();
    const first = await login(a);
    const second = await login(b);
    expect(await post(a, '/api/admin/logout-everywhere', first)).toBe(204);
    for (const app of [a, b]) {
      expect(await summary(app, first)).toBe(401);
      expect(await summary(app, second)).toBe(401);
    }
    const fresh = await login(b);
    expect(await summary(a, fresh)).toBe(200);
    expect(await summary(b, fresh)).toBe(200);
  });
});
