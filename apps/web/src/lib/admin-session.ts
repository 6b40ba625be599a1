import { useSyncExternalStore } from 'react';

/**
 * The admin session: a flag and the bearer token, kept in sessionStorage (this
 * browser tab, until it closes). The server render and the first (hydrating) client render
 * always see "locked"; right after hydration the stored flag is read and, when set with a token,
 * the dashboard opens: useSyncExternalStore's server snapshot makes that switch without a
 * hydration mismatch.
 *
 * The AI agent dashboard (/ai-dashboard) uses the same session: one login opens both pages.
 */
export const ADMIN_FLAG_KEY = 'adminAuthenticated';
export const ADMIN_TOKEN_KEY = 'adminToken';

export interface AdminSession {
  authenticated: boolean;
  token: string | null;
}

const LOCKED: AdminSession = { authenticated: false, token: null };
const listeners = new Set<() => void>();
// Where sessionStorage is unavailable (storage disabled), the session lives in memory.
let fallback: AdminSession = LOCKED;
let cached: AdminSession = LOCKED;

function read(): AdminSession {
  try {
    const flag = window.sessionStorage.getItem(ADMIN_FLAG_KEY) === 'true';
    const token = window.sessionStorage.getItem(ADMIN_TOKEN_KEY);
    return flag && token ? { authenticated: true, token } : LOCKED;
  } catch {
    return fallback;
  }
}

function snapshot(): AdminSession {
  const next = read();
  // The same object while nothing changed, as useSyncExternalStore requires.
  if (next.authenticated !== cached.authenticated || next.token !== cached.token) cached = next;
  return cached;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the session with a token from a successful login. */
export function startAdminSession(token: string): void {
  fallback = { authenticated: true, token };
  try {
    window.sessionStorage.setItem(ADMIN_FLAG_KEY, 'true');
    window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage refused: the in-memory fallback holds the session for this page.
  }
  notify();
}

/** Clears the flag and the token (logout, or a token the server no longer accepts). */
export function endAdminSession(): void {
  fallback = LOCKED;
  try {
    window.sessionStorage.removeItem(ADMIN_FLAG_KEY);
    window.sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
  notify();
}

/** The current token (outside React, for fetches). */
export function adminToken(): string | null {
  return snapshot().token;
}

export function useAdminSession(): AdminSession {
  return useSyncExternalStore(subscribe, snapshot, () => LOCKED);
}
