/**
 * The SEO report: a crawl of our own server-rendered site (robots.txt, sitemap.xml, then every
 * page reachable from the home page and the sitemap through internal links), each page audited
 * by page-audit.ts, plus the site-level checks: sitemap completeness, tracked-keyword coverage.
 *
 * overallScore (0–100) = round(0.60 × pages + 0.25 × keywords + 0.15 × sitemap), where
 * - pages    = mean score of the indexable pages that answered 200; a page's score is 100 minus
 *              the points of its issues (ISSUE_WEIGHTS: e.g. no title 20, no h1 15, broken link 10
 *              each up to 30), floored at 0;
 * - keywords = percentage of tracked keywords whose words all appear in the title, an h1 or the
 *              meta description of at least one of those pages;
 * - sitemap  = percentage of those pages listed in /sitemap.xml, times the share of sitemap URLs
 *              that answer 200.
 */
import type {
  KeywordPerformance,
  SeoIssue,
  SeoIssueCode,
  SeoPageAudit,
  SeoReport,
  SitemapAudit,
} from '@taxguide/contracts/agent';
import type { TrackedKeyword } from '@taxguide/content';
import type { PageSource } from '../page-source';
import { coversKeyword } from '../text';
import {
  auditPage,
  ISSUE_WEIGHTS,
  issue,
  normalizePath,
  pageScore,
  type PageAuditResult,
} from './page-audit';

export const SCORE_WEIGHTS = { pages: 0.6, keywords: 0.25, sitemap: 0.15 } as const;
export const SCORE_FORMULA =
  'overallScore = round(0.60 × pages + 0.25 × keywords + 0.15 × sitemap). pages: mean page score ' +
  '(100 minus the points of each page issue: no title 20, no description 15, no h1 15, invalid ' +
  'JSON-LD 15, broken link 10 each up to 30, canonical missing or wrong 10, several h1s 8, thin ' +
  'content 8, title or description length 5, no internal links 5, image without alt 3 each up ' +
  'to 15, no JSON-LD 3). keywords: % of tracked keywords in a page title, h1 or description. ' +
  'sitemap: % of crawled pages listed in the sitemap × share of sitemap URLs answering 200.';

/** Most pages one report reads (the site has about 120). */
export const DEFAULT_MAX_PAGES = 400;
/** Action-plan items kept (the dashboard shows the first three). */
export const ACTION_PLAN_LENGTH = 10;

export interface KeywordPosition {
  position: number | null;
  source: string;
}

export interface SeoAuditOptions {
  pages: PageSource;
  siteUrl: string;
  keywords: readonly TrackedKeyword[];
  /** Latest position of each keyword, by keyword. */
  rankings?: ReadonlyMap<string, KeywordPosition>;
  maxPages?: number;
  /** Pages fetched at a time. */
  concurrency?: number;
}

export type SeoAuditResult = Omit<SeoReport, 'id' | 'generatedAt'>;

/** Disallow rules for every crawler (`User-agent: *`) in robots.txt. */
export function robotsDisallows(robots: string): string[] {
  const disallows: string[] = [];
  let applies = false;
  let inAgents = false;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const field = m[1]!.toLowerCase();
    const value = m[2]!.trim();
    if (field === 'user-agent') {
      if (!inAgents) applies = false;
      inAgents = true;
      if (value === '*') applies = true;
    } else {
      inAgents = false;
      if (field === 'disallow' && applies && value) disallows.push(value);
    }
  }
  return disallows;
}

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** The `<loc>` URLs of a sitemap. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) =>
    m[1]!.replace(/&(?:amp|lt|gt|quot|apos);/g, (e) => XML_ENTITIES[e]!),
  );
}

const FILE_EXTENSION = /\.[A-Za-z0-9]{1,5}$/;

interface Fetched {
  status: number;
  html?: PageAuditResult;
}

const SEVERITY_RANK = { error: 3, warning: 2, notice: 1 } as const;

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/** One action-plan line per kind of issue, with how many and an example. */
function actionFor(code: SeoIssueCode, found: SeoIssue[]): string {
  const n = found.length;
  const pages = new Set(found.map((i) => i.path)).size;
  const example = found[0]!.message;
  switch (code) {
    case 'http-status':
      return `Fix ${plural(n, 'page')} that do not answer 200 (e.g. ${example}).`;
    case 'title-missing':
      return `Add a <title> to ${plural(n, 'page')} (e.g. ${found[0]!.path}).`;
    case 'title-length':
      return `Rewrite ${plural(n, 'page title')} to 30–60 characters (e.g. ${example}).`;
    case 'description-missing':
      return `Write a meta description for ${plural(n, 'page')} (e.g. ${found[0]!.path}).`;
    case 'description-length':
      return `Rewrite ${plural(n, 'meta description')} to 70–160 characters (e.g. ${example}).`;
    case 'h1-missing':
      return `Give ${plural(n, 'page')} an <h1> heading (e.g. ${found[0]!.path}).`;
    case 'h1-multiple':
      return `Keep one <h1> on ${plural(n, 'page')} (e.g. ${example}).`;
    case 'canonical-missing':
      return `Add a canonical link to ${plural(n, 'page')} (e.g. ${found[0]!.path}).`;
    case 'canonical-mismatch':
      return `Point the canonical link of ${plural(n, 'page')} to the page itself (e.g. ${example}).`;
    case 'json-ld-missing':
      return `Add JSON-LD structured data to ${plural(n, 'page')} (e.g. ${found[0]!.path}).`;
    case 'json-ld-invalid':
      return `Fix invalid JSON-LD on ${plural(n, 'page')} (e.g. ${example}).`;
    case 'thin-content':
      return `Expand ${plural(n, 'thin page')} (e.g. ${example}).`;
    case 'broken-link':
      return `Fix ${plural(n, 'broken internal link')} on ${plural(pages, 'page')} (e.g. ${example}).`;
    case 'no-internal-links':
      return `Link ${plural(n, 'page')} to related pages (e.g. ${found[0]!.path}).`;
    case 'img-alt-missing':
      return `Add alt text to ${plural(n, 'image')} on ${plural(pages, 'page')} (e.g. ${example}).`;
    case 'sitemap-missing-page':
      return `Add ${plural(n, 'page')} to the sitemap (e.g. ${found[0]!.path}).`;
    case 'sitemap-broken-url':
      return `Remove or fix ${plural(n, 'sitemap URL')} that do not answer 200 (e.g. ${example}).`;
    case 'keyword-not-covered':
      return `Use ${plural(n, 'tracked keyword')} in a page title, h1 or description (e.g. ${example}).`;
  }
}

/** The top issues to fix: errors first, then by points lost on the site, then by count. */
export function actionPlan(issues: readonly SeoIssue[], limit = ACTION_PLAN_LENGTH): string[] {
  const byCode = new Map<SeoIssueCode, SeoIssue[]>();
  for (const i of issues) byCode.set(i.code, [...(byCode.get(i.code) ?? []), i]);
  return [...byCode.entries()]
    .map(([code, found]) => ({
      code,
      found,
      severity: SEVERITY_RANK[ISSUE_WEIGHTS[code].severity],
      weight: (ISSUE_WEIGHTS[code].points || 5) * found.length,
    }))
    .sort((a, b) => b.severity - a.severity || b.weight - a.weight || a.code.localeCompare(b.code))
    .slice(0, limit)
    .map(({ code, found }) => actionFor(code, found));
}

const formatVolume = (n: number) => n.toLocaleString('en-IN');

export async function runSeoAudit(options: SeoAuditOptions): Promise<SeoAuditResult> {
  const { pages: source, siteUrl, keywords } = options;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const concurrency = options.concurrency ?? 4;
  const origin = new URL(siteUrl).origin;

  const robots = await source.get('/robots.txt');
  const disallows = robots.status === 200 ? robotsDisallows(robots.body) : [];
  const allowed = (path: string) =>
    !disallows.some((d) => path.startsWith(d) || `${path}/`.startsWith(d)) &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !FILE_EXTENSION.test(path);

  const siteIssues: SeoIssue[] = [];
  const sitemapResponse = await source.get('/sitemap.xml');
  const sitemapPaths = new Set<string>();
  let sitemapUrlCount = 0;
  const brokenSitemapUrls: string[] = [];
  if (sitemapResponse.status !== 200) {
    siteIssues.push(
      issue('sitemap-broken-url', '/sitemap.xml', `/sitemap.xml answers ${sitemapResponse.status}`),
    );
  } else {
    for (const loc of sitemapLocations(sitemapResponse.body)) {
      sitemapUrlCount++;
      let url: URL | undefined;
      try {
        url = new URL(loc);
      } catch {
        url = undefined;
      }
      if (!url || url.origin !== origin) {
        brokenSitemapUrls.push(loc);
        siteIssues.push(
          issue('sitemap-broken-url', '/sitemap.xml', `${loc} is not a URL of ${origin}`),
        );
        continue;
      }
      sitemapPaths.add(normalizePath(url.pathname));
    }
  }

  // Breadth-first crawl from the home page and the sitemap.
  const fetched = new Map<string, Fetched>();
  const queue: string[] = [];
  const seen = new Set<string>();
  const enqueue = (path: string) => {
    if (seen.has(path) || seen.size >= maxPages || !allowed(path)) return;
    seen.add(path);
    queue.push(path);
  };
  enqueue('/');
  for (const p of sitemapPaths) enqueue(p);
  while (queue.length > 0) {
    const batch = queue.splice(0, concurrency);
    const results = await Promise.all(
      batch.map(async (path) => ({ path, page: await source.get(encodeURI(path)) })),
    );
    for (const { path, page } of results) {
      const isHtml = page.contentType.includes('text/html');
      if (page.status === 200 && isHtml) {
        const html = auditPage({ path, status: page.status, html: page.body, siteUrl });
        fetched.set(path, { status: page.status, html });
        for (const target of html.links) enqueue(target);
      } else if (isHtml && page.status >= 400) {
        // Audited too (it is a page a visitor can land on), as an http-status issue.
        fetched.set(path, {
          status: page.status,
          html: auditPage({ path, status: page.status, html: page.body, siteUrl }),
        });
      } else {
        fetched.set(path, { status: page.status });
      }
    }
  }
  const home = fetched.get('/');
  if (!home || home.status >= 500) {
    throw new Error(`the home page answered ${home?.status ?? 'nothing'}: the site is not serving`);
  }

  const isBroken = (path: string) => {
    const f = fetched.get(path);
    return f !== undefined && (f.status === 0 || f.status >= 400);
  };

  // Pages that answered 200, and the broken pages a visitor can reach.
  const audits: SeoPageAudit[] = [];
  const indexable: { audit: SeoPageAudit; headline: string }[] = [];
  for (const [path, f] of fetched) {
    if (!f.html) continue;
    const { audit, links, noindex, headlineText } = f.html;
    if (f.status !== 200 && !sitemapPaths.has(path)) continue; // counted as broken links instead
    const brokenLinks = [...new Set(links.filter(isBroken))];
    const issues = [
      ...audit.issues,
      ...brokenLinks.map((target) =>
        issue('broken-link', path, `${path} links to ${target} (${fetched.get(target)!.status})`),
      ),
    ];
    const full: SeoPageAudit = { ...audit, brokenLinks, issues, score: pageScore(issues) };
    audits.push(full);
    if (f.status === 200 && !noindex) indexable.push({ audit: full, headline: headlineText });
  }
  audits.sort((a, b) => a.path.localeCompare(b.path));

  // Sitemap completeness.
  const missingPages = indexable
    .map((p) => p.audit.path)
    .filter((p) => !sitemapPaths.has(p))
    .sort();
  for (const p of missingPages)
    siteIssues.push(issue('sitemap-missing-page', p, `${p} is not in the sitemap`));
  for (const p of [...sitemapPaths].sort()) {
    const f = fetched.get(p);
    if (f && f.status !== 200) {
      brokenSitemapUrls.push(`${origin}${p}`);
      siteIssues.push(
        issue('sitemap-broken-url', '/sitemap.xml', `sitemap URL ${p} answers ${f.status}`),
      );
    }
  }
  const sitemap: SitemapAudit = {
    urlCount: sitemapUrlCount,
    missingPages,
    brokenUrls: brokenSitemapUrls,
  };

  // Tracked keywords: which pages cover them, and where we rank.
  const keywordPerformance: KeywordPerformance[] = [...keywords]
    .sort((a, b) => b.searchVolume - a.searchVolume || a.keyword.localeCompare(b.keyword))
    .map((k) => {
      const rank = options.rankings?.get(k.keyword);
      return {
        keyword: k.keyword,
        searchVolume: k.searchVolume,
        difficulty: k.difficulty,
        currentRanking: rank?.position ?? null,
        rankingSource: rank?.source ?? 'not checked',
        targetPath: k.targetPath,
        coveredBy: indexable
          .filter((p) => coversKeyword(p.headline, k.keyword))
          .map((p) => p.audit.path)
          .sort(),
      };
    });
  for (const k of keywordPerformance.filter((k) => k.coveredBy.length === 0))
    siteIssues.push(
      issue(
        'keyword-not-covered',
        k.targetPath ?? '/',
        `"${k.keyword}", est. ${formatVolume(k.searchVolume)} searches/month`,
      ),
    );

  const contentRecommendations = keywordPerformance
    .filter((k) => k.targetPath === null || !indexable.some((p) => p.audit.path === k.targetPath))
    .map((k) =>
      k.targetPath === null
        ? `Write a page for "${k.keyword}" (est. ${formatVolume(k.searchVolume)} searches/month, difficulty ${k.difficulty}/100): no page targets it yet.`
        : `Restore or write the page for "${k.keyword}" (est. ${formatVolume(k.searchVolume)} searches/month, difficulty ${k.difficulty}/100): its target ${k.targetPath} is not a working page.`,
    );

  // The score (formula in the file comment and SCORE_FORMULA).
  const pagesPart =
    indexable.length === 0
      ? 0
      : indexable.reduce((sum, p) => sum + p.audit.score, 0) / indexable.length;
  const keywordsPart =
    keywordPerformance.length === 0
      ? 100
      : (100 * keywordPerformance.filter((k) => k.coveredBy.length > 0).length) /
        keywordPerformance.length;
  const listedShare =
    indexable.length === 0 ? 0 : (indexable.length - missingPages.length) / indexable.length;
  const workingShare =
    sitemapUrlCount === 0
      ? 0
      : Math.max(0, sitemapUrlCount - brokenSitemapUrls.length) / sitemapUrlCount;
  const sitemapPart = 100 * listedShare * workingShare;
  const overallScore = Math.round(
    SCORE_WEIGHTS.pages * pagesPart +
      SCORE_WEIGHTS.keywords * keywordsPart +
      SCORE_WEIGHTS.sitemap * sitemapPart,
  );

  const allIssues = [...audits.flatMap((a) => a.issues), ...siteIssues];
  const count = (s: SeoIssue['severity']) => allIssues.filter((i) => i.severity === s).length;
  return {
    overallScore: Math.min(100, Math.max(0, overallScore)),
    scoreFormula: SCORE_FORMULA,
    scoreBreakdown: {
      pages: Math.round(pagesPart),
      keywords: Math.round(keywordsPart),
      sitemap: Math.round(sitemapPart),
    },
    keywordPerformance,
    actionPlan: actionPlan(allIssues),
    contentRecommendations,
    pages: audits,
    sitemap,
    summary: {
      pagesAudited: audits.length,
      errors: count('error'),
      warnings: count('warning'),
      notices: count('notice'),
    },
  };
}
