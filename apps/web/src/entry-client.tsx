import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { matchAppRoute } from './app/routes';
import { defaultSiteConfig } from './app/site-config';
import { readState } from './app/state';
import './styles/app.css';

async function start() {
  const state = readState(document);
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  // Load the current page's chunk first so hydration renders exactly what the server did.
  await matchAppRoute(window.location.pathname).route.page.preload();
  const root = document.getElementById('root') as HTMLElement;
  hydrateRoot(
    root,
    <StrictMode>
      {/* wouter's default router reads the browser's location: no provider needed. */}
      <App queryClient={queryClient} site={state?.site ?? defaultSiteConfig} />
    </StrictMode>,
  );
}

void start();
