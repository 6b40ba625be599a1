import type { AgentStatus } from '@taxguide/contracts/agent';
import { CalendarClock, RefreshCw, Wrench } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { formatDateTime } from '../../lib/admin-format';
import { useRefreshSeoReport, useRunMaintenance } from './use-agent-actions';

/** Controls: Run Full Maintenance, Refresh SEO Report, and the Monday 9 AM note. */
export function ControlsTab({ status }: { status: AgentStatus | undefined }) {
  const maintenance = useRunMaintenance();
  const seo = useRefreshSeoReport();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Agent controls</CardTitle>
        <CardDescription>
          Full maintenance recomputes the popular sections, refreshes the sitemap and the PDF guide
          when content changed, runs the SEO audit and deletes download records’ IP addresses and
          browser details older than 90 days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => maintenance.mutate()} disabled={maintenance.isPending}>
            <Wrench className="size-4" aria-hidden="true" />
            {maintenance.isPending ? 'Starting...' : 'Run Full Maintenance'}
          </Button>
          <Button variant="outline" onClick={() => seo.mutate()} disabled={seo.isPending}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {seo.isPending ? 'Starting...' : 'Refresh SEO Report'}
          </Button>
        </div>
        <p className="mt-6 flex items-start gap-2 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            The agent runs its maintenance automatically every Monday at 9 AM (India time).
            {status?.nextScheduledRun ? (
              <>
                {' '}
                Next run:{' '}
                <time dateTime={status.nextScheduledRun}>
                  {formatDateTime(status.nextScheduledRun)}
                </time>
                .
              </>
            ) : null}
            {status?.lastMaintenance?.finishedAt ? (
              <>
                {' '}
                Last run:{' '}
                <time dateTime={status.lastMaintenance.finishedAt}>
                  {formatDateTime(status.lastMaintenance.finishedAt)}
                </time>
                {status.lastMaintenance.status === 'failed' ? ' (failed)' : ''}.
              </>
            ) : null}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
