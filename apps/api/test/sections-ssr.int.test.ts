import { faqs, guides, sections as curatedSections } from '@taxguide/content';
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductionRenderer } from '../src/ssr/renderer';
import { createTestApp, type TestApp } from './helpers';
import { webDistDir } from './web-build';

// Server renders of the content pages with the production build, read as a browser with
// scripts disabled sees them: h1, <title>, description, canonical, JSON-LD, status.
const SITE = 'https://taxguide.test';
let t: TestApp;

beforeAll(async () => {
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
});
afterAll(async () => {
  await t?.close();
});

const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    decode((m[1] ?? '').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).trim(),
  );
const meta = (html: string, name: string) =>
  decode(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
function jsonLd(html: string): Array<Record<string, unknown>> {
  const m = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Array<Record<string, unknown>>) : [];
}

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return { status: res.statusCode, html: res.body, visible: withoutScripts(res.body) };
}

describe('section pages', () => {
  const s80c = curatedSections.find((s) => s.sectionNumber === '80C')!;

  it('/section/80C carries its h1, title, description, canonical and breadcrumb without scripts', async () => {
    const { status, html, visible } = await page('/section/80C');
    expect(status).toBe(200);
    // Tax year 2026-27: the heading leads with the 2025 number; the title keeps both, 1961 first.
    expect(textOf(visible, 'h1')).toEqual([
      `Section ${s80c.act2025Section} (1961 Act: 80C): ${s80c.title}`,
    ]);
    expect(textOf(visible, 'title')).toEqual([
      `Section 80C (Income-tax Act 2025: Section ${s80c.act2025Section}): ${s80c.title} | TaxGuide India`,
    ]);
    expect(meta(visible, 'description')).toBe(s80c.description);
    expect(canonical(visible)).toBe(`${SITE}/section/80C`);
    // Every tab's text is in the HTML (inactive panels are hidden, not absent).
    expect(visible).toContain('Key limits and conditions');
    expect(visible).toContain('not the text of the Act');
    expect(visible).toContain('This page is a plain-language summary, not the Act text.');
    const breadcrumb = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumb.itemListElement.map((i) => [i.name, i.item])).toEqual([
      ['Home', `${SITE}/`],
      ['Tax Sections', `${SITE}/sections`],
      ['Section 80C', `${SITE}/section/80C`],
    ]);
  });

  it('a forgiving address shows the section with the canonical number', async () => {
    const { status, visible } = await page('/section/156');
    expect(status).toBe(200);
    expect(textOf(visible, 'h1')[0]).toMatch(/^Section 156 \(1961 Act: 87A\): /);
    expect(canonical(visible)).toBe(`${SITE}/section/87A`);
    expect(visible).toContain('Section 156');
  });

  it('a sub-provision cited in the working shows its parent section, canonical to the parent', async () => {
    const { status, visible } = await page('/section/115BAC(1A)');
    expect(status).toBe(200);
    expect(textOf(visible, 'h1')[0]).toMatch(/\(1961 Act: 115BAC\): /);
    expect(canonical(visible)).toBe(`${SITE}/section/115BAC`);
  });

  it('an unknown section is "Section Not Found" with HTTP 404 and noindex', async () => {
    const { status, visible } = await page('/section/999ZZ');
    expect(status).toBe(404);
    expect(textOf(visible, 'h1')).toEqual(['Section Not Found']);
    expect(visible).toContain('The requested section could not be found.');
    expect(visible).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it('a server render never counts a view', async () => {
    const views = async () =>
      (
        await t.db.db
          .selectFrom('sections')
          .select('views')
          .where('sectionNumber', '=', '80D')
          .executeTakeFirstOrThrow()
      ).views;
    const before = await views();
    await page('/section/80D');
    await page('/section/80d');
    expect(await views()).toBe(before);
  });

  it('/sections lists every section in the HTML, and ?category= filters it', async () => {
    const all = await page('/sections');
    expect(all.status).toBe(200);
    expect(textOf(all.visible, 'h1')).toEqual(['Tax Sections']);
    expect(all.visible).toContain(`Showing ${curatedSections.length} sections`);
    const tds = await page('/sections?category=tds');
    const count = curatedSections.filter((s) => s.category === 'tds').length;
    expect(tds.visible).toContain(`Showing ${count} sections`);
    expect(canonical(tds.visible)).toBe(`${SITE}/sections`);
  });
});

describe('guides', () => {
  const guide = guides.find((g) => g.slug === 'section-80c-guide')!;

  it('/blog/section-80c-guide carries its h1, title, description, Article JSON-LD and body without scripts', async () => {
    const { status, html, visible } = await page('/blog/section-80c-guide');
    expect(status).toBe(200);
    expect(textOf(visible, 'h1')).toEqual([guide.title]);
    expect(textOf(visible, 'title')).toEqual([`${guide.title} | TaxGuide India`]);
    expect(meta(visible, 'description')).toBe(guide.excerpt);
    expect(canonical(visible)).toBe(`${SITE}/blog/section-80c-guide`);
    // The markdown is rendered (a table and headings), not shown as source.
    expect(visible).toContain('<table');
    expect(textOf(visible, 'h2')).toContain('What qualifies');
    expect(visible).not.toContain('## What qualifies');
    expect(visible).toContain(`alt="${guide.imageAlt}"`);
    const article = jsonLd(html).find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: guide.title,
      description: guide.excerpt,
      image: [`${SITE}${guide.imageUrl}`],
      mainEntityOfPage: { '@id': `${SITE}/blog/section-80c-guide` },
    });
    expect(String(article?.datePublished).slice(0, 10)).toBe(guide.publishedAt);
  });

  it('an unknown guide is "Post Not Found" with HTTP 404', async () => {
    const { status, visible } = await page('/blog/no-such-guide');
    expect(status).toBe(404);
    expect(textOf(visible, 'h1')).toEqual(['Post Not Found']);
    expect(visible).toContain('The requested blog post could not be found.');
  });

  it('/blog lists the guides in the HTML', async () => {
    const { status, visible } = await page('/blog');
    expect(status).toBe(200);
    for (const g of guides) expect(visible).toContain(`href="/blog/${g.slug}"`);
  });
});

describe('FAQ, abbreviations, search and the home page', () => {
  it('/faq has FAQPage JSON-LD with all twelve questions and every answer in the HTML', async () => {
    const { status, html, visible } = await page('/faq');
    expect(status).toBe(200);
    const faqPage = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faqPage.mainEntity.map((q) => q.name)).toEqual(faqs.map((f) => f.question));
    expect(decode(visible)).toContain(faqs[0]!.answer);
  });

  it('/abbreviations shows the Most Searched block and the count line', async () => {
    const { visible } = await page('/abbreviations');
    expect(visible).toContain('Most Searched');
    expect(visible).toMatch(/Showing (\d+) of \1 abbreviations/);
  });

  it('/search?q=hra renders the ranked results, noindex', async () => {
    const { status, visible } = await page('/search?q=hra');
    expect(status).toBe(200);
    expect(decode(textOf(visible, 'h1')[0] ?? '')).toBe('Search results for “hra”');
    expect(visible).toContain('href="/section/10(13A)"');
    expect(visible).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it('/ renders Quick Access, the sections browser, the guides and the FAQ with their data', async () => {
    const { status, visible } = await page('/');
    expect(status).toBe(200);
    expect(visible).toMatch(/View Details/);
    expect(visible).toContain('Showing 6 sections');
    expect(visible).toContain('Load More Sections');
    expect(visible).toContain('View All Guides');
    expect(decode(visible)).toContain(faqs[0]!.question);
  });
});
