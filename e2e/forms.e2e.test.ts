/**
 * The four forms in a real browser against the production build: the home newsletter PDF
 * signup, /pdf-download, /newsletter and /contact (plus the unsubscribe page), with the real
 * file download and the failure toasts (the API call answered 500/429 by page.route).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, gotoHydrated, launchBrowser, openPage } from './support/browser';
import { pdfText } from './support/pdf-reader';
import { startSite, type RunningSite } from './support/site';

let site: RunningSite;
let browser: Browser;
let downloads: string;

beforeAll(async () => {
  // Behind one (pretend) proxy: each test browses from its own address (X-Forwarded-For), so the
  // per-IP form limits, shared through Redis across runs, never decide a test's outcome.
  [site, browser] = await Promise.all([startSite({ TRUST_PROXY: '1' }), launchBrowser()]);
  downloads = await mkdtemp(join(tmpdir(), 'taxguide-e2e-downloads-'));
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await rm(downloads, { recursive: true, force: true });
});

let visitor = 0;
const runTag = Math.floor(Math.random() * 200) + 20;
async function visit(options = DESKTOP) {
  const opened = await openPage(browser, options);
  visitor++;
  await opened.page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': `10.${runTag}.${visitor}.9` });
  // Every API call the page makes, in order.
  const calls: { method: string; path: string; body: unknown }[] = [];
  opened.page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const data = request.postData();
    calls.push({
      method: request.method(),
      path: url.pathname,
      body: data ? JSON.parse(data) : undefined,
    });
  });
  return { ...opened, calls };
}

const email = (tag: string) => `${tag}.${Date.now().toString(36)}.${visitor}@example.com`;

function fulfilEnvelope(status: number, message: string, headers: Record<string, string> = {}) {
  return (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers,
      body: JSON.stringify({
        statusCode: status,
        code: 'X',
        error: 'Reason',
        message,
        requestId: 'e2e',
      }),
    });
}

/** A toast: polite (role="status") for news, assertive (role="alert") for errors. */
async function expectToast(
  page: Page,
  role: 'status' | 'alert',
  title: string,
  description: string,
) {
  const toast = page.locator(`[role="${role}"][aria-live]`).filter({ hasText: title });
  await toast.waitFor({ timeout: 15_000 });
  await expect(toast.innerText()).resolves.toContain(description);
}

async function checkGuide(path: string) {
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeLessThan(500 * 1024);
  const stdout = await pdfText(bytes);
  // 50 section headings: "Section 123 · 1961: 80C" (the 2025 number leads), or "Section 80B(5)"
  // where a section has no 2025 number.
  const headings2025 = stdout.replace(/\s+/g, ' ').match(/ · 1961: /g) ?? [];
  const headings1961 = stdout.match(/^Section \S+$/gm) ?? [];
  expect(headings2025.length + headings1961.length).toBe(50);
  expect(headings2025.length).toBeGreaterThanOrEqual(45);
  expect(stdout).toContain('₹');
}

describe('home newsletter PDF signup', () => {
  it('needs consent, then records the lead, subscribes, downloads the guide and resets', async () => {
    const { page, calls, consoleErrors } = await visit(MOBILE);
    await gotoHydrated(page, `${site.baseUrl}/`);
    const form = page.getByRole('form', { name: 'Get the free PDF guide' });
    await form.scrollIntoViewIfNeeded();
    const button = form.getByRole('button', { name: 'Get the Free PDF Guide' });
    await expect(button.isDisabled()).resolves.toBe(true);

    const address = email('home');
    await form.getByLabel('Email address').fill(address);
    await form.getByRole('checkbox').check();
    // The form's code may still be arriving (the block is an island); the button enables once it
    // has read the ticked box.
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), button.tap()]);

    expect(download.suggestedFilename()).toBe('TaxGuide-India-50-Key-Tax-Sections.pdf');
    const saved = join(downloads, `home-${visitor}.pdf`);
    await download.saveAs(saved);
    await checkGuide(saved);
    await expectToast(
      page,
      'status',
      'Success!',
      'Your PDF guide is downloading now. Welcome to our tax-smart community!',
    );
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/leads', { email: address, source: 'newsletter_pdf' }],
      ['POST', '/api/newsletter/subscribe', { email: address, source: 'newsletter_pdf' }],
      ['POST', '/api/pdf/download', { email: address }],
    ]);
    await expect(form.getByLabel('Email address').inputValue()).resolves.toBe('');
    await expect(form.getByRole('checkbox').isChecked()).resolves.toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps an address typed and a box ticked before the form code arrived', async () => {
    const { page, consoleErrors } = await visit(MOBILE);
    // Hold the signup island's chunk, as a slow network would, until the visitor has filled it in.
    let releaseChunk!: () => void;
    const chunkHeld = new Promise<void>((r) => (releaseChunk = r));
    let chunkRequested = false;
    await page.route(/\/assets\/home-pdf-signup-[^/]+\.js$/, async (route) => {
      chunkRequested = true;
      await chunkHeld;
      await route.continue();
    });
    await gotoHydrated(page, `${site.baseUrl}/`);
    const form = page.getByRole('form', { name: 'Get the free PDF guide' });
    await form.scrollIntoViewIfNeeded();
    const address = email('early');
    await form.getByLabel('Email address').fill(address);
    await form.getByRole('checkbox').check();
    const button = form.getByRole('button', { name: 'Get the Free PDF Guide' });
    // The server's HTML: the button stays disabled until the code knows the box is ticked.
    await expect(button.isDisabled()).resolves.toBe(true);
    expect(chunkRequested).toBe(true);

    releaseChunk();
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect(form.getByLabel('Email address').inputValue()).resolves.toBe(address);
    await expect(form.getByRole('checkbox').isChecked()).resolves.toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the processing and downloading states', async () => {
    const { page } = await visit();
    await gotoHydrated(page, `${site.baseUrl}/`);
    // Hold each call for a moment so each state can be seen.
    let releaseLead!: () => void;
    const leadHeld = new Promise<void>((r) => (releaseLead = r));
    await page.route('**/api/leads', async (route) => {
      await leadHeld;
      await route.continue();
    });
    let releasePdf!: () => void;
    const pdfHeld = new Promise<void>((r) => (releasePdf = r));
    await page.route('**/api/pdf/download', async (route) => {
      await pdfHeld;
      await route.continue();
    });
    const form = page.getByRole('form', { name: 'Get the free PDF guide' });
    await form.getByLabel('Email address').fill(email('states'));
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Get the Free PDF Guide' }).click();
    await form.getByRole('button', { name: 'Processing...' }).waitFor();
    releaseLead();
    await form.getByRole('button', { name: 'Downloading...' }).waitFor();
    const downloaded = page.waitForEvent('download');
    releasePdf();
    await downloaded;
    await form.getByRole('button', { name: 'Get the Free PDF Guide' }).waitFor();
  });

  it('shows "Error" with the server message when the lead is refused (429), and goes no further', async () => {
    const { page, calls } = await visit();
    await page.route(
      '**/api/leads',
      fulfilEnvelope(429, 'Too many requests; please wait and try again', { 'retry-after': '30' }),
    );
    await gotoHydrated(page, `${site.baseUrl}/`);
    const form = page.getByRole('form', { name: 'Get the free PDF guide' });
    await form.getByLabel('Email address').fill(email('limited'));
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Get the Free PDF Guide' }).click();
    await expectToast(page, 'alert', 'Error', 'Too many requests; please wait and try again');
    expect(calls.map((c) => c.path)).toEqual(['/api/leads']);
  });

  it('shows "Download Failed" when the PDF call fails (500); a failed subscription is ignored', async () => {
    const { page, calls } = await visit();
    await page.route('**/api/newsletter/subscribe', (route) => route.abort('failed'));
    await page.route('**/api/pdf/download', (route) => route.fulfill({ status: 500, body: '' }));
    await gotoHydrated(page, `${site.baseUrl}/`);
    const form = page.getByRole('form', { name: 'Get the free PDF guide' });
    const address = email('pdf-fails');
    await form.getByLabel('Email address').fill(address);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Get the Free PDF Guide' }).click();
    await expectToast(
      page,
      'alert',
      'Download Failed',
      'Please contact support or try again later.',
    );
    expect(calls.map((c) => c.path)).toEqual([
      '/api/leads',
      '/api/newsletter/subscribe',
      '/api/pdf/download',
    ]);
    // The form keeps what was typed so the visitor can try again.
    await expect(form.getByLabel('Email address').inputValue()).resolves.toBe(address);
  });
});

describe('/pdf-download', () => {
  it('downloads the guide, then shows "Download Complete!" instead of the form', async () => {
    const { page, calls, consoleErrors } = await visit();
    const res = await gotoHydrated(page, `${site.baseUrl}/pdf-download`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('Free PDF Guide: 50 Key Tax Sections | TaxGuide India');
    await expect(page.locator('main').innerText()).resolves.toContain('over 10,000 taxpayers');
    const address = email('page');
    await page.getByLabel(/Email Address/).fill(address);
    await page.getByLabel('Name (optional)').fill('Asha Rao');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Free PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('TaxGuide-India-50-Key-Tax-Sections.pdf');
    const saved = join(downloads, `page-${visitor}.pdf`);
    await download.saveAs(saved);
    await checkGuide(saved);
    await expectToast(page, 'status', 'Download Started!', 'Your PDF guide is downloading now.');
    await page.getByRole('heading', { name: 'Download Complete!' }).waitFor();
    await expect(page.getByRole('form', { name: 'Download the PDF guide' }).count()).resolves.toBe(
      0,
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/api/pdf/download', body: { email: address, name: 'Asha Rao' } },
    ]);
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    [
      'the server message on a 429',
      fulfilEnvelope(429, 'Too many requests; please wait and try again'),
      'Too many requests; please wait and try again',
    ],
    [
      '"Failed to download PDF" on a bare 500',
      (route: Route) => route.fulfill({ status: 500, body: '' }),
      'Failed to download PDF',
    ],
  ])('shows "Download Failed" with %s', async (_label, handler, description) => {
    const { page } = await visit();
    await page.route('**/api/pdf/download', handler);
    await gotoHydrated(page, `${site.baseUrl}/pdf-download`);
    await page.getByLabel(/Email Address/).fill(email('page-fails'));
    await page.getByRole('button', { name: 'Download Free PDF' }).click();
    await expectToast(page, 'alert', 'Download Failed', description);
    await page.getByRole('form', { name: 'Download the PDF guide' }).waitFor();
  });
});

describe('/newsletter', () => {
  it('subscribes and shows "Welcome to Our Community!" with "check your inbox"', async () => {
    const { page, calls, consoleErrors } = await visit();
    await gotoHydrated(page, `${site.baseUrl}/newsletter`);
    expect(await page.title()).toBe('Tax Tips Newsletter | TaxGuide India');
    const address = email('news');
    await page.getByLabel('Email address').fill(address);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(
      page,
      'status',
      'Check your inbox',
      'Almost there: check your inbox and open the link we sent to confirm your subscription.',
    );
    await page.getByRole('heading', { name: 'Welcome to Our Community!' }).waitFor();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/newsletter/subscribe', body: { email: address } },
    ]);
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    [
      'the server message on a 429',
      fulfilEnvelope(429, 'Too many requests; please wait and try again'),
      'Too many requests; please wait and try again',
    ],
    [
      '"Failed to subscribe" on a bare 500',
      (route: Route) => route.fulfill({ status: 500, body: '' }),
      'Failed to subscribe',
    ],
  ])('shows "Subscription failed" with %s', async (_label, handler, description) => {
    const { page } = await visit();
    await page.route('**/api/newsletter/subscribe', handler);
    await gotoHydrated(page, `${site.baseUrl}/newsletter`);
    await page.getByLabel('Email address').fill(email('news-fails'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'alert', 'Subscription failed', description);
  });
});

describe('/contact', () => {
  async function fill(page: Page, subject = '80C question') {
    await page.getByLabel('Name').fill('Asha Rao');
    await page.getByLabel('Email').fill(email('contact'));
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Category').selectOption({ label: 'Tax Law Inquiry' });
    await page.getByLabel('Message').fill('Does ELSS count towards the 80C limit?');
  }

  it('sends: "Sending..." while it runs, "Message Sent!", and the form is cleared', async () => {
    const { page, calls, consoleErrors } = await visit();
    await gotoHydrated(page, `${site.baseUrl}/contact`);
    await expect(page.locator('main').innerText()).resolves.toMatch(/within 24 hours/);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    release();
    await expectToast(
      page,
      'status',
      'Message Sent!',
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    for (const label of ['Name', 'Email', 'Subject', 'Category', 'Message']) {
      await expect(page.getByLabel(label).inputValue(), label).resolves.toBe('');
    }
    expect(calls.map((c) => [c.path, (c.body as { category: string }).category])).toEqual([
      ['/api/contact', 'tax-law'],
    ]);
    expect(consoleErrors).toEqual([]);
  });

  it('refuses a blank field with "Validation Error" and sends nothing', async () => {
    const { page, calls } = await visit();
    await gotoHydrated(page, `${site.baseUrl}/contact`);
    // Spaces pass the browser's "required" check; the form's own check catches them.
    await fill(page, '   ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'alert', 'Validation Error', 'Please fill in all required fields.');
    expect(calls).toEqual([]);
  });

  it("stops an empty form with the browser's own required check", async () => {
    const { page, calls } = await visit();
    await gotoHydrated(page, `${site.baseUrl}/contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).resolves.toBe(true);
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'the server message on a 429',
      fulfilEnvelope(429, 'Too many requests; please wait and try again'),
      'Too many requests; please wait and try again',
    ],
    [
      '"Failed to submit contact form" on a bare 500',
      (route: Route) => route.fulfill({ status: 500, body: '' }),
      'Failed to submit contact form',
    ],
  ])('shows "Error" with %s', async (_label, handler, description) => {
    const { page } = await visit();
    await page.route('**/api/contact', handler);
    await gotoHydrated(page, `${site.baseUrl}/contact`);
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'alert', 'Error', description);
    await expect(page.getByLabel('Subject').inputValue()).resolves.toBe('80C question');
  });
});

describe('/newsletter/unsubscribe', () => {
  it('changes nothing when opened; without JavaScript its button is a plain form POST', async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    const token = 'A'.repeat(43);
    const res = await page.goto(`${site.baseUrl}/newsletter/unsubscribe?token=${token}`);
    expect(res?.status()).toBe(200);
    const form = page.getByRole('form', { name: 'Unsubscribe from the newsletter' });
    await expect(form.getAttribute('method')).resolves.toBe('post');
    await expect(form.getAttribute('action')).resolves.toBe(
      `/newsletter/unsubscribe?token=${token}`,
    );
    await expect(form.getByRole('button', { name: 'Unsubscribe' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex, nofollow',
    );
    await context.close();
  });
});
