import type { AiQueryRecord } from '@taxguide/contracts/admin';
import { listUrl, useAdminList, type ListParams } from './admin-list';

/** GET /api/ai-queries (admin token): the AI Queries tab. */
export const aiQueriesUrl = (params: ListParams) => listUrl('/api/ai-queries', params);

export const useAiQueries = (params: ListParams) =>
  useAdminList<AiQueryRecord>(aiQueriesUrl(params), 'Failed to fetch AI queries');
