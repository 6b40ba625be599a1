/**
 * Query keys (API URLs) of the forms feature, without the hooks: the route table
 * imports these, and the hooks stay out of the entry chunk.
 */

/** GET /api/newsletter/confirm?token= : the confirmation page's query key. */
export function confirmUrl(token: string): string {
  return `/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/** The confirmation route's prefetch: the call, when the link carries a token. */
export function confirmQueries(searchParams: URLSearchParams): string[] {
  const token = searchParams.get('token');
  return token ? [confirmUrl(token)] : [];
}
