// The admin's e-mail pieces: the Mail tab (the outbox), the newsletter Issues tab, replies to
// contact messages, and the subscribers' status legend. A fake admin API in memory checks the
// bearer token and records every call.
import type {
  AdminSummary,
  ContactMessageRecord,
  SubscriberRecord,
} from '@taxguide/contracts/admin';
import type {
  ContactReply,
  IssueRecipient,
  IssueRecord,
  MailDetail,
  MailRecord,
  NewGuide,
} from '@taxguide/contracts/mail';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { ADMIN_FLAG_KEY, ADMIN_TOKEN_KEY, endAdminSession } from '../../lib/admin-session';
import { serveFakeApi } from '../../test/msw/fake-api';
import { renderRoute } from '../../test/render-route';
import { MAIL_FRAME_SANDBOX, withLinksInNewTab } from './mail-frame';
import { NO_SMTP_NOTICE } from './mail-tab';

const TOKEN = 'header.payload.signature';
const at = (minute: number) => new Date(Date.UTC(2025, 6, 1, 5, minute)).toISOString();

interface Call {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (call: Call, match: RegExpExecArray) => { status: number; body?: unknown };

let calls: Call[];
let routes: Array<[string, RegExp, Handler]>;

const ok = (body: unknown) => ({ status: 200, body });
const envelope = (status: number, message: string) => ({
  status,
  body: { statusCode: status, code: 'X', error: 'Reason', message, requestId: 'r1' },
});

/** Adds (in front, so it wins) a route: "GET", a path pattern, and its answer. */
function route(method: string, path: RegExp, handler: Handler) {
  routes.unshift([method, path, handler]);
}

const SUMMARY: AdminSummary = {
  timeZone: 'Asia/Kolkata',
  todayStartsAt: '2025-06-30T18:30:00.000Z',
  leads: { total: 0, today: 0, uniqueEmails: 0, pdfDownloads: 0 },
  newsletter: { total: 3, today: 1, active: 1 },
  contactMessages: { total: 1, today: 1, unread: 1 },
  aiQueries: { total: 0, today: 0 },
};

const CONFIRM_HTML =
  '<!doctype html><html><head><title>Confirm</title></head><body><p>Please confirm.</p>' +
  '<a href="http://localhost:3000/newsletter/confirm?token=abc">Confirm my subscription</a>' +
  '<script>parent.document.title = "hacked"</script></body></html>';

function mailRecord(id: number, extra: Partial<MailRecord> = {}): MailRecord {
  return {
    id,
    kind: 'newsletter-confirm',
    to: `reader${id}@example.com`,
    subject: 'Confirm your subscription',
    status: 'held',
    attempts: 0,
    note: 'not sent: no SMTP configured',
    issueId: null,
    createdAt: at(id),
    sentAt: null,
    ...extra,
  };
}

function issueRecord(id: number, extra: Partial<IssueRecord> = {}): IssueRecord {
  return {
    id,
    subject: `Issue ${id}`,
    markdown: '# Hello\n\nThe news.',
    status: 'draft',
    counts: { recipients: 0, pending: 0, sent: 0, failed: 0 },
    createdAt: at(1),
    updatedAt: at(2),
    sentAt: null,
    ...extra,
  };
}

const emptyList = () => ({ status: 200, body: [] });

beforeEach(() => {
  calls = [];
  routes = [];
  route('GET', /^\/api\/admin\/summary$/, () => ok(SUMMARY));
  route('GET', /^\/api\/leads$/, emptyList);
  route('GET', /^\/api\/newsletter\/subscribers$/, emptyList);
  route('GET', /^\/api\/admin\/contact-messages$/, emptyList);
  route('GET', /^\/api\/ai-queries$/, emptyList);
  serveFakeApi(({ method, url, authorization, body }) => {
    const call: Call = { method, url: url.pathname + url.search, authorization, body };
    calls.push(call);
    const reply = (status: number, answer: unknown) =>
      new Response(answer === undefined ? null : JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (call.authorization !== `Bearer ${TOKEN}`) {
      return reply(401, envelope(401, 'Admin login required').body);
    }
    for (const [routeMethod, pattern, handler] of routes) {
      const match = pattern.exec(url.pathname);
      if (routeMethod === call.method && match) {
        const answer = handler(call, match);
        return reply(answer.status, answer.body);
      }
    }
    // Not one of this test's routes: the default handlers answer (or the test fails).
    return undefined;
  });
  window.sessionStorage.setItem(ADMIN_FLAG_KEY, 'true');
  window.sessionStorage.setItem(ADMIN_TOKEN_KEY, TOKEN);
});

afterEach(() => {
  act(() => dismissToast());
  endAdminSession();
  vi.restoreAllMocks();
});

const callsTo = (method: string, prefix: string) =>
  calls.filter((c) => c.method === method && c.url.startsWith(prefix));

/** The panel a tab controls (hidden panels have no accessible name of their own). */
const panel = (name: string) =>
  document.getElementById(
    screen.getByRole('tab', { name }).getAttribute('aria-controls') ?? '',
  ) as HTMLElement;

async function openTab(name: string) {
  const view = await renderRoute('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  await view.user.click(screen.getByRole('tab', { name }));
  return { ...view, tab: panel(name) };
}

// ---------------------------------------------------------------------------------------------

describe('withLinksInNewTab', () => {
  it('puts <base target="_blank"> first in the head', () => {
    expect(withLinksInNewTab('<html><head lang="en"><title>x</title></head></html>')).toBe(
      '<html><head lang="en"><base target="_blank"><title>x</title></head></html>',
    );
  });

  it('keeps a doctype first when there is no head, and works on a bare fragment', () => {
    expect(withLinksInNewTab('<!DOCTYPE html><p>hi</p>')).toBe(
      '<!DOCTYPE html><base target="_blank"><p>hi</p>',
    );
    expect(withLinksInNewTab('<p>hi</p>')).toBe('<base target="_blank"><p>hi</p>');
  });
});

describe('/admin: the Mail tab', () => {
  beforeEach(() => {
    const detail: MailDetail = {
      ...mailRecord(2),
      from: 'TaxGuide India <news@example.com>',
      html: CONFIRM_HTML,
      text: 'Please confirm: http://localhost:3000/newsletter/confirm?token=abc',
      headers: {
        'List-Unsubscribe': '<http://localhost:3000/newsletter/unsubscribe?token=x>',
        'Message-ID': '<2@example.com>',
      },
    };
    route('GET', /^\/api\/admin\/mail$/, (call) =>
      ok({
        smtpConfigured: false,
        items: call.url.includes('status=failed')
          ? [
              mailRecord(3, {
                status: 'failed',
                note: '550 mailbox unavailable',
                subject: 'Bounced',
              }),
            ]
          : [mailRecord(2), mailRecord(1, { kind: 'contact-ack', subject: 'We got your message' })],
        total: 2,
      }),
    );
    route('GET', /^\/api\/admin\/mail\/(\d+)$/, (_call, match) =>
      match[1] === '2' ? ok(detail) : envelope(404, 'No such message'),
    );
  });

  it('reads nothing until chosen; then lists the outbox with the "no SMTP" notice', async () => {
    const view = await renderRoute('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await waitFor(() => expect(callsTo('GET', '/api/admin/summary')).toHaveLength(1));
    expect(callsTo('GET', '/api/admin/mail')).toEqual([]);

    await view.user.click(screen.getByRole('tab', { name: 'Mail' }));
    const tab = panel('Mail');
    const list = await within(tab).findByRole('list', { name: 'Messages' });
    expect(within(tab).getByRole('note').textContent).toBe(NO_SMTP_NOTICE);
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Confirm your subscription'),
      expect.stringContaining('We got your message'),
    ]);
    expect(rows[0]!.textContent).toContain('To: reader2@example.com');
    expect(rows[0]!.textContent).toContain('Newsletter confirmation');
    expect(rows[0]!.textContent).toContain('held');
    expect(rows[0]!.textContent).toContain('not sent: no SMTP configured');
    expect(rows[0]!.textContent).toMatch(/1 Jul 2025, 10:32\s?am/i);
    expect(callsTo('GET', '/api/admin/mail')).toEqual([
      {
        method: 'GET',
        url: '/api/admin/mail?limit=50&offset=0',
        authorization: `Bearer ${TOKEN}`,
        body: undefined,
      },
    ]);
  });

  it('shows no notice when an SMTP server is configured', async () => {
    route('GET', /^\/api\/admin\/mail$/, () =>
      ok({
        smtpConfigured: true,
        items: [mailRecord(1, { status: 'sent', note: null })],
        total: 1,
      }),
    );
    const { tab } = await openTab('Mail');
    await within(tab).findByRole('list', { name: 'Messages' });
    expect(within(tab).queryByRole('note')).toBeNull();
  });

  it('opens a message in a sandboxed frame (links open a new tab, no script), with plain text and headers', async () => {
    const { user, tab } = await openTab('Mail');
    const list = await within(tab).findByRole('list', { name: 'Messages' });
    await user.click(within(list).getAllByRole('button')[0]!);
    const frame = (await within(tab).findByTitle(
      'The message “Confirm your subscription”',
    )) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe(MAIL_FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame.getAttribute('srcdoc')).toBe(withLinksInNewTab(CONFIRM_HTML));
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank">');
    expect(within(tab).getByText('TaxGuide India <news@example.com>')).toBeDefined();
    expect(within(tab).getByText('List-Unsubscribe:')).toBeDefined();
    expect(
      within(tab).getByText('<http://localhost:3000/newsletter/unsubscribe?token=x>'),
    ).toBeDefined();
    expect(callsTo('GET', '/api/admin/mail/2')).toHaveLength(1);

    const toggle = within(tab).getByRole('button', { name: 'Plain text' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(tab).queryByTitle('The message “Confirm your subscription”')).toBeNull();
    expect(within(tab).getByLabelText('The message as plain text').textContent).toBe(
      'Please confirm: http://localhost:3000/newsletter/confirm?token=abc',
    );
    await user.click(toggle);
    expect(within(tab).getByTitle('The message “Confirm your subscription”')).toBeDefined();
  });

  it('filters by status on the server', async () => {
    const { user, tab } = await openTab('Mail');
    await within(tab).findByRole('list', { name: 'Messages' });
    await user.selectOptions(within(tab).getByLabelText('Show'), 'failed');
    await within(tab).findByText('Bounced');
    expect(within(tab).getByText('550 mailbox unavailable')).toBeDefined();
    expect(callsTo('GET', '/api/admin/mail?').map((c) => c.url)).toEqual([
      '/api/admin/mail?limit=50&offset=0',
      '/api/admin/mail?limit=50&offset=0&status=failed',
    ]);
  });

  it('says so in plain words when the list cannot be read', async () => {
    route('GET', /^\/api\/admin\/mail$/, () => ({ status: 500, body: 'boom' }));
    const { tab } = await openTab('Mail');
    expect((await within(tab).findByRole('alert')).textContent).toContain(
      'Failed to fetch the mail',
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe('/admin: newsletter Issues', () => {
  let issues: IssueRecord[];
  let recipients: IssueRecipient[];
  const guides: NewGuide[] = [
    {
      slug: 'hra-2025',
      title: 'HRA in 2025',
      excerpt: 'What changed.',
      url: 'http://localhost:3000/blog/hra-2025',
      publishedAt: at(1),
      markdown: '- [HRA in 2025](http://localhost:3000/blog/hra-2025): what changed.',
    },
  ];

  beforeEach(() => {
    issues = [issueRecord(1, { status: 'sent', subject: 'June news', sentAt: at(3) })];
    recipients = [];
    route('GET', /^\/api\/admin\/newsletter\/issues$/, () => ok(issues));
    route('GET', /^\/api\/admin\/newsletter\/new-guides$/, () => ok(guides));
    route('POST', /^\/api\/admin\/newsletter\/issues$/, (call) => {
      const created = issueRecord(9, call.body as { subject: string; markdown: string });
      issues = [created, ...issues];
      return { status: 201, body: created };
    });
    route('PUT', /^\/api\/admin\/newsletter\/issues\/(\d+)$/, (call, match) => {
      const issue = issues.find((i) => i.id === Number(match[1]))!;
      if (issue.status !== 'draft') return envelope(409, 'Only a draft can be changed.');
      Object.assign(issue, call.body);
      return ok(issue);
    });
    route('POST', /^\/api\/admin\/newsletter\/preview$/, (call) => {
      const { subject } = call.body as { subject: string };
      return ok({ subject, html: '<p>Preview body</p>', text: 'Preview body' });
    });
    route('POST', /^\/api\/admin\/newsletter\/issues\/(\d+)\/test$/, () => ({
      status: 202,
      body: { success: true, message: 'A test is on its way to you.' },
    }));
    route('POST', /^\/api\/admin\/newsletter\/issues\/(\d+)\/send$/, (_call, match) => {
      const issue = issues.find((i) => i.id === Number(match[1]))!;
      issue.status = 'sending';
      issue.counts = { recipients: 2, pending: 2, sent: 0, failed: 0 };
      recipients = [
        { to: 'a@example.com', status: 'pending', attempts: 0, note: null, sentAt: null },
        { to: 'b@example.com', status: 'pending', attempts: 0, note: null, sentAt: null },
      ];
      return { status: 202, body: { id: issue.id, status: issue.status, counts: issue.counts } };
    });
    route('GET', /^\/api\/admin\/newsletter\/issues\/(\d+)\/recipients$/, () =>
      ok({ items: recipients, total: recipients.length }),
    );
  });

  it('lists the issues with their status and counts', async () => {
    const { tab } = await openTab('Issues');
    const list = await within(tab).findByRole('list', { name: 'Issues' });
    const row = within(list).getByRole('button');
    expect(row.textContent).toContain('June news');
    expect(row.textContent).toContain('sent');
    expect(row.textContent).toContain('0 recipients');
  });

  it('refuses an empty draft in plain words without calling the server', async () => {
    const { user, tab } = await openTab('Issues');
    await user.click(within(tab).getByRole('button', { name: 'New issue' }));
    const form = within(tab).getByRole('form', { name: 'New issue' });
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Subject is required.')).toBeDefined();
    expect(within(form).getByText('Markdown is required.')).toBeDefined();
    expect(within(form).getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', '/api/admin/newsletter')).toEqual([]);
  });

  it('writes a draft with the new guides, previews it, saves it, tests it and sends it after a confirmation', async () => {
    const { user, tab } = await openTab('Issues');
    await user.click(within(tab).getByRole('button', { name: 'New issue' }));
    const form = within(tab).getByRole('form', { name: 'New issue' });
    await user.type(within(form).getByLabelText('Subject'), 'July news');
    await user.type(within(form).getByLabelText('Text (Markdown)'), 'Hello readers.');
    await user.click(await within(form).findByRole('button', { name: 'Insert the new guides' }));
    const text = within(form).getByLabelText('Text (Markdown)') as HTMLTextAreaElement;
    expect(text.value).toBe(`Hello readers.\n\n${guides[0]!.markdown}`);

    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = await within(tab).findByTitle('Preview of “July news”');
    expect(preview.getAttribute('sandbox')).toBe(MAIL_FRAME_SANDBOX);
    expect(preview.getAttribute('srcdoc')).toContain('<p>Preview body</p>');

    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft Saved');
    const draft = { subject: 'July news', markdown: `Hello readers.\n\n${guides[0]!.markdown}` };
    expect(callsTo('POST', '/api/admin/newsletter/').map((c) => [c.url, c.body])).toEqual([
      ['/api/admin/newsletter/preview', draft],
      ['/api/admin/newsletter/issues', draft],
    ]);

    // Now saved: the same draft is edited in place (PUT), and can be tested and sent.
    const editor = await within(tab).findByRole('form', { name: 'Edit the issue' });
    await user.type(within(tab).getByLabelText('Send a test to'), 'me@example.com');
    await user.click(within(tab).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('A test is on its way to you.')).toBeDefined();
    expect(callsTo('POST', '/api/admin/newsletter/issues/9/test')[0]!.body).toEqual({
      email: 'me@example.com',
    });

    await user.click(
      within(tab).getByRole('button', { name: 'Send to all active subscribers...' }),
    );
    const dialog = within(tab).getByRole('alertdialog');
    expect(dialog.textContent).toContain('“July news”');
    expect(callsTo('POST', '/api/admin/newsletter/issues/9/send')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send it now' }));
    expect(await screen.findByText('The issue is going to 2 active subscribers.')).toBeDefined();
    expect(callsTo('POST', '/api/admin/newsletter/issues/9/send')[0]!.body).toEqual({});

    // A sending issue cannot change: its recipients show instead of the form.
    const recipientList = await within(tab).findByRole('list', { name: 'Recipients' });
    expect(within(recipientList).getByText('a@example.com')).toBeDefined();
    expect(
      within(within(tab).getByRole('region', { name: 'Recipients' })).getByText(
        /2 recipients · 0 sent · 2 waiting · 0 failed/,
      ),
    ).toBeDefined();
    expect(editor.isConnected).toBe(false);
  });

  it('reads the progress again while an issue is sending, until it is sent', async () => {
    issues = [issueRecord(4, { status: 'sending', subject: 'Going out' })];
    recipients = [
      { to: 'a@example.com', status: 'pending', attempts: 0, note: null, sentAt: null },
    ];
    issues[0]!.counts = { recipients: 1, pending: 1, sent: 0, failed: 0 };
    const { user, tab } = await openTab('Issues');
    await user.click(await within(tab).findByRole('button', { name: /Going out/ }));
    await within(tab).findByText('a@example.com');
    // The server finishes meanwhile.
    issues[0] = {
      ...issues[0]!,
      status: 'sent',
      counts: { recipients: 1, pending: 0, sent: 1, failed: 0 },
    };
    recipients = [{ to: 'a@example.com', status: 'sent', attempts: 1, note: null, sentAt: at(9) }];
    await waitFor(
      () =>
        expect(
          within(within(tab).getByRole('region', { name: 'Recipients' })).getByText(
            /1 recipient · 1 sent · 0 waiting/,
          ),
        ).toBeDefined(),
      { timeout: 8000 },
    );
    const afterDone = calls.length;
    await new Promise((r) => setTimeout(r, 3500));
    // Sent: no more reading (the last recipients read may trail the list by one).
    expect(
      calls.slice(afterDone).filter((c) => c.url.startsWith('/api/admin/newsletter/issues')).length,
    ).toBeLessThanOrEqual(1);
  }, 15_000);

  it("tells the server's answer when a draft cannot change (409)", async () => {
    issues = [issueRecord(5, { subject: 'Old draft' })];
    route('PUT', /^\/api\/admin\/newsletter\/issues\/5$/, () =>
      envelope(409, 'Only a draft can be changed.'),
    );
    const { user, tab } = await openTab('Issues');
    await user.click(await within(tab).findByRole('button', { name: /Old draft/ }));
    const form = within(tab).getByRole('form', { name: 'Edit the issue' });
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('Old draft');
    await user.type(within(form).getByLabelText('Subject'), '!');
    // Unsaved changes: the test and the sending wait for a save.
    expect(within(tab).getByText(/Save the draft first/)).toBeDefined();
    expect(
      (within(tab).getByRole('button', { name: 'Send test' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Only a draft can be changed.')).toBeDefined();
    expect(callsTo('PUT', '/api/admin/newsletter/issues/5')[0]!.body).toEqual({
      subject: 'Old draft!',
      markdown: '# Hello\n\nThe news.',
    });
  });
});

// ---------------------------------------------------------------------------------------------

const HINDI_REPLY_NOTE = /the greeting and the quoted message go in Hindi/;

describe('/admin: replying to a contact message', () => {
  let message: ContactMessageRecord;
  let replies: ContactReply[];

  beforeEach(() => {
    message = {
      id: 7,
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: 'About 80C',
      category: 'tax-law',
      message: 'How much can I claim?',
      status: 'read',
      language: 'en',
      createdAt: at(3),
      updatedAt: at(3),
    };
    replies = [{ id: 1, message: 'An earlier answer.', mailStatus: 'sent', createdAt: at(4) }];
    route('GET', /^\/api\/admin\/contact-messages$/, () => ok([message]));
    route('GET', /^\/api\/admin\/contact\/7\/thread$/, () => ok({ id: 7, replies }));
    route('POST', /^\/api\/admin\/contact\/7\/reply$/, (call) => {
      const reply: ContactReply = {
        id: 2,
        message: (call.body as { message: string }).message,
        mailStatus: 'held',
        createdAt: at(5),
      };
      replies = [...replies, reply];
      message = { ...message, status: 'replied' };
      return { status: 201, body: reply };
    });
  });

  it('shows the earlier replies, sends a reply, and the message becomes "replied"', async () => {
    const { user, tab } = await openTab('Contact Messages');
    const row = (await within(tab).findByText('Asha Rao')).closest('tr')!;
    expect(callsTo('GET', '/api/admin/contact/7')).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'Reply to Asha Rao' }));
    const thread = await within(row).findByRole('list', { name: 'Earlier replies' });
    expect(thread.textContent).toContain('An earlier answer.');
    expect(within(thread).getByText('sent')).toBeDefined();

    const form = within(row).getByRole('form', { name: 'Reply to Asha Rao' });
    // An English reader's message: no note about Hindi.
    expect(within(form).queryByText(HINDI_REPLY_NOTE)).toBeNull();
    await user.type(within(form).getByLabelText('Reply'), 'Up to 1.5 lakh a year.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText('It is kept in the Mail tab: no SMTP server is configured.'),
    ).toBeDefined();
    expect(callsTo('POST', '/api/admin/contact/7/reply')[0]!.body).toEqual({
      message: 'Up to 1.5 lakh a year.',
    });
    const fresh = await within(tab).findByText('replied');
    expect(fresh.closest('tr')).not.toBeNull();
    const updated = within(tab).getByRole('list', { name: 'Earlier replies' });
    await within(updated).findByText('Up to 1.5 lakh a year.');
    expect(within(updated).getByText('held')).toBeDefined();
    expect((within(tab).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('');
  });

  it('says, for a message from a Hindi page, that the mail around the reply goes in Hindi', async () => {
    message = { ...message, language: 'hi' };
    const { user, tab } = await openTab('Contact Messages');
    const row = (await within(tab).findByText('Asha Rao')).closest('tr')!;
    expect(within(row).getByText('हिंदी')).toBeDefined();
    await user.click(within(row).getByRole('button', { name: 'Reply to Asha Rao' }));
    const form = await within(row).findByRole('form', { name: 'Reply to Asha Rao' });
    expect(within(form).getByText(HINDI_REPLY_NOTE)).toBeDefined();
  });

  it('refuses an empty reply in plain words without calling the server', async () => {
    const { user, tab } = await openTab('Contact Messages');
    const row = (await within(tab).findByText('Asha Rao')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Reply to Asha Rao' }));
    const form = await within(row).findByRole('form', { name: 'Reply to Asha Rao' });
    await user.type(within(form).getByLabelText('Reply'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Message is required.')).toBeDefined();
    expect(callsTo('POST', '/api/admin/contact')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('/admin: subscriber statuses', () => {
  it('badges pending (amber), active (green) and unsubscribed (grey), with a legend', async () => {
    const subscribers: SubscriberRecord[] = (['pending', 'active', 'unsubscribed'] as const).map(
      (status, i) => ({
        id: i + 1,
        email: `${status}@example.com`,
        status,
        source: 'newsletter',
        language: 'en',
        createdAt: at(i),
      }),
    );
    route('GET', /^\/api\/newsletter\/subscribers$/, () => ok(subscribers));
    const { tab } = await openTab('Newsletter');
    const badge = async (email: string) => {
      const row = (await within(tab).findByText(email)).closest('tr')!;
      return within(row).getAllByText(/^(pending|active|unsubscribed)$/)[0]!.className;
    };
    expect(await badge('pending@example.com')).toContain('bg-amber-100');
    expect(await badge('active@example.com')).toContain('bg-green-100');
    expect(await badge('unsubscribed@example.com')).toContain('bg-slate-100');
    const statuses = within(tab).getByLabelText('Subscriber statuses');
    expect(statuses.textContent).toContain('has not opened the confirmation link yet');
  });
});
