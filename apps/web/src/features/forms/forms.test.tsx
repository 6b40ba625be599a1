import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteConfigProvider, defaultSiteConfig } from '../../app/site-config';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { server } from '../../test/msw/server';
import { metaContent, renderRoute } from '../../test/render-route';
import { createI18n } from '../../i18n/i18n';
import { HomePdfSignup } from './home-pdf-signup';
import { CHECK_INBOX_MESSAGE } from '@taxguide/contracts/mail';
import { I18nProvider } from '../../i18n/provider';

// ---------------------------------------------------------------------------------------------
// The network (MSW): each API call answers from a queue per URL; every call is recorded.

interface Call {
  url: string;
  method: string;
  body: unknown;
}
type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

let calls: Call[];
let answers: Map<string, Answer[]>;

function answer(url: string, ...responses: Answer[]) {
  answers.set(url, [...(answers.get(url) ?? []), ...responses]);
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (status: number, message: string, details?: { path: string; message: string }[]) =>
  json(status, {
    statusCode: status,
    code: 'X',
    error: 'Reason',
    message,
    requestId: 'r1',
    ...(details ? { details } : {}),
  });
const pdf = (filename = 'TaxGuide-India-50-Key-Tax-Sections.pdf') =>
  new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

let saved: { href: string; download: string }[];
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  calls = [];
  answers = new Map();
  saved = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const url = pathname + search;
      const text = await request.text();
      calls.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined });
      const next = (answers.get(pathname) ?? answers.get(url))?.shift();
      // No answer queued: nothing answers, and the unexpected call fails the test.
      if (!next) return undefined;
      return typeof next === 'function' ? next() : next;
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:guide');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  act(() => {
    dismissToast();
  });
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

/** The toast shown in the polite (ordinary) or assertive (error) live region. */
function toastText(kind: 'status' | 'alert'): string {
  const live = kind === 'status' ? 'polite' : 'assertive';
  const region = document.querySelector(`[role="${kind}"][aria-live="${live}"]`);
  return region?.textContent ?? '';
}
async function expectToast(kind: 'status' | 'alert', title: string, description: string) {
  await waitFor(() => expect(toastText(kind)).toContain(title));
  expect(toastText(kind)).toContain(description);
}

// The signup loads its messages with its code (an island of the home page): given here first.
async function renderSignup() {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <SiteConfigProvider value={defaultSiteConfig}>
        <I18nProvider i18n={await createI18n('en', ['forms'])}>
          <HomePdfSignup />
        </I18nProvider>
        <Toaster />
      </SiteConfigProvider>
    </StrictMode>,
  );
  const form = screen.getByRole('form', { name: 'Get the free PDF guide' });
  return {
    user,
    form,
    email: within(form).getByLabelText('Email address') as HTMLInputElement,
    consent: within(form).getByRole('checkbox') as HTMLInputElement,
    button: within(form).getByRole('button') as HTMLButtonElement,
  };
}

// ---------------------------------------------------------------------------------------------

describe('home newsletter PDF signup', () => {
  it('has an e-mail field and a consent box; submit is disabled until consent is given', async () => {
    const { user, email, consent, button } = await renderSignup();
    expect(email.type).toBe('email');
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Get the Free PDF Guide');
    await user.click(consent);
    expect(button.disabled).toBe(false);
    await user.click(consent);
    expect(button.disabled).toBe(true);
  });

  it('asks for the e-mail when it is blank ("Email Required"), and calls nothing', async () => {
    const { user, email, consent, form } = await renderSignup();
    await user.click(consent);
    await user.type(email, '   ');
    fireEvent.submit(form);
    await expectToast('alert', 'Email Required', 'Please enter your email address');
    expect(calls).toEqual([]);
  });

  it('asks for consent when the form is submitted without it ("Agreement Required")', async () => {
    const { user, email, form } = await renderSignup();
    await user.type(email, 'asha@example.com');
    fireEvent.submit(form);
    await expectToast(
      'alert',
      'Agreement Required',
      'Please agree to receive tax tips and updates via email',
    );
    expect(calls).toEqual([]);
  });

  it('runs lead → subscribe → download in order, shows processing then downloading, saves the file and resets', async () => {
    const lead = deferred();
    const file = deferred();
    answer('/api/leads', lead.promise);
    answer('/api/newsletter/subscribe', json(200, { success: true, message: CHECK_INBOX_MESSAGE }));
    answer('/api/pdf/download', file.promise);
    const { user, email, consent, button } = await renderSignup();
    await user.type(email, ' asha@example.com ');
    await user.click(consent);
    await user.click(button);

    await waitFor(() => expect(button.textContent).toBe('Processing...'));
    expect(button.disabled).toBe(true);
    expect(email.disabled).toBe(true);
    lead.resolve(json(201, { success: true, message: 'ok' }));
    await waitFor(() => expect(button.textContent).toBe('Downloading...'));
    file.resolve(pdf());

    await expectToast(
      'status',
      'Success!',
      'Your PDF guide is downloading now. Welcome to our tax-smart community!',
    );
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/leads', { email: 'asha@example.com', source: 'newsletter_pdf' }],
      [
        'POST',
        '/api/newsletter/subscribe',
        { email: 'asha@example.com', source: 'newsletter_pdf' },
      ],
      ['POST', '/api/pdf/download', { email: 'asha@example.com' }],
    ]);
    expect(saved).toEqual([
      { href: 'blob:guide', download: 'TaxGuide-India-50-Key-Tax-Sections.pdf' },
    ]);
    expect(email.value).toBe('');
    expect(consent.checked).toBe(false);
    expect(button.textContent).toBe('Get the Free PDF Guide');
    // The subscription waits for the mailed link: the form says so, and keeps saying it.
    expect(
      within(screen.getByRole('form', { name: 'Get the free PDF guide' })).getByText(
        CHECK_INBOX_MESSAGE,
      ),
    ).toBeDefined();
  });

  it('ignores any failure of the subscription and still downloads', async () => {
    answer('/api/leads', json(201, { success: true, message: 'ok' }));
    answer('/api/newsletter/subscribe', () => HttpResponse.error());
    answer('/api/pdf/download', pdf());
    const { user, email, consent, button } = await renderSignup();
    await user.type(email, 'asha@example.com');
    await user.click(consent);
    await user.click(button);
    await expectToast('status', 'Success!', 'Welcome to our tax-smart community!');
    expect(saved).toHaveLength(1);
    // No subscription was recorded, so no "check your inbox".
    expect(screen.queryByText(/check your inbox/i)).toBeNull();
  });

  it.each([
    [
      'the server message',
      envelope(429, 'Too many requests; please wait and try again'),
      'Too many requests; please wait and try again',
    ],
    [
      'each bad field of a 400',
      envelope(400, 'Invalid request: check email', [
        { path: 'email', message: 'email must be a valid e-mail address, like name@example.com' },
      ]),
      'Email must be a valid e-mail address, like name@example.com.',
    ],
    [
      'the fallback when the answer is not ours',
      new Response('<html>Bad gateway</html>', { status: 502 }),
      'Failed to process request. Please try again.',
    ],
  ])(
    'on a lead failure shows "Error" with %s, and goes no further',
    async (_label, response, description) => {
      answer('/api/leads', response);
      const { user, email, consent, button } = await renderSignup();
      await user.type(email, 'asha@example.com');
      await user.click(consent);
      await user.click(button);
      await expectToast('alert', 'Error', description);
      expect(calls.map((c) => c.url)).toEqual(['/api/leads']);
      expect(button.textContent).toBe('Get the Free PDF Guide');
      expect(email.value).toBe('asha@example.com');
    },
  );

  it('on a download failure shows "Download Failed" and keeps the form filled in', async () => {
    answer('/api/leads', json(201, { success: true, message: 'ok' }));
    answer('/api/newsletter/subscribe', json(200, { success: true, message: 'ok' }));
    answer('/api/pdf/download', envelope(503, 'The PDF guide is not available right now'));
    const { user, email, consent, button } = await renderSignup();
    await user.type(email, 'asha@example.com');
    await user.click(consent);
    await user.click(button);
    await expectToast('alert', 'Download Failed', 'Please contact support or try again later.');
    expect(saved).toEqual([]);
    expect(email.value).toBe('asha@example.com');
    expect(consent.checked).toBe(true);
  });
});

describe('/pdf-download', () => {
  it('has its head, the claims, a required e-mail marked "*" and an optional name', async () => {
    await renderRoute('/pdf-download');
    expect(document.title).toBe('Free PDF Guide: 50 Key Tax Sections | TaxGuide India');
    expect(metaContent('name="description"')).toMatch(/50 key sections/);
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('over 10,000 taxpayers');
    expect(main.textContent).toContain('A guide of 50 sections');
    const email = screen.getByLabelText(/Email Address/) as HTMLInputElement;
    expect(email.required).toBe(true);
    expect(email.type).toBe('email');
    expect(email.closest('div')!.querySelector('label')!.textContent).toContain('*');
    expect((screen.getByLabelText('Name (optional)') as HTMLInputElement).required).toBe(false);
    // The disclaimer is the footer's, once.
    const notes = screen.getAllByRole('note', { name: 'Disclaimer' });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.closest('footer')).not.toBeNull();
  });

  it('does nothing when the e-mail is empty', async () => {
    await renderRoute('/pdf-download');
    fireEvent.submit(screen.getByRole('form', { name: 'Download the PDF guide' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('downloads: "Downloading..." while it runs, then the "Download Complete!" panel replaces the form', async () => {
    const file = deferred();
    answer('/api/pdf/download', file.promise);
    const { user } = await renderRoute('/pdf-download');
    await user.type(screen.getByLabelText(/Email Address/), 'Asha@Example.com');
    await user.type(screen.getByLabelText('Name (optional)'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Download Free PDF' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDefined(),
    );
    file.resolve(pdf('My-Brand-50-Key-Tax-Sections.pdf'));
    await expectToast('status', 'Download Started!', 'Your PDF guide is downloading now.');
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      // What the contract makes of it: the address trimmed and lower-cased, as the API stores it.
      ['/api/pdf/download', { email: 'asha@example.com', name: 'Asha Rao' }],
    ]);
    expect(saved).toEqual([{ href: 'blob:guide', download: 'My-Brand-50-Key-Tax-Sections.pdf' }]);
    expect(screen.getByRole('heading', { name: 'Download Complete!' })).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Download the PDF guide' })).toBeNull();
    expect(screen.getByRole('main').textContent).toContain('My-Brand-50-Key-Tax-Sections.pdf');
  });

  it.each([
    [
      'the server message',
      envelope(429, 'Too many requests; please wait and try again'),
      'Too many requests; please wait and try again',
    ],
    [
      '"Failed to download PDF" when the answer has no message',
      new Response('', { status: 500 }),
      'Failed to download PDF',
    ],
    [
      '"Failed to download PDF" when the network fails',
      () => HttpResponse.error(),
      'Failed to download PDF',
    ],
  ])(
    'on failure shows "Download Failed" with %s and keeps the form',
    async (_label, response, description) => {
      answer('/api/pdf/download', response as Answer);
      const { user } = await renderRoute('/pdf-download');
      await user.type(screen.getByLabelText(/Email Address/), 'asha@example.com');
      await user.click(screen.getByRole('button', { name: 'Download Free PDF' }));
      await expectToast('alert', 'Download Failed', description);
      expect(screen.getByRole('form', { name: 'Download the PDF guide' })).toBeDefined();
      expect(saved).toEqual([]);
    },
  );
});

describe('/newsletter', () => {
  it('has its head and an e-mail form', async () => {
    await renderRoute('/newsletter');
    expect(document.title).toBe('Tax Tips Newsletter | TaxGuide India');
    expect(metaContent('name="robots"')).toBe('index, follow');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).required).toBe(true);
  });

  it('does nothing when the e-mail is empty', async () => {
    await renderRoute('/newsletter');
    fireEvent.submit(screen.getByRole('form', { name: 'Subscribe to the newsletter' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('subscribes: "check your inbox" in the toast and the "Welcome to Our Community!" panel', async () => {
    answer('/api/newsletter/subscribe', json(200, { success: true, message: CHECK_INBOX_MESSAGE }));
    const { user } = await renderRoute('/newsletter');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToast('status', 'Check your inbox', CHECK_INBOX_MESSAGE);
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/newsletter/subscribe', { email: 'asha@example.com' }],
    ]);
    const panel = screen
      .getByRole('heading', { name: 'Welcome to Our Community!' })
      .closest('[role="status"]') as HTMLElement;
    expect(panel.textContent).toContain(CHECK_INBOX_MESSAGE);
    expect(screen.queryByRole('form', { name: 'Subscribe to the newsletter' })).toBeNull();
  });

  it("shows the server's own words when they differ", async () => {
    answer(
      '/api/newsletter/subscribe',
      json(200, { success: true, message: 'Look for our mail.' }),
    );
    const { user } = await renderRoute('/newsletter');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToast('status', 'Check your inbox', 'Look for our mail.');
  });

  it.each([
    [
      'the server message',
      envelope(429, 'Too many requests; please wait and try again'),
      'Too many requests; please wait and try again',
    ],
    ['"Failed to subscribe" otherwise', new Response('', { status: 500 }), 'Failed to subscribe'],
  ])('on failure shows "Subscription failed" with %s', async (_label, response, description) => {
    answer('/api/newsletter/subscribe', response);
    const { user } = await renderRoute('/newsletter');
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToast('alert', 'Subscription failed', description);
    expect(screen.getByRole('form', { name: 'Subscribe to the newsletter' })).toBeDefined();
  });
});

describe('/contact', () => {
  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    values: Partial<Record<string, string>> = {},
  ) {
    const v = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: '80C question',
      message: 'Does ELSS count?',
      ...values,
    };
    if (v.name) await user.type(screen.getByLabelText('Name'), v.name);
    if (v.email) await user.type(screen.getByLabelText('Email'), v.email);
    if (v.subject) await user.type(screen.getByLabelText('Subject'), v.subject);
    await user.selectOptions(screen.getByLabelText('Category'), values.category ?? 'tax-law');
    if (v.message) await user.type(screen.getByLabelText('Message'), v.message);
  }

  it('has five required fields, the seven categories, a 6-row message and the 24-hour promise', async () => {
    await renderRoute('/contact');
    expect(document.title).toBe('Contact Us | TaxGuide India');
    const form = screen.getByRole('form', { name: 'Contact form' });
    for (const label of ['Name', 'Email', 'Subject', 'Category', 'Message']) {
      expect((within(form).getByLabelText(label) as HTMLInputElement).required, label).toBe(true);
    }
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('6');
    const options = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(options.slice(1).map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['general', 'General Question'],
      ['tax-law', 'Tax Law Inquiry'],
      ['calculator', 'Calculator Issue'],
      ['website', 'Website Feedback'],
      ['content', 'Content Suggestion'],
      ['technical', 'Technical Support'],
      ['partnership', 'Partnership/Business'],
    ]);
    expect(screen.getByRole('main').textContent).toMatch(/within 24 hours/);
  });

  it('refuses blank fields with "Validation Error" and sends nothing', async () => {
    const { user } = await renderRoute('/contact');
    await fill(user, { subject: '   ' });
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    await expectToast('alert', 'Validation Error', 'Please fill in all required fields.');
    expect(calls).toEqual([]);
  });

  it('sends: "Sending..." while it runs, then the toast, and the form is cleared', async () => {
    const reply = deferred();
    answer('/api/contact', reply.promise);
    const { user } = await renderRoute('/contact');
    await fill(user, { name: ' Asha Rao ' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDefined());
    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    reply.resolve(json(201, { success: true, message: 'ok' }));
    await expectToast(
      'status',
      'Message Sent!',
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      [
        '/api/contact',
        {
          name: 'Asha Rao',
          email: 'asha@example.com',
          subject: '80C question',
          category: 'tax-law',
          message: 'Does ELSS count?',
        },
      ],
    ]);
    for (const label of ['Name', 'Email', 'Subject', 'Category', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value, label).toBe('');
    }
  });

  it.each([
    [
      'the server message',
      envelope(429, 'Too many requests; please wait and try again'),
      'Too many requests; please wait and try again',
    ],
    [
      '"Failed to submit contact form" otherwise',
      new Response('', { status: 500 }),
      'Failed to submit contact form',
    ],
  ])(
    'on failure shows "Error" with %s and keeps what was typed',
    async (_label, response, description) => {
      answer('/api/contact', response);
      const { user } = await renderRoute('/contact');
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await expectToast('alert', 'Error', description);
      expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
        'Does ELSS count?',
      );
    },
  );
});
