import { throwIfResNotOk } from './api-client';
import { toast } from '../components/ui/use-toast';
import { adminToken, endAdminSession } from './admin-session';

/** Thrown when the server refuses the token (expired, or the password changed): back to the gate. */
export class AdminSessionExpiredError extends Error {
  constructor() {
    super('Your admin session has ended; please log in again');
    this.name = 'AdminSessionExpiredError';
  }
}

/** The tag every admin query key carries, so logout can drop them all. */
export const ADMIN_QUERY_TAG = 'admin';

/** A query key of the admin API: the URL first (as the default query key), then the tag. */
export function adminQueryKey(url: string): [string, typeof ADMIN_QUERY_TAG] {
  return [url, ADMIN_QUERY_TAG];
}

export const isAdminQuery = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[1] === ADMIN_QUERY_TAG;

/**
 * fetch() for the admin API: sends the bearer token. A 401 ends the session, tells
 * the admin once, and throws AdminSessionExpiredError; the page then shows the gate again.
 */
export async function adminFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const token = adminToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(url, { ...init, headers, credentials: 'include' });
  if (res.status === 401) {
    if (adminToken() !== null) {
      endAdminSession();
      toast({
        title: 'Session Expired',
        description: 'Please log in again.',
        variant: 'destructive',
      });
    }
    throw new AdminSessionExpiredError();
  }
  return res;
}

/** adminFetch, then the "<status>: <body>" error of apiRequest for any other non-ok answer. */
export async function adminRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await adminFetch(url, {
    method,
    ...(body !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  await throwIfResNotOk(res);
  return res;
}
