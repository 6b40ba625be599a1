import type { SearchResponse } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { searchUrl } from '../../../lib/search-keys';

/** One page of results: the first (offset 0) is prefetched with the page. */
export function useSearch(q: string, offset = 0) {
  return useQuery<SearchResponse>({ queryKey: [searchUrl(q, offset)], enabled: q.length > 0 });
}
