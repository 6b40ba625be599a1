import { HINDI_ROUTES, SITE_ROUTES, findSection } from '@taxguide/content';
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
  /**
   * A page with a Hindi text: its entry and its /hi/ twin's both list the two languages
   * (xhtml:link alternates, as search engines read hreflang in a sitemap).
   */
  hindi?: boolean;
}

const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

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
  const loc = (path: string) => xmlEscape(siteUrl + encodeURI(path));
  const url = (path: string, e: SitemapEntry) => {
    const alternates = e.hindi
      ? [
          ['en-IN', e.path],
          ['hi-IN', hindiPath(e.path)],
          ['x-default', e.path],
        ].map(
          ([lang, href]) =>
            `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${loc(href ?? '')}"/>`,
        )
      : [];
    return `  <url>\n    <loc>${loc(path)}</loc>\n    <lastmod>${w3cDate(e.lastmod)}</lastmod>${alternates.join('')}\n  </url>`;
  };
  const urls = entries.flatMap((e) =>
    e.hindi ? [url(e.path, e), url(hindiPath(e.path), e)] : [url(e.path, e)],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
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
        ...SITEMAP_STATIC_PATHS.map((path) => ({
          path,
          lastmod: pageDate(path),
          hindi: HINDI_ROUTES.includes(path),
        })),
        // A section's Hindi page counts when its content has Hindi and no admin edit has left the
        // Hindi behind (the API then serves the English there).
        ...sections.map((s) => ({
          path: `/section/${s.sectionNumber}`,
          lastmod: s.updatedAt,
          hindi: Boolean(findSection(s.sectionNumber)?.hi) && s.editedByAdminAt === null,
        })),
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
