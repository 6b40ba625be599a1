import { describe, expect, it } from 'vitest';
import { headTags, renderHeadHtml, safeJson, type HeadTag } from './head';
import { defaultSiteConfig, type SiteConfig } from './site-config';

const site: SiteConfig = {
  ...defaultSiteConfig,
  siteName: 'TaxGuide India',
  siteUrl: 'https://taxguide.example',
};

const find = (tags: HeadTag[], match: Record<string, string>) =>
  tags.find((t) => Object.entries(match).every(([k, v]) => t.attrs[k] === v));
const content = (tags: HeadTag[], match: Record<string, string>) =>
  find(tags, match)?.attrs.content;

describe('headTags', () => {
  const tags = headTags(
    {
      title: 'Section 80C',
      description: 'Deductions up to ₹1.5 lakh.',
      path: '/section/80C',
      keywords: ['80C'],
    },
    site,
  );

  it('builds the title with the brand, description and keywords', () => {
    expect(tags[0]).toEqual({ tag: 'title', attrs: {}, content: 'Section 80C | TaxGuide India' });
    expect(content(tags, { name: 'description' })).toBe('Deductions up to ₹1.5 lakh.');
    expect(content(tags, { name: 'keywords' })).toBe('80C');
    expect(content(tags, { name: 'robots' })).toBe('index, follow');
  });

  it('points canonical and og:url at the page on the configured origin', () => {
    expect(find(tags, { rel: 'canonical' })?.attrs.href).toBe(
      'https://taxguide.example/section/80C',
    );
    expect(content(tags, { property: 'og:url' })).toBe('https://taxguide.example/section/80C');
  });

  it('uses the home URL with a trailing slash for "/"', () => {
    const home = headTags({ title: 'Home', description: 'd', path: '/' }, site);
    expect(find(home, { rel: 'canonical' })?.attrs.href).toBe('https://taxguide.example/');
  });

  it('has Open Graph, Twitter and geo tags with the PNG share card by default', () => {
    expect(content(tags, { property: 'og:image' })).toBe('https://taxguide.example/og-image.png');
    expect(content(tags, { name: 'twitter:card' })).toBe('summary_large_image');
    expect(content(tags, { name: 'twitter:image' })).toBe('https://taxguide.example/og-image.png');
    expect(content(tags, { property: 'og:locale' })).toBe('en_IN');
    expect(content(tags, { name: 'geo.region' })).toBe('IN');
  });

  it('adds WebSite JSON-LD with a SearchAction to /search?q=', () => {
    const script = tags.find((t) => t.tag === 'script');
    const data = JSON.parse(script?.content ?? '[]') as Array<Record<string, unknown>>;
    expect(data[0]).toMatchObject({
      '@type': 'WebSite',
      name: 'TaxGuide India',
      url: 'https://taxguide.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://taxguide.example/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('marks noindex pages', () => {
    const hidden = headTags(
      { title: 'Admin', description: 'd', path: '/admin', noindex: true },
      site,
    );
    expect(content(hidden, { name: 'robots' })).toBe('noindex, nofollow');
  });
});

describe('safe output', () => {
  it('JSON-LD cannot close its script element', () => {
    expect(safeJson({ x: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('escapes text and attributes in the server head', () => {
    const html = renderHeadHtml(
      { title: 'A <b> & "c"', description: '"quoted"', path: '/x' },
      site,
    );
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot; | TaxGuide India</title>');
    expect(html).toContain('content="&quot;quoted&quot;"');
  });
});

describe('headTags in two languages', () => {
  const page = { title: 'धारा 80C', description: 'd', path: '/section/80C' };
  const alternates = (tags: HeadTag[]) =>
    tags
      .filter((t) => t.attrs.rel === 'alternate')
      .map((t) => `${t.attrs.hreflang} ${t.attrs.href}`);

  it('a Hindi page: canonical at /hi, alternates both ways, og:locale hi_IN, JSON-LD in Hindi', () => {
    const tags = headTags(page, site, { locale: 'hi', hindi: true });
    expect(find(tags, { rel: 'canonical' })?.attrs.href).toBe(
      'https://taxguide.example/hi/section/80C',
    );
    expect(alternates(tags)).toEqual([
      'en-IN https://taxguide.example/section/80C',
      'hi-IN https://taxguide.example/hi/section/80C',
      'x-default https://taxguide.example/section/80C',
    ]);
    expect(content(tags, { property: 'og:locale' })).toBe('hi_IN');
    expect(content(tags, { property: 'og:url' })).toBe('https://taxguide.example/hi/section/80C');
    const jsonLd = JSON.parse(tags.find((t) => t.tag === 'script')?.content ?? '[]') as {
      inLanguage?: string;
      url?: string;
    }[];
    expect(jsonLd[0]).toMatchObject({ inLanguage: 'hi-IN', url: 'https://taxguide.example/hi' });
  });

  it('the English page of a translated page names its Hindi alternate', () => {
    const tags = headTags(page, site, { locale: 'en', hindi: true });
    expect(find(tags, { rel: 'canonical' })?.attrs.href).toBe(
      'https://taxguide.example/section/80C',
    );
    expect(alternates(tags)).toContain('hi-IN https://taxguide.example/hi/section/80C');
    expect(content(tags, { property: 'og:locale' })).toBe('en_IN');
  });

  it('a /hi address whose text is still English is not offered as Hindi', () => {
    const tags = headTags(page, site, { locale: 'hi', hindi: false });
    expect(find(tags, { rel: 'canonical' })?.attrs.href).toBe(
      'https://taxguide.example/section/80C',
    );
    expect(alternates(tags)).toEqual([]);
    // The page can also say so itself (a section without Hindi under a Hindi route).
    const own = headTags({ ...page, hindi: false }, site, { locale: 'hi', hindi: true });
    expect(alternates(own)).toEqual([]);
  });

  it('the Hindi home page is /hi', () => {
    const tags = headTags({ ...page, path: '/' }, site, { locale: 'hi', hindi: true });
    expect(find(tags, { rel: 'canonical' })?.attrs.href).toBe('https://taxguide.example/hi');
  });
});
