/**
 * /api/docs (docs/security.md, "API documentation"): in production the OpenAPI document and its
 * UI name only the public API; in development the whole API, admin routes included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from './helpers';

type OpenApi = { paths: Record<string, Record<string, { security?: unknown }>> };

let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  prod = await createTestApp({ config: testConfig({ NODE_ENV: 'production' }) });
  dev = await createTestApp({ config: testConfig({ NODE_ENV: 'development' }) });
});
afterAll(async () => {
  await prod?.close();
  await dev?.close();
});

const documentOf = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as OpenApi;
};

const operations = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      op,
    })),
  );

describe('/api/docs', () => {
  it('in production: the public routes only, no admin or agent route, nothing that needs a token', async () => {
    const doc = await documentOf(prod);
    const names = operations(doc).map((o) => o.name);
    expect(names).toContain('GET /api/search');
    expect(names).toContain('POST /api/leads');
    expect(names.filter((n) => /\/api\/(admin|ai-agent)\b/.test(n))).toEqual([]);
    expect(names).not.toContain('GET /api/leads');
    expect(names).not.toContain('GET /api/ai-queries');
    expect(names).not.toContain('GET /api/newsletter/subscribers');
    expect(operations(doc).filter((o) => o.op.security)).toEqual([]);
    // The UI itself still loads, over the public document.
    const ui = await prod.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('in development: the whole API, admin routes included', async () => {
    const names = operations(await documentOf(dev)).map((o) => o.name);
    expect(names).toContain('GET /api/admin/summary');
    expect(names).toContain('POST /api/admin/logout');
    expect(names).toContain('GET /api/leads');
    expect(names.some((n) => n.includes('/api/ai-agent/'))).toBe(true);
  });
});
