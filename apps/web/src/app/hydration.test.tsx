import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';
import { defaultSiteConfig, type SiteConfig } from './site-config';
import { visit } from '../test/location';
import { CATALOG_NAMES, createI18n } from '../i18n/i18n';

// Every catalog in, as the server render and (for its page) the browser entry have them.
const i18n = await createI18n('en', CATALOG_NAMES);

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

/**
 * Renders `path` to a string as the server does, puts it in the document, then
 * hydrates it as the browser entry does. Returns every error React reported.
 */
async function hydrate(path: string, serverSite: SiteConfig, clientSite: SiteConfig = serverSite) {
  await Promise.all(appRoutes.map((route) => route.page.preload()));
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <App queryClient={createQueryClient()} site={serverSite} i18n={i18n} />
      </Router>
    </StrictMode>,
  );
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const consoleError = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    visit(path);
    root = hydrateRoot(
      container as HTMLElement,
      <StrictMode>
        <App queryClient={createQueryClient()} site={clientSite} i18n={i18n} />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { errors: [...consoleError.mock.calls, ...recoverable], container };
}

describe('hydration', () => {
  it.each([
    '/',
    '/privacy',
    '/cookies',
    '/sections',
    '/section/80C',
    '/search?q=hra',
    '/no-such-page',
  ])('%s hydrates without a mismatch or any React error', async (path) => {
    const { errors, container } = await hydrate(path, defaultSiteConfig);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).not.toBeNull();
  });

  it('hydrates with social links configured', async () => {
    const site = {
      ...defaultSiteConfig,
      social: { linkedin: 'https://linkedin.com/company/taxguide' },
    };
    const { errors } = await hydrate('/', site);
    expect(errors).toEqual([]);
  });

  it('after hydration the footer shows the current year (no mismatch on the way)', async () => {
    const { errors, container } = await hydrate('/', defaultSiteConfig);
    expect(errors).toEqual([]);
    expect(container.querySelector('footer')?.textContent).toContain(
      `© ${new Date().getFullYear()}`,
    );
  });

  it('would catch a mismatch (control: different server and client HTML)', async () => {
    const { errors } = await hydrate('/', defaultSiteConfig, {
      ...defaultSiteConfig,
      siteName: 'Another Name',
    });
    expect(errors.length).toBeGreaterThan(0);
  });
});
