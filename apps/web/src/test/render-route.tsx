import type { QueryClient } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { appRoutes, matchAppRoute } from '../app/routes';
import { defaultSiteConfig, type SiteConfig } from '../app/site-config';
import { CATALOG_NAMES, createI18n } from '../i18n/i18n';
import { localeOfPath, pathWithoutLocale } from '../i18n/locale';
import { renderAt } from './location';
import { loadDefaultAnswers } from './msw/handlers';

export interface RenderRouteOptions {
  site?: Partial<SiteConfig>;
  /** A client to render with, e.g. one seeded with setQueryData (a fresh one by default). */
  queryClient?: QueryClient;
  /**
   * Which page chunks to load before rendering: every route's (default), so tests
   * can navigate by clicking, or only this route's, to exercise lazy loading.
   * (user-event's clicks run inside a synchronous act(), and React does not
   * resume a page that suspends there; wrap such clicks in `await act(async ...)`.)
   */
  preload?: 'all' | 'route';
}

export interface RenderedRoute extends RenderResult {
  user: UserEvent;
  site: SiteConfig;
  queryClient: QueryClient;
}

/**
 * Renders the whole app (layout, routes, toaster) at `path`, as a visitor sees
 * it, with a fresh query client. Page chunks are loaded first, as the browser
 * entry does before hydrating, so the page renders without suspending.
 */
export async function renderRoute(
  path: string,
  options: RenderRouteOptions = {},
): Promise<RenderedRoute> {
  const { pathname } = new URL(path, 'http://localhost');
  const [i18n] = await Promise.all([
    createI18n(localeOfPath(pathname), CATALOG_NAMES),
    options.preload === 'route'
      ? matchAppRoute(pathWithoutLocale(pathname)).route.page.preload()
      : Promise.all(appRoutes.map((route) => route.page.preload())),
    // The mock API's answers load once per file: here, not inside a test's wait for a response.
    loadDefaultAnswers(),
  ]);
  const site: SiteConfig = { ...defaultSiteConfig, ...options.site };
  // Real timers: Testing Library's async wrapper waits on a real setTimeout, so
  // user-event hangs under vi.useFakeTimers(); use fireEvent in fake-timer tests.
  const user = userEvent.setup();
  const queryClient = options.queryClient ?? createQueryClient();
  const result = renderAt(
    <StrictMode>
      <App queryClient={queryClient} site={site} i18n={i18n} />
    </StrictMode>,
    path,
  );
  return { ...result, user, site, queryClient };
}

/** The content of a meta tag the page's <Head> applied to document.head. */
export function metaContent(selector: string): string | null {
  return document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
}
