import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { HeadCollector, renderHeadHtml } from './app/head';
import { createQueryClient } from './app/query-client';
import { matchAppRoute } from './app/routes';
import type { SiteConfig } from './app/site-config';
import { serializeState } from './app/state';
import './styles/app.css';

/** How the server reads our own API while rendering (app.inject in the API). */
export type FetchJson = (path: string) => Promise<{ status: number; body: string }>;

export interface RenderInput {
  url: string;
  fetchJson: FetchJson;
  site: SiteConfig;
}

export interface RenderOutput {
  status: number;
  head: string;
  html: string;
  state: string;
}

/** Renders one page: prefetches its data, renders to HTML, collects the head. */
export async function render({ url, fetchJson, site }: RenderInput): Promise<RenderOutput> {
  const location = new URL(url, 'http://localhost');
  const { route, params } = matchAppRoute(location.pathname);
  const queryClient = createQueryClient();
  const keys = route.queries?.({ params, searchParams: location.searchParams }) ?? [];
  await Promise.all([
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
      <StaticRouter location={location.pathname + location.search}>
        <App queryClient={queryClient} site={site} headCollector={headCollector} />
      </StaticRouter>
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
  return { status: headCollector.status, head: renderHeadHtml(head, site), html, state };
}
