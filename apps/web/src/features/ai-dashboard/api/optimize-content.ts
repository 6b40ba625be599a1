import type { OptimizeContentRequest, OptimizeContentResponse } from '@taxguide/contracts/agent';
import { adminRequest } from '../../../lib/admin-fetch';
import { AGENT_API } from './keys';

/**
 * POST /api/ai-agent/optimize-content {content, targetKeyword}: answered at once with the
 * optimisations, which the page shows rather than only logging them.
 */
export async function optimizeContent(
  request: OptimizeContentRequest,
): Promise<OptimizeContentResponse> {
  const res = await adminRequest('POST', `${AGENT_API}/optimize-content`, request);
  return (await res.json()) as OptimizeContentResponse;
}
