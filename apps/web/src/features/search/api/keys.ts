/** Longest query the API accepts (contracts: SEARCH_QUERY_MAX). */
export const SEARCH_QUERY_MAX = 120;

/** The query of /search?q=, trimmed and cut to what the API accepts. */
export function searchQuery(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}

/** GET /api/search?q= (the target of the site's search action). */
export function searchUrl(q: string): string {
  return `/api/search?q=${encodeURIComponent(q)}`;
}
