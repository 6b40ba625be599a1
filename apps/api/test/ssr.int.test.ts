import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { productionPages, webDistDir } from './web-build';

/** The document as a browser with scripts disabled sees it: scripts removed. */
function withoutScripts(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '');
}

const textOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  );

describe('server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ pages: await productionPages() });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/', /Complete Income Tax Guide for the Taxpayer/],
    ['/privacy', /Privacy/],
  ])('GET %s carries its h1 and <title> without any script', async (url, h1) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = withoutScripts(res.body);
    const headings = textOf(html, 'h1');
    expect(headings).toHaveLength(1);
    expect(headings[0]).toMatch(h1);
    const [title] = textOf(html, 'title');
    expect(title).toMatch(/\| TaxGuide India$|^TaxGuide India/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(`<link rel="canonical" href="https://taxguide.test${url}"`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toContain('<meta name="geo.region" content="IN"');
  });

  it('puts the WebSite JSON-LD with a SearchAction to /search?q= in the head', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(res.body);
    expect(match).not.toBeNull();
    const data = JSON.parse(match![1]!) as Array<Record<string, unknown>>;
    const website = data.find((d) => d['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(website.potentialAction.target.urlTemplate).toBe(
      'https://taxguide.test/search?q={search_term_string}',
    );
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('application/ld+json');
  });

  it('ships the page state as a non-executable JSON block', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/privacy' });
    const match =
      /<script id="__TAXGUIDE_STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(
        res.body,
      );
    expect(match).not.toBeNull();
    const state = JSON.parse(match![1]!) as { site: { siteName: string } };
    expect(state.site.siteName).toBe('TaxGuide India');
  });

  it('renders the not-found page with status 404 for an unknown path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    const html = withoutScripts(res.body);
    expect(textOf(html, 'h1')).toEqual(['404 Page Not Found']);
    expect(html).toContain('Did you forget to add the page to the router?');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it('never serves the raw HTML template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.body).not.toContain('<!--app-html-->');
    expect(res.statusCode).toBe(404);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const manifest = JSON.parse(
      await readFile(join(webDistDir(), 'client', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean }>;
    const entry = Object.values(manifest).find((m) => m.isEntry);
    expect(entry).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: `/${entry!.file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not expose the build manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });
});
