import type { AgentStatus } from '@taxguide/contracts/agent';
import { CheckCircle2, RefreshCw, Wrench } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { formatDateTime } from '../../lib/admin-format';
import { cn } from '../../lib/cn';
import { RUN_STATUS, jobLabel } from './job-labels';
import { useRunMaintenance } from './use-agent-actions';

const DateCell = ({ iso }: { iso: string | null }) =>
  iso ? (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatDateTime(iso)}
    </time>
  ) : (
    <>–</>
  );

/** Overview: capabilities, Run Maintenance Now, Refresh Data; plus the recent runs. */
export function OverviewTab({
  status,
  onRefresh,
  refreshing,
}: {
  status: AgentStatus | undefined;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const maintenance = useRunMaintenance();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Agent capabilities</CardTitle>
          <CardDescription>
            {status
              ? status.mode === 'bullmq'
                ? 'Jobs run on the agent worker through the job queue.'
                : 'Jobs run inside the web server (no job queue configured).'
              : 'Loading...'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2" aria-label="Capabilities">
            {(status?.capabilities ?? []).map((capability) => (
              <li key={capability} className="flex items-start gap-2 text-slate-800">
                <CheckCircle2
                  className="mt-0.5 size-4 shrink-0 text-green-700"
                  aria-hidden="true"
                />
                {capability}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button onClick={() => maintenance.mutate()} disabled={maintenance.isPending}>
              <Wrench className="size-4" aria-hidden="true" />
              {maintenance.isPending ? 'Starting...' : 'Run Maintenance Now'}
            </Button>
            <Button variant="outline" onClick={onRefresh}>
              <RefreshCw
                className={cn('size-4', refreshing && 'animate-spin')}
                aria-hidden="true"
              />
              Refresh Data
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Recent runs</CardTitle>
          <CardDescription>
            {status?.nextScheduledRun ? (
              <>
                Next scheduled maintenance: <DateCell iso={status.nextScheduledRun} />
              </>
            ) : (
              'No maintenance is scheduled.'
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {status && status.recentRuns.length === 0 ? (
            <p className="text-sm text-slate-600">The agent has not run any job yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">The ten newest agent runs</caption>
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Job
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Started
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Finished
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {(status?.recentRuns ?? []).map((run) => (
                    <tr key={run.id}>
                      <td className="py-2 pr-3 text-slate-900">{jobLabel(run.job)}</td>
                      <td className="py-2 pr-3">
                        <Badge variant={RUN_STATUS[run.status].badge}>
                          {RUN_STATUS[run.status].label}
                        </Badge>
                        {run.error ? (
                          <p className="mt-1 max-w-xs text-xs text-red-700">{run.error}</p>
                        ) : null}
                      </td>
                      <td className="py-2 pr-3 text-slate-700">
                        <DateCell iso={run.startedAt ?? run.createdAt} />
                      </td>
                      <td className="py-2 text-slate-700">
                        <DateCell iso={run.finishedAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
