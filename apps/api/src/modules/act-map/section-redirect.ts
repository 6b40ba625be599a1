import { sectionPath } from '@taxguide/content';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { actMapEntry } from './act-map.service';

const SECTION_PAGE = /^\/section\/([^/?#]+)\/?\?(.*)$/;

/**
 * Where /section/{n}?act=2025 lives: our page for that 2025 section, by its canonical 1961
 * address (/section/123?act=2025 → /section/80C), or undefined when we have no page for it
 * (the page then shows the map row and the nearest pages).
 */
export function act2025PageRedirect(url: string): string | undefined {
  const match = SECTION_PAGE.exec(url);
  if (!match?.[1] || !match[2]) return undefined;
  if (new URLSearchParams(match[2]).get('act') !== '2025') return undefined;
  let number: string;
  try {
    number = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  if (number.length > 20) return undefined;
  const page = actMapEntry('2025', number)?.pages[0];
  return page ? encodeURI(sectionPath(page.sectionNumber)) : undefined;
}

/**
 * A 2025 number we have a page for is answered with a permanent redirect to that page: one
 * address per page for search engines and shared links, and the page's canonical already
 * names it.
 */
export const act2025SectionRedirect = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET' && request.url.startsWith('/section/')) {
        const target = act2025PageRedirect(request.url);
        if (target) {
          void reply.header('cache-control', 'public, max-age=3600').redirect(target, 301);
          return;
        }
      }
      done();
    });
  },
  { name: 'act-2025-section-redirect' },
);
