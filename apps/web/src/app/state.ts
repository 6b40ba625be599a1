import type { DehydratedState } from '@tanstack/react-query';
import { safeJson } from './head';
import type { SiteConfig } from './site-config';

/** What the server hands to the browser alongside the HTML. */
export interface InitialState {
  site: SiteConfig;
  queries: DehydratedState;
}

export const STATE_ELEMENT_ID = '__TAXGUIDE_STATE__';

/** A non-executable JSON data block (allowed by a strict script-src CSP). */
export function serializeState(state: InitialState): string {
  // Errors have no enumerable fields; keep their message for the hydrated error state.
  const plain = JSON.parse(
    JSON.stringify(state, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message } : value,
    ),
  ) as unknown;
  return `<script id="${STATE_ELEMENT_ID}" type="application/json">${safeJson(plain)}</script>`;
}

export function readState(doc: Document): InitialState | undefined {
  const el = doc.getElementById(STATE_ELEMENT_ID);
  if (!el?.textContent) return undefined;
  return JSON.parse(el.textContent) as InitialState;
}
