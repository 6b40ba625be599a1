import {
  MAIL_STATUSES,
  type MailKind,
  type MailRecord,
  type MailStatus,
} from '@taxguide/contracts/mail';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { AdminSessionExpiredError } from '../../lib/admin-fetch';
import { formatDateTime } from '../../lib/admin-format';
import { useMailDetail, useMailList, type MailListParams } from './api/mail';
import { Pager } from './list-panel';
import { MailFrame, MailStatusBadge } from './mail-frame';

export const MAIL_PAGE_SIZE = 50;

/** What each kind of message is, in the list's words. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'newsletter-confirm': 'Newsletter confirmation',
  'newsletter-issue': 'Newsletter issue',
  'newsletter-test': 'Newsletter test',
  'contact-ack': 'Contact acknowledgement',
  'contact-notify': 'Contact notification',
  'contact-reply': 'Contact reply',
};

export const NO_SMTP_NOTICE =
  'No SMTP server is configured: messages stay here, not sent. Set SMTP_URL to send them.';

function ErrorBox({ error, retry }: { error: Error; retry(): void }) {
  if (error instanceof AdminSessionExpiredError) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p>{error.message}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** One line of the list: a button that opens the message. */
function MailRow({
  mail,
  selected,
  onSelect,
}: {
  mail: MailRecord;
  selected: boolean;
  onSelect(id: number): void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(mail.id)}
        className={
          'flex w-full min-w-0 flex-col gap-1 px-3 py-2 text-left text-sm hover:bg-slate-50 ' +
          'focus-visible:outline-2 focus-visible:outline-brand-600 ' +
          (selected ? 'bg-brand-50' : 'bg-white')
        }
      >
        <span className="font-semibold break-words text-slate-900">{mail.subject}</span>
        <span className="break-all text-slate-700">To: {mail.to}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <MailStatusBadge status={mail.status} />
          <span>{MAIL_KIND_LABELS[mail.kind]}</span>
          <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
        </span>
        {mail.note ? <span className="text-xs break-words text-slate-600">{mail.note}</span> : null}
      </button>
    </li>
  );
}

/** One message: who, what, its status, the rendered HTML (or the plain text) and the headers. */
export function MailMessage({ id }: { id: number }) {
  const query = useMailDetail(id);
  const [plain, setPlain] = useState(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mail = query.data;
  const loadedId = mail?.id;

  // On a phone the message is below the list: move there (and the focus) once it has loaded.
  useEffect(() => {
    if (loadedId !== undefined) headingRef.current?.focus();
  }, [loadedId]);

  if (query.isError) return <ErrorBox error={query.error} retry={() => void query.refetch()} />;
  if (!mail) {
    return (
      <div role="status" aria-label="Loading the message" className="flex flex-col gap-2">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const facts: Array<[string, string]> = [
    ['From', mail.from],
    ['To', mail.to],
    ['Kind', MAIL_KIND_LABELS[mail.kind]],
    ['Created', formatDateTime(mail.createdAt)],
    ['Sent', mail.sentAt ? formatDateTime(mail.sentAt) : '–'],
    ['Attempts', String(mail.attempts)],
  ];
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold break-words text-slate-900 outline-none"
      >
        {mail.subject}
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <MailStatusBadge status={mail.status} />
        {mail.note ? <span className="break-words">{mail.note}</span> : null}
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={plain}
          onClick={() => setPlain((p) => !p)}
        >
          Plain text
        </Button>
      </div>
      {plain ? (
        <pre
          aria-label="The message as plain text"
          className="max-h-[28rem] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap"
        >
          {mail.text}
        </pre>
      ) : (
        <MailFrame html={mail.html} title={`The message “${mail.subject}”`} />
      )}
      <h4 className="mt-2 font-semibold text-slate-900">Headers</h4>
      <dl className="flex flex-col gap-1 text-xs">
        {Object.entries(mail.headers).map(([name, value]) => (
          <div key={name} className="min-w-0">
            <dt className="inline font-semibold text-slate-700">{name}: </dt>
            <dd className="inline break-all text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The Mail tab: every message the site has written (the outbox), newest first, each opening
 * to its rendered HTML. Without an SMTP server the messages are held here, and this is where a
 * newcomer follows a confirmation link.
 */
export function MailTab() {
  const [params, setParams] = useState<MailListParams>({
    limit: MAIL_PAGE_SIZE,
    offset: 0,
    status: '',
  });
  const [selected, setSelected] = useState<number | null>(null);
  const filterId = useId();
  const query = useMailList(params);
  const page = query.data;
  const items = page?.items ?? [];
  const total = page?.total ?? 0;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {page && !page.smtpConfigured ? (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {NO_SMTP_NOTICE}
        </p>
      ) : null}
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
          Show
        </label>
        <Select
          id={filterId}
          value={params.status}
          onChange={(event) =>
            setParams({ ...params, offset: 0, status: event.target.value as MailStatus | '' })
          }
        >
          <option value="">Every status</option>
          {MAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </div>

      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex min-w-0 flex-col gap-3">
          {query.isError ? (
            <ErrorBox error={query.error} retry={() => void query.refetch()} />
          ) : query.isPending ? (
            <div role="status" aria-label="Loading the mail" className="flex flex-col gap-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-16 w-full" />
              ))}
            </div>
          ) : items.length === 0 ? (
            <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
              {params.status ? `No ${params.status} messages.` : 'No mail yet.'}
            </p>
          ) : (
            <>
              <ul
                aria-label="Messages"
                className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200"
              >
                {items.map((mail) => (
                  <MailRow
                    key={mail.id}
                    mail={mail}
                    selected={mail.id === selected}
                    onSelect={setSelected}
                  />
                ))}
              </ul>
              <Pager
                label="Pages of mail"
                offset={params.offset}
                limit={params.limit}
                shown={items.length}
                total={total}
                onOffsetChange={(offset) => setParams({ ...params, offset })}
              />
            </>
          )}
        </div>
        <div className="min-w-0">
          {selected === null ? (
            <p className="text-sm text-slate-600">Choose a message to read it.</p>
          ) : (
            <MailMessage key={selected} id={selected} />
          )}
        </div>
      </div>
    </div>
  );
}
