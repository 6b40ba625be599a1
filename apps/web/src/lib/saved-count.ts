import { useSyncExternalStore } from 'react';
import { SAVED_ANSWERS_CHANGED, SAVED_ANSWERS_KEY } from './saved-answers';
import { SCENARIOS_CHANGED, SCENARIOS_KEY } from './scenarios';
import { BOOKMARKS_CHANGED, BOOKMARKS_KEY } from './bookmarks';

/** Everything /saved lists lives in these browser keys; each store announces its changes. */
const KEYS = [BOOKMARKS_KEY, SAVED_ANSWERS_KEY, SCENARIOS_KEY];
const EVENTS = [BOOKMARKS_CHANGED, SAVED_ANSWERS_CHANGED, SCENARIOS_CHANGED];

function lengthOf(key: string): number {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    // Damaged or blocked storage counts as nothing saved.
    return 0;
  }
}

const snapshot = () => KEYS.reduce((n, key) => n + lengthOf(key), 0);
const serverSnapshot = () => 0;

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || KEYS.includes(event.key)) onChange();
  };
  window.addEventListener('storage', onStorage);
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

/**
 * How many items /saved holds (bookmarked sections, saved answers, calculator scenarios). Zero
 * on the server and during hydration; the stored count follows at once and on every change,
 * also from another tab.
 */
export function useSavedCount(): number {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
