import type { AgentRunStatus } from '@taxguide/contracts/agent';
import type { BadgeVariant } from '../../components/ui/badge';

const JOB_LABELS: Record<string, string> = {
  'weekly-maintenance': 'Weekly maintenance',
  'generate-content': 'Content generation',
  'optimize-content': 'Content optimisation',
  'seo-report': 'SEO report',
  'keyword-rankings': 'Keyword rankings',
  'purge-personal-data': 'Personal-data purge',
};

/** A job's name as the admin reads it (unknown names as they are). */
export const jobLabel = (job: string) => JOB_LABELS[job] ?? job;

export const RUN_STATUS: Record<AgentRunStatus, { label: string; badge: BadgeVariant }> = {
  queued: { label: 'Queued', badge: 'secondary' },
  running: { label: 'Running', badge: 'default' },
  completed: { label: 'Completed', badge: 'success' },
  failed: { label: 'Failed', badge: 'destructive' },
};
