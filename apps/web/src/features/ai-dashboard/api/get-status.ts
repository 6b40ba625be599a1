import type { AgentStatus } from '@taxguide/contracts/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATUS_POLL_MS, STATUS_URL, agentQueryKey, getAgentJson } from './keys';

/** GET /api/ai-agent/status, polled every 30 s so a running job shows its progress. */
export const agentStatusQuery = () =>
  queryOptions({
    queryKey: agentQueryKey(STATUS_URL),
    queryFn: () => getAgentJson<AgentStatus>(STATUS_URL),
    refetchInterval: STATUS_POLL_MS,
    // Each poll asks the server; a remount also asks again.
    staleTime: 0,
  });

export const useAgentStatus = () => useQuery(agentStatusQuery());
