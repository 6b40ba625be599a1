/**
 * NUL and other control characters in every kind of input (path, query, JSON body) answer 400
 * naming the field, never 500: Postgres cannot store NUL, so one reaching a query used to fail
 * there. Pages given an address that can name nothing answer 404, never the outage page (503).
 */
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnstorableText } from '../src/plugins/error-handler';
import { seedAgentFixtures } from './admin-routes';
import { createTestApp, type TestApp } from './helpers';
import { productionPages } from './web-build';

let t: TestApp;
let draftId: number;

beforeAll(async () => {
  t = await createTestApp({ pages: await productionPages() });
  await seedContent(t.db.db);
  ({ draftId } = await seedAgentFixtures(t.db.db));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
const nextIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

async function expectFieldError(
  request: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: unknown },
  field: string,
  guarded = false,
) {
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: nextIp(),
    headers: {
      ...(guarded ? await t.adminHeaders() : {}),
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload) }),
  });
  expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(400);
  const body = ErrorEnvelopeSchema.parse(res.json());
  expect(body.details?.map((d) => d.path)).toContain(field);
  expect(body.details?.find((d) => d.path === field)?.message).toMatch(/control characters/);
}

describe('NUL and control characters in API input', () => {
  it.each([
    ['/api/blog/a%00', 'slug'],
    ['/api/sections/by-number/80C%00', 'sectionNumber'],
    ['/api/search?q=%00', 'q'],
    ['/api/search?q=80C%07', 'q'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    await expectFieldError({ method: 'GET', url }, field);
  });

  it.each([
    '/api/admin/contact-messages?q=%00',
    '/api/ai-queries?q=%00',
    '/api/leads?q=a%00b',
    '/api/newsletter/subscribers?q=%00',
    '/api/admin/export/leads.csv?q=%00',
    '/api/admin/export/ai-queries.csv?q=%1b',
  ])('admin GET %s answers 400 naming q', async (url) => {
    await expectFieldError({ method: 'GET', url }, 'q', true);
  });

  it('a draft rename and an optimise body with \\u0000 answer 400 naming the field', async () => {
    await expectFieldError(
      {
        method: 'PATCH',
        url: `/api/ai-agent/drafts/${draftId}`,
        payload: { title: 'A new title\u0000' },
      },
      'title',
      true,
    );
    await expectFieldError(
      {
        method: 'POST',
        url: '/api/ai-agent/optimize-content',
        payload: { content: 'Section 80C\u0000 body', targetKeyword: '80C' },
      },
      'content',
      true,
    );
    await expectFieldError(
      {
        method: 'POST',
        url: '/api/ai-agent/optimize-content',
        payload: { content: 'Section 80C body', targetKeyword: '80C\u0000' },
      },
      'targetKeyword',
      true,
    );
  });

  it('a multi-line field keeps its tabs and line breaks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agent/optimize-content',
      remoteAddress: nextIp(),
      headers: { ...(await t.adminHeaders()), 'content-type': 'application/json' },
      payload: JSON.stringify({
        content: '# Section 80C\n\n\tDeductions for investments.\r\n',
        targetKeyword: '80C',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('maps Postgres 22021 and 22P05 (text it cannot store) to a client error', () => {
    expect(isUnstorableText({ code: '22021' })).toBe(true);
    expect(isUnstorableText({ code: '22P05' })).toBe(true);
    expect(isUnstorableText({ code: '23505' })).toBe(false);
  });
});

describe('pages given an address that names nothing', () => {
  it.each([
    `/section/${'8'.repeat(61)}`,
    '/section/80C%00',
    '/blog/%20',
    '/blog/a%00',
    `/blog/${'a'.repeat(151)}`,
  ])('GET %s answers 404, not the outage page', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(404);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
