import type { SearchResponse } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { searchUrl } from './keys';

export function useSearch(q: string) {
  return useQuery<SearchResponse>({ queryKey: [searchUrl(q)], enabled: q.length > 0 });
}
