/**
 * Faults: Postgres goes away while requests are flowing, and comes back.
 *
 * Always on a real Postgres server (TEST_DATABASE_URL, DATABASE_URL or the local default; CI
 * fails when it is missing, see require-postgres.ts), since the point is the real driver's
 * failure modes: the app's connections are killed (pg_terminate_backend) and the database is
 * closed to new connections (ALTER DATABASE ... ALLOW_CONNECTIONS false), each under a stream
 * of mixed requests. While it is down every database-backed answer is a 503 envelope with
 * Retry-After (never a 500, never internal detail), /api/ready says the database is down and
 * the routes that need no database keep answering. When it returns, the same app instance
 * recovers on its own, and every submission that was acknowledged (2xx) is in its table.
 */
import { ErrorCodes, ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { createDb, seedContent, type DbHandle } from '@taxguide/db';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { requirePostgresForTests, testPostgresUrl } from './require-postgres';
import { productionPages } from './web-build';

const postgresOk = await requirePostgresForTests('Postgres outage tests');

let t: TestApp;
/** A connection to the server's maintenance database, outside the app. */
let admin: DbHandle;
let dbName: string;

beforeAll(async () => {
  if (!postgresOk) return;
  // This suite is Postgres-only, also in the PGlite pass: point createTestDb at the server.
  vi.stubEnv('TEST_DATABASE_URL', testPostgresUrl());
  try {
    t = await createTestApp({
      pages: await productionPages(),
    });
  } finally {
    vi.unstubAllEnvs();
  }
  expect(t.db.kind).toBe('postgres');
  await seedContent(t.db.db);
  dbName = new URL(t.db.url!).pathname.slice(1);
  admin = await createDb({ databaseUrl: testPostgresUrl(), poolSize: 1, migrate: false });
});
afterAll(async () => {
  if (!postgresOk) return;
  await openDatabase().catch(() => {});
  await admin?.close().catch(() => {});
  await t?.close();
});

/** Kills every connection the app holds to its database (the server stays up). */
async function killConnections(): Promise<number> {
  const { rows } = await sql<{ killed: boolean }>`
    select pg_terminate_backend(pid) as killed from pg_stat_activity
    where datname = ${dbName} and pid <> pg_backend_pid()`.execute(admin.db);
  return rows.filter((r) => r.killed).length;
}
async function closeDatabase() {
  await sql`alter database ${sql.id(dbName)} allow_connections false`.execute(admin.db);
  await killConnections();
}
async function openDatabase() {
  await sql`alter database ${sql.id(dbName)} allow_connections true`.execute(admin.db);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = `outage${Date.now().toString(36)}`;
let counter = 0;
const nextIp = () => {
  counter++;
  return `10.77.${(counter >> 8) & 255}.${counter & 255}`;
};

type Kind = 'lead' | 'contact' | 'subscribe' | 'sections' | 'section' | 'calculate' | 'ready';
interface Outcome {
  kind: Kind;
  phase: string;
  email?: string;
  res: LightMyRequestResponse;
}

function send(kind: Kind, phase: string): Promise<Outcome> {
  const email = `${run}.${kind}${counter}@example.com`;
  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), payload: body as object });
  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
  const done = (res: LightMyRequestResponse, withEmail = false): Outcome => ({
    kind,
    phase,
    res,
    ...(withEmail ? { email } : {}),
  });
  switch (kind) {
    case 'lead':
      return post('/api/leads', { email, source: 'pdf_download' }).then((r) => done(r, true));
    case 'contact':
      return post('/api/contact', {
        name: 'Outage Tester',
        email,
        subject: 'During the outage',
        category: 'technical',
        message: 'Is this kept?',
      }).then((r) => done(r, true));
    case 'subscribe':
      return post('/api/newsletter/subscribe', { email }).then((r) => done(r, true));
    case 'sections':
      return get('/api/sections').then((r) => done(r));
    case 'section':
      return get('/api/sections/by-number/80C').then((r) => done(r));
    case 'calculate':
      return post('/api/calculate/tax', { annualIncome: 1_500_000, regime: 'new' }).then((r) =>
        done(r),
      );
    case 'ready':
      return get('/api/ready').then((r) => done(r));
  }
}

const TRAFFIC: Kind[] = ['lead', 'contact', 'subscribe', 'sections', 'section', 'calculate'];

/** Several clients sending mixed requests back to back until stopped. */
function startTraffic(clients: number) {
  const outcomes: Outcome[] = [];
  let phase = 'before';
  let stopped = false;
  const loops = Array.from({ length: clients }, async (_, c) => {
    let i = c;
    while (!stopped) {
      outcomes.push(await send(TRAFFIC[i++ % TRAFFIC.length]!, phase));
      await sleep(2);
    }
  });
  return {
    outcomes,
    setPhase(p: string) {
      phase = p;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** A 503 as the spec of the error envelope wants it, with a retry hint and nothing internal. */
function expectUnavailable(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
  expect(res.headers['retry-after'], what).toMatch(/^\d+$/);
  const body = ErrorEnvelopeSchema.strict().parse(res.json());
  expect(body.code).toBe(ErrorCodes.serviceUnavailable);
  expect(body.message).toBe('The service is temporarily unavailable; please try again shortly');
  expect(res.body).not.toMatch(/terminat|connection|postgres|pg_|at \S+\.(js|ts)|stack/i);
}

/** Acknowledged: 200 for reads and calculations, 201 for stored submissions. */
const ok = (res: LightMyRequestResponse) => res.statusCode === 200 || res.statusCode === 201;

/** Only two answers are acceptable while the database comes and goes: success, or a clean 503. */
function expectSuccessOr503(outcomes: Outcome[]) {
  const bad = outcomes
    .filter((o) => !ok(o.res) && o.res.statusCode !== 503)
    .map((o) => `${o.phase} ${o.kind}: ${o.res.statusCode} ${o.res.body.slice(0, 300)}`);
  expect(bad).toEqual([]);
  for (const o of outcomes.filter((x) => x.res.statusCode === 503 && x.kind !== 'ready'))
    expectUnavailable(o.res, `${o.phase} ${o.kind}`);
}

/** Every acknowledged submission is stored: the data survives whatever the outage did. */
async function expectAcknowledgedStored(outcomes: Outcome[]) {
  const acked = (kind: Kind) =>
    outcomes.filter((o) => o.kind === kind && ok(o.res)).map((o) => o.email!);
  const stored = async (table: 'leads' | 'contactMessages' | 'newsletterSubscribers') =>
    new Set(
      (
        await t.db.db.selectFrom(table).select('email').where('email', 'like', `${run}.%`).execute()
      ).map((r) => r.email),
    );
  const leads = await stored('leads');
  const contacts = await stored('contactMessages');
  const subscribers = await stored('newsletterSubscribers');
  expect(acked('lead').filter((e) => !leads.has(e))).toEqual([]);
  expect(acked('contact').filter((e) => !contacts.has(e))).toEqual([]);
  expect(acked('subscribe').filter((e) => !subscribers.has(e))).toEqual([]);
  return acked('lead').length + acked('contact').length + acked('subscribe').length;
}

async function waitUntilReady(timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    if (res.statusCode === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`not ready ${timeoutMs} ms after the database came back: ${res.body}`);
    await sleep(100);
  }
}

describe.runIf(postgresOk)('Postgres outage during requests', () => {
  it(
    "killing the app's connections mid-traffic: only successes and clean 503s, then business as usual",
    { timeout: 60_000 },
    async () => {
      const traffic = startTraffic(6);
      let killed = 0;
      try {
        await sleep(300);
        traffic.setPhase('kills');
        for (let i = 0; i < 8; i++) {
          killed += await killConnections();
          await sleep(120);
        }
        traffic.setPhase('after');
        await sleep(500);
      } finally {
        await traffic.stop();
      }
      const { outcomes } = traffic;

      expect(killed).toBeGreaterThan(0);
      expectSuccessOr503(outcomes);
      // The pool replaces the killed connections by itself: traffic after the kills succeeds.
      const after = outcomes.filter((o) => o.phase === 'after');
      expect(after.length).toBeGreaterThan(10);
      expect(after.filter((o) => !ok(o.res)).map((o) => o.res.body)).toEqual([]);
      expect(await expectAcknowledgedStored(outcomes)).toBeGreaterThan(0);
    },
  );

  it(
    'a database that refuses connections: 503 with Retry-After, not ready, no-database routes still answer, recovery without restart, nothing acknowledged lost',
    { timeout: 90_000 },
    async () => {
      const traffic = startTraffic(6);
      await sleep(300);
      traffic.setPhase('down');
      await closeDatabase();
      let recoveryMs: number;
      try {
        // Each kind of database-backed request, while the database is down.
        for (const kind of ['lead', 'contact', 'subscribe', 'sections', 'section'] as const) {
          expectUnavailable((await send(kind, 'probe')).res, `${kind} while down`);
        }
        const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({
          status: 'unavailable',
          checks: { database: 'down' },
        });
        // Server-rendered pages: the data pages say what failed with a 503, the
        // pages that need no database render as usual; none is a 500.
        for (const [url, status, text] of [
          ['/sections', 503, 'Failed to fetch sections'],
          ['/section/80C', 503, 'Section not found'],
          ['/blog', 503, 'Failed to fetch blog posts'],
          ['/', 200, 'Failed to fetch sections'],
          ['/calculators', 200, 'Calculator'],
          ['/faq', 200, 'Frequently Asked Questions'],
        ] as const) {
          const page = await t.app.inject({ method: 'GET', url });
          expect(page.statusCode, `${url} while down`).toBe(status);
          expect(page.headers['content-type']).toMatch(/^text\/html/);
          if (status === 503) expect(page.headers['retry-after'], url).toMatch(/^\d+$/);
          else expect(page.headers['retry-after'], url).toBeUndefined();
          expect(page.body, url).toContain(text);
        }
        // Routes that need no database keep working.
        const calc = (await send('calculate', 'probe')).res;
        expect(calc.statusCode, calc.body).toBe(200);
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        // Let the traffic run into the closed database for a while.
        await sleep(1_500);
        await openDatabase();
        traffic.setPhase('recovering');
        recoveryMs = await waitUntilReady(20_000);
        traffic.setPhase('after');
        await sleep(600);
      } finally {
        await openDatabase();
        await traffic.stop();
      }
      const { outcomes } = traffic;

      expect(recoveryMs).toBeLessThan(20_000);
      expectSuccessOr503(outcomes);
      const down = outcomes.filter((o) => o.phase === 'down' && o.kind !== 'calculate');
      expect(down.length).toBeGreaterThan(10);
      expect(down.filter((o) => o.res.statusCode === 503).length).toBeGreaterThan(down.length / 2);
      expect(outcomes.filter((o) => o.kind === 'calculate').every((o) => ok(o.res))).toBe(true);
      const after = outcomes.filter((o) => o.phase === 'after');
      expect(after.length).toBeGreaterThan(10);
      expect(after.filter((o) => !ok(o.res)).map((o) => o.res.body)).toEqual([]);
      expect(await expectAcknowledgedStored(outcomes)).toBeGreaterThan(0);

      // And a fresh submission after recovery is stored.
      const lead = await send('lead', 'final');
      expect(lead.res.statusCode).toBe(201);
      await expectAcknowledgedStored([lead]);
    },
  );
});
