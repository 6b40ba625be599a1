// The search page's URL, query and limits; shared by the page and the header's search box.
/** Longest query the API accepts (contracts: SEARCH_QUERY_MAX). */
export const SEARCH_QUERY_MAX = 120;

/** The query of /search?q=, trimmed and cut to what the API accepts. */
export function searchQuery(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}

/** Results the API returns per page (its default limit). */
export const SEARCH_PAGE_SIZE = 20;

/**
 * GET /api/search?q= (the target of the site's search action); `offset` for later pages; on a
 * Hindi page `lang=hi` (sections and FAQ come with their Hindi titles and /hi/ addresses).
 */
export function searchUrl(q: string, offset = 0, locale: 'en' | 'hi' = 'en'): string {
  const base = `/api/search?q=${encodeURIComponent(q)}`;
  const paged = offset > 0 ? `${base}&offset=${offset}` : base;
  return locale === 'hi' ? `${paged}&lang=hi` : paged;
}
