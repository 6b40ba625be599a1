import { gzipSync } from 'node:zlib';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { createDb } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp } from '../src/app';
import { createInProcessJobRunner } from '../src/infra/jobs';
import { createTestApp, silentLog, testConfig, type TestApp } from './helpers';

function expectEnvelope(body: string, statusCode: number, code: string) {
  const parsed = ErrorEnvelopeSchema.parse(JSON.parse(body));
  expect(parsed.statusCode).toBe(statusCode);
  expect(parsed.code).toBe(code);
  expect(parsed.requestId).toMatch(/\S/);
  return parsed;
}

describe('the API foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady(app) {
        // Routes that exist only in this test, to exercise the error handler.
        app.get('/api/test/boom', async () => {
          throw new Error('secret internal detail at /srv/db password=hunter2');
        });
        app.post('/api/test/echo', async (request) => ({ received: request.body }));
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness when the database is reachable and Redis is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'up', redis: 'not_configured' },
    });
  });

  it('answers an unknown /api path with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    const body = expectEnvelope(res.body, 404, 'NOT_FOUND');
    expect(body.message).toBe('No route for GET /api/no-such-thing');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with the 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"annualIncome": 12',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, 400, 'MALFORMED_JSON');
  });

  it('answers an oversized body with the 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.body, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a body of the wrong content type with the 415 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expectEnvelope(res.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a compressed body with the 415 envelope and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db.db
            .selectFrom('leads')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const encoding of ['gzip', 'GZIP', 'br', 'deflate, gzip']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        payload: gzipSync(
          JSON.stringify({ email: 'zipped@example.com', source: 'newsletter_pdf' }),
        ),
      });
      expect(res.statusCode, encoding).toBe(415);
      const body = expectEnvelope(res.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(body.message).toBe('Send the body uncompressed (no Content-Encoding)');
    }
    expect(await count()).toBe(before);
    // "identity" is no encoding: the body is taken as it is.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: JSON.stringify({ a: 1 }),
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ received: { a: 1 } });
  });

  it('masks a 5xx: no stack, no internal message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = expectEnvelope(res.body, 500, 'INTERNAL_ERROR');
    expect(body.message).toBe('Something went wrong on our side');
    expect(res.body).not.toMatch(/secret|hunter2|\/srv|at .*\.ts/);
  });

  it('keeps a valid incoming request id and invents one otherwise', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      // JSON answers: a policy that allows nothing (pages get helmet's full set:
      // security-headers.int.test.ts).
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // HSTS only in production.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('readiness with a dependency down', () => {
  it('answers 503 naming the database when it is unreachable', async () => {
    // A port nothing listens on: the pool cannot connect.
    const db = await createDb({
      databaseUrl: 'postgres://nobody@127.0.0.1:9/none',
      migrate: false,
    });
    const jobs = createInProcessJobRunner({ db: db.db, log: silentLog, now: () => new Date() });
    const app = await buildApp({ config: testConfig(), db, jobs, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        message: 'Unreachable: database',
        checks: { database: 'down', redis: 'not_configured' },
      });
      // Liveness is unaffected.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('sends HSTS in production', async () => {
    const t = await createTestApp({ config: testConfig({ NODE_ENV: 'production' }) });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await t.close();
    }
  });
});
