/**
 * The audit of one server-rendered page: what a search engine reads before any script runs.
 * Pure: HTML in, findings out. The crawl (report.ts) feeds it every page of the site.
 */
import {
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_MIN_LENGTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  type SeoIssue,
  type SeoIssueCode,
  type SeoIssueSeverity,
  type SeoPageAudit,
} from '@taxguide/contracts/agent';
import { parse, type HTMLElement } from 'node-html-parser';

/** Fewer words of main content than this is a thin page. */
export const MIN_WORD_COUNT = 150;

/**
 * Points a page loses per issue (its score is 100 minus these, floored at 0), with a cap for
 * issues that repeat on one page. The same weights rank the action plan.
 */
export const ISSUE_WEIGHTS: Record<
  SeoIssueCode,
  { severity: SeoIssueSeverity; points: number; cap?: number }
> = {
  'http-status': { severity: 'error', points: 100 },
  'title-missing': { severity: 'error', points: 20 },
  'title-length': { severity: 'warning', points: 5 },
  'description-missing': { severity: 'error', points: 15 },
  'description-length': { severity: 'warning', points: 5 },
  'h1-missing': { severity: 'error', points: 15 },
  'h1-multiple': { severity: 'warning', points: 8 },
  'canonical-missing': { severity: 'warning', points: 10 },
  'canonical-mismatch': { severity: 'error', points: 10 },
  'json-ld-missing': { severity: 'notice', points: 3 },
  'json-ld-invalid': { severity: 'error', points: 15 },
  'thin-content': { severity: 'warning', points: 8 },
  'broken-link': { severity: 'error', points: 10, cap: 30 },
  'no-internal-links': { severity: 'warning', points: 5 },
  'img-alt-missing': { severity: 'warning', points: 3, cap: 15 },
  // Site-level issues: they count in the keyword and sitemap parts of the score, not a page's.
  'sitemap-missing-page': { severity: 'warning', points: 0 },
  'sitemap-broken-url': { severity: 'error', points: 0 },
  'keyword-not-covered': { severity: 'notice', points: 0 },
};

export function issue(code: SeoIssueCode, path: string, message: string): SeoIssue {
  return { code, severity: ISSUE_WEIGHTS[code].severity, path, message };
}

/** 100 minus the weights of the page's issues (each code capped), floored at 0. */
export function pageScore(issues: readonly SeoIssue[]): number {
  const lost = new Map<SeoIssueCode, number>();
  for (const i of issues) lost.set(i.code, (lost.get(i.code) ?? 0) + ISSUE_WEIGHTS[i.code].points);
  let total = 0;
  for (const [code, points] of lost) total += Math.min(points, ISSUE_WEIGHTS[code].cap ?? points);
  return Math.max(0, 100 - total);
}

/** A path as our sitemap and canonicals write it: decoded, no query or fragment, no trailing slash. */
export function normalizePath(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURI(p);
  } catch {
    // keep the raw path
  }
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

const SKIPPED_SCHEMES = /^(?:mailto|tel|javascript|data|sms):/i;

/** Internal link targets (normalised paths) of `<a href>`s, resolved against the page's URL. */
export function internalLinkTargets(root: HTMLElement, pageUrl: URL): string[] {
  const targets: string[] = [];
  for (const a of root.querySelectorAll('a[href]')) {
    const href = (a.getAttribute('href') ?? '').trim();
    if (!href || href.startsWith('#') || SKIPPED_SCHEMES.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== pageUrl.origin) continue;
    targets.push(normalizePath(url.pathname));
  }
  return targets;
}

/** Words of visible text ("₹1,50,000" and "80C" count; markup, scripts and styles do not). */
export function countWordsIn(element: HTMLElement): number {
  const clone = parse(element.outerHTML);
  for (const el of clone.querySelectorAll('script, style, noscript, template')) el.remove();
  return clone.textContent.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export interface JsonLdCheck {
  valid: boolean;
  types: string[];
  problems: string[];
}

/** Each JSON-LD block must parse, and each item must name a schema.org @context and a @type. */
export function checkJsonLd(blocks: readonly string[]): JsonLdCheck {
  const types: string[] = [];
  const problems: string[] = [];
  blocks.forEach((text, n) => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(`block ${n + 1} is not valid JSON (${(error as Error).message})`);
      return;
    }
    const visit = (item: unknown, inheritedContext: boolean, where: string) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        problems.push(`${where} is not an object`);
        return;
      }
      const record = item as Record<string, unknown>;
      const context = record['@context'];
      const hasContext =
        inheritedContext ||
        (typeof context === 'string' && /schema\.org/.test(context)) ||
        (typeof context === 'object' &&
          context !== null &&
          /schema\.org/.test(JSON.stringify(context)));
      if (Array.isArray(record['@graph'])) {
        (record['@graph'] as unknown[]).forEach((g, i) =>
          visit(g, hasContext, `${where} @graph[${i}]`),
        );
        return;
      }
      const type = record['@type'];
      if (!hasContext) problems.push(`${where} has no schema.org @context`);
      if (typeof type === 'string' && type) types.push(type);
      else if (Array.isArray(type) && type.every((t) => typeof t === 'string') && type.length > 0)
        types.push(...(type as string[]));
      else problems.push(`${where} has no @type`);
    };
    if (Array.isArray(data))
      data.forEach((item, i) => visit(item, false, `block ${n + 1} item ${i + 1}`));
    else visit(data, false, `block ${n + 1}`);
  });
  return { valid: problems.length === 0, types, problems };
}

export interface PageAuditInput {
  path: string;
  status: number;
  html: string;
  /** Public origin, e.g. "https://taxguide.in": canonicals must point there. */
  siteUrl: string;
}

export interface PageAuditResult {
  /** The audit without broken links and score (the crawl knows which targets are broken). */
  audit: Omit<SeoPageAudit, 'brokenLinks' | 'score'>;
  /** Internal link targets, normalised, in order, with repeats. */
  links: string[];
  /** `<meta name="robots" content="noindex">`: not meant for the sitemap. */
  noindex: boolean;
  /** The text a keyword must appear in to count as covered: title, h1s and description. */
  headlineText: string;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

export function auditPage({ path, status, html, siteUrl }: PageAuditInput): PageAuditResult {
  const root = parse(html, { comment: false });
  const issues: SeoIssue[] = [];
  const origin = new URL(siteUrl).origin;
  const pageUrl = new URL(path, origin);

  const titleText =
    root.querySelector('head title')?.textContent ?? root.querySelector('title')?.textContent;
  const title = titleText !== undefined ? collapse(titleText) : null;
  const descriptionRaw = root
    .querySelectorAll('meta')
    .find((m) => (m.getAttribute('name') ?? '').toLowerCase() === 'description')
    ?.getAttribute('content');
  const description = descriptionRaw !== undefined ? collapse(descriptionRaw) : null;
  const robots = root
    .querySelectorAll('meta')
    .find((m) => (m.getAttribute('name') ?? '').toLowerCase() === 'robots')
    ?.getAttribute('content');
  const noindex = /noindex/i.test(robots ?? '');
  const h1s = root.querySelectorAll('h1');
  const canonicalHref = root
    .querySelectorAll('link')
    .find((l) => (l.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'))
    ?.getAttribute('href');
  const canonical = canonicalHref?.trim() || null;
  const jsonLdBlocks = root
    .querySelectorAll('script')
    .filter((s) => (s.getAttribute('type') ?? '').toLowerCase() === 'application/ld+json')
    .map((s) => s.rawText);
  const jsonLd = checkJsonLd(jsonLdBlocks);
  const main = root.querySelector('main') ?? root.querySelector('body') ?? root;
  const wordCount = countWordsIn(main);
  const links = internalLinkTargets(root, pageUrl);
  const imagesWithoutAlt = root.querySelectorAll('img').filter((img) => !img.hasAttribute('alt'));

  if (status !== 200) {
    issues.push(issue('http-status', path, `${path} answers ${status}`));
  } else {
    if (!title) issues.push(issue('title-missing', path, `${path} has no <title>`));
    else if (title.length < TITLE_MIN_LENGTH || title.length > TITLE_MAX_LENGTH)
      issues.push(
        issue(
          'title-length',
          path,
          `${path}: title is ${title.length} characters (aim for ${TITLE_MIN_LENGTH}–${TITLE_MAX_LENGTH})`,
        ),
      );
    if (!description)
      issues.push(issue('description-missing', path, `${path} has no meta description`));
    else if (
      description.length < META_DESCRIPTION_MIN_LENGTH ||
      description.length > META_DESCRIPTION_MAX_LENGTH
    )
      issues.push(
        issue(
          'description-length',
          path,
          `${path}: meta description is ${description.length} characters (aim for ${META_DESCRIPTION_MIN_LENGTH}–${META_DESCRIPTION_MAX_LENGTH})`,
        ),
      );
    if (h1s.length === 0) issues.push(issue('h1-missing', path, `${path} has no <h1>`));
    else if (h1s.length > 1)
      issues.push(
        issue('h1-multiple', path, `${path} has ${h1s.length} <h1> elements (one is best)`),
      );
    if (!canonical) issues.push(issue('canonical-missing', path, `${path} has no canonical link`));
    else {
      let canonicalPath: string | null = null;
      try {
        const c = new URL(canonical, pageUrl);
        canonicalPath = c.origin === origin ? normalizePath(c.pathname) : null;
      } catch {
        canonicalPath = null;
      }
      if (canonicalPath !== normalizePath(pageUrl.pathname))
        issues.push(
          issue(
            'canonical-mismatch',
            path,
            `${path}: canonical points to ${canonical}, not ${origin}${path}`,
          ),
        );
    }
    if (jsonLdBlocks.length === 0)
      issues.push(issue('json-ld-missing', path, `${path} has no JSON-LD structured data`));
    else if (!jsonLd.valid)
      issues.push(issue('json-ld-invalid', path, `${path}: JSON-LD ${jsonLd.problems.join('; ')}`));
    if (!noindex && wordCount < MIN_WORD_COUNT)
      issues.push(
        issue(
          'thin-content',
          path,
          `${path} has ${wordCount} words of content (at least ${MIN_WORD_COUNT} is better)`,
        ),
      );
    if (links.length === 0)
      issues.push(issue('no-internal-links', path, `${path} links to no other page of the site`));
    for (const img of imagesWithoutAlt)
      issues.push(
        issue(
          'img-alt-missing',
          path,
          `${path}: image ${img.getAttribute('src') ?? '(no src)'} has no alt text`,
        ),
      );
  }

  return {
    audit: {
      path,
      httpStatus: status,
      title,
      titleLength: title?.length ?? 0,
      description,
      descriptionLength: description?.length ?? 0,
      h1Count: h1s.length,
      canonical,
      jsonLdTypes: jsonLd.types,
      jsonLdValid: jsonLdBlocks.length > 0 && jsonLd.valid,
      wordCount,
      internalLinks: new Set(links).size,
      imagesWithoutAlt: imagesWithoutAlt.length,
      issues,
    },
    links,
    noindex,
    headlineText: [title ?? '', ...h1s.map((h) => h.textContent), description ?? ''].join(' \n '),
  };
}
