import {
  CONTACT_STATUSES,
  type AdminSummary,
  type AiQueryRecord,
  type ContactMessageRecord,
  type ContactStatus,
  type LeadRecord,
  type SubscriberRecord,
} from '@taxguide/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@taxguide/contracts/mail';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { AdminSessionExpiredError } from '../../lib/admin-fetch';
import { useAiQueries } from './api/get-ai-queries';
import { CONTACT_MESSAGES_PATH, useContactMessages } from './api/get-contact-messages';
import { useLeads } from './api/get-leads';
import { SUMMARY_URL } from './api/get-summary';
import { useSubscribers } from './api/get-subscribers';
import { updateContactStatus } from './api/update-contact-status';
import { ContactReplies } from './contact-reply';
import { formatDateTime } from '../../lib/admin-format';
import { firstPage, ListPanel, TabStats } from './list-panel';

const DateCell = ({ iso }: { iso: string }) => (
  <time dateTime={iso} className="whitespace-nowrap">
    {formatDateTime(iso)}
  </time>
);

/**
 * The language of the page the person's form came from: their later e-mails (replies, issues)
 * are written in it. The Hindi badge is named in Hindi, as the reader would name it.
 */
export function LanguageBadge({ language }: { language: 'en' | 'hi' }) {
  return language === 'hi' ? (
    <Badge variant="secondary" lang="hi" title="Reads Hindi: later e-mails are written in Hindi">
      हिंदी
    </Badge>
  ) : (
    <Badge variant="outline">English</Badge>
  );
}

const languageColumn = <T extends { language: 'en' | 'hi' }>() => ({
  header: 'Language',
  cell: (row: T) => <LanguageBadge language={row.language} />,
});

/** Where a lead was left, in words; an unknown source shows as stored. */
const LEAD_SOURCE_LABELS: Record<string, string> = {
  newsletter_pdf: 'Home signup',
  pdf_download: 'PDF page',
};

/** PDF Downloads: totals, today, unique users; e-mail, name, source, date, IP address, user agent. */
export function LeadsTab({ summary }: { summary: AdminSummary | undefined }) {
  const [params, setParams] = useState(firstPage);
  return (
    <ListPanel<LeadRecord>
      noun="PDF downloads"
      stats={
        <TabStats
          items={[
            { label: 'Total downloads', value: summary?.leads.total },
            { label: 'Today', value: summary?.leads.today },
            { label: 'Unique users', value: summary?.leads.uniqueEmails },
          ]}
        />
      }
      exportList="leads"
      searchLabel="Search by e-mail"
      params={params}
      onParamsChange={setParams}
      query={useLeads(params)}
      rowKey={(row) => row.id}
      emptyText="No PDF downloads yet."
      columns={[
        { header: 'Email', cell: (row) => row.email, className: 'px-3 py-2 align-top break-all' },
        { header: 'Name', cell: (row) => row.name ?? '–' },
        { header: 'Source', cell: (row) => LEAD_SOURCE_LABELS[row.source] ?? row.source },
        languageColumn<LeadRecord>(),
        { header: 'Date', cell: (row) => <DateCell iso={row.createdAt} /> },
        { header: 'IP Address', cell: (row) => row.ipAddress ?? '–' },
        {
          header: 'User Agent',
          cell: (row) => (
            <span className="line-clamp-2 max-w-xs" title={row.userAgent ?? undefined}>
              {row.userAgent ?? '–'}
            </span>
          ),
        },
      ]}
    />
  );
}

const SUBSCRIBER_BADGES: Record<SubscriberStatus, BadgeVariant> = {
  pending: 'warning',
  active: 'success',
  unsubscribed: 'secondary',
};

const SUBSCRIBER_MEANINGS: Record<SubscriberStatus, string> = {
  pending: 'signed up; has not opened the confirmation link yet, so gets no newsletter',
  active: 'confirmed; gets the newsletter',
  unsubscribed: 'asked to stop; gets nothing more',
};

const isSubscriberStatus = (status: string): status is SubscriberStatus =>
  (SUBSCRIBER_STATUSES as readonly string[]).includes(status);

/** pending (amber), active (green) or unsubscribed (grey). */
function SubscriberBadge({ status }: { status: string }) {
  const variant = isSubscriberStatus(status) ? SUBSCRIBER_BADGES[status] : 'outline';
  return <Badge variant={variant}>{status}</Badge>;
}

/** What each status means, in the badges' colours. */
function SubscriberLegend() {
  return (
    <dl aria-label="Subscriber statuses" className="flex flex-col gap-1 text-sm text-slate-700">
      {SUBSCRIBER_STATUSES.map((status) => (
        <div key={status} className="flex flex-wrap items-center gap-2">
          <dt>
            <SubscriberBadge status={status} />
          </dt>
          <dd>{SUBSCRIBER_MEANINGS[status]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Newsletter: total, new today, active; e-mail, status, date, source. Active rows highlighted;
 * a legend says what pending, active and unsubscribed mean.
 */
export function SubscribersTab({ summary }: { summary: AdminSummary | undefined }) {
  const [params, setParams] = useState(firstPage);
  return (
    <ListPanel<SubscriberRecord>
      noun="subscribers"
      stats={
        <>
          <TabStats
            items={[
              { label: 'Total subscribers', value: summary?.newsletter.total },
              { label: 'New today', value: summary?.newsletter.today },
              { label: 'Active', value: summary?.newsletter.active },
            ]}
          />
          <SubscriberLegend />
        </>
      }
      exportList="newsletter-subscribers"
      searchLabel="Search by e-mail"
      params={params}
      onParamsChange={setParams}
      query={useSubscribers(params)}
      rowKey={(row) => row.id}
      rowProps={(row) =>
        row.status === 'active'
          ? { className: 'bg-emerald-50', 'data-highlighted': 'true' }
          : { 'data-highlighted': 'false' }
      }
      emptyText="No newsletter subscribers yet."
      columns={[
        { header: 'Email', cell: (row) => row.email, className: 'px-3 py-2 align-top break-all' },
        { header: 'Status', cell: (row) => <SubscriberBadge status={row.status} /> },
        languageColumn<SubscriberRecord>(),
        { header: 'Date', cell: (row) => <DateCell iso={row.createdAt} /> },
        { header: 'Source', cell: (row) => row.source },
      ]}
    />
  );
}

const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
};

function StatusControl({ message }: { message: ContactMessageRecord }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: ContactStatus) => updateContactStatus(message.id, status),
    onSuccess: async (updated) => {
      toast({ title: 'Status Updated', description: `Marked as ${updated.status}.` });
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === SUMMARY_URL ||
          String(queryKey[0]).startsWith(`${CONTACT_MESSAGES_PATH}?`),
      });
    },
    onError: (error) => {
      if (error instanceof AdminSessionExpiredError) return;
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update the status'),
        variant: 'destructive',
      });
    },
  });
  return (
    <Select
      aria-label={`Status of the message from ${message.name}`}
      value={change.isPending ? change.variables : message.status}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.target.value as ContactStatus)}
      className="h-9 w-32"
    >
      {CONTACT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </Select>
  );
}

/**
 * Contact Messages: name, e-mail, subject, status, date, with status badges. Opening a message
 * shows the replies sent so far and a form to reply by e-mail.
 */
export function ContactMessagesTab({ summary }: { summary: AdminSummary | undefined }) {
  const [params, setParams] = useState(firstPage);
  // The message open for reading and replying (its replies are fetched only then).
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ListPanel<ContactMessageRecord>
      noun="contact messages"
      stats={
        <TabStats
          items={[
            { label: 'Total messages', value: summary?.contactMessages.total },
            { label: 'Today', value: summary?.contactMessages.today },
            { label: 'Unread', value: summary?.contactMessages.unread },
          ]}
        />
      }
      exportList="contact-messages"
      searchLabel="Search by e-mail"
      params={params}
      onParamsChange={setParams}
      query={useContactMessages(params)}
      rowKey={(row) => row.id}
      emptyText="No contact messages yet."
      columns={[
        { header: 'Name', cell: (row) => row.name },
        { header: 'Email', cell: (row) => row.email, className: 'px-3 py-2 align-top break-all' },
        {
          header: 'Subject',
          cell: (row) => (
            <details
              open={open === row.id}
              onToggle={(event) => {
                const isOpen = event.currentTarget.open;
                setOpen((current) => (isOpen ? row.id : current === row.id ? null : current));
              }}
            >
              <summary className="cursor-pointer">{row.subject}</summary>
              <p className="mt-2 text-xs text-slate-500">Category: {row.category}</p>
              <p className="mt-1 whitespace-pre-wrap text-slate-800">{row.message}</p>
              {open === row.id ? <ContactReplies message={row} /> : null}
            </details>
          ),
        },
        {
          header: 'Status',
          cell: (row) => (
            <Badge variant={row.status === 'new' ? 'default' : 'secondary'}>{row.status}</Badge>
          ),
        },
        languageColumn<ContactMessageRecord>(),
        { header: 'Date', cell: (row) => <DateCell iso={row.createdAt} /> },
        {
          header: 'Change status',
          cell: (row) => (
            <div className="flex flex-col items-start gap-2">
              <StatusControl message={row} />
              <Button
                variant="outline"
                size="sm"
                aria-expanded={open === row.id}
                aria-label={`Reply to ${row.name}`}
                onClick={() => setOpen(open === row.id ? null : row.id)}
              >
                Reply
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}

/** AI Queries: query and date. */
export function AiQueriesTab({ summary }: { summary: AdminSummary | undefined }) {
  const [params, setParams] = useState(firstPage);
  return (
    <ListPanel<AiQueryRecord>
      noun="AI queries"
      stats={
        <TabStats
          items={[
            { label: 'Total queries', value: summary?.aiQueries.total },
            { label: 'Today', value: summary?.aiQueries.today },
          ]}
        />
      }
      exportList="ai-queries"
      searchLabel="Search the questions"
      params={params}
      onParamsChange={setParams}
      query={useAiQueries(params)}
      rowKey={(row) => row.id}
      emptyText="No AI queries yet."
      columns={[
        { header: 'Query', cell: (row) => row.query },
        { header: 'Date', cell: (row) => <DateCell iso={row.createdAt} /> },
      ]}
    />
  );
}
