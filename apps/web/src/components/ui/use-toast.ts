import { useSyncExternalStore, type ReactNode } from 'react';

/** At most one toast is shown at a time; a newer one replaces it, so they never pile up. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION = 5000;
/** A dismissed toast is dropped from the store this long after it closed. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself (TOAST_DURATION by default; Infinity keeps it). */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: string;
  /** False once dismissed; the entry is removed TOAST_REMOVE_DELAY later. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
}

// One store for the page: toast() works from anywhere (event handlers, mutation
// callbacks), not only from components. Nothing is ever added during a render, so
// the server snapshot is always empty and hydration never sees a toast.
let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const EMPTY: Toast[] = [];

function setToasts(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Shows a toast (replacing the one on screen, TOAST_LIMIT = 1). */
export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const next = [{ variant: 'default' as const, ...input, id, open: true }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) {
    clearTimeout(removeTimers.get(dropped.id));
    removeTimers.delete(dropped.id);
  }
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  let changed = false;
  const next = toasts.map((t) => {
    if ((id === undefined || t.id === id) && t.open) {
      changed = true;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  if (changed) setToasts(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast(): { toasts: Toast[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}
