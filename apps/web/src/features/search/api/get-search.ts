import type { SearchResponse } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/use-locale';
import { searchUrl } from '../../../lib/search-keys';

/** One page of results: the first (offset 0) is prefetched with the page. */
export function useSearch(q: string, offset = 0) {
  const locale = useLocale();
  return useQuery<SearchResponse>({
    queryKey: [searchUrl(q, offset, locale)],
    enabled: q.length > 0,
  });
}
