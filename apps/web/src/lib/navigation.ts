import { useSyncExternalStore } from 'react';
// For its side effect: wouter's browser location patches history.pushState/replaceState to fire
// window events of those names, which this store listens to.
import 'wouter/use-browser-location';

/** How the current history entry was reached: a link or navigate (PUSH, REPLACE), or back/forward and the first page (POP). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/**
 * What wouter's location leaves out: the fragment, the entry's state, how it was reached, and
 * a key that changes on every navigation, even to the same address.
 */
export interface NavigationEntry {
  type: NavigationType;
  key: string;
  hash: string;
  state: unknown;
}

// The server never sees the fragment or the state; hydration starts from this too.
const serverEntry: NavigationEntry = { type: 'POP', key: 'default', hash: '', state: null };

let type: NavigationType = 'POP';
let count = 0;
let entry: NavigationEntry = serverEntry;
const listeners = new Set<() => void>();

function readEntry(): NavigationEntry {
  const key = count ? String(count) : 'default';
  const { hash } = window.location;
  const state: unknown = window.history.state;
  if (entry.key !== key || entry.type !== type || entry.hash !== hash || entry.state !== state)
    entry = { type, key, hash, state };
  return entry;
}

function onHistoryEvent(event: Event): void {
  // Back or forward across fragments fires popstate and then hashchange: one navigation.
  if (event.type === 'hashchange' && window.location.hash === entry.hash) return;
  type = event.type === 'pushState' ? 'PUSH' : event.type === 'replaceState' ? 'REPLACE' : 'POP';
  count += 1;
  readEntry();
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  for (const name of ['pushState', 'replaceState', 'popstate', 'hashchange'])
    window.addEventListener(name, onHistoryEvent);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current history entry's fragment, state, key and navigation type; re-renders on every navigation. */
export function useNavigationEntry(): NavigationEntry {
  return useSyncExternalStore(subscribe, readEntry, () => serverEntry);
}
