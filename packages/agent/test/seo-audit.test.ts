import type { TrackedKeyword } from '@taxguide/content';
import type { SeoIssueCode, SeoPageAudit } from '@taxguide/contracts/agent';
import { describe, expect, it } from 'vitest';
import { auditPage, checkJsonLd, pageScore } from '../src/seo/page-audit';
import { actionPlan, robotsDisallows, runSeoAudit, sitemapLocations } from '../src/seo/report';
import { fakeSite, page, robots, SITE, sitemap } from './fake-site';

const keywords: TrackedKeyword[] = [
  { keyword: 'section 80c', searchVolume: 90500, difficulty: 58, targetPath: '/good' },
  { keyword: 'crypto tax india', searchVolume: 40000, difficulty: 70, targetPath: null },
];

/** A site with one defect planted per page (and a few site-level ones). */
function defectiveSite() {
  return fakeSite({
    '/robots.txt': { body: robots, contentType: 'text/plain' },
    '/sitemap.xml': {
      contentType: 'application/xml',
      body: sitemap(['/', '/good', '/no-title', '/gone', 'https://elsewhere.example/page']),
    },
    '/': page('/', {
      links: [
        '/good',
        '/no-title',
        '/no-description',
        '/long-title',
        '/two-h1',
        '/no-h1',
        '/no-canonical',
        '/wrong-canonical',
        '/bad-json-ld',
        '/no-json-ld',
        '/thin',
        '/img-no-alt',
        '/dead-end',
        '/admin/secret',
        '/api/leads',
        'mailto:a@b.test',
        'https://external.example/x',
        '/assets/logo.svg',
      ],
    }),
    '/good': page('/good', {
      links: ['/', '/good#part'],
      imgs: [
        { src: '/a.png', alt: 'A chart' },
        { src: '/spacer.png', alt: '' },
      ],
    }),
    '/no-title': page('/no-title', { title: null, links: ['/'] }),
    '/no-description': page('/no-description', { description: null, links: ['/'] }),
    '/long-title': page('/long-title', {
      title: 'A title that goes on and on and on far beyond the sixty characters that fit',
      links: ['/'],
    }),
    '/two-h1': page('/two-h1', { h1s: ['One', 'Two'], links: ['/'] }),
    '/no-h1': page('/no-h1', { h1s: [], links: ['/'] }),
    '/no-canonical': page('/no-canonical', { canonical: null, links: ['/'] }),
    '/wrong-canonical': page('/wrong-canonical', { canonical: `${SITE}/good`, links: ['/'] }),
    '/bad-json-ld': page('/bad-json-ld', {
      jsonLd: ['{"@context": "https://schema.org", "@type": "WebPage",,}'],
      links: ['/'],
    }),
    '/no-json-ld': page('/no-json-ld', { jsonLd: [], links: ['/'] }),
    '/thin': page('/thin', { words: 20, links: ['/'] }),
    '/img-no-alt': page('/img-no-alt', {
      imgs: [{ src: '/chart.png' }, { src: '/photo.jpg' }],
      links: ['/', '/missing-page'],
    }),
    '/dead-end': page('/dead-end', { links: [] }),
    '/admin/secret': page('/admin/secret'),
  });
}

const codesOn = (pages: SeoPageAudit[], path: string) =>
  pages
    .find((p) => p.path === path)!
    .issues.map((i) => i.code)
    .sort();

describe('SEO audit of a site with planted defects', () => {
  it('finds each planted defect on its page and nothing on the clean page', async () => {
    const site = defectiveSite();
    const report = await runSeoAudit({
      pages: site,
      siteUrl: SITE,
      keywords,
      rankings: new Map([['section 80c', { position: 1, source: 'site rank' }]]),
    });
    const { pages } = report;
    expect(codesOn(pages, '/good')).toEqual([]);
    expect(pages.find((p) => p.path === '/good')!.score).toBe(100);
    const expected: Record<string, SeoIssueCode[]> = {
      '/no-title': ['title-missing'],
      '/no-description': ['description-missing'],
      '/long-title': ['title-length'],
      '/two-h1': ['h1-multiple'],
      '/no-h1': ['h1-missing'],
      '/no-canonical': ['canonical-missing'],
      '/wrong-canonical': ['canonical-mismatch'],
      '/bad-json-ld': ['json-ld-invalid'],
      '/no-json-ld': ['json-ld-missing'],
      '/thin': ['thin-content'],
      '/img-no-alt': ['broken-link', 'img-alt-missing', 'img-alt-missing'],
      '/dead-end': ['no-internal-links'],
    };
    for (const [path, codes] of Object.entries(expected)) {
      expect(codesOn(pages, path), path).toEqual(codes);
    }
    const imgPage = pages.find((p) => p.path === '/img-no-alt')!;
    expect(imgPage.brokenLinks).toEqual(['/missing-page']);
    expect(imgPage.imagesWithoutAlt).toBe(2);
    // 100 - broken link 10 - two images without alt 2 x 3
    expect(imgPage.score).toBe(84);
    expect(pages.find((p) => p.path === '/bad-json-ld')!.jsonLdValid).toBe(false);
    expect(pages.find((p) => p.path === '/good')!.jsonLdTypes).toEqual(['WebPage']);
    // The sitemap's 404 is audited as a page that does not answer 200.
    expect(codesOn(pages, '/gone')).toEqual(['http-status']);

    // robots.txt is obeyed, the API, assets, mail and external links are not crawled.
    expect(site.requested).not.toContain('/admin/secret');
    expect(site.requested.some((p) => p.startsWith('/api/'))).toBe(false);
    expect(site.requested).not.toContain('/assets/logo.svg');
    expect(pages.map((p) => p.path)).not.toContain('/missing-page');

    // Sitemap completeness: the crawled pages it leaves out, and the URLs that do not work.
    expect(report.sitemap.urlCount).toBe(5);
    expect(report.sitemap.missingPages).toContain('/long-title');
    expect(report.sitemap.missingPages).not.toContain('/good');
    expect(report.sitemap.brokenUrls).toEqual(['https://elsewhere.example/page', `${SITE}/gone`]);

    // Keywords: covered by the page titles; the one with no page is a content recommendation.
    const k80c = report.keywordPerformance.find((k) => k.keyword === 'section 80c')!;
    expect(k80c.coveredBy).toContain('/good');
    expect(k80c.currentRanking).toBe(1);
    expect(k80c.rankingSource).toBe('site rank');
    const crypto = report.keywordPerformance.find((k) => k.keyword === 'crypto tax india')!;
    expect(crypto.coveredBy).toEqual([]);
    expect(crypto.currentRanking).toBeNull();
    expect(report.contentRecommendations).toHaveLength(1);
    expect(report.contentRecommendations[0]).toMatch(/"crypto tax india".*40,000 searches/);

    // The action plan puts errors first and names examples.
    expect(report.actionPlan.length).toBeGreaterThanOrEqual(10);
    expect(report.actionPlan[0]).toMatch(/^Fix 1 page that do not answer 200|^Remove or fix/);
    expect(report.actionPlan.join('\n')).toMatch(/broken internal link.*\/missing-page/);
    expect(report.summary.pagesAudited).toBe(pages.length);
    expect(report.summary.errors).toBeGreaterThan(0);
  });

  it('computes overallScore by the documented formula', async () => {
    const report = await runSeoAudit({ pages: defectiveSite(), siteUrl: SITE, keywords });
    const indexable = report.pages.filter((p) => p.httpStatus === 200);
    const pagesPart = indexable.reduce((s, p) => s + p.score, 0) / indexable.length;
    const keywordsPart = 50; // one of two keywords covered
    const listed = indexable.filter((p) => !report.sitemap.missingPages.includes(p.path)).length;
    const sitemapPart = 100 * (listed / indexable.length) * ((5 - 2) / 5);
    expect(report.scoreBreakdown).toEqual({
      pages: Math.round(pagesPart),
      keywords: keywordsPart,
      sitemap: Math.round(sitemapPart),
    });
    expect(report.overallScore).toBe(
      Math.round(0.6 * pagesPart + 0.25 * keywordsPart + 0.15 * sitemapPart),
    );
    expect(report.scoreFormula).toMatch(/0\.60 × pages \+ 0\.25 × keywords \+ 0\.15 × sitemap/);
  });

  it('scores a clean site 100', async () => {
    const site = fakeSite({
      '/robots.txt': { body: robots },
      '/sitemap.xml': { body: sitemap(['/', '/good']) },
      '/': page('/', { links: ['/good'] }),
      '/good': page('/good', { links: ['/'] }),
    });
    const report = await runSeoAudit({
      pages: site,
      siteUrl: SITE,
      keywords: [keywords[0]!],
    });
    expect(report.overallScore).toBe(100);
    expect(report.actionPlan).toEqual([]);
    expect(report.contentRecommendations).toEqual([]);
  });

  it('fails (to be retried) when the site does not serve its home page', async () => {
    const site = fakeSite({
      '/robots.txt': { body: robots },
      '/sitemap.xml': { body: sitemap(['/']) },
      '/': { status: 503, body: 'down' },
    });
    await expect(runSeoAudit({ pages: site, siteUrl: SITE, keywords })).rejects.toThrow(
      /home page answered 503/,
    );
  });
});

describe('page audit helpers', () => {
  it('accepts JSON-LD arrays and @graph, and rejects items without @type or context', () => {
    expect(
      checkJsonLd([
        JSON.stringify([
          { '@context': 'https://schema.org', '@type': 'WebSite' },
          { '@context': 'https://schema.org', '@type': 'BreadcrumbList' },
        ]),
        JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Article' }] }),
      ]),
    ).toEqual({ valid: true, types: ['WebSite', 'BreadcrumbList', 'Article'], problems: [] });
    const bad = checkJsonLd([
      JSON.stringify({ '@type': 'WebPage' }),
      JSON.stringify({ '@context': 'https://schema.org' }),
    ]);
    expect(bad.valid).toBe(false);
    expect(bad.problems).toEqual(['block 1 has no schema.org @context', 'block 2 has no @type']);
  });

  it('counts visible words only and resolves relative links', () => {
    const result = auditPage({
      path: '/blog/x',
      status: 200,
      siteUrl: SITE,
      html: page('/blog/x', { words: 10, links: ['../section/80C', 'other', `${SITE}/faq?x=1#y`] }),
    });
    // 10 filler words, the heading's two and three link texts; the script's words do not count.
    expect(result.audit.wordCount).toBe(15);
    expect(result.links).toEqual(['/section/80C', '/blog/other', '/faq']);
  });

  it('caps repeated issues in the page score', () => {
    const issues = Array.from({ length: 8 }, () => ({
      code: 'img-alt-missing' as const,
      severity: 'warning' as const,
      path: '/x',
      message: 'm',
    }));
    expect(pageScore(issues)).toBe(85);
  });

  it('reads robots rules for every crawler and sitemap locations with entities', () => {
    expect(
      robotsDisallows(
        'User-agent: Googlebot\nDisallow: /g\n\nUser-agent: *\nDisallow: /admin\nDisallow:\n',
      ),
    ).toEqual(['/admin']);
    expect(
      sitemapLocations('<loc> https://a.test/x?a=1&amp;b=2 </loc><loc>https://a.test/</loc>'),
    ).toEqual(['https://a.test/x?a=1&b=2', 'https://a.test/']);
  });

  it('orders the action plan: errors before warnings, then by points lost', () => {
    const plan = actionPlan([
      {
        code: 'title-length',
        severity: 'warning',
        path: '/a',
        message: '/a: title is 90 characters',
      },
      {
        code: 'title-length',
        severity: 'warning',
        path: '/b',
        message: '/b: title is 91 characters',
      },
      { code: 'h1-missing', severity: 'error', path: '/c', message: '/c has no <h1>' },
      { code: 'json-ld-missing', severity: 'notice', path: '/d', message: '/d has no JSON-LD' },
    ]);
    expect(plan).toEqual([
      'Give 1 page an <h1> heading (e.g. /c).',
      'Rewrite 2 page titles to 30–60 characters (e.g. /a: title is 90 characters).',
      'Add JSON-LD structured data to 1 page (e.g. /d).',
    ]);
  });
});
