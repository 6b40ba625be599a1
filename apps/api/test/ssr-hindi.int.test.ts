import { findSection } from '@taxguide/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenLanguage } from '../src/plugins/pages';
import { createTestApp, type TestApp } from './helpers';
import { productionPages } from './web-build';
import { seedContent } from '@taxguide/db';

const SITE = 'https://taxguide.test';
const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
const textOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  );

describe('the Hindi pages, server-rendered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ pages: await productionPages() });
    await seedContent(t.db.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('/hi/faq: <html lang="hi-IN">, Hindi h1 and title, hreflang both ways, the FAQ in Hindi', async () => {
    const res = await get(t, '/hi/faq');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN">');
    expect(textOf(res.body, 'h1')).toEqual(['अक्सर पूछे जाने वाले प्रश्न']);
    expect(textOf(res.body, 'title')[0]).toBe('आयकर: अक्सर पूछे जाने वाले प्रश्न | TaxGuide India');
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/hi/faq"`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="en-IN" href="${SITE}/faq"`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="hi-IN" href="${SITE}/hi/faq"`);
    expect(res.body).toContain('<meta property="og:locale" content="hi_IN"');
    expect(res.body).toContain('मुझ पर कौन-सी कर व्यवस्था लागू होती है');
  });

  it('the English page stays English and names its Hindi twin', async () => {
    const res = await get(t, '/faq');
    expect(res.body).toContain('<html lang="en-IN">');
    expect(textOf(res.body, 'h1')).toEqual(['Frequently Asked Questions']);
    expect(res.body).toContain(`<link rel="alternate" hreflang="hi-IN" href="${SITE}/hi/faq"`);
    expect(res.body).toContain('href="/hi/faq"');
  });

  it('/hi/section/80C: the Hindi head from the content, both Acts named', async () => {
    const res = await get(t, '/hi/section/80C');
    expect(res.statusCode).toBe(200);
    const [h1] = textOf(res.body, 'h1');
    expect(h1).toContain(findSection('80C')?.hi?.title);
    expect(res.body).toContain('आयकर अधिनियम 2025 (कर वर्ष 2026-27)');
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/hi/section/80C"`);
  });

  it('an unknown page under /hi is a 404, in Hindi frame', async () => {
    const res = await get(t, '/hi/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="hi-IN">');
  });

  it('the home page follows the remembered choice; a shared link keeps its own language', async () => {
    const chosen = await get(t, '/', 'theme=dark; lang=hi');
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/hi');
    expect(chosen.headers['cache-control']).toBe('private, no-store');
    expect((await get(t, '/?utm=x', 'lang=hi')).headers.location).toBe('/hi?utm=x');
    expect((await get(t, '/', 'lang=en')).statusCode).toBe(200);
    expect((await get(t, '/', 'lang=%00hi; =; ;;')).statusCode).toBe(200);
    expect((await get(t, '/faq', 'lang=hi')).statusCode).toBe(200);
    expect((await get(t, '/')).headers.vary).toContain('Cookie');
  });

  it('reads the cookie strictly', () => {
    expect(chosenLanguage(undefined)).toBeUndefined();
    expect(chosenLanguage('lang=hi')).toBe('hi');
    expect(chosenLanguage('a=1;  lang = en ')).toBe('en');
    expect(chosenLanguage('lang=hindi')).toBeUndefined();
    expect(chosenLanguage('xlang=hi')).toBeUndefined();
  });
});
