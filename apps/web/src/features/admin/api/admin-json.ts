import { AdminSessionExpiredError, adminFetch } from '../../../lib/admin-fetch';

/**
 * GET an admin JSON answer. An ended session stays AdminSessionExpiredError (the page goes back
 * to the gate); any other failure reads as `failure`, the plain words the tab shows.
 */
export async function readAdminJson<T>(url: string, failure: string): Promise<T> {
  let res: Response;
  try {
    res = await adminFetch(url);
  } catch (error) {
    if (error instanceof AdminSessionExpiredError) throw error;
    throw new Error(failure);
  }
  if (!res.ok) throw new Error(failure);
  return (await res.json()) as T;
}
