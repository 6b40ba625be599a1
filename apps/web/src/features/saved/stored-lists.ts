// The three lists /saved shows, read and written in this browser's storage under the keys their
// own features use (bookmarks, saved answers, year scenarios), announcing each change with the
// feature's event so every open view of the list (header count, calculator, explainer) follows.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  parseSavedAnswers,
  SAVED_ANSWERS_CHANGED,
  SAVED_ANSWERS_KEY,
  SAVED_ANSWERS_MAX,
  sameQuery,
  type SavedAnswer,
} from '../../lib/saved-answers';
import { SCENARIOS_CHANGED, SCENARIOS_KEY, type Scenario } from '../../lib/scenarios';
import { BOOKMARKS_CHANGED, BOOKMARKS_KEY } from '../../lib/bookmarks';

/** One kept list: where it lives, the event its store listens for, how its entries are read. */
export interface StoredList<T> {
  key: string;
  changed: string;
  parse(raw: string): T[];
  /** Two entries are one item (removing one removes the other). */
  same(a: T, b: T): boolean;
  /** The most entries the list keeps, if it has a limit. */
  max?: number;
}

function jsonArray(raw: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    // A damaged value holds nothing.
    return [];
  }
}

export const bookmarksList: StoredList<string> = {
  key: BOOKMARKS_KEY,
  changed: BOOKMARKS_CHANGED,
  parse: (raw) => jsonArray(raw).filter((x): x is string => typeof x === 'string'),
  same: (a, b) => a === b,
};

export const answersList: StoredList<SavedAnswer> = {
  key: SAVED_ANSWERS_KEY,
  changed: SAVED_ANSWERS_CHANGED,
  parse: parseSavedAnswers,
  same: (a, b) => sameQuery(a.query, b.query),
  max: SAVED_ANSWERS_MAX,
};

const isScenario = (s: unknown): s is Scenario =>
  typeof s === 'object' &&
  s !== null &&
  typeof (s as Scenario).name === 'string' &&
  typeof (s as Scenario).request === 'object' &&
  (s as Scenario).request !== null &&
  !Array.isArray((s as Scenario).request);

export const scenariosList: StoredList<Scenario> = {
  key: SCENARIOS_KEY,
  changed: SCENARIOS_CHANGED,
  parse: (raw) => jsonArray(raw).filter(isScenario),
  same: (a, b) => a.name === b.name,
};

function readRaw(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '[]';
  } catch {
    // Storage blocked (private mode, policy): nothing saved.
    return '[]';
  }
}

function write<T>(list: StoredList<T>, items: T[]): boolean {
  try {
    window.localStorage.setItem(list.key, JSON.stringify(items));
  } catch {
    // Full or blocked storage.
    return false;
  }
  window.dispatchEvent(new Event(list.changed));
  return true;
}

/**
 * Removes an item. Returns where it stood (for an undo), -1 when it was not there (removed in
 * another tab), or null when the browser refused the change.
 */
export function removeStored<T>(list: StoredList<T>, item: T): number | null {
  const current = list.parse(readRaw(list.key));
  const index = current.findIndex((x) => list.same(x, item));
  if (index === -1) return -1;
  const written = write(
    list,
    current.filter((x) => !list.same(x, item)),
  );
  return written ? index : null;
}

/**
 * Puts a removed item back where it stood (undo). If it was saved again meanwhile, that newer
 * copy is kept and nothing changes.
 */
export function restoreStored<T>(list: StoredList<T>, item: T, index: number): boolean {
  const current = list.parse(readRaw(list.key));
  if (current.some((x) => list.same(x, item))) return true;
  const next = [...current.slice(0, index), item, ...current.slice(index)];
  return write(list, list.max ? next.slice(0, list.max) : next);
}

const serverSnapshot = () => '[]';

/**
 * The list's items, following every change (also from another tab). Empty on the server and
 * during hydration, as every store on the site is; the stored items follow at once.
 */
export function useStoredList<T>(list: StoredList<T>): T[] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === list.key) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(list.changed, onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(list.changed, onChange);
      };
    },
    [list],
  );
  // The raw string is the snapshot: it is stable between changes, a parsed array is not.
  const raw = useSyncExternalStore(subscribe, () => readRaw(list.key), serverSnapshot);
  return useMemo(() => list.parse(raw), [list, raw]);
}

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once the page runs in the browser: what this
 * browser saved can only be shown then, so the server's HTML and the first browser render agree.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
