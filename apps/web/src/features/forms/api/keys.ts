/**
 * Query keys (API URLs) of the forms feature, without the hooks: the route table
 * imports these, and the hooks stay out of the entry chunk.
 */

/** GET /api/newsletter/unsubscribe?token= : the unsubscribe page's query key. */
export function unsubscribeUrl(token: string): string {
  return `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The route's prefetch: the call, when the link carries a token. */
export function unsubscribeQueries(searchParams: URLSearchParams): string[] {
  const token = searchParams.get('token');
  return token ? [unsubscribeUrl(token)] : [];
}
