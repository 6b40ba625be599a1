import type { SeoReportResponse } from '@taxguide/contracts/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEO_REPORT_STALE_MS, SEO_REPORT_URL, agentQueryKey, getAgentJson } from './keys';

/** GET /api/ai-agent/seo-report: the latest audit, kept fresh for 5 minutes. */
export const seoReportQuery = () =>
  queryOptions({
    queryKey: agentQueryKey(SEO_REPORT_URL),
    queryFn: () => getAgentJson<SeoReportResponse>(SEO_REPORT_URL),
    staleTime: SEO_REPORT_STALE_MS,
    refetchInterval: SEO_REPORT_STALE_MS,
  });

export const useSeoReport = () => useQuery(seoReportQuery());
