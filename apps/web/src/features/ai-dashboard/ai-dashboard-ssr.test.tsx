import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import { createQueryClient } from '../../app/query-client';
import { matchAppRoute } from '../../app/routes';
import { defaultSiteConfig } from '../../app/site-config';
import { ADMIN_FLAG_KEY, ADMIN_TOKEN_KEY, endAdminSession } from '../../lib/admin-session';
import { TOKEN, installFakeAgentApi, type FakeAgentApi } from './testing/fake-agent-api';
import { visit } from '../../test/location';
import { createI18n } from '../../i18n/i18n';

const i18n = await createI18n('en');

let api: FakeAgentApi;
let root: Root | undefined;
let container: HTMLElement | undefined;

beforeEach(() => {
  api = installFakeAgentApi();
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  endAdminSession();
  vi.restoreAllMocks();
});

it(
  'the server renders the login; a stored session opens the dashboard after hydration without a mismatch',
  { timeout: 20_000 },
  async () => {
    window.sessionStorage.setItem(ADMIN_FLAG_KEY, 'true');
    window.sessionStorage.setItem(ADMIN_TOKEN_KEY, TOKEN);
    await matchAppRoute('/ai-dashboard').route.page.preload();
    const html = renderToString(
      <StrictMode>
        <Router ssrPath="/ai-dashboard">
          <App queryClient={createQueryClient()} site={defaultSiteConfig} i18n={i18n} />
        </Router>
      </StrictMode>,
    );
    expect(html).toContain('AI Agent Dashboard</h1>');
    expect(html).toContain('type="password"');
    expect(html).not.toContain('role="tab"');
    expect(api.calls).toEqual([]);

    container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      visit('/ai-dashboard');
      root = hydrateRoot(
        container as HTMLElement,
        <StrictMode>
          <App queryClient={createQueryClient()} site={defaultSiteConfig} i18n={i18n} />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    await waitFor(() => expect(container!.querySelectorAll('[role="tab"]')).toHaveLength(5));
    expect(container.querySelector('input[type="password"]')).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', '/api/ai-agent/status')).toHaveLength(1));
    expect([...consoleError.mock.calls, ...recoverable]).toEqual([]);
  },
);
