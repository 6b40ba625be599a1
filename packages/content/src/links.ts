import { findGuide } from './guides/index';
import { sections } from './sections/index';

/** Public routes of the site that content may link to (every public page, plus /search). */
export const SITE_ROUTES: readonly string[] = [
  '/',
  '/sections',
  '/calculators',
  '/ai-assistant',
  '/blog',
  '/abbreviations',
  '/faq',
  '/contact',
  '/newsletter',
  '/pdf-download',
  '/privacy',
  '/terms',
  '/eula',
  '/ccpa',
  '/cookies',
  '/search',
  '/act-2025',
  '/how-we-check',
];

/**
 * The pages above whose text is in Hindi at /hi/… (docs/i18n.md); a section's page is too where
 * the section has its Hindi. Only these are offered to search engines in Hindi (sitemap, hreflang).
 */
export const HINDI_ROUTES: readonly string[] = [
  '/',
  '/sections',
  '/calculators',
  '/faq',
  '/ai-assistant',
  '/abbreviations',
  '/search',
  '/contact',
  '/newsletter',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/pdf-download',
  '/privacy',
  '/terms',
  '/eula',
  '/ccpa',
  '/cookies',
  '/act-2025',
  '/how-we-check',
  // Not indexed and not a site route, so never in the sitemap; listed as its page is Hindi.
  '/saved',
];

/** Path of a section's page. Section numbers are used as written: "/section/80CCD(1B)". */
export function sectionPath(sectionNumber: string): string {
  return `/section/${sectionNumber}`;
}

export function guidePath(slug: string): string {
  return `/blog/${slug}`;
}

/** Targets of markdown links `[text](target)`; a target may hold balanced parentheses. */
export function markdownLinkTargets(markdown: string): string[] {
  const targets: string[] = [];
  const pattern = /\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;
  for (const match of markdown.matchAll(pattern)) {
    if (match[1]) targets.push(match[1]);
  }
  return targets;
}

const sectionNumbers = new Set(sections.map((s) => s.sectionNumber));

/**
 * The section page that a cited section number (as the tax engine writes it in its working,
 * e.g. '80C', '115BAC(1A)', '17(2)') should link to: the page with exactly that number, else
 * the nearest parent found by dropping trailing parenthesised groups one at a time
 * ('115BAC(1A)' → '115BAC', '17(2)(vi)' → '17(2)'); undefined when no page matches.
 */
export function sectionPageFor(number: string): string | undefined {
  let candidate = number.trim();
  while (candidate) {
    if (sectionNumbers.has(candidate)) return candidate;
    const parent = /^(.+)\([^()]*\)$/.exec(candidate);
    if (!parent?.[1]) return undefined;
    candidate = parent[1];
  }
  return undefined;
}

/**
 * Whether an internal path points at a page that exists: a site route (optionally with a #anchor
 * or ?query), a section page by its exact number, or a guide by its slug.
 */
export function isKnownInternalPath(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? '';
  if (SITE_ROUTES.includes(bare)) return true;
  if (bare.startsWith('/section/'))
    return sectionNumbers.has(decodeURIComponent(bare.slice('/section/'.length)));
  if (bare.startsWith('/blog/')) return findGuide(bare.slice('/blog/'.length)) !== undefined;
  return false;
}
