import type { RenderInput, RenderOutput } from '@taxguide/contracts/ssr';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/app';
import { HeadCollector, renderHeadHtml } from './app/head';
import { createQueryClient } from './app/query-client';
import { matchAppRoute } from './app/routes';
import { serializeState } from './app/state';
import { CATALOG_NAMES, createI18n } from './i18n/i18n';
import { LANGUAGE_TAG, localeOfPath, pathWithoutLocale } from './i18n/locale';
import './styles/app.css';

/** Renders one page: prefetches its data, renders to HTML, collects the head. */
export async function render({ url, fetchJson, site }: RenderInput): Promise<RenderOutput> {
  const location = new URL(url, 'http://localhost');
  const locale = localeOfPath(location.pathname);
  const { route, params } = matchAppRoute(pathWithoutLocale(location.pathname));
  const queryClient = createQueryClient();
  const keys = route.queries?.({ params, searchParams: location.searchParams, locale }) ?? [];
  const [i18n] = await Promise.all([
    // Every catalog: the server renders lazy blocks (islands) in full.
    createI18n(locale, CATALOG_NAMES),
    route.page.preload(),
    ...keys.map((key) =>
      queryClient.prefetchQuery({
        queryKey: [key],
        queryFn: async () => {
          const res = await fetchJson(key);
          if (res.status >= 400) throw new Error(`${res.status}: ${res.body}`);
          return JSON.parse(res.body) as unknown;
        },
      }),
    ),
  ]);

  const headCollector = new HeadCollector();
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={location.pathname} ssrSearch={location.search}>
        <App queryClient={queryClient} site={site} i18n={i18n} headCollector={headCollector} />
      </Router>
    </StrictMode>,
  );
  const head = headCollector.head ?? {
    title: site.siteName,
    description: 'Indian income tax explained: calculators, Act sections and guides.',
    path: location.pathname,
  };
  const state = serializeState({
    site,
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }),
  });
  queryClient.clear();
  return {
    status: headCollector.status,
    lang: LANGUAGE_TAG[locale],
    head: renderHeadHtml(head, site, { locale, hindi: route.hindi === true }),
    html,
    state,
  };
}
