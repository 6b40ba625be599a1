import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { injectInternal } from '../infra/internal-calls';
import { notFound } from '../lib/errors';
import type { PageCache } from '../ssr/page-cache';
import type { PageRenderer } from '../ssr/renderer';

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the web app: built static files (hashed assets cached for a year) and a
 * server render of every other GET path, so each page's HTML carries its content,
 * title, meta tags and JSON-LD before any script runs.
 */
export const pagesPlugin = fp<{ renderer: PageRenderer; cache?: PageCache | undefined }>(
  async (app: FastifyInstance, { renderer, cache }) => {
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

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (
        request.url === '/api' ||
        request.url.startsWith('/api/') ||
        request.url.startsWith('/api?')
      ) {
        throw notFound(`No route for GET ${request.url.split('?')[0]}`);
      }
      let page;
      if (cache?.cacheable(request.url)) {
        page = await cache.get(request.url, () => renderPage(request.url));
        reply.header('x-page-cache', page.hit ? 'hit' : 'miss');
      } else {
        page = await renderPage(request.url);
      }
      // A page whose data is out of reach (the database is down) says when to try again, as
      // the API's own 503 answers do.
      if (page.status === 503) reply.header('retry-after', '5');
      return reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page.html);
    });
  },
  { name: 'pages' },
);
