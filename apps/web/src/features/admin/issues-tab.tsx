import {
  ISSUE_MARKDOWN_MAX,
  ISSUE_SUBJECT_MAX,
  type IssueDraft,
  type IssuePreview,
  type IssueRecord,
  type IssueStatus,
  type TestSendRequest,
} from '@taxguide/contracts/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { AdminSessionExpiredError } from '../../lib/admin-fetch';
import { formatCount, formatDateTime } from '../../lib/admin-format';
import { contractResolver, showServerErrors } from '../../lib/contract-form';
import { formErrorMessage } from '../../lib/form-error';
import {
  createIssue,
  isIssueQuery,
  previewIssue,
  sendIssue,
  testSendIssue,
  updateIssue,
  useIssueRecipients,
  useIssues,
  useNewGuides,
} from './api/newsletter-issues';
import { MailFrame, MailStatusBadge } from './mail-frame';

const RECIPIENTS_PAGE = 50;

const ISSUE_BADGES: Record<IssueStatus, BadgeVariant> = {
  draft: 'secondary',
  sending: 'warning',
  sent: 'success',
};

/** A failed admin call, told in a toast (an ended session has told the admin already). */
function toastFailure(title: string, fallback: string) {
  return (error: unknown) => {
    if (error instanceof AdminSessionExpiredError) return;
    toast({ title, description: formErrorMessage(error, fallback), variant: 'destructive' });
  };
}

function countsText(issue: Pick<IssueRecord, 'counts'>): string {
  const { recipients, pending, sent, failed } = issue.counts;
  return `${formatCount(recipients)} ${recipients === 1 ? 'recipient' : 'recipients'} · ${formatCount(sent)} sent · ${formatCount(pending)} waiting · ${formatCount(failed)} failed`;
}

/** "New this week": the guides of the last seven days, inserted into the text at one click. */
function NewGuides({ onInsert }: { onInsert(markdown: string): void }) {
  const guides = useNewGuides();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 p-3">
      <h4 id={headingId} className="font-semibold text-slate-900">
        New this week
      </h4>
      {guides.isError ? (
        <p className="mt-1 text-sm text-red-800">{guides.error.message}</p>
      ) : guides.isPending ? (
        <Skeleton className="mt-2 h-6 w-1/2" />
      ) : guides.data.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No guides published in the last seven days.</p>
      ) : (
        <>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {guides.data.map((guide) => (
              <li key={guide.slug} className="break-words">
                {guide.title}
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => onInsert(guides.data.map((guide) => guide.markdown).join('\n'))}
          >
            Insert the new guides
          </Button>
        </>
      )}
    </section>
  );
}

/** A test of the saved issue to one address. */
function TestSend({ issue, disabled }: { issue: IssueRecord; disabled: boolean }) {
  const form = useForm<TestSendRequest>({
    resolver: contractResolver(() =>
      import('@taxguide/contracts/mail').then((m) => m.TestSendRequestSchema),
    ),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: (request: TestSendRequest) => testSendIssue(issue.id, request),
    onSuccess: (answer) => toast({ title: 'Test Queued', description: answer.message }),
    onError: (error) => {
      showServerErrors(error, form);
      toastFailure('Test Failed', 'Failed to send the test')(error);
    },
  });
  return (
    <form
      aria-label="Send a test"
      onSubmit={form.handleSubmit((request) => send.mutate(request))}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      noValidate
    >
      <FormField
        form={form}
        name="email"
        label="Send a test to"
        className="min-w-0 flex-1"
        compact
        type="email"
        autoComplete="email"
      />
      <Button
        type="submit"
        variant="outline"
        disabled={disabled || send.isPending}
        className="sm:mt-6"
      >
        {send.isPending ? 'Sending test...' : 'Send test'}
      </Button>
    </form>
  );
}

/** "Send to all", behind a confirmation step: it cannot be called back. */
function SendToAll({ issue, disabled }: { issue: IssueRecord; disabled: boolean }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const send = useMutation({
    mutationFn: () => sendIssue(issue.id),
    onSuccess: async (answer) => {
      setAsking(false);
      toast({
        title: 'Sending Started',
        description: `The issue is going to ${formatCount(answer.counts.recipients)} active subscribers.`,
      });
      await queryClient.invalidateQueries({ predicate: isIssueQuery });
    },
    onError: toastFailure('Send Failed', 'Failed to send the issue'),
  });
  if (!asking) {
    return (
      <Button disabled={disabled} onClick={() => setAsking(true)}>
        Send to all active subscribers...
      </Button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={questionId}
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3"
    >
      <p id={questionId} className="break-words text-slate-900">
        Send “{issue.subject}” to every active subscriber now? This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? 'Starting...' : 'Yes, send it now'}
        </Button>
        <Button variant="outline" disabled={send.isPending} onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** Who an issue went to and how each delivery stands; read again while it is sending. */
function Recipients({ issue }: { issue: IssueRecord }) {
  const [offset, setOffset] = useState(0);
  const query = useIssueRecipients(issue.id, RECIPIENTS_PAGE, offset, issue.status === 'sending');
  const headingId = useId();
  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h4 id={headingId} className="font-semibold text-slate-900">
        Recipients
      </h4>
      <p className="text-sm text-slate-700" aria-live="polite">
        {countsText(issue)}
      </p>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {query.error.message}
        </p>
      ) : query.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">No recipients yet.</p>
      ) : (
        <>
          <ul
            aria-label="Recipients"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm"
          >
            {rows.map((row, index) => (
              <li key={`${row.to}-${index}`} className="flex flex-col gap-1 px-3 py-2">
                <span className="break-all text-slate-900">{row.to}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <MailStatusBadge status={row.status} />
                  {row.sentAt ? (
                    <time dateTime={row.sentAt}>{formatDateTime(row.sentAt)}</time>
                  ) : null}
                  {row.note ? <span className="break-words">{row.note}</span> : null}
                </span>
              </li>
            ))}
          </ul>
          {total > RECIPIENTS_PAGE ? (
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - RECIPIENTS_PAGE))}
              >
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={offset + RECIPIENTS_PAGE >= total}
                onClick={() => setOffset(offset + RECIPIENTS_PAGE)}
              >
                Next
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The composer: subject and Markdown, saved as a draft, previewed, tested, then sent. */
export function IssueEditor({
  issue,
  onSaved,
}: {
  issue: IssueRecord | null;
  onSaved(issue: IssueRecord): void;
}) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<IssuePreview | null>(null);
  const form = useForm<IssueDraft>({
    resolver: contractResolver(() =>
      import('@taxguide/contracts/mail').then((m) => m.IssueDraftSchema),
    ),
    defaultValues: { subject: issue?.subject ?? '', markdown: issue?.markdown ?? '' },
  });
  const { isDirty } = form.formState;

  const save = useMutation({
    mutationFn: (draft: IssueDraft) => (issue ? updateIssue(issue.id, draft) : createIssue(draft)),
    onSuccess: async (saved) => {
      form.reset({ subject: saved.subject, markdown: saved.markdown });
      toast({ title: 'Draft Saved', description: `“${saved.subject}” is saved.` });
      await queryClient.invalidateQueries({ predicate: isIssueQuery });
      onSaved(saved);
    },
    onError: (error) => {
      showServerErrors(error, form);
      toastFailure('Save Failed', 'Failed to save the draft')(error);
    },
  });
  const previewing = useMutation({
    mutationFn: previewIssue,
    onSuccess: setPreview,
    onError: toastFailure('Preview Failed', 'Failed to preview the issue'),
  });

  function insert(markdown: string) {
    const current = form.getValues('markdown').trimEnd();
    form.setValue('markdown', current ? `${current}\n\n${markdown}` : markdown, {
      shouldDirty: true,
    });
  }

  const draft = !issue || issue.status === 'draft';
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {draft ? (
        <form
          aria-label={issue ? 'Edit the issue' : 'New issue'}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="flex flex-col gap-3"
          noValidate
        >
          <FormField
            form={form}
            name="subject"
            label="Subject"
            compact
            maxLength={ISSUE_SUBJECT_MAX}
          />
          <FormField
            form={form}
            name="markdown"
            label="Text (Markdown)"
            compact
            as="textarea"
            rows={14}
            maxLength={ISSUE_MARKDOWN_MAX}
            controlClassName="font-mono text-sm"
          />
          <NewGuides onInsert={insert} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save draft'}
            </Button>
            <Button
              variant="outline"
              disabled={previewing.isPending}
              onClick={() => void form.handleSubmit((values) => previewing.mutate(values))()}
            >
              {previewing.isPending ? 'Previewing...' : 'Preview'}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold break-words text-slate-900">{issue.subject}</h4>
          <p className="text-sm text-slate-700">
            {issue.status === 'sending' ? 'Being sent' : 'Sent'}
            {issue.sentAt ? ` on ${formatDateTime(issue.sentAt)}` : ''}. A sent issue cannot change.
          </p>
          <pre className="max-h-64 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap">
            {issue.markdown}
          </pre>
        </div>
      )}

      {preview ? (
        <section aria-label="Preview" className="flex flex-col gap-2">
          <h4 className="font-semibold break-words text-slate-900">Preview: {preview.subject}</h4>
          <MailFrame html={preview.html} title={`Preview of “${preview.subject}”`} />
        </section>
      ) : null}

      {issue ? (
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
          {isDirty ? (
            <p className="text-sm text-amber-900">
              Save the draft first: a test and the sending use the saved issue.
            </p>
          ) : null}
          <TestSend issue={issue} disabled={isDirty} />
          {issue.status === 'draft' ? (
            <SendToAll issue={issue} disabled={isDirty} />
          ) : (
            <Recipients issue={issue} />
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The Issues tab: newsletter issues, newest first, and the composer. A draft can change, be
 * previewed as a subscriber will see it, sent as a test, then sent to every active subscriber;
 * the delivery's progress is read again every few seconds while it runs.
 */
export function IssuesTab() {
  const issues = useIssues();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // The answer of the last save, shown until the list read again has it.
  const [lastSaved, setLastSaved] = useState<IssueRecord | null>(null);
  const list = issues.data ?? [];
  const current =
    typeof editing === 'number'
      ? (list.find((i) => i.id === editing) ?? (lastSaved?.id === editing ? lastSaved : null))
      : null;

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            New issue
          </Button>
        </div>
        {issues.isError && !(issues.error instanceof AdminSessionExpiredError) ? (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            <p>{issues.error.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void issues.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : issues.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : list.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No newsletter issues yet.
          </p>
        ) : (
          <ul
            aria-label="Issues"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {list.map((issue) => (
              <li key={issue.id}>
                <button
                  type="button"
                  aria-current={issue.id === editing ? 'true' : undefined}
                  onClick={() => setEditing(issue.id)}
                  className={
                    'flex w-full min-w-0 flex-col gap-1 px-3 py-2 text-left text-sm hover:bg-slate-50 ' +
                    'focus-visible:outline-2 focus-visible:outline-brand-600 ' +
                    (issue.id === editing ? 'bg-brand-50' : 'bg-white')
                  }
                >
                  <span className="font-semibold break-words text-slate-900">{issue.subject}</span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <Badge variant={ISSUE_BADGES[issue.status]}>{issue.status}</Badge>
                    <time dateTime={issue.updatedAt}>{formatDateTime(issue.updatedAt)}</time>
                  </span>
                  {issue.status !== 'draft' ? (
                    <span className="text-xs text-slate-600">{countsText(issue)}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="min-w-0">
        {editing === null ? (
          <p className="text-sm text-slate-600">Choose an issue, or start a new one.</p>
        ) : editing === 'new' || current ? (
          <IssueEditor
            key={editing}
            issue={current}
            onSaved={(saved) => {
              setLastSaved(saved);
              setEditing(saved.id);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
