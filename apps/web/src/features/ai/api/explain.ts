import type { ExplainResponse } from '@taxguide/contracts/ai';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ai/explain: the explainer's one call. */
export const EXPLAIN_URL = '/api/ai/explain';

/** Asks the explainer about one query; throws "<status>: <body>" on a refused call. */
export async function explainQuery(query: string, lang?: 'hi'): Promise<ExplainResponse> {
  const res = await apiRequest('POST', EXPLAIN_URL, lang ? { query, lang } : { query });
  return (await res.json()) as ExplainResponse;
}
