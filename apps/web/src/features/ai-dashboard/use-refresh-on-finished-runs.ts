import type { AgentStatus } from '@taxguide/contracts/agent';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { DRAFTS_URL, KEYWORD_RANKINGS_URL, SEO_REPORT_URL, agentQueryKey } from './api/keys';

/** What a finished job changes, by job name. */
const AFFECTS: Record<string, string[]> = {
  'generate-content': [DRAFTS_URL],
  'seo-report': [SEO_REPORT_URL],
  'keyword-rankings': [KEYWORD_RANKINGS_URL],
  'weekly-maintenance': [SEO_REPORT_URL, KEYWORD_RANKINGS_URL, DRAFTS_URL],
};

/**
 * Jobs finish between two status polls. When the status shows a run finished that had not
 * finished before, the data that run changed (a new draft, a new SEO report, new rankings) is
 * fetched again, rather than waiting out its 5 or 10 minute freshness.
 */
export function useRefreshOnFinishedRuns(status: AgentStatus | undefined): void {
  const queryClient = useQueryClient();
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!status) return;
    const finished = status.recentRuns.filter(
      (run) => run.status === 'completed' || run.status === 'failed',
    );
    const previous = seen.current;
    seen.current = new Set(finished.map((run) => run.id));
    // The first status only sets the baseline: the data was fetched with it.
    if (!previous) return;
    const urls = new Set(
      finished.filter((run) => !previous.has(run.id)).flatMap((run) => AFFECTS[run.job] ?? []),
    );
    for (const url of urls) void queryClient.invalidateQueries({ queryKey: agentQueryKey(url) });
  }, [status, queryClient]);
}
