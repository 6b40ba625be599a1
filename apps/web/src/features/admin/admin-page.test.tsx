import type {
  AdminSummary,
  AiQueryRecord,
  ContactMessageRecord,
  LeadRecord,
  SubscriberRecord,
} from '@taxguide/contracts/admin';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import { createQueryClient } from '../../app/query-client';
import { appRoutes } from '../../app/routes';
import { defaultSiteConfig } from '../../app/site-config';
import { dismissToast } from '../../components/ui/use-toast';
import { serveFakeApi } from '../../test/msw/fake-api';
import { metaContent, renderRoute } from '../../test/render-route';
import { ADMIN_FLAG_KEY, ADMIN_TOKEN_KEY, endAdminSession } from '../../lib/admin-session';
import { visit } from '../../test/location';
import { createI18n } from '../../i18n/i18n';

const i18n = await createI18n('en');

// ---------------------------------------------------------------------------------------------
// A fake admin API in memory: it checks the bearer token, pages, searches and records calls.

const PASSWORD = 'the admin password';
const TOKEN = 'header.payload.signature';

interface Call {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

interface FakeApi {
  leads: LeadRecord[];
  subscribers: SubscriberRecord[];
  messages: ContactMessageRecord[];
  aiQueries: AiQueryRecord[];
  /** URL path -> a forced answer (status and body) for the next calls. */
  fail: Map<string, { status: number; body?: string }>;
  loginAnswer?: () => Response;
}

let api: FakeApi;
let calls: Call[];
let saved: Array<{ href: string; download: string }>;

const at = (minute: number) => new Date(Date.UTC(2025, 6, 1, 5, minute)).toISOString();

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const envelope = (status: number, message: string) => ({
  statusCode: status,
  code: 'X',
  error: 'Reason',
  message,
  requestId: 'r1',
});

function summary(): AdminSummary {
  return {
    timeZone: 'Asia/Kolkata',
    todayStartsAt: '2025-06-30T18:30:00.000Z',
    leads: {
      total: api.leads.length,
      today: 2,
      uniqueEmails: new Set(api.leads.map((l) => l.email)).size,
      pdfDownloads: api.leads.filter((l) => l.source !== 'partner').length,
    },
    newsletter: {
      total: api.subscribers.length,
      today: 1,
      active: api.subscribers.filter((s) => s.status === 'active').length,
    },
    contactMessages: {
      total: api.messages.length,
      today: 1,
      unread: api.messages.filter((m) => m.status === 'new').length,
    },
    aiQueries: { total: api.aiQueries.length, today: 0 },
  };
}

function page<T extends { email?: string; query?: string }>(rows: T[], params: URLSearchParams) {
  const q = (params.get('q') ?? '').toLowerCase();
  const matching = rows.filter((r) => !q || (r.email ?? r.query ?? '').toLowerCase().includes(q));
  const limit = Number(params.get('limit') ?? 50);
  const offset = Number(params.get('offset') ?? 0);
  return json(200, matching.slice(offset, offset + limit), {
    'x-total-count': String(matching.length),
  });
}

async function handle(
  method: string,
  url: URL,
  authorization: string | null,
  body: unknown,
): Promise<Response | undefined> {
  const path = url.pathname;
  if (path === '/api/admin/login') {
    if (api.loginAnswer) return api.loginAnswer();
    const { password } = body as { password: string };
    return password === PASSWORD
      ? json(200, { success: true, token: TOKEN, expiresAt: '2025-07-01T13:00:00.000Z' })
      : json(401, { success: false, ...envelope(401, 'Invalid password') });
  }
  if (authorization !== `Bearer ${TOKEN}`) return json(401, envelope(401, 'Admin login required'));
  const forced = api.fail.get(path);
  if (forced) return new Response(forced.body ?? '', { status: forced.status });
  const params = url.searchParams;
  switch (`${method} ${path}`) {
    case 'POST /api/admin/logout':
    case 'POST /api/admin/logout-everywhere':
      return new Response(null, { status: 204 });
    case 'GET /api/admin/summary':
      return json(200, summary());
    case 'GET /api/leads':
      return page(api.leads, params);
    case 'GET /api/newsletter/subscribers':
      return page(api.subscribers, params);
    case 'GET /api/admin/contact-messages':
      return page(api.messages, params);
    case 'GET /api/ai-queries':
      return page(api.aiQueries, params);
    case 'GET /api/admin/export/leads.csv':
      return new Response('\uFEFFID,Email\r\n1,"a@example.com"\r\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="leads-2025-07-01.csv"',
        },
      });
    case 'POST /api/admin/erasure': {
      const email = (body as { email: string }).email.toLowerCase();
      const counts = {
        leadsDeleted: api.leads.filter((l) => l.email.toLowerCase() === email).length,
        subscribersDeleted: api.subscribers.filter((s) => s.email.toLowerCase() === email).length,
        contactMessagesDeleted: api.messages.filter((m) => m.email.toLowerCase() === email).length,
      };
      api.leads = api.leads.filter((l) => l.email.toLowerCase() !== email);
      api.subscribers = api.subscribers.filter((s) => s.email.toLowerCase() !== email);
      api.messages = api.messages.filter((m) => m.email.toLowerCase() !== email);
      return json(200, { auditId: 1, erasedAt: '2025-07-01T05:00:00.000Z', ...counts });
    }
  }
  const status = /^\/api\/admin\/contact-messages\/(\d+)$/.exec(path);
  if (method === 'PATCH' && status) {
    const message = api.messages.find((m) => m.id === Number(status[1]));
    if (!message) return json(404, envelope(404, 'No contact message'));
    message.status = (body as { status: ContactMessageRecord['status'] }).status;
    return json(200, message);
  }
  // Not the admin API's: the default handlers answer (or the test fails as unexpected).
  return undefined;
}

function lead(i: number, extra: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: i,
    email: `person${i}@example.com`,
    source: 'pdf_download',
    name: null,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    language: 'en',
    createdAt: at(i % 60),
    ...extra,
  };
}

beforeEach(() => {
  calls = [];
  saved = [];
  api = {
    leads: [
      lead(1, {
        email: 'asha@example.com',
        name: 'Asha Rao',
        source: 'newsletter_pdf',
        language: 'hi',
      }),
      lead(2, { email: 'ravi@example.com', ipAddress: null }),
    ],
    subscribers: [
      {
        id: 1,
        email: 'asha@example.com',
        status: 'active',
        source: 'newsletter',
        language: 'hi',
        createdAt: at(1),
      },
      {
        id: 2,
        email: 'old@example.com',
        status: 'unsubscribed',
        source: 'newsletter_pdf',
        language: 'en',
        createdAt: at(2),
      },
    ],
    messages: [
      {
        id: 7,
        name: 'Asha Rao',
        email: 'asha@example.com',
        subject: 'About 80C',
        category: 'tax-law',
        message: 'How much can I claim?',
        status: 'new',
        language: 'hi',
        createdAt: at(3),
        updatedAt: at(3),
      },
      {
        id: 8,
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        subject: 'Thanks',
        category: 'general',
        message: 'Great site',
        status: 'replied',
        language: 'en',
        createdAt: at(4),
        updatedAt: at(4),
      },
    ],
    aiQueries: [{ id: 1, query: 'What is section 80C?', section: '80C', createdAt: at(5) }],
    fail: new Map(),
  };
  serveFakeApi(({ method, url, authorization, body }) => {
    calls.push({ method, url: url.pathname + url.search, authorization, body });
    return handle(method, url, authorization, body);
  });
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:admin-export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  act(() => dismissToast());
  endAdminSession();
  vi.restoreAllMocks();
});

const toastRegion = () => document.body;
const dataCalls = () => calls.filter((c) => c.url !== '/api/admin/login');

async function loginThroughGate() {
  const view = await renderRoute('/admin');
  await view.user.type(screen.getByLabelText('Password'), PASSWORD);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  return view;
}

function startSignedIn() {
  window.sessionStorage.setItem(ADMIN_FLAG_KEY, 'true');
  window.sessionStorage.setItem(ADMIN_TOKEN_KEY, TOKEN);
}

// Inactive panels stay in the document, hidden (components/ui/tabs.tsx), so a hidden panel has
// no accessible name: find each through the tab that controls it.
const panel = (name: string) =>
  document.getElementById(
    screen.getByRole('tab', { name }).getAttribute('aria-controls') ?? '',
  ) as HTMLElement;

describe('/admin: the password gate', () => {
  it('shows the gate with a required password field, noindex', async () => {
    await renderRoute('/admin');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Access');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(document.title).toBe('Admin Dashboard | TaxGuide India');
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
    expect(calls).toEqual([]);
  });

  it('does nothing on an empty password', async () => {
    const view = await renderRoute('/admin');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(calls).toEqual([]);
  });

  it('refuses a wrong password: "Access Denied", still locked, nothing stored', async () => {
    const view = await renderRoute('/admin');
    await view.user.type(screen.getByLabelText('Password'), 'not the password');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await within(toastRegion()).findByText('Access Denied');
    expect(alert).toBeDefined();
    expect(screen.getByText('Invalid password. Please try again.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Access');
    expect(window.sessionStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/admin/login',
        authorization: null,
        body: { password: 'not the password' },
      },
    ]);
  });

  it('says "Error" when the server cannot be reached', async () => {
    // A network error: fetch rejects with a TypeError, as when the server is down.
    api.loginAnswer = () => HttpResponse.error();
    const view = await renderRoute('/admin');
    await view.user.type(screen.getByLabelText('Password'), PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Failed to authenticate. Please try again.')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
  });

  it('passes on the wait after too many failures (429)', async () => {
    api.loginAnswer = () =>
      json(429, envelope(429, 'Too many failed login attempts; try again in 15 minutes'), {
        'retry-after': '900',
      });
    const view = await renderRoute('/admin');
    await view.user.type(screen.getByLabelText('Password'), PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Too many failed login attempts; try again in 15 minutes'),
    ).toBeDefined();
    expect(screen.getByText('Access Denied')).toBeDefined();
  });

  it('opens the dashboard on the right password: "Access Granted", flag and token in sessionStorage', async () => {
    await loginThroughGate();
    expect(screen.getByText('Access Granted')).toBeDefined();
    expect(screen.getByText('Welcome to the admin dashboard')).toBeDefined();
    expect(window.sessionStorage.getItem(ADMIN_FLAG_KEY)).toBe('true');
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe(TOKEN);
    await waitFor(() => expect(dataCalls().length).toBeGreaterThanOrEqual(5));
    // Every admin data call carries the bearer token.
    for (const call of dataCalls()) expect(call.authorization, call.url).toBe(`Bearer ${TOKEN}`);
  });
});

describe('/admin: the dashboard', () => {
  it('restores the session on load and shows the four summary cards', async () => {
    startSignedIn();
    await renderRoute('/admin');
    const cards = within(screen.getByRole('list', { name: 'Summary' }));
    for (const [title, value] of [
      ['Total Leads', '2'],
      ['PDF Downloads', '2'],
      ['Newsletter Subscribers', '2'],
      ['AI Queries', '1'],
    ] as const) {
      const card = cards.getByRole('heading', { name: title }).closest('li') as HTMLElement;
      await waitFor(() => expect(within(card).getByText(value)).toBeDefined());
    }
  });

  it('has the four data tabs with the spec columns, then Mail and Issues', async () => {
    startSignedIn();
    const view = await renderRoute('/admin');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'PDF Downloads',
      'Newsletter',
      'Contact Messages',
      'AI Queries',
      'Mail',
      'Issues',
    ]);
    const headers = async (tab: string) => {
      await view.user.click(screen.getByRole('tab', { name: tab }));
      const table = await within(panel(tab)).findByRole('table');
      return within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
    };
    expect(await headers('PDF Downloads')).toEqual([
      'Email',
      'Name',
      'Source',
      'Language',
      'Date',
      'IP Address',
      'User Agent',
    ]);
    const cells = (email: string) =>
      [...within(panel('PDF Downloads')).getByText(email).closest('tr')!.cells].map(
        (c) => c.textContent,
      );
    expect(cells('asha@example.com').slice(0, 4)).toEqual([
      'asha@example.com',
      'Asha Rao',
      'Home signup',
      'हिंदी',
    ]);
    expect(cells('ravi@example.com').slice(0, 4)).toEqual([
      'ravi@example.com',
      '–',
      'PDF page',
      'English',
    ]);
    expect(await headers('Newsletter')).toEqual(['Email', 'Status', 'Language', 'Date', 'Source']);
    expect(await headers('Contact Messages')).toEqual([
      'Name',
      'Email',
      'Subject',
      'Status',
      'Language',
      'Date',
      'Change status',
    ]);
    expect(await headers('AI Queries')).toEqual(['Query', 'Date']);
    // The tab's numbers come from the summary.
    expect(within(panel('AI Queries')).getByText('Total queries')).toBeDefined();
    // Dates are India time.
    expect(within(panel('AI Queries')).getByText(/1 Jul 2025, 10:35\s?am/i)).toBeDefined();
  });

  it('highlights active subscribers and badges contact statuses (new: default, others: secondary)', async () => {
    startSignedIn();
    const view = await renderRoute('/admin');
    await view.user.click(screen.getByRole('tab', { name: 'Newsletter' }));
    const active = (await within(panel('Newsletter')).findByText('asha@example.com')).closest(
      'tr',
    )!;
    const gone = within(panel('Newsletter')).getByText('old@example.com').closest('tr')!;
    expect(active.dataset.highlighted).toBe('true');
    expect(active.className).toContain('bg-emerald-50');
    expect(gone.dataset.highlighted).toBe('false');

    await view.user.click(screen.getByRole('tab', { name: 'Contact Messages' }));
    const contact = panel('Contact Messages');
    const newBadge = within(
      (await within(contact).findByText('Asha Rao')).closest('tr')!,
    ).getByText('new');
    const repliedBadge = within(within(contact).getByText('Ravi Kumar').closest('tr')!).getByText(
      'replied',
    );
    expect(newBadge.className).toContain('bg-brand-700');
    expect(repliedBadge.className).toContain('bg-slate-100');
  });

  it('shows each person\u2019s language: a Hindi badge (marked as Hindi) or English', async () => {
    startSignedIn();
    const view = await renderRoute('/admin');
    const badgeIn = (tab: string, text: string, language: string) =>
      within(within(panel(tab)).getByText(text).closest('tr')!).getByText(language);
    await view.user.click(screen.getByRole('tab', { name: 'Newsletter' }));
    await within(panel('Newsletter')).findByText('asha@example.com');
    const hindi = badgeIn('Newsletter', 'asha@example.com', 'हिंदी');
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(badgeIn('Newsletter', 'old@example.com', 'English').getAttribute('lang')).toBeNull();
    await view.user.click(screen.getByRole('tab', { name: 'Contact Messages' }));
    await within(panel('Contact Messages')).findByText('Asha Rao');
    expect(badgeIn('Contact Messages', 'Asha Rao', 'हिंदी')).toBeDefined();
    expect(badgeIn('Contact Messages', 'Ravi Kumar', 'English')).toBeDefined();
  });

  it('shows 50 rows a page and pages on the server', async () => {
    api.leads = Array.from({ length: 120 }, (_, i) => lead(i + 1));
    startSignedIn();
    const view = await renderRoute('/admin');
    const downloads = panel('PDF Downloads');
    const table = await within(downloads).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(downloads).getByText('Showing 1–50 of 120')).toBeDefined();
    expect(calls.some((c) => c.url === '/api/leads?limit=50&offset=0')).toBe(true);
    await view.user.click(within(downloads).getByRole('button', { name: 'Next' }));
    await within(downloads).findByText('Showing 51–100 of 120');
    expect(calls.some((c) => c.url === '/api/leads?limit=50&offset=50')).toBe(true);
    await view.user.click(within(downloads).getByRole('button', { name: 'Next' }));
    await within(downloads).findByText('Showing 101–120 of 120');
    expect(
      (within(downloads).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows each tab’s empty-state text', async () => {
    api.leads = [];
    api.subscribers = [];
    api.messages = [];
    api.aiQueries = [];
    startSignedIn();
    await renderRoute('/admin');
    expect(await within(panel('PDF Downloads')).findByText('No PDF downloads yet.')).toBeDefined();
    expect(
      await within(panel('Newsletter')).findByText('No newsletter subscribers yet.'),
    ).toBeDefined();
    expect(
      await within(panel('Contact Messages')).findByText('No contact messages yet.'),
    ).toBeDefined();
    expect(await within(panel('AI Queries')).findByText('No AI queries yet.')).toBeDefined();
  });

  it.each([
    ['/api/leads', 'PDF Downloads', 'Failed to fetch leads'],
    ['/api/newsletter/subscribers', 'Newsletter', 'Failed to fetch subscribers'],
    ['/api/admin/contact-messages', 'Contact Messages', 'Failed to fetch contact messages'],
    ['/api/ai-queries', 'AI Queries', 'Failed to fetch AI queries'],
  ])('a failing %s shows "%s" text %s, without retrying', async (path, tab, text) => {
    api.fail.set(path, { status: 500, body: '{"message":"boom"}' });
    startSignedIn();
    await renderRoute('/admin');
    expect(await within(panel(tab)).findByText(text)).toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.startsWith(`${path}?`))).toHaveLength(1);
  });

  it('returns to the gate when the server refuses the token (401), clearing the session', async () => {
    window.sessionStorage.setItem(ADMIN_FLAG_KEY, 'true');
    window.sessionStorage.setItem(ADMIN_TOKEN_KEY, 'an.expired.token');
    await renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Access' })).toBeDefined();
    expect(screen.getByText('Session Expired')).toBeDefined();
    expect(window.sessionStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('logs out: "Logged Out", back to the gate, flag and token cleared', async () => {
    const view = await loginThroughGate();
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged Out')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Access');
    expect(window.sessionStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    // Nothing of the dashboard stays in the cache for the next visitor of this tab.
    expect(
      view.queryClient.getQueryCache().findAll({ predicate: (q) => q.queryKey[1] === 'admin' }),
    ).toEqual([]);
    // The server was told, with the token it ends.
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/admin/logout',
        authorization: `Bearer ${TOKEN}`,
      }),
    );
  });

  it('signs out everywhere: the server ends every admin token', async () => {
    const view = await loginThroughGate();
    await view.user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByText('Every admin session, on every device, has ended.'),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Access');
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/admin/logout-everywhere' }),
    );
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});

describe('/admin: beyond the spec', () => {
  it('changes a contact message status', async () => {
    startSignedIn();
    const view = await renderRoute('/admin');
    await view.user.click(screen.getByRole('tab', { name: 'Contact Messages' }));
    const select = await within(panel('Contact Messages')).findByRole('combobox', {
      name: 'Status of the message from Asha Rao',
    });
    await view.user.selectOptions(select, 'read');
    expect(await screen.findByText('Status Updated')).toBeDefined();
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/admin/contact-messages/7',
      authorization: `Bearer ${TOKEN}`,
      body: { status: 'read' },
    });
    const row = within(panel('Contact Messages')).getByText('Asha Rao').closest('tr')!;
    await waitFor(() => expect(within(row).getByText('read').className).toContain('bg-slate-100'));
  });

  it('searches by e-mail on the server', async () => {
    startSignedIn();
    const view = await renderRoute('/admin');
    const downloads = panel('PDF Downloads');
    await within(downloads).findByText('ravi@example.com');
    await view.user.type(within(downloads).getByLabelText('Search by e-mail'), 'ASHA');
    await view.user.click(within(downloads).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(downloads).queryByText('ravi@example.com')).toBeNull());
    expect(within(downloads).getByText('asha@example.com')).toBeDefined();
    expect(calls.some((c) => c.url === '/api/leads?limit=50&offset=0&q=ASHA')).toBe(true);
    await view.user.clear(within(downloads).getByLabelText('Search by e-mail'));
    await view.user.type(within(downloads).getByLabelText('Search by e-mail'), 'nobody');
    await view.user.click(within(downloads).getByRole('button', { name: 'Search' }));
    expect(await within(downloads).findByText('No PDF downloads match “nobody”.')).toBeDefined();
  });

  it('exports a list as CSV with the token and saves it under the server’s file name', async () => {
    startSignedIn();
    const view = await renderRoute('/admin');
    await view.user.click(
      within(panel('PDF Downloads')).getByRole('button', { name: 'Export CSV' }),
    );
    expect(await screen.findByText('Saved as leads-2025-07-01.csv.')).toBeDefined();
    expect(calls).toContainEqual({
      method: 'GET',
      url: '/api/admin/export/leads.csv',
      authorization: `Bearer ${TOKEN}`,
      body: undefined,
    });
    expect(saved).toEqual([{ href: 'blob:admin-export', download: 'leads-2025-07-01.csv' }]);
  });

  it('erases a person after a confirmation, then refreshes the lists', async () => {
    startSignedIn();
    const view = await renderRoute('/admin');
    await within(panel('PDF Downloads')).findByText('asha@example.com');
    await view.user.type(screen.getByLabelText('E-mail address to erase'), 'Asha@Example.com');
    await view.user.click(screen.getByRole('button', { name: 'Erase...' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('Permanently erase all records of Asha@Example.com?');
    // Cancel first: nothing is sent.
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.url === '/api/admin/erasure')).toBe(false);
    await view.user.click(screen.getByRole('button', { name: 'Erase...' }));
    await view.user.click(screen.getByRole('button', { name: 'Yes, erase permanently' }));
    expect(
      await screen.findByText('Deleted 1 download record, 1 subscription and 1 contact message.'),
    ).toBeDefined();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/erasure',
      authorization: `Bearer ${TOKEN}`,
      body: { email: 'Asha@Example.com' },
    });
    await waitFor(() =>
      expect(within(panel('PDF Downloads')).queryByText('asha@example.com')).toBeNull(),
    );
  });
});

describe('/admin: server render and hydration', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });

  it('the server renders the gate; a stored session opens the dashboard after hydration without a mismatch', async () => {
    startSignedIn();
    await Promise.all(appRoutes.map((route) => route.page.preload()));
    const html = renderToString(
      <StrictMode>
        <Router ssrPath="/admin">
          <App queryClient={createQueryClient()} site={defaultSiteConfig} i18n={i18n} />
        </Router>
      </StrictMode>,
    );
    expect(html).toContain('Admin Access');
    expect(html).not.toContain('Admin Dashboard</h1>');
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      visit('/admin');
      root = hydrateRoot(
        container as HTMLElement,
        <StrictMode>
          <App queryClient={createQueryClient()} site={defaultSiteConfig} i18n={i18n} />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    await waitFor(() =>
      expect(container!.querySelector('h1')?.textContent).toBe('Admin Dashboard'),
    );
    expect([...consoleError.mock.calls, ...recoverable]).toEqual([]);
  });
});
