import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { Layout } from '../components/layout/layout';
import { PageFallback } from '../components/layout/page-fallback';
import { Toaster } from '../components/ui/toaster';
import { HINDI_BASE } from '../i18n/locale';
import { parseRoutePath } from '../lib/route-path';
import { HeadProvider, type HeadCollector } from './head';
import { appRoutes } from './routes';
import { SiteConfigProvider, type SiteConfig } from './site-config';

export interface AppProps {
  queryClient: QueryClient;
  site: SiteConfig;
  /** The page's language and its messages (createI18n); `/hi/…` pages are Hindi. */
  i18n: I18n;
  /** Present during the server render only. */
  headCollector?: HeadCollector | null;
}

/** Marks the document once React has hydrated (browser tests wait for it before interacting). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The whole site. The browser's location is wouter's default; the server render wraps it in
 * `<Router ssrPath ssrSearch>`. Routes match with parseRoutePath, as matchAppRoute does. A Hindi
 * page routes under `/hi`, so every wouter link inside it stays in Hindi.
 */
export function App({ queryClient, site, i18n, headCollector = null }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <Router base={i18n.locale === 'hi' ? HINDI_BASE : ''}>
        <SiteConfigProvider value={site}>
          <HeadProvider collector={headCollector}>
            <QueryClientProvider client={queryClient}>
              <Layout>
                <Suspense fallback={<PageFallback />}>
                  <Router parser={parseRoutePath}>
                    <Switch>
                      {appRoutes.map((route) => (
                        <Route key={route.path} path={route.path}>
                          {
                            // A boundary per route (the key makes it a new one): navigations run as
                            // transitions, and React shows the fallback of a newly mounted boundary
                            // only, so a page whose chunk is still loading shows the skeleton instead
                            // of leaving the old page up with no sign that the tap worked.
                            <Suspense key={route.path} fallback={<PageFallback />}>
                              <route.page.Component />
                            </Suspense>
                          }
                        </Route>
                      ))}
                    </Switch>
                  </Router>
                </Suspense>
              </Layout>
              <Toaster />
              <HydrationMarker />
            </QueryClientProvider>
          </HeadProvider>
        </SiteConfigProvider>
      </Router>
    </I18nProvider>
  );
}
