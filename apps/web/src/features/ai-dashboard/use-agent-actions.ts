import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { AdminSessionExpiredError } from '../../lib/admin-fetch';
import { errorMessage } from '../../lib/api-client';
import { STATUS_URL, agentQueryKey } from './api/keys';
import {
  generateContent,
  refreshKeywordRankings,
  refreshSeoReport,
  runMaintenance,
} from './api/start-jobs';

/**
 * The failure toast: the title names the action; the description is the server's message,
 * or the action's own text when the server said nothing useful. A refused token needs no toast
 * of its own (adminFetch already said "Session Expired" and the page shows the login).
 */
export function failureToast(title: string, fallback: string) {
  return (error: Error) => {
    if (error instanceof AdminSessionExpiredError) return;
    toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
  };
}

/** After a job starts, the status is asked for again at once, not at the next poll. */
function useRefetchStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentQueryKey(STATUS_URL) });
}

export function useGenerateContent(onStarted?: () => void) {
  const refetchStatus = useRefetchStatus();
  return useMutation({
    mutationFn: (topic: string) => generateContent({ topic }),
    onSuccess: async () => {
      onStarted?.();
      toast({
        title: 'Content Generation Started',
        description:
          'The AI agent is writing a draft guide. Check back in a few minutes: it will appear under Drafts for review.',
      });
      await refetchStatus();
    },
    onError: failureToast('Generation Failed', 'Failed to generate content'),
  });
}

export function useRunMaintenance() {
  const refetchStatus = useRefetchStatus();
  return useMutation({
    mutationFn: runMaintenance,
    onSuccess: async () => {
      toast({
        title: 'Maintenance Started',
        description:
          'The AI agent is refreshing popular sections, the sitemap, the PDF guide and the SEO report.',
      });
      await refetchStatus();
    },
    onError: failureToast('Maintenance Failed', 'Failed to run maintenance'),
  });
}

export function useRefreshSeoReport() {
  const refetchStatus = useRefetchStatus();
  return useMutation({
    mutationFn: refreshSeoReport,
    onSuccess: async () => {
      toast({
        title: 'SEO Audit Started',
        description: 'A new SEO report will be ready in a minute or two.',
      });
      await refetchStatus();
    },
    onError: failureToast('SEO Audit Failed', 'Failed to refresh the SEO report'),
  });
}

export function useRefreshKeywordRankings() {
  const refetchStatus = useRefetchStatus();
  return useMutation({
    mutationFn: refreshKeywordRankings,
    onSuccess: async () => {
      toast({
        title: 'Ranking Check Started',
        description: 'The keyword positions will be updated in a minute or two.',
      });
      await refetchStatus();
    },
    onError: failureToast('Ranking Check Failed', 'Failed to refresh the keyword rankings'),
  });
}
