/**
 * The short-lived cache of rendered public pages (src/ssr/page-cache.ts), on the production
 * renderer over a real database: which pages it keeps, for how long, and that a content change
 * through the admin or agent routes is seen on the next request.
 */
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from '../src/ssr/page-cache';
import { seedAgentFixtures } from './admin-routes';
import { createTestApp, type TestApp } from './helpers';
import { productionPages } from './web-build';

const TTL_MS = 1_500;

let t: TestApp;
let renders = 0;

beforeAll(async () => {
  const renderer = await productionPages();
  // Counts the renders that really happen.
  const counting = Object.create(renderer) as typeof renderer;
  counting.render = (...args: Parameters<typeof renderer.render>) => {
    renders++;
    return renderer.render(...args);
  };
  t = await createTestApp({
    pages: counting,
    deps: { pageCache: createPageCache({ ttlMs: TTL_MS }) },
  });
  await seedContent(t.db.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the page cache', () => {
  it('renders a content page once, then serves the same HTML until it expires', async () => {
    const before = renders;
    const first = await get('/section/80C');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get('/section/80C');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    // Every answer still carries its own headers (request id, security headers).
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(renders - before).toBe(1);

    await sleep(TTL_MS + 200);
    const later = await get('/section/80C');
    expect(later.headers['x-page-cache']).toBe('miss');
    expect(renders - before).toBe(2);
  });

  it('keeps only successful renders: a missing section is rendered every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/section/NO-SUCH-SECTION');
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-page-cache']).toBe('miss');
    }
  });

  it('never caches a page with a query string, or one outside the content pages', async () => {
    for (const url of ['/sections?category=tds', '/ai-assistant?ask=80C', '/admin', '/contact']) {
      const before = renders;
      await get(url);
      const again = await get(url);
      expect(again.headers['x-page-cache'], url).toBeUndefined();
      expect(renders - before, url).toBe(2);
    }
  });

  it('shows a guide published through the agent routes on the very next request', async () => {
    const { publishDraftId } = await seedAgentFixtures(t.db.db);
    await get('/blog');
    const cached = await get('/blog');
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.body).not.toContain('Sample draft to publish');

    const published = await t.app.inject({
      method: 'POST',
      url: `/api/ai-agent/drafts/${publishDraftId}/publish`,
      headers: await t.adminHeaders(),
    });
    expect(published.statusCode, published.body).toBeLessThan(300);

    const fresh = await get('/blog');
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).toContain('Sample draft to publish');
  });

  it('is not cleared by a refused admin call or by a public write', async () => {
    await get('/faq');
    expect((await get('/faq')).headers['x-page-cache']).toBe('hit');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/ai-agent/drafts/999999/publish',
      headers: await t.adminHeaders(),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/sections/by-number/80C/views',
    });
    expect(view.statusCode).toBeLessThan(300);
    expect((await get('/faq')).headers['x-page-cache']).toBe('hit');
  });
});
