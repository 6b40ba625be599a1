import { SITE_ROUTES } from '@taxguide/content';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import * as repo from './seo.repository';

/**
 * Public pages that belong in the sitemap: every route of the site except search results
 * (thin, query-driven pages search engines ask sites not to index).
 */
export const SITEMAP_STATIC_PATHS: readonly string[] = SITE_ROUTES.filter((p) => p !== '/search');

/** Paths robots must not crawl: the admin areas and the JSON API. */
export const ROBOTS_DISALLOW: readonly string[] = ['/admin', '/ai-dashboard', '/api/'];

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** W3C datetime to the second, as the sitemap protocol asks. */
const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

const latest = (dates: Date[], fallback: Date) =>
  dates.reduce((a, b) => (b.getTime() > a.getTime() ? b : a), fallback);

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${xmlEscape(siteUrl + encodeURI(e.path))}</loc>\n    <lastmod>${w3cDate(e.lastmod)}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function createSeoService(db: Kysely<Database>, siteUrl: string) {
  return {
    /**
     * Every public page, section and published guide with its last change: a section or guide
     * its row's; the lists and the home page (which show them) the newest of those; the other
     * pages, which change only when the site is deployed, the newest content change too.
     */
    async entries(): Promise<SitemapEntry[]> {
      const [sections, guides] = await Promise.all([repo.sectionPages(db), repo.guidePages(db)]);
      const epoch = new Date(0);
      const guideDate = (g: (typeof guides)[number]) =>
        latest([g.updatedAt, ...(g.publishedAt ? [g.publishedAt] : [])], epoch);
      const sectionsChanged = latest(
        sections.map((s) => s.updatedAt),
        epoch,
      );
      const guidesChanged = latest(guides.map(guideDate), epoch);
      const anyChange = latest([sectionsChanged, guidesChanged], epoch);
      const pageDate = (path: string) =>
        path === '/sections' ? sectionsChanged : path === '/blog' ? guidesChanged : anyChange;
      return [
        ...SITEMAP_STATIC_PATHS.map((path) => ({ path, lastmod: pageDate(path) })),
        ...sections.map((s) => ({ path: `/section/${s.sectionNumber}`, lastmod: s.updatedAt })),
        ...guides.map((g) => ({ path: `/blog/${g.slug}`, lastmod: guideDate(g) })),
      ];
    },
    async sitemap(): Promise<string> {
      return sitemapXml(siteUrl, await this.entries());
    },
    robots(): string {
      return robotsTxt(siteUrl);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
