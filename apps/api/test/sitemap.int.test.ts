import { HINDI_ROUTES, SITE_ROUTES, findSection } from '@taxguide/content';
import { seedContent } from '@taxguide/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductionRenderer } from '../src/ssr/renderer';
import { createTestApp, type TestApp } from './helpers';
import { webDistDir } from './web-build';

const SITE = 'https://taxguide.test';
let t: TestApp;

beforeAll(async () => {
  // With the page renderer, so the test also proves these routes beat the pages wildcard.
  t = await createTestApp({
    pages: await createProductionRenderer(
      {
        siteName: 'TaxGuide India',
        siteUrl: SITE,
        social: {},
        contactEmail: 'a@b.test',
        grievanceOfficer: 'G',
      },
      webDistDir(),
    ),
  });
  await seedContent(t.db.db);
  await t.db.db
    .insertInto('blogPosts')
    .values([
      {
        slug: 'an-unpublished-draft',
        title: 'Draft',
        excerpt: 'Draft.',
        markdown: 'Draft.',
        category: 'updates',
        status: 'draft',
        relatedSections: '[]',
        origin: 'admin',
      },
      {
        slug: 'a-post-for-next-week',
        title: 'Scheduled',
        excerpt: 'Scheduled.',
        markdown: 'Scheduled.',
        category: 'updates',
        status: 'published',
        publishedAt: sql<Date>`now() + interval '7 days'`,
        relatedSections: '[]',
        origin: 'admin',
      },
    ])
    .execute();
});
afterAll(async () => {
  await t?.close();
});

interface UrlEntry {
  loc: string;
  lastmod: string;
  /** hreflang → href of the entry's xhtml:link alternates. */
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): UrlEntry[] {
  return [
    ...xml.matchAll(
      /<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>((?:\s*<xhtml:link [^>]+\/>)*)\s*<\/url>/g,
    ),
  ].map((m) => ({
    loc: m[1]!,
    lastmod: m[2]!,
    alternates: Object.fromEntries(
      [...m[3]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!]),
    ),
  }));
}

describe('GET /sitemap.xml', () => {
  it('is XML in the sitemap namespace, not the HTML page render', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(res.body).not.toContain('<html');
  });

  it('lists every public page, every section and every published guide, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const entries = parseSitemap(res.body);
    expect(res.body.match(/<url>/g)).toHaveLength(entries.length);
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);

    const sections = await t.db.db.selectFrom('sections').select(['sectionNumber']).execute();
    const guides = await t.db.db
      .selectFrom('blogPosts')
      .select('slug')
      .where('status', '=', 'published')
      .where('publishedAt', '<=', sql<Date>`now()`)
      .execute();
    const hindiSections = sections.filter((s) => findSection(s.sectionNumber)?.hi);
    expect(hindiSections.length).toBeGreaterThanOrEqual(50);
    const expected = [
      ...SITE_ROUTES.filter((p) => p !== '/search'),
      '/act-2025',
      ...sections.map((s) => `/section/${s.sectionNumber}`),
      ...guides.map((g) => `/blog/${g.slug}`),
      // The pages with a Hindi text, at /hi/ too.
      ...HINDI_ROUTES.filter((p) => p !== '/search' && SITE_ROUTES.includes(p)).map((p) =>
        p === '/' ? '/hi' : `/hi${p}`,
      ),
      ...hindiSections.map((s) => `/hi/section/${s.sectionNumber}`),
    ].map((p) => SITE + p);
    expect(new Set(locs)).toEqual(new Set(expected));
    expect(locs).toContain(`${SITE}/section/80CCD(1B)`);
    expect(locs).toContain(`${SITE}/act-2025`);
    expect(locs).toContain(`${SITE}/blog/section-80c-guide`);
    expect(
      locs.some((l) => l.includes('an-unpublished-draft') || l.includes('a-post-for-next-week')),
    ).toBe(false);
    expect(locs.some((l) => /\/(admin|ai-dashboard|api)\b/.test(l))).toBe(false);
  });

  it('gives every URL a lastmod; a section its own last change', async () => {
    const entries = parseSitemap((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    for (const e of entries) expect(e.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    await t.db.db
      .updateTable('sections')
      .set({ updatedAt: '2026-03-01T10:20:30Z' })
      .where('sectionNumber', '=', '80D')
      .execute();
    const after = parseSitemap((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(after.find((e) => e.loc === `${SITE}/section/80D`)?.lastmod).toBe(
      '2026-03-01T10:20:30Z',
    );
  });
});

describe('the Hindi pages in the sitemap', () => {
  it('a page with Hindi and its /hi/ twin both name the two languages; the others name none', async () => {
    const entries = parseSitemap((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const both = {
      'en-IN': `${SITE}/faq`,
      'hi-IN': `${SITE}/hi/faq`,
      'x-default': `${SITE}/faq`,
    };
    expect(entries.find((e) => e.loc === `${SITE}/faq`)?.alternates).toEqual(both);
    expect(entries.find((e) => e.loc === `${SITE}/hi/faq`)?.alternates).toEqual(both);
    expect(entries.find((e) => e.loc === `${SITE}/hi/section/80C`)?.alternates['hi-IN']).toBe(
      `${SITE}/hi/section/80C`,
    );
    expect(entries.find((e) => e.loc === `${SITE}/blog`)?.alternates).toEqual({});
    expect(entries.some((e) => e.loc === `${SITE}/hi/blog`)).toBe(false);
  });

  it("drops a section's Hindi page once an admin edit has left its Hindi behind", async () => {
    await t.db.db
      .updateTable('sections')
      .set({ editedByAdminAt: new Date() })
      .where('sectionNumber', '=', '80E')
      .execute();
    const locs = parseSitemap(
      (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body,
    ).map((e) => e.loc);
    expect(locs).toContain(`${SITE}/section/80E`);
    expect(locs).not.toContain(`${SITE}/hi/section/80E`);
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, disallows the admin areas and the API, and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /ai-dashboard',
        'Disallow: /api/',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });
});
