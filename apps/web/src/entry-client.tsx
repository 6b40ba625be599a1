import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { matchAppRoute } from './app/routes';
import { defaultSiteConfig } from './app/site-config';
import { readState } from './app/state';
import { createI18n } from './i18n/i18n';
import { localeOfPath, pathWithoutLocale } from './i18n/locale';
import './styles/app.css';

async function start() {
  const state = readState(document);
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  // Load the current page's chunk and its language's messages first, so hydration renders
  // exactly what the server did.
  const { pathname } = window.location;
  const { route } = matchAppRoute(pathWithoutLocale(pathname));
  const [i18n] = await Promise.all([
    createI18n(localeOfPath(pathname), route.catalogs),
    route.page.preload(),
  ]);
  const root = document.getElementById('root') as HTMLElement;
  hydrateRoot(
    root,
    <StrictMode>
      {/* wouter's default router reads the browser's location: no provider needed. */}
      <App queryClient={queryClient} site={state?.site ?? defaultSiteConfig} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
