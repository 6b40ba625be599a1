import type { KeywordRankingsResponse } from '@taxguide/contracts/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  KEYWORD_RANKINGS_STALE_MS,
  KEYWORD_RANKINGS_URL,
  agentQueryKey,
  getAgentJson,
} from './keys';

/** GET /api/ai-agent/keyword-rankings: keyword to position, fresh for 10 minutes. */
export const keywordRankingsQuery = () =>
  queryOptions({
    queryKey: agentQueryKey(KEYWORD_RANKINGS_URL),
    queryFn: () => getAgentJson<KeywordRankingsResponse>(KEYWORD_RANKINGS_URL),
    staleTime: KEYWORD_RANKINGS_STALE_MS,
    refetchInterval: KEYWORD_RANKINGS_STALE_MS,
  });

export const useKeywordRankings = () => useQuery(keywordRankingsQuery());
