import { act2025Sections, findSection, sections } from '@taxguide/content';
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductionRenderer } from '../src/ssr/renderer';
import { createTestApp, type TestApp } from './helpers';
import { webDistDir } from './web-build';

// /act-2025 and /section/{n}?act=2025 rendered by the production build, read as a browser
// with scripts disabled sees them.
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
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** The body rows of the map's tables: [2025 number, the row's HTML]. */
const rows = (html: string) =>
  [...withoutScripts(html).matchAll(/<tr id="s2025-([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map(
    (m) => [m[1]!, m[2]!] as const,
  );
const rowHtml = (html: string, n: string) => rows(html).find(([number]) => number === n)?.[1];

async function page(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('/act-2025 (server render)', () => {
  it('lists every section of the 2025 Act with its head, canonical and JSON-LD', async () => {
    const res = await page('/act-2025');
    expect(res.statusCode).toBe(200);
    expect(rows(res.body).map(([n]) => n)).toEqual(act2025Sections.map((s) => s.number));
    expect(rowHtml(res.body, '123')).toContain('href="/section/80C"');
    expect(canonical(res.body)).toBe(`${SITE}/act-2025`);
    expect(res.body).toMatch(
      /<title>Income-tax Act 2025 ↔ 1961 section finder \| TaxGuide India<\/title>/,
    );
    const ld = [
      ...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .flatMap((m) => JSON.parse(m[1]!) as unknown[])
      .map((o) => o as Record<string, unknown>);
    const webPage = ld.find((o) => o['@type'] === 'WebPage');
    expect(webPage?.url).toBe(`${SITE}/act-2025`);
    expect((webPage?.about as { '@type': string }[]).map((a) => a['@type'])).toEqual([
      'Legislation',
      'Legislation',
    ]);
  });

  it('answers ?q= without a script: 80C → 123, 123 → 80C, advance tax → 404', async () => {
    const old = await page('/act-2025?q=80C');
    expect(rows(old.body)[0]?.[0]).toBe('123');
    expect(rowHtml(old.body, '404')).toBeUndefined();
    const back = await page('/act-2025?q=123');
    expect(rows(back.body)[0]?.[0]).toBe('123');
    expect(rowHtml(back.body, '123')).toContain('80C');
    const topic = await page('/act-2025?q=advance%20tax');
    expect(rows(topic.body).map(([n]) => n)).toContain('404');
  });

  it('narrows to a chapter with ?chapter=; an unknown one is a 404 page that says so', async () => {
    const viii = await page('/act-2025?chapter=VIII');
    expect(
      rows(viii.body).every(
        ([n]) => act2025Sections.find((s) => s.number === n)?.chapter === 'VIII',
      ),
    ).toBe(true);
    expect(rowHtml(viii.body, '123')).toBeDefined();
    const unknown = await page('/act-2025?chapter=ZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(withoutScripts(unknown.body)).toContain('That is not a chapter of the 2025 Act');
  });
});

describe('/section/{n}?act=2025', () => {
  it('a 2025 number we have a page for is a 301 to that page', async () => {
    const res = await page('/section/123?act=2025');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/section/80C');
    expect((await page('/section/156?act=2025')).headers.location).toBe('/section/87A');
    // Without ?act=2025 the number is read as before.
    expect((await page('/section/80C')).statusCode).toBe(200);
  });

  it('a 2025 number we have no page for shows its map row and the nearest pages (404)', async () => {
    const row = act2025Sections.find(
      (s) =>
        s.from1961.length > 0 &&
        s.from1961.every((old) => !findSection(old) && !findSection(old.split('(')[0] ?? '')) &&
        !sections.some((p) => (p.act2025Section ?? '').split('(')[0] === s.number),
    )!;
    const res = await page(`/section/${row.number}?act=2025`);
    expect(res.statusCode).toBe(404);
    const html = withoutScripts(res.body);
    expect(html).toContain(`Section ${row.number} of the Income-tax Act 2025`);
    expect(rowHtml(res.body, row.number)).toContain(row.from1961[0]!);
    expect(html).toContain('Nearest pages');
    expect(html).toMatch(/href="\/section\/[^"]+"/);
    expect(html).toContain('noindex');
  });

  it('a number the 2025 Act does not have says so (404)', async () => {
    const res = await page('/section/9999?act=2025');
    expect(res.statusCode).toBe(404);
    expect(withoutScripts(res.body)).toContain('The Income-tax Act 2025 has no section 9999');
  });
});
