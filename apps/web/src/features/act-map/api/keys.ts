// Query keys of the act-map API: by the default query function, the URL itself. Kept apart from
// the hooks so the route table can name them without loading react-query.

/** Longest query the API accepts (contracts: ACT_MAP_QUERY_MAX). */
export const ACT_MAP_QUERY_MAX = 120;

/** The search and chapter of /act-2025?q=&chapter=, trimmed and cut to what the API accepts. */
export function actMapFilters(searchParams: URLSearchParams): { q: string; chapter: string } {
  return {
    q: (searchParams.get('q') ?? '').trim().slice(0, ACT_MAP_QUERY_MAX),
    chapter: (searchParams.get('chapter') ?? '').trim().toUpperCase().slice(0, 8),
  };
}

/** GET /api/act-map: the whole map, or the rows a query and a chapter pick. */
export function actMapUrl(filters: { q?: string; chapter?: string } = {}): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.chapter) params.set('chapter', filters.chapter);
  const qs = params.toString();
  return qs ? `/api/act-map?${qs}` : '/api/act-map';
}

/** GET /api/act-map/{act}/{number}: one number of either Act, with our pages or the nearest. */
export function actMapEntryUrl(act: '1961' | '2025', number: string): string {
  return `/api/act-map/${act}/${encodeURIComponent(number)}`;
}

/** Whether /section/{n} reads its number in the Income-tax Act 2025 (?act=2025). */
export function readsAct2025(searchParams: URLSearchParams): boolean {
  return searchParams.get('act') === '2025';
}
