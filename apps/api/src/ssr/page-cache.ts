import type { onResponseHookHandler, RouteOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RenderedPage } from './renderer';

/**
 * A short-lived cache of server-rendered public pages. A page's HTML depends only on its URL
 * and the content in the database (no cookie, no user), so for a few seconds every visitor of
 * the same URL can get the same HTML: a section page found from a search result is rendered
 * once per interval per process instead of once per visitor (rendering costs about twenty
 * times serving a file of the same size, bench/RESULTS.md).
 *
 * What may be served stale, and for how long (at most `ttlMs`):
 * - the "Readers" count of a section (view counts change on every visit and do not clear it);
 * - content changed by another process (a separate worker, another API replica).
 * Content changed through this process's admin or agent routes clears the whole cache at once.
 * Only successful (200) renders of the content pages below are kept: error and outage pages,
 * searches and pages that act on a token are always rendered.
 *
 * The key is the path with only the query parameters a page reads (PAGE_PARAMS), sorted: any
 * other parameter ("?nocache=1", "?utm_source=") changes nothing on the page, so it must not
 * make a new render (docs/security.md, "Page rendering").
 */
export interface PageCache {
  /** The key a GET of this URL is cached under, or undefined when it is never cached. */
  key(url: string): string | undefined;
  /** Whether a fresh page is held under this key (a cache hit, without rendering). */
  holds(key: string): boolean;
  /**
   * The cached page, or the page rendered now (and kept when it is a 200). Renders of one key
   * that overlap share one render.
   */
  get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage & { hit: boolean }>;
  clear(): void;
}

/** Query parameters some page reads (apps/web); every other one is dropped from the key. */
export const PAGE_PARAMS = new Set(['q', 'tab', 'calc', 's', 'year', 'act', 'chapter', 'category']);

/**
 * A calculator's inputs kept in the address ("tax.annualIncome", "presumptive.vehicles.0.months"): the page is
 * rendered with them filled in, so they are part of the page. Dropping them served another
 * address's HTML and the browser's hydration failed.
 */
const CALCULATOR_INPUT = /^[a-z]+\.[\w.]+$/;

const readByPage = (name: string) => PAGE_PARAMS.has(name) || CALCULATOR_INPUT.test(name);

/**
 * The URL a page is rendered and cached under: its path and the parameters a page reads, in a
 * fixed order, or undefined for a path outside the cached content pages.
 */
export function pageCacheKey(url: string): string | undefined {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  if (!CACHEABLE.test(path)) return undefined;
  if (question === -1) return path;
  const kept = [...new URLSearchParams(url.slice(question + 1))]
    .filter(([name]) => readByPage(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (kept.length === 0) return path;
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

// /saved is one frame for everyone: its lists are read from the browser's storage after load.
const CACHEABLE =
  /^\/(?:sections|section\/[^/?#]+|blog|blog\/[^/?#]+|faq|abbreviations|calculators|privacy|terms|eula|ccpa|cookies|saved)?$/;

export function createPageCache({
  ttlMs = 10_000,
  maxBytes = 64 * 1024 * 1024,
}: { ttlMs?: number; maxBytes?: number } = {}): PageCache {
  const pages = new LRUCache<string, RenderedPage>({
    maxSize: maxBytes,
    // UTF-16 in memory: two bytes a character, roughly.
    sizeCalculation: (page) => Math.max(1, page.html.length * 2),
    ttl: ttlMs,
  });
  // Renders that started before a clear() must not store what they rendered.
  let generation = 0;
  const inFlight = new Map<string, Promise<RenderedPage>>();
  return {
    key: pageCacheKey,
    holds: (key) => pages.has(key),
    async get(key, render) {
      const cached = pages.get(key);
      if (cached) return { ...cached, hit: true };
      const pending = inFlight.get(key);
      if (pending) return { ...(await pending), hit: false };
      const started = generation;
      const rendering = render().finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
      const page = await rendering;
      if (page.status === 200 && started === generation) pages.set(key, page);
      return { ...page, hit: false };
    },
    clear() {
      generation++;
      pages.clear();
      inFlight.clear();
    },
  };
}

const CONTENT_WRITE_ROUTE = /^\/api\/(?:admin|ai-agent)\//;
// Signing in, mail, the newsletter and contact replies change no page and no guide content.
const NOT_CONTENT_ROUTE = /^\/api\/admin\/(?:login|mail|newsletter|contact)(?:\/|$)/;

/**
 * An onRoute hook: every admin or agent route that changes something (not GET or HEAD) clears
 * the page cache when it succeeds. Register it before the routes.
 */
export function clearPagesOnContentWrites(cache: PageCache) {
  return onContentWrites(() => cache.clear());
}

/**
 * An onRoute hook: `changed` runs after every admin or agent route that changes something (not
 * GET or HEAD) succeeds; it must not throw. Register it before the routes.
 */
export function onContentWrites(changed: () => void) {
  const clear: onResponseHookHandler = (_request, reply, done) => {
    if (reply.statusCode < 400) changed();
    done();
  };
  return (route: RouteOptions) => {
    const methods = [route.method].flat().map((m) => String(m).toUpperCase());
    if (!CONTENT_WRITE_ROUTE.test(route.url) || NOT_CONTENT_ROUTE.test(route.url)) return;
    if (methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    route.onResponse = route.onResponse ? [route.onResponse].flat().concat(clear) : [clear];
  };
}
