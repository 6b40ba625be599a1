import { TOTAL_COUNT_HEADER } from '@taxguide/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminSessionExpiredError, adminFetch, adminQueryKey } from '../../../lib/admin-fetch';

/** Which page of a list, and the search text (e-mail, or the question for AI queries). */
export interface ListParams {
  limit: number;
  offset: number;
  q: string;
}

export interface ListPage<T> {
  rows: T[];
  /** Rows matching in all (the x-total-count header). */
  total: number;
}

/** `<path>?limit=&offset=&q=`: the query key, and the URL the default query function would read. */
export function listUrl(path: string, { limit, offset, q }: ListParams): string {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q.trim()) query.set('q', q.trim());
  return `${path}?${query.toString()}`;
}

/**
 * One page of an admin list. Any failure but an ended session reads as the tab's text
 * ("Failed to fetch leads", ...); admin queries never retry.
 */
export function useAdminList<T>(url: string, failure: string) {
  return useQuery({
    queryKey: adminQueryKey(url),
    queryFn: async (): Promise<ListPage<T>> => {
      let res: Response;
      try {
        res = await adminFetch(url);
      } catch (error) {
        if (error instanceof AdminSessionExpiredError) throw error;
        throw new Error(failure);
      }
      if (!res.ok) throw new Error(failure);
      const rows = (await res.json()) as T[];
      const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
      return { rows, total: Number.isFinite(total) && total >= rows.length ? total : rows.length };
    },
    retry: false,
    placeholderData: keepPreviousData,
  });
}
