import type { I18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { Layout } from '../components/layout/layout';
import { PageFallback } from '../components/layout/page-fallback';
import { Toaster } from '../components/ui/toaster';
import { useCatalog, type CatalogName } from '../i18n/i18n';
import { HINDI_BASE, LANGUAGE_TAG } from '../i18n/locale';
import { EnglishOnlyNote, HindiPageProvider } from '../i18n/page-language';
import { parseRoutePath } from '../lib/route-path';
import { HeadProvider, type HeadCollector } from './head';
import { appRoutes, type AppRoute } from './routes';
import { SiteConfigProvider, type SiteConfig } from './site-config';
import { I18nProvider } from '../i18n/provider';

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

/** Suspends until one of the page's own message catalogs is in (at once after a server render). */
function CatalogGate({ name }: { name: CatalogName }) {
  useCatalog(name);
  return null;
}

/**
 * One route's page. A boundary per route (the key makes it a new one): navigations run as
 * transitions, and React shows the fallback of a newly mounted boundary only, so a page whose
 * chunk is still loading shows the skeleton instead of leaving the old page up with no sign that
 * the tap worked. At /hi/… a page not yet in Hindi shows its English under a Hindi note.
 */
function RoutePage({ route, locale }: { route: AppRoute; locale: string }) {
  const page = (
    <Suspense key={route.path} fallback={<PageFallback />}>
      {route.catalogs?.map((name) => (
        <CatalogGate key={name} name={name} />
      ))}
      <route.page.Component />
    </Suspense>
  );
  return (
    <HindiPageProvider value={route.hindi === true}>
      {locale === 'hi' && !route.hindi ? (
        <>
          <EnglishOnlyNote />
          <div lang={LANGUAGE_TAG.en}>{page}</div>
        </>
      ) : (
        page
      )}
    </HindiPageProvider>
  );
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
                          <RoutePage route={route} locale={i18n.locale} />
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
