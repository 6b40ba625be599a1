import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { LogOut, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { AdminSessionExpiredError } from '../../lib/admin-fetch';
import { endAdminSession } from '../../lib/admin-session';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useAgentStatus } from './api/get-status';
import { isAgentQuery } from './api/keys';
import { ContentTab } from './content-tab';
import { ControlsTab } from './controls-tab';
import { KeywordsTab } from './keywords-tab';
import { OverviewTab } from './overview-tab';
import { SeoReportTab } from './seo-report-tab';
import { StatusCards } from './status-cards';
import { useRefreshOnFinishedRuns } from './use-refresh-on-finished-runs';

/** The AI agent dashboard behind the admin login. */
export function AgentDashboard() {
  const queryClient = useQueryClient();
  const status = useAgentStatus();
  useRefreshOnFinishedRuns(status.data);
  // The refresh icons turn while any agent data is on its way (a poll included).
  const refreshing = useIsFetching({ predicate: isAgentQuery }) > 0;

  const refreshAll = () => void queryClient.invalidateQueries({ predicate: isAgentQuery });

  function logout() {
    endAdminSession();
    toast({ title: 'Logged Out', description: 'You have left the AI agent dashboard.' });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">AI Agent Dashboard</h1>
          <p className="mt-1 text-slate-600">
            Content generation, optimisation, SEO audits and keyword tracking. Times are India time.
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={refreshAll}>
            <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden="true" />
            Refresh
          </Button>
          <Button variant="outline" onClick={logout}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>

      {status.isError && !(status.error instanceof AdminSessionExpiredError) ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {errorMessage(status.error, 'Failed to fetch the agent status')}
        </p>
      ) : null}
      <StatusCards status={status.data} />

      <Tabs defaultValue="overview" className="mt-8">
        <TabsList aria-label="AI agent" className="flex-wrap">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="content">Content</TabsTrigger>
          <TabsTrigger value="seo">SEO Report</TabsTrigger>
          <TabsTrigger value="keywords">Keywords</TabsTrigger>
          <TabsTrigger value="controls">Controls</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab status={status.data} onRefresh={refreshAll} refreshing={refreshing} />
        </TabsContent>
        <TabsContent value="content">
          <ContentTab />
        </TabsContent>
        <TabsContent value="seo">
          <SeoReportTab />
        </TabsContent>
        <TabsContent value="keywords">
          <KeywordsTab />
        </TabsContent>
        <TabsContent value="controls">
          <ControlsTab status={status.data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
