import type { AdminSummary } from '@taxguide/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { AdminSessionExpiredError, adminFetch, adminQueryKey } from '../../../lib/admin-fetch';

/** GET /api/admin/summary (admin token): the cards' and tabs' numbers, counted in SQL. */
export const SUMMARY_URL = '/api/admin/summary';

export function useAdminSummary() {
  return useQuery({
    queryKey: adminQueryKey(SUMMARY_URL),
    queryFn: async (): Promise<AdminSummary> => {
      let res: Response;
      try {
        res = await adminFetch(SUMMARY_URL);
      } catch (error) {
        if (error instanceof AdminSessionExpiredError) throw error;
        throw new Error('Failed to fetch summary');
      }
      if (!res.ok) throw new Error('Failed to fetch summary');
      return (await res.json()) as AdminSummary;
    },
    retry: false,
  });
}
