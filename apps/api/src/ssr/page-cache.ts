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
 * Only successful (200) renders of the content pages below, without a query string, are kept:
 * error and outage pages, searches, filters and pages that act on a token are always rendered.
 */
export interface PageCache {
  /** Whether a GET of this URL (path and query) may be answered from the cache. */
  cacheable(url: string): boolean;
  /** The cached page, or the page rendered now (and kept when it is a 200). */
  get(url: string, render: () => Promise<RenderedPage>): Promise<RenderedPage & { hit: boolean }>;
  clear(): void;
}

const CACHEABLE =
  /^\/(?:sections|section\/[^/?#]+|blog|blog\/[^/?#]+|faq|abbreviations|calculators|privacy|terms|eula|ccpa|cookies)?$/;

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
  return {
    cacheable: (url) => CACHEABLE.test(url),
    async get(url, render) {
      const cached = pages.get(url);
      if (cached) return { ...cached, hit: true };
      const started = generation;
      const page = await render();
      if (page.status === 200 && started === generation) pages.set(url, page);
      return { ...page, hit: false };
    },
    clear() {
      generation++;
      pages.clear();
    },
  };
}

const CONTENT_WRITE_ROUTE = /^\/api\/(?:admin|ai-agent)\//;

/**
 * An onRoute hook: every admin or agent route that changes something (not GET or HEAD) clears
 * the page cache when it succeeds. Register it before the routes.
 */
export function clearPagesOnContentWrites(cache: PageCache) {
  const clear: onResponseHookHandler = (_request, reply, done) => {
    if (reply.statusCode < 400) cache.clear();
    done();
  };
  return (route: RouteOptions) => {
    const methods = [route.method].flat().map((m) => String(m).toUpperCase());
    if (!CONTENT_WRITE_ROUTE.test(route.url)) return;
    if (methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    route.onResponse = route.onResponse ? [route.onResponse].flat().concat(clear) : [clear];
  };
}
