import { cleanup } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { assertNoMockApiProblems, server, startServer } from './msw/server';

// A component rendered on its own gets the English messages (the app provides its page's own);
// a test's own wrapper goes inside them.
vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof TestingLibrary>();
  const { createI18n } = await import('../i18n/i18n');
  const { withI18n } = await import('./i18n-wrapper');
  const I18nWrapper = withI18n(await createI18n('en'));
  const wrap = <T extends { wrapper?: React.JSXElementConstructor<{ children: React.ReactNode }> }>(
    options: T | undefined,
  ): T => {
    const Inner = options?.wrapper;
    const wrapper = Inner
      ? ({ children }: { children: React.ReactNode }) => (
          <I18nWrapper>
            <Inner>{children}</Inner>
          </I18nWrapper>
        )
      : I18nWrapper;
    return { ...options, wrapper } as T;
  };
  return {
    ...original,
    render: ((ui: React.ReactNode, options?: Parameters<typeof original.render>[1]) =>
      original.render(ui, wrap(options))) as typeof original.render,
    renderHook: ((hook, options) =>
      original.renderHook(hook, wrap(options))) as typeof original.renderHook,
  };
});

beforeAll(() => {
  startServer();
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // Overrides of one test (server.use) end with it; an unexpected request or a handler
  // that threw fails it.
  server.resetHandlers();
  assertNoMockApiProblems();
});

afterAll(() => {
  server.close();
});
