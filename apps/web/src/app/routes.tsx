import { matchRoute, type Params } from 'wouter';
import { confirmQueries } from '../features/forms/api/keys';
import { abbreviationsUrl } from '../features/abbreviations/api/keys';
import {
  actMapEntryUrl,
  actMapFilters,
  actMapUrl,
  readsAct2025,
} from '../features/act-map/api/keys';
import { blogPostUrl, blogPostsUrl } from '../features/blog/api/keys';
import { faqUrl } from '../features/faq/api/keys';
import { searchQuery, searchUrl } from '../lib/search-keys';
import { popularSectionsUrl, sectionUrl, sectionsUrl } from '../features/sections/api/keys';
import { decodePath, parseRoutePath } from '../lib/route-path';
import type { CatalogName } from '../i18n/i18n';
import type { Locale } from '../i18n/locale';
import { lazyPage, type LazyPage } from './lazy-page';

export interface RouteDataContext {
  params: Params;
  searchParams: URLSearchParams;
  /** The page's language: a Hindi page reads the Hindi of the content that has it. */
  locale: Locale;
}

/**
 * One row per public route. `queries` lists the query keys (API URLs, per the
 * default query function) the page reads, so the server can prefetch them and
 * ship the data inside the HTML; the page's own hooks use the same key builders.
 */
export interface AppRoute {
  path: string;
  page: LazyPage;
  queries?: (context: RouteDataContext) => string[];
  /**
   * The page's main text is in Hindi at /hi/… (docs/i18n.md). The others show their English text
   * there under a Hindi note, and are not offered to search engines as Hindi.
   */
  hindi?: true;
  /** Message catalogs beyond the main one that the page needs (loaded before it renders). */
  catalogs?: CatalogName[];
}

export const appRoutes: AppRoute[] = [
  {
    path: '/',
    page: lazyPage(() => import('./home/home-page')),
    hindi: true,
    queries: ({ locale }) => [
      popularSectionsUrl(locale),
      sectionsUrl(null, locale),
      blogPostsUrl(),
      faqUrl(locale),
    ],
  },
  {
    path: '/sections',
    page: lazyPage(() => import('../features/sections/sections-page')),
    queries: ({ searchParams, locale }) => [sectionsUrl(searchParams.get('category'), locale)],
    hindi: true,
  },
  {
    path: '/section/:sectionNumber',
    page: lazyPage(() => import('./section-route')),
    queries: ({ params, searchParams, locale }) =>
      readsAct2025(searchParams)
        ? [actMapEntryUrl('2025', params.sectionNumber ?? '')]
        : [sectionUrl(params.sectionNumber ?? '', locale)],
    catalogs: ['pages'],
    hindi: true,
  },
  {
    path: '/calculators',
    page: lazyPage(() => import('../features/calculators/calculators-page')),
    catalogs: ['calculators'],
    hindi: true,
  },
  {
    path: '/ai-assistant',
    page: lazyPage(() => import('../features/ai/ai-assistant-page')),
    catalogs: ['pages'],
    hindi: true,
  },
  {
    path: '/blog',
    page: lazyPage(() => import('../features/blog/blog-page')),
    queries: () => [blogPostsUrl()],
  },
  {
    path: '/blog/:slug',
    page: lazyPage(() => import('../features/blog/blog-post-page')),
    queries: ({ params }) => [blogPostUrl(params.slug ?? '')],
  },
  {
    path: '/abbreviations',
    page: lazyPage(() => import('../features/abbreviations/abbreviations-page')),
    queries: ({ locale }) => [abbreviationsUrl(locale)],
    catalogs: ['pages'],
    hindi: true,
  },
  {
    path: '/act-2025',
    page: lazyPage(() => import('../features/act-map/act-2025-page')),
    queries: ({ searchParams }) => [actMapUrl(actMapFilters(searchParams))],
    catalogs: ['more'],
    hindi: true,
  },
  {
    path: '/faq',
    page: lazyPage(() => import('../features/faq/faq-page')),
    queries: ({ locale }) => [faqUrl(locale)],
    catalogs: ['pages'],
    hindi: true,
  },
  {
    path: '/search',
    page: lazyPage(() => import('../features/search/search-page')),
    queries: ({ searchParams, locale }) => {
      const q = searchQuery(searchParams);
      return q ? [searchUrl(q, 0, locale)] : [];
    },
    catalogs: ['pages'],
    hindi: true,
  },
  {
    path: '/contact',
    page: lazyPage(() => import('../features/forms/contact-page')),
    catalogs: ['forms'],
    hindi: true,
  },
  {
    path: '/newsletter',
    page: lazyPage(() => import('../features/forms/newsletter-page')),
    catalogs: ['forms'],
    hindi: true,
  },
  {
    path: '/newsletter/confirm',
    page: lazyPage(() => import('../features/forms/confirm-page')),
    catalogs: ['forms'],
    hindi: true,
    queries: ({ searchParams }) => confirmQueries(searchParams),
  },
  // Opening the unsubscribe link changes nothing (mail scanners open links): no prefetch.
  {
    path: '/newsletter/unsubscribe',
    page: lazyPage(() => import('../features/forms/unsubscribe-page')),
    catalogs: ['forms'],
    hindi: true,
  },
  {
    path: '/pdf-download',
    page: lazyPage(() => import('../features/forms/pdf-download-page')),
    catalogs: ['forms'],
    hindi: true,
  },
  { path: '/admin', page: lazyPage(() => import('../features/admin/admin-page')) },
  {
    path: '/ai-dashboard',
    page: lazyPage(() => import('../features/ai-dashboard/ai-dashboard-page')),
  },
  {
    path: '/privacy',
    page: lazyPage(() => import('../features/legal/privacy-page')),
    catalogs: ['legal'],
    hindi: true,
  },
  {
    path: '/terms',
    page: lazyPage(() => import('../features/legal/terms-page')),
    catalogs: ['legal'],
    hindi: true,
  },
  {
    path: '/eula',
    page: lazyPage(() => import('../features/legal/eula-page')),
    catalogs: ['legal'],
    hindi: true,
  },
  {
    path: '/ccpa',
    page: lazyPage(() => import('../features/legal/ccpa-page')),
    catalogs: ['legal'],
    hindi: true,
  },
  {
    path: '/cookies',
    page: lazyPage(() => import('../features/legal/cookies-page')),
    catalogs: ['legal'],
    hindi: true,
  },
  {
    path: '/how-we-check',
    page: lazyPage(() => import('../features/legal/how-we-check-page')),
    catalogs: ['more'],
    hindi: true,
  },
  // What this browser saved (localStorage): the server renders only the frame, so no queries.
  {
    path: '/saved',
    page: lazyPage(() => import('../features/saved/saved-page')),
    catalogs: ['more'],
    hindi: true,
  },
  {
    path: '*',
    page: lazyPage(() => import('../features/not-found/not-found-page')),
    catalogs: ['more'],
    hindi: true,
  },
];

export interface MatchedRoute {
  route: AppRoute;
  params: Params;
}

/** The first route whose path matches (the last one, `*`, matches anything), as the router picks it. */
export function matchAppRoute(pathname: string): MatchedRoute {
  const path = decodePath(pathname);
  for (const route of appRoutes) {
    const [matches, params] = matchRoute(parseRoutePath, route.path, path);
    if (matches) return { route, params };
  }
  return { route: appRoutes[appRoutes.length - 1] as AppRoute, params: {} };
}
