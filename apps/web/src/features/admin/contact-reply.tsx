import type { ContactMessageRecord } from '@taxguide/contracts/admin';
import {
  REPLY_MAX_LENGTH,
  type ContactReply,
  type ContactReplyRequest,
} from '@taxguide/contracts/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { AdminSessionExpiredError } from '../../lib/admin-fetch';
import { formatDateTime } from '../../lib/admin-format';
import { contractResolver, showServerErrors } from '../../lib/contract-form';
import { formErrorMessage } from '../../lib/form-error';
import { replyToContact, useContactThread } from './api/contact-reply';
import { CONTACT_MESSAGES_PATH } from './api/get-contact-messages';
import { SUMMARY_URL } from './api/get-summary';
import { MailStatusBadge } from './mail-frame';

/** What the toast says of the reply's mail. */
function deliveryText(reply: ContactReply): string {
  if (reply.mailStatus === 'held')
    return 'It is kept in the Mail tab: no SMTP server is configured.';
  if (reply.mailStatus === 'failed') return 'But its mail could not be sent; see the Mail tab.';
  return 'It is on its way.';
}

/** The replies sent so far to one message, each with its mail's status. */
function Thread({ messageId }: { messageId: number }) {
  const thread = useContactThread(messageId, true);
  if (thread.isError) {
    return thread.error instanceof AdminSessionExpiredError ? null : (
      <p className="text-sm text-red-800">{thread.error.message}</p>
    );
  }
  if (thread.isPending) return <p className="text-sm text-slate-600">Loading the replies…</p>;
  if (thread.data.replies.length === 0) {
    return <p className="text-sm text-slate-600">No replies yet.</p>;
  }
  return (
    <ol aria-label="Earlier replies" className="flex flex-col gap-2">
      {thread.data.replies.map((reply) => (
        <li key={reply.id} className="rounded-md border border-slate-200 bg-slate-50 p-2">
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
            <MailStatusBadge status={reply.mailStatus} />
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * A contact message's replies and the form to write one. Sending mails the reply and marks the
 * message "replied"; the list and the thread are read again.
 */
export function ContactReplies({ message }: { message: ContactMessageRecord }) {
  const queryClient = useQueryClient();
  const form = useForm<ContactReplyRequest>({
    resolver: contractResolver(() =>
      import('@taxguide/contracts/mail').then((m) => m.ContactReplyRequestSchema),
    ),
    defaultValues: { message: '' },
  });
  const reply = useMutation({
    mutationFn: (request: ContactReplyRequest) => replyToContact(message.id, request),
    onSuccess: async (sent) => {
      form.reset({ message: '' });
      toast({ title: 'Reply Sent', description: deliveryText(sent) });
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) => {
          const key = String(queryKey[0]);
          return (
            key === SUMMARY_URL ||
            key.startsWith(`${CONTACT_MESSAGES_PATH}?`) ||
            key.startsWith(`/api/admin/contact/${message.id}/`) ||
            key.startsWith('/api/admin/mail')
          );
        },
      });
    },
    onError: (error) => {
      if (error instanceof AdminSessionExpiredError) return;
      showServerErrors(error, form);
      toast({
        title: 'Reply Failed',
        description: formErrorMessage(error, 'Failed to send the reply'),
        variant: 'destructive',
      });
    },
  });

  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3">
      <Thread messageId={message.id} />
      <form
        aria-label={`Reply to ${message.name}`}
        onSubmit={form.handleSubmit((request) => reply.mutate(request))}
        className="flex flex-col gap-2"
        noValidate
      >
        {message.language === 'hi' ? (
          <p className="text-xs text-slate-600">
            Wrote from a Hindi page: the greeting and the quoted message go in Hindi; your reply is
            sent as you write it.
          </p>
        ) : null}
        <FormField
          form={form}
          name="message"
          label="Reply"
          as="textarea"
          rows={5}
          maxLength={REPLY_MAX_LENGTH}
        />
        <div>
          <Button type="submit" size="sm" disabled={reply.isPending}>
            {reply.isPending ? 'Sending...' : 'Send reply'}
          </Button>
        </div>
      </form>
    </div>
  );
}
