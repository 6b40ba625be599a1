import type { AgentJobAccepted, GenerateContentRequest } from '@taxguide/contracts/agent';
import { adminRequest } from '../../../lib/admin-fetch';
import { AGENT_API, KEYWORD_RANKINGS_URL, SEO_REPORT_URL } from './keys';

/*
 * The calls that start an agent job: each answers 202 with a started-notice; the job
 * runs on the worker (or in the API process) and the status poll shows its progress.
 */

/** POST /api/ai-agent/generate-content {topic}: a draft guide on the topic. */
export async function generateContent(request: GenerateContentRequest): Promise<AgentJobAccepted> {
  const res = await adminRequest('POST', `${AGENT_API}/generate-content`, request);
  return (await res.json()) as AgentJobAccepted;
}

/** POST /api/ai-agent/run-maintenance (no body): the weekly maintenance, now. */
export async function runMaintenance(): Promise<AgentJobAccepted> {
  const res = await adminRequest('POST', `${AGENT_API}/run-maintenance`);
  return (await res.json()) as AgentJobAccepted;
}

/** POST /api/ai-agent/seo-report/refresh: a new audit of our pages. */
export async function refreshSeoReport(): Promise<AgentJobAccepted> {
  const res = await adminRequest('POST', `${SEO_REPORT_URL}/refresh`);
  return (await res.json()) as AgentJobAccepted;
}

/** POST /api/ai-agent/keyword-rankings/refresh: checks every tracked keyword's position again. */
export async function refreshKeywordRankings(): Promise<AgentJobAccepted> {
  const res = await adminRequest('POST', `${KEYWORD_RANKINGS_URL}/refresh`);
  return (await res.json()) as AgentJobAccepted;
}
