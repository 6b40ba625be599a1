import { useCallback, useSyncExternalStore } from 'react';

/** Bookmarks persist in the browser (localStorage), not just in page state. */
export const BOOKMARKS_KEY = 'taxguide:bookmarked-sections';
export const BOOKMARKS_CHANGED = 'taxguide:bookmarks-changed';

function parseList(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    // A damaged value: no bookmarks.
    return [];
  }
}

// useSyncExternalStore needs a stable snapshot: the raw string is compared, not the array.
const snapshot = () => {
  try {
    return window.localStorage.getItem(BOOKMARKS_KEY) ?? '[]';
  } catch {
    // Storage blocked (private mode, policy): no bookmarks.
    return '[]';
  }
};
const serverSnapshot = () => '[]';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BOOKMARKS_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(BOOKMARKS_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(BOOKMARKS_CHANGED, onChange);
  };
}

/**
 * Whether a section is bookmarked, and a toggle that saves the choice. The server render and
 * the first hydration pass show "not bookmarked"; the stored state follows at once.
 * Returns whether saving worked (storage can be full or blocked).
 */
export function useBookmark(sectionNumber: string): [boolean, () => boolean] {
  const raw = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const bookmarked = parseList(raw).includes(sectionNumber);
  const toggle = useCallback(() => {
    const current = parseList(snapshot());
    const next = current.includes(sectionNumber)
      ? current.filter((n) => n !== sectionNumber)
      : [...current, sectionNumber];
    try {
      window.localStorage.setItem(BOOKMARKS_KEY, JSON.stringify(next));
    } catch {
      return false;
    }
    window.dispatchEvent(new Event(BOOKMARKS_CHANGED));
    return true;
  }, [sectionNumber]);
  return [bookmarked, toggle];
}
