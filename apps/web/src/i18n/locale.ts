/**
 * The site's two languages. English pages live at their plain paths, Hindi ones under /hi
 * (docs/i18n.md). A page's language is read from its path alone, so the server render, the
 * browser and links agree without cookies.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The prefix of the Hindi pages (`/hi`, `/hi/calculators`). */
export const HINDI_BASE = '/hi';

/** The document's language tag for each locale (`<html lang>`, `og:locale` uses `_`). */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The language's own name, shown on the switch that leads to it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

/** The cookie that remembers the reader's choice of language for a year. */
export const LANGUAGE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

export function localeOfPath(pathname: string): Locale {
  return /^\/hi(?:\/|$)/i.test(pathname) ? 'hi' : 'en';
}

/** The path without the language prefix: `/hi/section/80C` → `/section/80C`, `/hi` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(HINDI_BASE.length);
  return rest === '' ? '/' : rest;
}

/** The same page in `locale`: `localizedPath('/faq', 'hi')` → `/hi/faq`. Keeps query and hash. */
export function localizedPath(path: string, locale: Locale): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const bare = pathWithoutLocale(pathname || '/');
  if (locale === 'en') return bare + rest;
  return (bare === '/' ? HINDI_BASE : HINDI_BASE + bare) + rest;
}

/** An API address asking for the page's language: `?lang=hi` (or `&lang=hi`) on a Hindi page. */
export function apiPathIn(path: string, locale: string): string {
  if (locale !== 'hi') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=hi`;
}
