import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Puts the test window at `path` as a page load does: the current history entry is replaced
 * and entered as POP (the first page, whose scrolling is left to the browser). Components use
 * wouter's browser location, as in the real browser, so fragments, history state and
 * navigation types behave as they do there.
 */
export function visit(path: string): void {
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** Renders `ui` with the window at `path` ('/' by default). */
export function renderAt(ui: ReactElement, path = '/'): RenderResult {
  visit(path);
  return render(ui);
}
