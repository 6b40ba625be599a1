import { adminFetch, adminQueryKey } from '../../../lib/admin-fetch';
import { throwIfResNotOk } from '../../../lib/api-client';

/** The agent API, all behind the admin token (it reads admin data and spends model calls). */
export const AGENT_API = '/api/ai-agent';
export const STATUS_URL = `${AGENT_API}/status`;
export const SEO_REPORT_URL = `${AGENT_API}/seo-report`;
export const KEYWORD_RANKINGS_URL = `${AGENT_API}/keyword-rankings`;
export const DRAFTS_URL = `${AGENT_API}/drafts`;
export const draftUrl = (id: number) => `${DRAFTS_URL}/${id}`;

/**
 * Freshness: the status is polled every 30 s, the SEO report kept fresh for 5 minutes,
 * the keyword rankings for 10 (the site-wide default is "never stale", app/query-client.ts).
 */
export const STATUS_POLL_MS = 30_000;
export const SEO_REPORT_STALE_MS = 5 * 60_000;
export const KEYWORD_RANKINGS_STALE_MS = 10 * 60_000;

/**
 * Agent query keys: the URL first (as the default query key), then the admin tag, so logging
 * out or an expired token drops them with the admin page's queries.
 */
export const agentQueryKey = adminQueryKey;

export const isAgentQuery = (query: { queryKey: readonly unknown[] }) =>
  String(query.queryKey[0]).startsWith(`${AGENT_API}/`);

/**
 * GET with the admin token. A 401 ends the session (AdminSessionExpiredError, the page shows the
 * login again); any other non-ok answer is the "<status>: <body>" error of lib/api-client.ts.
 */
export async function getAgentJson<T>(url: string): Promise<T> {
  const res = await adminFetch(url);
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
