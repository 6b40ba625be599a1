import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api-client';

/**
 * No automatic refetch interval, no refetch on window focus, data never
 * becomes stale, no retries for queries or mutations. Server-rendered data is
 * therefore used as is after hydration, without a second request.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        // An error rendered on the server (e.g. "Section Not Found") stays until the user acts.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
