import type { ExplainResponse } from '@taxguide/contracts/ai';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Save works: saved explanations persist in the browser (localStorage), not just the page. */
export const SAVED_ANSWERS_KEY = 'taxguide:saved-explanations';
/** The newest this many are kept: enough to revisit, small enough for storage. */
export const SAVED_ANSWERS_MAX = 20;
export const SAVED_ANSWERS_CHANGED = 'taxguide:saved-explanations-changed';

export interface SavedAnswer {
  /** The question as it was asked. */
  query: string;
  /** ISO time it was saved. */
  savedAt: string;
  answer: ExplainResponse;
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

// What comes back from storage is checked: an older or damaged entry is dropped, not rendered.
function isSavedAnswer(v: unknown): v is SavedAnswer {
  if (typeof v !== 'object' || v === null) return false;
  const { query, savedAt, answer } = v as Record<string, unknown>;
  if (typeof query !== 'string' || typeof savedAt !== 'string') return false;
  if (typeof answer !== 'object' || answer === null) return false;
  const a = answer as Record<string, unknown>;
  return (
    typeof a.section === 'string' &&
    typeof a.explanation === 'string' &&
    isStringArray(a.keyPoints) &&
    isStringArray(a.examples) &&
    isStringArray(a.relatedSections) &&
    Array.isArray(a.citations)
  );
}

export function parseSavedAnswers(raw: string): SavedAnswer[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isSavedAnswer) : [];
  } catch {
    return [];
  }
}

/** Two questions are the same saved answer when they differ only in case and spacing. */
export function sameQuery(a: string, b: string): boolean {
  const key = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase();
  return key(a) === key(b);
}

// useSyncExternalStore compares snapshots: the raw string is stable, the parsed array is not.
const snapshot = () => {
  try {
    return window.localStorage.getItem(SAVED_ANSWERS_KEY) ?? '[]';
  } catch {
    return '[]';
  }
};
const serverSnapshot = () => '[]';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_ANSWERS_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAVED_ANSWERS_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAVED_ANSWERS_CHANGED, onChange);
  };
}

function write(list: SavedAnswer[]): boolean {
  try {
    window.localStorage.setItem(SAVED_ANSWERS_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage (private mode, policy).
    return false;
  }
  window.dispatchEvent(new Event(SAVED_ANSWERS_CHANGED));
  return true;
}

export interface SavedAnswers {
  /** Newest first. Empty on the server and during hydration; the stored list follows at once. */
  saved: SavedAnswer[];
  isSaved(query: string): boolean;
  /** Saves (or refreshes) the answer to a question; false when the browser refuses storage. */
  save(query: string, answer: ExplainResponse): boolean;
  remove(query: string): boolean;
}

export function useSavedAnswers(): SavedAnswers {
  const raw = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const saved = useMemo(() => parseSavedAnswers(raw), [raw]);
  const isSaved = useCallback(
    (query: string) => saved.some((s) => sameQuery(s.query, query)),
    [saved],
  );
  const save = useCallback((query: string, answer: ExplainResponse) => {
    const rest = parseSavedAnswers(snapshot()).filter((s) => !sameQuery(s.query, query));
    const entry: SavedAnswer = { query: query.trim(), savedAt: new Date().toISOString(), answer };
    return write([entry, ...rest].slice(0, SAVED_ANSWERS_MAX));
  }, []);
  const remove = useCallback(
    (query: string) =>
      write(parseSavedAnswers(snapshot()).filter((s) => !sameQuery(s.query, query))),
    [],
  );
  return { saved, isSaved, save, remove };
}
