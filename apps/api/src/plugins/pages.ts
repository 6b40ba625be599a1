import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
// Brings in @fastify/swagger's schema fields (`hide`) wherever this file is type-checked.
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { injectInternal, isInternalCall } from '../infra/internal-calls';
import { notFound } from '../lib/errors';
import type { PageCache } from '../ssr/page-cache';
import { createRenderGate, type RenderGate } from '../ssr/render-gate';
import type { PageRenderer, RenderedPage } from '../ssr/renderer';

const HASHED_ASSET = /^\/assets\//;

/**
 * Server renders one client may cause per minute (pages served from the cache are free): a
 * reader's first page is rendered, the next ones are drawn in the browser, so a person needs a
 * few a minute; a client asking for 130 fresh renders a second slowed every calculator call
 * (docs/security.md, "Page rendering").
 */
export const UNCACHED_RENDERS_PER_MINUTE = 30;
/** Seconds a client is asked to wait when every render slot and the queue are taken. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const BUSY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title></head><body><p>The site is busy right now. Please try again in a moment.</p></body></html>';

const isApiUrl = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the web app: built static files (hashed assets cached for a year) and a
 * server render of every other GET path, so each page's HTML carries its content,
 * title, meta tags and JSON-LD before any script runs.
 */
export const pagesPlugin = fp<{
  renderer: PageRenderer;
  cache?: PageCache | undefined;
  /** Bounds renders in progress (production); the default is a few at once, a short queue. */
  gate?: RenderGate | undefined;
  uncachedRendersPerMinute?: number;
}>(
  async (
    app: FastifyInstance,
    {
      renderer,
      cache,
      gate = createRenderGate(),
      uncachedRendersPerMinute = UNCACHED_RENDERS_PER_MINUTE,
    },
  ) => {
    if (renderer.staticRoot) {
      await app.register(fastifyStatic, {
        root: renderer.staticRoot,
        prefix: '/',
        wildcard: false,
        index: false,
        // The HTML template is only ever served rendered.
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite'),
        // @fastify/static 10 passes the Fastify reply here.
        setHeaders(reply: FastifyReply, path: string) {
          const rel = path.slice(renderer.staticRoot!.length).replaceAll('\\', '/');
          reply.header(
            'cache-control',
            HASHED_ASSET.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }
    if (renderer.devServer) {
      await app.register(middie);
      app.use(renderer.devServer.middlewares);
    }

    const renderPage = async (url: string) =>
      renderer.render(url, async (path) => {
        // Internal: the page's data reads do not count against the visitor's API limits.
        const res = await injectInternal(app, {
          method: 'GET',
          url: path,
          headers: { accept: 'application/json' },
        });
        // An address the API refuses (a blank slug, a number too long, a control character)
        // names no page: the page says "not found", not "the site is down".
        if (res.statusCode === 400 || res.statusCode === 414)
          return { status: 404, body: res.body };
        return { status: res.statusCode, body: res.body };
      });

    // A request that will not render (a cached page, an API path, the app's own call) is
    // not counted; every other one is, whether it renders a page or a 404.
    const rendersNothing = (request: FastifyRequest) =>
      isInternalCall(request) ||
      isApiUrl(request.url) ||
      (cache !== undefined && cache.holds(cache.key(request.url) ?? ''));

    app.get(
      '/*',
      {
        schema: { hide: true },
        // Dev mode renders through Vite for one developer: no limit there.
        ...(renderer.mode === 'production'
          ? {
              config: {
                rateLimit: {
                  max: uncachedRendersPerMinute,
                  timeWindow: '1 minute',
                  allowList: rendersNothing,
                },
              },
            }
          : {}),
      },
      async (request, reply) => {
        if (isApiUrl(request.url)) {
          throw notFound(`No route for GET ${request.url.split('?')[0]}`);
        }
        const home = request.url === '/' || request.url.startsWith('/?');
        // A reader who chose Hindi (the header's language switch sets the cookie) opening the
        // home page gets the Hindi one; only the bare address, so a shared link keeps its language.
        if (home && chosenLanguage(request.headers.cookie) === 'hi') {
          return reply
            .code(302)
            .header('location', HINDI_HOME + request.url.slice(1))
            .header('vary', 'Cookie')
            .header('cache-control', 'private, no-store')
            .send();
        }
        if (home) reply.header('vary', 'Cookie');
        const key = cache?.key(request.url);
        let page: RenderedPage & { busy?: boolean };
        if (cache && key !== undefined) {
          const served = await cache.get(key, () =>
            gate.run(() => renderPage(key)).then((p) => p ?? BUSY),
          );
          reply.header('x-page-cache', served.hit ? 'hit' : 'miss');
          page = served;
        } else {
          page = (await gate.run(() => renderPage(request.url))) ?? BUSY;
        }
        if (page.busy) {
          return reply
            .code(503)
            .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
            .header('content-type', 'text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(page.html);
        }
        // A page whose data is out of reach (the database is down) says when to try again, as
        // the API's own 503 answers do.
        if (page.status === 503) reply.header('retry-after', '5');
        return reply
          .code(page.status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(page.html);
      },
    );
  },
  { name: 'pages' },
);

const HINDI_HOME = '/hi';

/** The language the reader chose with the site's switch (its `lang` cookie), if any. */
export function chosenLanguage(cookieHeader: string | undefined): 'en' | 'hi' | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === 'lang' && (value === 'en' || value === 'hi')) return value;
  }
  return undefined;
}

/** The answer when every render slot and the queue are taken (never cached: not a 200). */
const BUSY: RenderedPage & { busy: true } = { status: 503, html: BUSY_PAGE, busy: true };
