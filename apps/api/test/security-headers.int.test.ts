/**
 * Security: the headers on every response and what a response may never contain.
 *
 * The production configuration (NODE_ENV=production) with the built web app: every GET route
 * of the route table (found as it registers, so a new route is covered), every public page,
 * a static asset, and the error answers (400, 401, 404, 413, 414, 415, a router 400,
 * and forced 500s) each carry a real Content-Security-Policy with frame-ancestors, nosniff,
 * X-Frame-Options and HSTS; no body carries a stack trace, a file path or an internal message.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCodes, ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { seedContent } from '@taxguide/db';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app';
import { createTestApp, testConfig, type TestApp } from './helpers';
import { productionPages, webDistDir } from './web-build';

const SECRET_MESSAGE = 'kysely pool exhausted: relation "leads" at /srv/app/secret.ts:42';

let prod: TestApp;
const routes: RouteOptions[] = [];
let guideSlug: string;
let adminHeaders: Record<string, string>;

const PUBLIC_PAGES = () => [
  '/',
  '/sections',
  '/section/80C',
  '/calculators',
  '/ai-assistant',
  '/blog',
  `/blog/${guideSlug}`,
  '/abbreviations',
  '/faq',
  '/contact',
  '/newsletter',
  '/pdf-download',
  '/admin',
  '/ai-dashboard',
  '/privacy',
  '/terms',
  '/eula',
  '/ccpa',
  '/cookies',
  '/no-such-page',
  '/section/NOPE-404',
];

const PARAM_SAMPLES: Record<string, () => string> = {
  sectionNumber: () => '80C',
  slug: () => guideSlug,
  financialYear: () => '2025-26',
  id: () => '1',
};

/** Every GET route of the table as a request (parameters filled with real values). */
function getRequests(): Array<{ name: string; url: string; guarded: boolean }> {
  const guarded = new Set(prod.app.adminAuth.guardedRoutes);
  return routes.flatMap((route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    if (!methods.includes('GET') || route.url.startsWith('/api/__test')) return [];
    if (route.url === '/*')
      return PUBLIC_PAGES().map((url) => ({ name: `page ${url}`, url, guarded: false }));
    if (route.url.includes('*')) return [];
    const url = route.url.replace(/:(\w+)/g, (_, key: string) => PARAM_SAMPLES[key]?.() ?? 'x');
    return [{ name: `GET ${route.url}`, url, guarded: guarded.has(`GET ${route.url}`) }];
  });
}

const STACK_OR_PATH =
  /\n\s+at \S|\bat [\w.<>$ ]*\(?[^()\s]+:\d+:\d+\)?|\.(?:ts|js|mjs|cjs|tsx):\d+|node_modules|\/work\/|\/srv\/|\/home\/|\bkysely\b|\bpg_|ECONNREFUSED|TypeError|ReferenceError|SyntaxError: /;

function expectSecurityHeaders(res: LightMyRequestResponse, what: string, production = true) {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  if (String(h['content-type']).startsWith('application/json')) {
    // A JSON answer is data: a policy that allows nothing, and only the headers that act on it.
    // The docs UI puts its own policy on every route under its prefix (docs.ts), still unframeable.
    if (what.includes('/api/docs')) expect(csp, what).toMatch(/frame-ancestors 'none'/);
    else expect(csp, `${what}: JSON CSP`).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(h['referrer-policy'], what).toBe('no-referrer');
    expect(h['cross-origin-resource-policy'], what).toBe('same-origin');
    expect(h['x-xss-protection'], `${what}: no document-only headers`).toBeUndefined();
  } else {
    expect(csp, `${what}: CSP`).toMatch(/(^|;)\s*default-src 'self'/);
    expect(csp, `${what}: CSP frame-ancestors`).toMatch(/frame-ancestors 'none'/);
    expect(csp, `${what}: CSP object-src`).toMatch(/object-src 'none'/);
    const scriptSrc = (/script-src ([^;]*)/.exec(csp)?.[1] ?? '').trim();
    expect(scriptSrc, `${what}: script-src`).toBe("'self'");
    expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  }
  expect(h['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(h['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(h['x-powered-by'], what).toBeUndefined();
  if (production) {
    const hsts = String(h['strict-transport-security'] ?? '');
    expect(hsts, `${what}: HSTS`).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/);
  } else {
    expect(h['strict-transport-security'], `${what}: no HSTS outside production`).toBeUndefined();
  }
}

function expectNoInternals(res: LightMyRequestResponse, what: string) {
  // Our answers (JSON, HTML pages); built scripts and styles are code, not answers.
  if (!/^(application\/json|text\/html)/.test(String(res.headers['content-type']))) return;
  expect(res.body, `${what}: leaks internals`).not.toMatch(STACK_OR_PATH);
  expect(res.body).not.toContain(SECRET_MESSAGE);
}

function expectEnvelope(res: LightMyRequestResponse, status: number, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
  const body = ErrorEnvelopeSchema.strict().parse(res.json());
  expect(body.statusCode).toBe(status);
  expect(body.requestId).toBe(res.headers['x-request-id']);
  return body;
}

describe('the production configuration', () => {
  beforeAll(async () => {
    const pages = await productionPages();
    prod = await createTestApp({
      config: testConfig({ NODE_ENV: 'production' }),
      pages,
      deps: { onRoute: (route) => void routes.push(route) },
      // Routes that fail the way a bug would: a plain Error and one with a stack-like message.
      beforeReady: (app) => {
        app.get('/api/__test/boom', async () => {
          throw new Error(SECRET_MESSAGE);
        });
        app.post('/api/__test/boom', async () => {
          const error = new TypeError(`Cannot read properties of undefined (reading 'x')`);
          (error as { statusCode?: number }).statusCode = 500;
          throw error;
        });
      },
    });
    await seedContent(prod.db.db);
    const blog = (await prod.app.inject({ method: 'GET', url: '/api/blog' })).json() as Array<{
      slug: string;
    }>;
    guideSlug = blog[0]!.slug;
    adminHeaders = await prod.adminHeaders();
  }, 60_000);
  afterAll(async () => {
    await prod?.close();
  });

  describe('security headers on every GET route (production configuration)', () => {
    it('walks the route table: API, pages and the docs', async () => {
      const requests = getRequests();
      expect(requests.length).toBeGreaterThan(PUBLIC_PAGES().length + 15);
      const statuses = new Map<number, number>();
      const kinds = { json: 0, other: 0 };
      for (const r of requests) {
        for (const withToken of r.guarded ? [false, true] : [false]) {
          const res = await prod.app.inject({
            method: 'GET',
            url: r.url,
            headers: withToken ? adminHeaders : {},
          });
          const what = `${r.name}${withToken ? ' (admin)' : ''} -> ${res.statusCode}`;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (String(res.headers['content-type']).startsWith('application/json')) kinds.json++;
          else kinds.other++;
          expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expectSecurityHeaders(res, what);
          expectNoInternals(res, what);
          if (r.guarded && !withToken) expectEnvelope(res, 401, what);
        }
      }
      // The walk met successes, the 404 page and the 401s of the guard, JSON answers and pages.
      expect(statuses.get(200)).toBeGreaterThan(20);
      expect(kinds.json).toBeGreaterThan(15);
      expect(kinds.other).toBeGreaterThan(PUBLIC_PAGES().length);
      expect(statuses.get(404)).toBeGreaterThan(0);
      expect(statuses.get(401)).toBeGreaterThan(5);
    });

    it('a static asset and a HEAD request carry them too', async () => {
      const asset = readdirSync(join(webDistDir(), 'client', 'assets')).find((f) =>
        f.endsWith('.js'),
      )!;
      const res = await prod.app.inject({ method: 'GET', url: `/assets/${asset}` });
      expect(res.statusCode).toBe(200);
      expectSecurityHeaders(res, asset);
      const head = await prod.app.inject({ method: 'HEAD', url: '/api/faq' });
      expectSecurityHeaders(head, 'HEAD /api/faq');
    });
  });

  describe('error answers: the headers, the envelope, and nothing internal', () => {
    const cases: Array<[string, number, () => InjectOptions]> = [
      ['unknown API path', 404, () => ({ method: 'GET', url: '/api/nope' })],
      ['unknown method on a path', 404, () => ({ method: 'DELETE', url: '/api/leads' })],
      [
        'invalid JSON',
        400,
        () => ({
          method: 'POST',
          url: '/api/leads',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        }),
      ],
      [
        'invalid fields',
        400,
        () => ({ method: 'POST', url: '/api/contact', payload: { email: 'nope' } }),
      ],
      [
        'invalid query',
        400,
        () => ({ method: 'GET', url: '/api/newsletter/unsubscribe?token=short' }),
      ],
      ['no admin token', 401, () => ({ method: 'GET', url: '/api/admin/summary' })],
      [
        'body over the limit',
        413,
        () => ({
          method: 'POST',
          url: '/api/leads',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES) }),
        }),
      ],
      [
        'over-long path parameter',
        414,
        () => ({ method: 'POST', url: `/api/sections/by-number/${'y'.repeat(300)}/views` }),
      ],
      ['broken percent-encoding', 400, () => ({ method: 'GET', url: '/api/blog/%E0%A4%A' })],
      [
        'over-long parameter on a GET (the page fallback answers)',
        404,
        () => ({ method: 'GET', url: `/api/sections/by-number/${'y'.repeat(300)}` }),
      ],
      [
        'not JSON',
        415,
        () => ({
          method: 'POST',
          url: '/api/leads',
          headers: { 'content-type': 'text/plain' },
          payload: 'email=a@b.c',
        }),
      ],
      ['a bug (plain Error)', 500, () => ({ method: 'GET', url: '/api/__test/boom' })],
      [
        'a bug (TypeError with statusCode)',
        500,
        () => ({ method: 'POST', url: '/api/__test/boom', payload: {} }),
      ],
    ];

    it.each(cases)('%s -> %i', async (what, status, request) => {
      const res = await prod.app.inject(request());
      const body = expectEnvelope(res, status, what);
      expectSecurityHeaders(res, what);
      expectNoInternals(res, what);
      if (status >= 500) {
        expect(body.code).toBe(ErrorCodes.internal);
        expect(body.message).toBe('Something went wrong on our side');
      }
    });
  });
});

describe('outside production', () => {
  it('the same headers but no HSTS (it would pin plain-http localhost)', async () => {
    const dev = await createTestApp({ pages: await productionPages() });
    try {
      for (const url of ['/', '/api/faq', '/api/nope']) {
        expectSecurityHeaders(await dev.app.inject({ method: 'GET', url }), url, false);
      }
    } finally {
      await dev.close();
    }
  });
});
