import { useLingui } from '@lingui/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { LANGUAGE_TAG, localizedPath, type Locale } from '../i18n/locale';
import { useHindiPage } from '../i18n/page-language';
import { useSiteConfig, type SiteConfig } from './site-config';

/**
 * A page's document head. Pages render <Head .../>: on the server the values are
 * collected and written into the HTML before any script runs; in the browser they
 * are applied to document.head on navigation. One function (headTags) builds the
 * tags for both, so they cannot drift apart.
 */
export interface HeadData {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/section/80C". */
  path: string;
  keywords?: string[];
  type?: 'website' | 'article';
  /** Absolute path of the share image (defaults to the site card). */
  image?: string;
  imageAlt?: string;
  /** Extra JSON-LD objects for this page (the WebSite object is always added). */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
  /**
   * Whether the page's main text is in Hindi at /hi/…; by default its route's flag. A page not in
   * Hindi gets no hreflang alternates, and its /hi address's canonical link is the English page.
   */
  hindi?: boolean;
  /** HTTP status for the server render (404 for not-found pages). */
  status?: number;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  content?: string;
}

export const DEFAULT_KEYWORDS = [
  'income tax India',
  'income tax calculator',
  'old vs new tax regime',
  'Income Tax Act sections',
  'tax saving',
];

export function fullTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** The language a head is written for, and whether the page has a Hindi text. */
export interface HeadLanguage {
  locale: Locale;
  /** The route's flag; HeadData.hindi overrides it. */
  hindi: boolean;
}

const ENGLISH: HeadLanguage = { locale: 'en', hindi: false };

export function websiteJsonLd(site: SiteConfig, locale: Locale = 'en'): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.siteName,
    url: `${site.siteUrl}${localizedPath('/', locale)}`,
    inLanguage: LANGUAGE_TAG[locale],
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${site.siteUrl}/search?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Serialises JSON for a <script> data block: "<" is escaped so no tag can be closed early. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function headTags(
  head: HeadData,
  site: SiteConfig,
  language: HeadLanguage = ENGLISH,
): HeadTag[] {
  const hindi = head.hindi ?? language.hindi;
  const urlIn = (locale: Locale) => `${site.siteUrl}${localizedPath(head.path, locale)}`;
  // A /hi address whose text is still English is not a Hindi page: its canonical is the English.
  const locale: Locale = language.locale === 'hi' && hindi ? 'hi' : 'en';
  const url = urlIn(locale);
  const alternates: HeadTag[] = hindi
    ? [
        { tag: 'link', attrs: { rel: 'alternate', hreflang: 'en-IN', href: urlIn('en') } },
        { tag: 'link', attrs: { rel: 'alternate', hreflang: 'hi-IN', href: urlIn('hi') } },
        { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: urlIn('en') } },
      ]
    : [];
  const title = fullTitle(head.title, site.siteName);
  const image = `${site.siteUrl}${head.image ?? '/og-image.png'}`;
  const keywords = head.keywords && head.keywords.length > 0 ? head.keywords : DEFAULT_KEYWORDS;
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  return [
    { tag: 'title', attrs: {}, content: title },
    meta({ name: 'description', content: head.description }),
    meta({ name: 'keywords', content: keywords.join(', ') }),
    meta({ name: 'robots', content: head.noindex ? 'noindex, nofollow' : 'index, follow' }),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...alternates,
    meta({ property: 'og:type', content: head.type ?? 'website' }),
    meta({ property: 'og:site_name', content: site.siteName }),
    meta({ property: 'og:title', content: title }),
    meta({ property: 'og:description', content: head.description }),
    meta({ property: 'og:url', content: url }),
    meta({ property: 'og:image', content: image }),
    meta({
      property: 'og:image:alt',
      content: head.imageAlt ?? `${site.siteName}: Indian income tax made clear`,
    }),
    meta({ property: 'og:locale', content: LANGUAGE_TAG[locale].replace('-', '_') }),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    meta({ name: 'twitter:title', content: title }),
    meta({ name: 'twitter:description', content: head.description }),
    meta({ name: 'twitter:image', content: image }),
    meta({ name: 'geo.region', content: 'IN' }),
    meta({ name: 'geo.placename', content: 'India' }),
    meta({ name: 'geo.position', content: '20.5937;78.9629' }),
    meta({ name: 'ICBM', content: '20.5937, 78.9629' }),
    {
      tag: 'script',
      attrs: { type: 'application/ld+json', 'data-head': 'jsonld' },
      content: safeJson([websiteJsonLd(site, locale), ...(head.jsonLd ?? [])]),
    },
  ];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as an HTML string for the server render. */
export function renderHeadHtml(head: HeadData, site: SiteConfig, language?: HeadLanguage): string {
  return headTags(head, site, language)
    .map(({ tag, attrs, content }) => {
      const attributes = Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes} data-head="">`;
      // Script content is already safe JSON; title text is escaped.
      const body = tag === 'script' ? (content ?? '') : escapeHtml(content ?? '');
      return `<${tag}${attributes}>${body}</${tag}>`;
    })
    .join('\n    ');
}

/** Replaces the managed head tags in the live document (client navigation). */
export function applyHead(head: HeadData, site: SiteConfig, language?: HeadLanguage): void {
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  for (const { tag, attrs, content } of headTags(head, site, language)) {
    if (tag === 'title') {
      document.title = content ?? '';
      continue;
    }
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    if (!el.hasAttribute('data-head')) el.setAttribute('data-head', '');
    if (content !== undefined) el.textContent = content;
    document.head.appendChild(el);
  }
}

/** Collects the page's head during a server render. */
export class HeadCollector {
  head: HeadData | undefined;
  collect(head: HeadData): void {
    this.head = head;
  }
  get status(): number {
    return this.head?.status ?? 200;
  }
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function HeadProvider({
  collector,
  children,
}: {
  collector: HeadCollector | null;
  children: ReactNode;
}) {
  return (
    <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>
  );
}

export function Head(props: HeadData) {
  const collector = useContext(HeadCollectorContext);
  const site = useSiteConfig();
  const locale = useLingui().i18n.locale as Locale;
  const hindi = useHindiPage();
  // Server: the last <Head> rendered wins (pages render one).
  collector?.collect({ hindi, ...props });
  const key = JSON.stringify(props);
  useEffect(() => {
    applyHead(JSON.parse(key) as HeadData, site, { locale, hindi });
  }, [key, site, locale, hindi]);
  return null;
}
