/**
 * Abuse: every route that takes a body (POST, PUT, PATCH, DELETE), found in the
 * app's own route table as it registers, gets at least 1,000 invalid requests generated with
 * fast-check from its zod schemas (see invalid-requests.ts). Each must answer 4xx with the
 * error envelope, never 5xx, never 2xx, and no table may change (row counts and row hashes
 * of every table before and after). Guarded routes are sent a valid admin token, so the body
 * is what gets judged. A route added later is fuzzed without touching this file.
 *
 * Rate limits stay on as in production; every request comes from its own address, so they
 * never answer for the validation under test (a 429 here fails the test).
 */
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { seedContent } from '@taxguide/db';
import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../src/app';
import { fingerprint } from './db-fingerprint';
import { createTestApp } from './helpers';
import {
  defOf,
  invalidRequests,
  fuzzParams,
  objectShape,
  unwrap,
  type FuzzRequest,
} from './invalid-requests';

const RUNS_PER_ROUTE = 1_000;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const registered: RouteOptions[] = [];
const t = await createTestApp({ deps: { onRoute: (route) => void registered.push(route) } });
await seedContent(t.db.db);
afterAll(async () => {
  await t.close();
});

const guarded = new Set(t.app.adminAuth.guardedRoutes);

/** Every route as registered, with the schemas of its query string and path. */
const allRoutes = registered.flatMap((route) => {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
  const schema = (route.schema ?? {}) as {
    body?: z.ZodType;
    querystring?: z.ZodType;
    params?: z.ZodType;
  };
  return methods
    .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
    .map((method) => ({
      name: `${method} ${route.url}`,
      method,
      url: route.url,
      schema,
      guarded: guarded.has(`${method} ${route.url}`),
    }));
});

interface BodyRoute {
  name: string;
  method: string;
  url: string;
  body: z.ZodType | undefined;
  params: z.ZodType | undefined;
  guarded: boolean;
}

const bodyRoutes: BodyRoute[] = registered.flatMap((route) => {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
  const schema = (route.schema ?? {}) as { body?: z.ZodType; params?: z.ZodType };
  return methods
    .filter((m) => BODY_METHODS.has(m))
    .map((method) => ({
      name: `${method} ${route.url}`,
      method,
      url: route.url,
      body: schema.body,
      params: schema.params,
      guarded: guarded.has(`${method} ${route.url}`),
    }));
});

let ipCounter = 0;
function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

function fillParams(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, key: string) => params[key] ?? '');
}

const STACK_LINE = /\n\s+at |\bat .+\.(ts|js):\d+|node_modules|\/work\//;

function describeCase(req: FuzzRequest, url: string): string {
  const payload = req.payload ?? '';
  return `${req.kind} ${url} content-type=${String(req.contentType)} body=${payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload}`;
}

/** The answer to an invalid request: a 4xx with the full envelope, nothing internal. */
function checkRefusal(res: LightMyRequestResponse, what: string): void {
  if (
    res.statusCode < 400 ||
    res.statusCode >= 500 ||
    res.statusCode === 401 ||
    res.statusCode === 429
  )
    throw new Error(`answered ${res.statusCode} to ${what}: ${res.body.slice(0, 500)}`);
  if (!/^application\/json/.test(String(res.headers['content-type'])))
    throw new Error(
      `answered ${res.statusCode} without JSON to ${what}: ${res.headers['content-type']}`,
    );
  const parsed = ErrorEnvelopeSchema.strict().safeParse(res.json());
  if (!parsed.success)
    throw new Error(`answered ${res.statusCode} without the envelope to ${what}: ${res.body}`);
  const body = parsed.data;
  if (body.statusCode !== res.statusCode || body.requestId !== res.headers['x-request-id'])
    throw new Error(`envelope does not match the answer to ${what}: ${res.body}`);
  if (STACK_LINE.test(res.body))
    throw new Error(`internal detail in the answer to ${what}: ${res.body}`);
}

describe('the route table', () => {
  it('has the body-taking routes of the spec, and every one has a schema or no body at all', () => {
    const names = bodyRoutes.map((r) => r.name);
    for (const expected of [
      'POST /api/leads',
      'POST /api/newsletter/subscribe',
      'POST /api/contact',
      'POST /api/pdf/download',
      'POST /api/calculate/tax',
      'POST /api/calculate/advance-tax',
      'POST /api/ai/explain',
      'POST /api/admin/login',
      'POST /api/admin/erasure',
      'PATCH /api/admin/contact-messages/:id',
    ]) {
      expect(names).toContain(expected);
    }
    expect(bodyRoutes.filter((r) => r.guarded).length).toBeGreaterThanOrEqual(2);
  });
});

describe.each(bodyRoutes)('fuzzing $name', (route) => {
  it(
    `${RUNS_PER_ROUTE.toLocaleString('en')} invalid requests: each a 4xx envelope, nothing written`,
    { timeout: 240_000 },
    async () => {
      const headers = route.guarded ? await t.adminHeaders() : {};
      const before = await fingerprint(t.db.db);
      const kinds = new Map<string, number>();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          invalidRequests(route.body, BODY_LIMIT_BYTES),
          fuzzParams(route.params),
          async (req, params) => {
            const url = fillParams(route.url, params);
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              remoteAddress: nextIp(),
              headers: {
                ...headers,
                ...(req.contentType ? { 'content-type': req.contentType } : {}),
              },
              ...(req.payload === undefined ? {} : { payload: req.payload }),
            });
            kinds.set(req.kind, (kinds.get(req.kind) ?? 0) + 1);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            checkRefusal(res, describeCase(req, url));
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      const sent = [...kinds.values()].reduce((a, b) => a + b, 0);
      expect(sent).toBeGreaterThanOrEqual(RUNS_PER_ROUTE);
      // The generator really varies the attack: every kind of fault was sent.
      expect([...kinds.keys()].sort()).toEqual(
        [
          'broken-json',
          'deep-text',
          'empty-json',
          'json',
          'json-ct-variant',
          'no-content-type',
          'oversized',
          'wrong-content-type',
        ].sort(),
      );
      expect(statuses.get(413)).toBeGreaterThan(0);
      expect(statuses.get(415)).toBeGreaterThan(0);
      expect(statuses.get(400)).toBeGreaterThan(0);
      expect(await fingerprint(t.db.db)).toEqual(before);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Control characters: NUL and the other C0 characters in every string field of every route
// (body, query string, path), each alone in an otherwise empty request, so the field under test
// is judged whatever else is missing. Each must answer 400 naming that field: never a 5xx (a
// NUL reaching Postgres), never accepted.

const CONTROL_SAMPLES = ['\u0000', 'a\u0000b', '80C\u0001', '\u001b[31m', 'x\u007f', '\u0008'];

/** Every string field under an object schema, as a path and a function that builds a value around it. */
function stringFields(
  schema: z.ZodType | undefined,
  depth = 0,
): { path: string; wrap: (leaf: string) => unknown }[] {
  if (!schema || depth > 4) return [];
  const { core } = unwrap(schema);
  const def = defOf(core);
  if (def.type === 'string') return [{ path: '', wrap: (leaf) => leaf }];
  if (def.type === 'array' && def.element) {
    return stringFields(def.element, depth + 1).map((f) => ({
      path: ['0', f.path].filter(Boolean).join('.'),
      wrap: (leaf) => [f.wrap(leaf)],
    }));
  }
  if (def.type === 'union' && def.options) {
    const seen = new Set<string>();
    return def.options
      .flatMap((o) => stringFields(o, depth + 1))
      .filter((f) => !seen.has(f.path) && seen.add(f.path));
  }
  const shaped = objectShape(core);
  if (!shaped) return [];
  return Object.entries(shaped.shape).flatMap(([key, field]) =>
    stringFields(field, depth + 1).map((f) => ({
      path: [key, f.path].filter(Boolean).join('.'),
      wrap: (leaf) => ({ [key]: f.wrap(leaf) }),
    })),
  );
}

interface ControlCase {
  name: string;
  field: string;
  request: (leaf: string) => { method: string; url: string; payload?: string };
  guarded: boolean;
  inPath?: boolean;
}

const controlCases: ControlCase[] = allRoutes.flatMap((route) => {
  const cases: ControlCase[] = [];
  const path = (params: Record<string, string>) =>
    route.url.replace(/:(\w+)/g, (_, key: string) => params[key] ?? '1');
  for (const f of stringFields(route.schema.body)) {
    cases.push({
      name: `${route.name} body ${f.path}`,
      field: f.path,
      guarded: route.guarded,
      request: (leaf) => ({
        method: route.method,
        url: path({}),
        payload: JSON.stringify(f.wrap(leaf)),
      }),
    });
  }
  for (const f of stringFields(route.schema.querystring)) {
    if (f.path.includes('.')) continue;
    cases.push({
      name: `${route.name} ?${f.path}=`,
      field: f.path,
      guarded: route.guarded,
      request: (leaf) => ({
        method: route.method,
        url: `${path({})}?${f.path}=${encodeURIComponent(leaf)}`,
      }),
    });
  }
  for (const f of stringFields(route.schema.params)) {
    if (f.path.includes('.') || f.path === '*') continue;
    cases.push({
      name: `${route.name} :${f.path}`,
      field: f.path,
      guarded: route.guarded,
      inPath: true,
      request: (leaf) => ({
        method: route.method,
        url: path({ [f.path]: encodeURIComponent(leaf) }),
      }),
    });
  }
  return cases;
});

describe('control characters in every string field of every route', () => {
  it('finds the string fields of the routes that take text', () => {
    const names = controlCases.map((c) => c.name);
    for (const expected of [
      'POST /api/contact body message',
      'POST /api/ai/chat body message',
      'PATCH /api/ai-agent/drafts/:id body title',
      'POST /api/ai-agent/optimize-content body content',
      'GET /api/search ?q=',
      'GET /api/blog/:slug :slug',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(controlCases.map((c) => [c.name, c] as const))(
    '%s: 400 naming the field for each control character',
    async (_name, c) => {
      const headers = c.guarded ? await t.adminHeaders() : {};
      for (const leaf of CONTROL_SAMPLES) {
        const req = c.request(leaf);
        const res = await t.app.inject({
          method: req.method as 'POST',
          url: req.url,
          remoteAddress: nextIp(),
          headers: {
            ...headers,
            ...(req.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(req.payload === undefined ? {} : { payload: req.payload }),
        });
        const what = `${req.method} ${req.url} ${req.payload ?? ''}`;
        checkRefusal(res, what);
        // A path naming nothing may answer 404 (no such year, no such page) instead.
        if (c.inPath && res.statusCode === 404) continue;
        expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
        const paths = (res.json() as { details?: { path: string }[] }).details?.map((d) => d.path);
        expect(paths, `${what}: ${res.body}`).toContain(c.field);
      }
    },
  );

  it.each([
    '/section/%00',
    '/section/80C%00',
    '/blog/%00',
    '/blog/a%1b',
    '/search?q=%00',
    '/calculators?tab=%00',
    '/sections?category=%00',
  ])('page %s answers 4xx, never 5xx', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
  });
});
