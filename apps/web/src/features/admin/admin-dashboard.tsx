import { useQueryClient } from '@tanstack/react-query';
import { Bot, Download, LogOut, Mail, RefreshCw, Users } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { adminFetch, AdminSessionExpiredError, isAdminQuery } from '../../lib/admin-fetch';
import { useAdminSummary } from './api/get-summary';
import { AiQueriesTab, ContactMessagesTab, LeadsTab, SubscribersTab } from './admin-tabs';
import { EraseCard } from './erase-card';
import { IssuesTab } from './issues-tab';
import { MailTab } from './mail-tab';
import { formatCount } from '../../lib/admin-format';
import { endAdminSession } from '../../lib/admin-session';

interface SummaryCard {
  title: string;
  icon: ComponentType<{ className?: string }>;
  value: number | undefined;
}

/**
 * The dashboard behind the gate: four cards, the data tabs, the Mail tab (the outbox) and the
 * newsletter Issues, Logout.
 */
export function AdminDashboard() {
  const queryClient = useQueryClient();
  // Mail and Issues render (and fetch) only once chosen; the other tabs are read on arrival.
  const [tab, setTab] = useState('downloads');
  const summary = useAdminSummary();
  const s = summary.data;
  const cards: SummaryCard[] = [
    { title: 'Total Leads', icon: Users, value: s?.leads.total },
    { title: 'PDF Downloads', icon: Download, value: s?.leads.pdfDownloads },
    { title: 'Newsletter Subscribers', icon: Mail, value: s?.newsletter.total },
    { title: 'AI Queries', icon: Bot, value: s?.aiQueries.total },
  ];

  // Sign-out ends the token on the server too (refused by every replica from then on); this tab
  // forgets it whatever the server answers. "Everywhere" ends every admin token, on any device.
  async function logout(everywhere = false) {
    let ended = true;
    try {
      const res = await adminFetch(
        everywhere ? '/api/admin/logout-everywhere' : '/api/admin/logout',
        { method: 'POST' },
      );
      ended = res.ok;
    } catch (error) {
      // A 401: the token had already ended. Anything else: the server could not be told.
      ended = error instanceof AdminSessionExpiredError;
    }
    endAdminSession();
    queryClient.removeQueries({ predicate: isAdminQuery });
    if (ended) {
      toast({
        title: 'Logged Out',
        description: everywhere
          ? 'Every admin session, on every device, has ended.'
          : 'You have left the admin dashboard.',
      });
    } else {
      toast({
        title: 'Logged Out Here Only',
        description: 'The server could not be reached; the session may stay valid elsewhere.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">
            Leads, subscribers, contact messages, AI queries and mail. Dates and “today” are India
            time.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ predicate: isAdminQuery })}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            Refresh
          </Button>
          <Button variant="outline" onClick={() => void logout()}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </Button>
          <Button variant="outline" onClick={() => void logout(true)}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign out everywhere
          </Button>
        </div>
      </div>

      {summary.isError && !(summary.error instanceof AdminSessionExpiredError) ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {summary.error.message}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Summary">
        {cards.map(({ title, icon: Icon, value }) => (
          <li key={title}>
            <Card>
              <CardHeader className="flex-row items-center justify-between pb-2">
                <CardTitle as="h2" className="text-sm font-medium text-slate-600">
                  {title}
                </CardTitle>
                <Icon className="size-5 text-slate-500" aria-hidden="true" />
              </CardHeader>
              <CardContent>
                {value === undefined ? (
                  <Skeleton className="h-8 w-20" />
                ) : (
                  <p className="text-3xl font-bold text-slate-900">{formatCount(value)}</p>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <Tabs defaultValue="downloads" value={tab} onValueChange={setTab} className="mt-8">
        <TabsList aria-label="Admin data" className="flex-wrap">
          <TabsTrigger value="downloads">PDF Downloads</TabsTrigger>
          <TabsTrigger value="newsletter">Newsletter</TabsTrigger>
          <TabsTrigger value="contact">Contact Messages</TabsTrigger>
          <TabsTrigger value="ai">AI Queries</TabsTrigger>
          <TabsTrigger value="mail">Mail</TabsTrigger>
          <TabsTrigger value="issues">Issues</TabsTrigger>
        </TabsList>
        <TabsContent value="downloads">
          <LeadsTab summary={s} />
        </TabsContent>
        <TabsContent value="newsletter">
          <SubscribersTab summary={s} />
        </TabsContent>
        <TabsContent value="contact">
          <ContactMessagesTab summary={s} />
        </TabsContent>
        <TabsContent value="ai">
          <AiQueriesTab summary={s} />
        </TabsContent>
        <TabsContent value="mail">{tab === 'mail' ? <MailTab /> : null}</TabsContent>
        <TabsContent value="issues">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Newsletter issues</h2>
          {tab === 'issues' ? <IssuesTab /> : null}
        </TabsContent>
      </Tabs>

      <div className="mt-10">
        <EraseCard />
      </div>
    </div>
  );
}
