import type { AgentStatus } from '@taxguide/contracts/agent';
import { Activity, Clock, Search, TrendingUp } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCount, formatDateTime } from '../../lib/admin-format';
import { seoScoreTone, toneText } from './tones';

interface StatusCard {
  title: string;
  icon: ComponentType<{ className?: string }>;
  value: ReactNode;
  note?: ReactNode;
}

/**
 * The four status cards: Active or Standby, SEO score (colours in tones.ts), last update
 * ("Never" when there has been none) and keywords tracked.
 */
export function StatusCards({ status }: { status: AgentStatus | undefined }) {
  const tone = seoScoreTone(status?.seoScore);
  const cards: StatusCard[] = status
    ? [
        {
          title: 'Agent Status',
          icon: Activity,
          value: (
            <span className={status.isRunning ? 'text-green-700' : 'text-slate-900'}>
              {status.isRunning ? 'Active' : 'Standby'}
            </span>
          ),
          note:
            status.queue.active + status.queue.waiting > 0
              ? `${status.queue.active} running, ${status.queue.waiting} waiting`
              : 'No jobs waiting',
        },
        {
          title: 'SEO Score',
          icon: TrendingUp,
          value:
            status.seoScore === null ? (
              <span className={toneText.none}>Not measured</span>
            ) : (
              <span className={toneText[tone]} data-tone={tone}>
                {status.seoScore}
                <span className="text-base font-medium text-slate-500">/100</span>
              </span>
            ),
          note: status.seoScore === null ? 'Refresh the SEO report to measure' : undefined,
        },
        {
          title: 'Last Update',
          icon: Clock,
          value: (
            <span className="text-xl">
              {status.lastContentUpdate ? (
                <time dateTime={status.lastContentUpdate}>
                  {formatDateTime(status.lastContentUpdate)}
                </time>
              ) : (
                'Never'
              )}
            </span>
          ),
          note: 'Content last changed',
        },
        {
          title: 'Keywords Tracked',
          icon: Search,
          value: formatCount(status.keywordsTracked),
        },
      ]
    : [];
  return (
    <ul
      className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Agent status"
    >
      {status
        ? cards.map(({ title, icon: Icon, value, note }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader className="flex-row items-center justify-between pb-2">
                  <CardTitle as="h2" className="text-sm font-medium text-slate-600">
                    {title}
                  </CardTitle>
                  <Icon className="size-5 text-slate-500" aria-hidden="true" />
                </CardHeader>
                <CardContent>
                  <p className="text-3xl font-bold text-slate-900">{value}</p>
                  {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
                </CardContent>
              </Card>
            </li>
          ))
        : ['a', 'b', 'c', 'd'].map((key) => (
            <li key={key}>
              <Card className="h-full p-6">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="mt-4 h-8 w-20" />
              </Card>
            </li>
          ))}
    </ul>
  );
}
