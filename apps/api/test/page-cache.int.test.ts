/**
 * The short-lived cache of rendered public pages (src/ssr/page-cache.ts), on the production
 * renderer over a real database: which pages it keeps, for how long, and that a content change
 * through the admin or agent routes is seen on the next request.
 */
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCACHED_RENDERS_PER_MINUTE } from '../src/plugins/pages';
import { createPageCache, pageCacheKey } from '../src/ssr/page-cache';
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

  it('never caches a page outside the content pages', async () => {
    for (const url of ['/ai-assistant?ask=80C', '/admin', '/contact', '/search?q=80C']) {
      const before = renders;
      await get(url);
      const again = await get(url);
      expect(again.headers['x-page-cache'], url).toBeUndefined();
      expect(renders - before, url).toBe(2);
    }
  });

  it('keys a page by its path and the parameters pages read: others cannot force a render', async () => {
    const first = await get('/section/80CCD(1B)');
    expect(first.headers['x-page-cache']).toBe('miss');
    const before = renders;
    for (const url of [
      '/section/80CCD(1B)?nocache=1',
      '/section/80CCD(1B)?utm_source=x&nocache=2',
      `/section/80CCD(1B)?${Date.now()}`,
    ]) {
      const res = await get(url);
      expect(res.headers['x-page-cache'], url).toBe('hit');
      expect(res.body).toBe(first.body);
    }
    expect(renders - before).toBe(0);

    // A parameter a page reads is part of the key, in any order, with others dropped.
    const tds = await get('/sections?category=tds');
    expect(tds.headers['x-page-cache']).toBe('miss');
    expect((await get('/sections?nocache=1&category=tds')).headers['x-page-cache']).toBe('hit');
    expect((await get('/sections?category=deductions')).headers['x-page-cache']).toBe('miss');
  });

  it('limits the renders one client may cause; cached pages stay free and others are unaffected', async () => {
    const ip = '10.99.0.1';
    const from = (url: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress });
    let limited: Awaited<ReturnType<typeof from>> | undefined;
    for (let i = 0; i <= UNCACHED_RENDERS_PER_MINUTE && !limited; i++) {
      const res = await from(`/contact?n=${i}`, ip);
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // A page in the cache is still served to that client; a render for another client is not refused.
    // (Warmed again by another client: this suite's cache keeps pages for TTL_MS only.)
    await from('/faq', '10.99.0.3');
    const cached = await from('/faq', ip);
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect((await from('/contact', '10.99.0.2')).statusCode).toBe(200);
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

describe('pageCacheKey', () => {
  it.each([
    ['/section/80C', '/section/80C'],
    ['/section/80C?nocache=1', '/section/80C'],
    ['/calculators?tab=year&utm_campaign=x&calc=hra', '/calculators?calc=hra&tab=year'],
    ['/sections?category=tds&category=x', '/sections?category=tds&category=x'],
    // A calculator's inputs in the address are rendered into the page: they stay in the key.
    [
      '/calculators?calc=hra&hra.rentPaid=30000&nocache=2&tax.annualIncome=15%2C00%2C000',
      '/calculators?calc=hra&hra.rentPaid=30000&tax.annualIncome=15%2C00%2C000',
    ],
    [
      '/calculators?presumptive.vehicles.0.months=12&utm_source=x',
      '/calculators?presumptive.vehicles.0.months=12',
    ],
    ['/saved?utm_source=x', '/saved'],
    ['/search?q=80C', undefined],
    ['/admin?x=1', undefined],
  ])('%s → %s', (url, key) => {
    expect(pageCacheKey(url)).toBe(key);
  });
});

describe('renders in progress', () => {
  let slow: TestApp;
  beforeAll(async () => {
    const renderer = await productionPages();
    const delayed = Object.create(renderer) as typeof renderer;
    delayed.render = async (...args: Parameters<typeof renderer.render>) => {
      await sleep(400);
      return renderer.render(...args);
    };
    slow = await createTestApp({ pages: delayed });
    await seedContent(slow.db.db);
  }, 120_000);
  afterAll(async () => {
    await slow?.close();
  });

  it('are capped: past the slots and the queue a render answers 503 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        slow.app.inject({
          method: 'GET',
          url: `/contact?burst=${i}`,
          remoteAddress: `10.98.0.${i + 1}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    // Four at once and sixteen waiting: twenty rendered, ten refused at once.
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy).toHaveLength(10);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toMatch(/busy/i);
    }
    // Once the burst is over, pages render again.
    expect((await slow.app.inject({ method: 'GET', url: '/contact' })).statusCode).toBe(200);
  });
});
