/**
 * The Mail tab in a real browser against the production build, in embedded mode (no SMTP_URL):
 * a visitor subscribes, the confirmation mail waits in the outbox, the admin opens it in the
 * Mail tab and follows its link, the subscription is confirmed and the Subscribers tab shows the
 * address active. An issue and a contact reply are written from the dashboard and held there
 * too. An issue's unsubscribe link changes nothing when opened; its button unsubscribes. At
 * 360 px the Mail tab is no wider than the phone.
 */
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, gotoHydrated, launchBrowser, openPage } from './support/browser';
import { ADMIN_PASSWORD, startSite, type RunningSite } from './support/site';

const NO_SMTP_NOTICE =
  'No SMTP server is configured: messages stay here, not sent. Set SMTP_URL to send them.';
const CHECK_INBOX = 'check your inbox';

let site: RunningSite;
let browser: Browser;
const address = `mail.e2e.${Date.now().toString(36)}@example.com`;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function signIn(page: Page) {
  await gotoHydrated(page, `${site.baseUrl}/admin`);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}

/** The Mail tab's row of the confirmation mail to `to`. */
async function confirmationRow(page: Page, to: string) {
  await page.getByRole('tab', { name: 'Mail' }).click();
  const mail = page.getByRole('tabpanel', { name: 'Mail' });
  const row = mail
    .getByRole('list', { name: 'Messages' })
    .getByRole('button')
    .filter({ hasText: `To: ${to}` })
    .filter({ hasText: 'Newsletter confirmation' });
  await row.waitFor();
  return { mail, row };
}

let adminToken: string | undefined;

/** The admin API, with a token from one login (as the dashboard does it). */
async function adminApi<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  if (!adminToken) {
    const login = await fetch(`${site.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    adminToken = ((await login.json()) as { token: string }).token;
  }
  const res = await fetch(site.baseUrl + path, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

interface OutboxRow {
  id: number;
  kind: string;
  to: string;
}

/** The text of the newest mail of `kind` to `to`, waiting for it to be written. */
async function mailText(kind: string, to: string): Promise<string> {
  for (let tries = 0; tries < 40; tries++) {
    const list = await adminApi<{ items: OutboxRow[] }>('/api/admin/mail?limit=500');
    const row = list.items.find((m) => m.kind === kind && m.to === to);
    if (row) return (await adminApi<{ text: string }>(`/api/admin/mail/${row.id}`)).text;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** The subscriber's status in the admin list, or undefined when there is none. */
async function subscriberStatus(email: string): Promise<string | undefined> {
  const rows = await adminApi<Array<{ email: string; status: string }>>(
    `/api/newsletter/subscribers?q=${encodeURIComponent(email)}`,
  );
  return rows.find((r) => r.email === email)?.status;
}

/**
 * Subscribes `email`, confirms it with the mailed link, sends it an issue, and answers the
 * issue's unsubscribe token.
 */
async function activeSubscriberIssueToken(email: string): Promise<string> {
  const subscribed = await fetch(`${site.baseUrl}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(subscribed.ok).toBe(true);
  const confirmToken = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
    await mailText('newsletter-confirm', email),
  )?.[1];
  expect(confirmToken).toBeDefined();
  const confirmed = await fetch(`${site.baseUrl}/api/newsletter/confirm?token=${confirmToken}`);
  expect(confirmed.status).toBe(200);
  const issue = await adminApi<{ id: number }>('/api/admin/newsletter/issues', {
    method: 'POST',
    body: { subject: `For ${email}`, markdown: 'A short issue.' },
  });
  await adminApi(`/api/admin/newsletter/issues/${issue.id}/send`, { method: 'POST', body: {} });
  const token = /\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(
    await mailText('newsletter-issue', email),
  )?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** axe-core's serious and critical violations on the page as it is now (ids and targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const found = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const r = await run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      impact: v.impact ?? null,
      text: `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.text);
}

/** Is the page wider than its viewport (a sideways scroll on a phone)? */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the Mail tab in embedded mode (no SMTP)', () => {
  it('holds the confirmation mail; its link, followed from the Mail tab, confirms the address', async () => {
    const visitor = await openPage(browser, DESKTOP);
    await gotoHydrated(visitor.page, `${site.baseUrl}/newsletter`);
    await visitor.page.getByLabel('Email address').fill(address);
    await visitor.page.getByRole('button', { name: 'Subscribe' }).click();
    const welcome = visitor.page
      .getByRole('status')
      .filter({ has: visitor.page.getByRole('heading', { name: 'Welcome to Our Community!' }) });
    await welcome.waitFor();
    await expect(welcome.innerText()).resolves.toMatch(new RegExp(CHECK_INBOX, 'i'));

    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    await signIn(page);
    // Before the link is opened the address is pending.
    await page.getByRole('tab', { name: 'Newsletter', exact: true }).click();
    const subscribers = page.getByRole('tabpanel', { name: 'Newsletter', exact: true });
    const subscriberRow = subscribers.getByRole('row').filter({ hasText: address });
    await subscriberRow.getByText('pending', { exact: true }).waitFor();

    const { mail, row } = await confirmationRow(page, address);
    await expect(mail.getByRole('note').innerText()).resolves.toBe(NO_SMTP_NOTICE);
    await expect(row.innerText()).resolves.toContain('not sent: no SMTP configured');
    await expect(row.innerText()).resolves.toContain('held');
    await row.click();

    const frameElement = mail.locator('iframe[title^="The message"]');
    await frameElement.waitFor();
    await expect(frameElement.getAttribute('sandbox')).resolves.toBe(
      'allow-popups allow-popups-to-escape-sandbox',
    );
    const link = page
      .frameLocator('iframe[title^="The message"]')
      .locator('a[href*="/newsletter/confirm?token="]')
      .first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    // The mail's links use SITE_URL; the test's server listens elsewhere.
    const target = new URL(href!);
    const confirmUrl = `${site.baseUrl}${target.pathname}${target.search}`;

    // The plain text carries the same link.
    await mail.getByRole('button', { name: 'Plain text' }).click();
    await expect(mail.getByLabel('The message as plain text').innerText()).resolves.toContain(
      `${target.pathname}${target.search}`,
    );

    const reader = await openPage(browser, DESKTOP);
    const res = await gotoHydrated(reader.page, confirmUrl);
    expect(res?.status()).toBe(200);
    await reader.page.getByRole('heading', { name: 'Your subscription is confirmed' }).waitFor();
    expect(await seriousViolations(reader.page)).toEqual([]);
    // Opening it again only says so.
    await gotoHydrated(reader.page, confirmUrl);
    await reader.page
      .getByRole('heading', { name: 'Your subscription was already confirmed' })
      .waitFor();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('tab', { name: 'Newsletter', exact: true }).click();
    await subscriberRow.getByText('active', { exact: true }).waitFor();
    await expect(subscriberRow.getAttribute('data-highlighted')).resolves.toBe('true');
    expect(consoleErrors).toEqual([]);
    expect(reader.consoleErrors).toEqual([]);
  });

  it('a sign-up on the home page: its confirmation waits in the Mail tab and its link makes the subscriber active', async () => {
    const home = `home.${address}`;
    const visitor = await openPage(browser, DESKTOP);
    await gotoHydrated(visitor.page, `${site.baseUrl}/`);
    const form = visitor.page.getByRole('form', { name: 'Get the free PDF guide' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Email address').fill(home);
    await form.getByRole('checkbox').check();
    const button = form.getByRole('button', { name: 'Get the Free PDF Guide' });
    // The form's code may still be arriving (an island); the button enables once it has run.
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await Promise.all([visitor.page.waitForEvent('download'), button.click()]);

    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    await signIn(page);
    const { row } = await confirmationRow(page, home);
    await row.click();
    const href = await page
      .frameLocator('iframe[title^="The message"]')
      .locator('a[href*="/newsletter/confirm?token="]')
      .first()
      .getAttribute('href');
    const target = new URL(href!);
    const reader = await openPage(browser, DESKTOP);
    await gotoHydrated(reader.page, `${site.baseUrl}${target.pathname}${target.search}`);
    await reader.page.getByRole('heading', { name: 'Your subscription is confirmed' }).waitFor();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('tab', { name: 'Newsletter', exact: true }).click();
    const subscriberRow = page
      .getByRole('tabpanel', { name: 'Newsletter', exact: true })
      .getByRole('row')
      .filter({ hasText: home });
    await subscriberRow.getByText('active', { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('composes, previews, tests and sends an issue, and replies to a contact message; the mails wait in the Mail tab', async () => {
    const contact = await fetch(`${site.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Mail Reader',
        email: `mail.reader.${Date.now().toString(36)}@example.com`,
        subject: 'A question about HRA',
        category: 'tax-law',
        message: 'Can I claim HRA and a home loan together?',
      }),
    });
    expect(contact.ok).toBe(true);
    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    await signIn(page);
    const toast = (text: string) =>
      page.locator('[role="status"][aria-live], [role="alert"][aria-live]').getByText(text);

    await page.getByRole('tab', { name: 'Issues' }).click();
    const issues = page.getByRole('tabpanel', { name: 'Issues' });
    await issues.getByRole('button', { name: 'New issue' }).click();
    const subject = `E2E issue ${Date.now().toString(36)}`;
    await issues.getByLabel('Subject').fill(subject);
    await issues.getByLabel('Text (Markdown)').fill('Hello readers.\n\nThe **news** of the week.');
    await issues.getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator(`iframe[title="Preview of “${subject}”"]`);
    await preview.getByText('Hello readers.').waitFor();
    await issues.getByRole('button', { name: 'Save draft' }).click();
    await toast('Draft Saved').waitFor();
    await issues.getByRole('form', { name: 'Edit the issue' }).waitFor();
    await issues.getByLabel('Send a test to').fill('editor@example.com');
    await issues.getByRole('button', { name: 'Send test' }).click();
    await toast('Test Queued').waitFor();
    await issues.getByRole('button', { name: 'Send to all active subscribers...' }).click();
    await issues.getByRole('alertdialog').getByRole('button', { name: 'Yes, send it now' }).click();
    await toast('Sending Started').waitFor();
    await issues.getByRole('region', { name: 'Recipients' }).waitFor();

    await page.getByRole('tab', { name: 'Contact Messages' }).click();
    const messages = page.getByRole('tabpanel', { name: 'Contact Messages' });
    const row = messages.getByRole('row').filter({ hasText: 'Mail Reader' });
    await row.getByRole('button', { name: 'Reply to Mail Reader' }).click();
    await row.getByText('No replies yet.').waitFor();
    await row.getByLabel('Reply', { exact: true }).fill('Yes, both can be claimed.');
    await row.getByRole('button', { name: 'Send reply' }).click();
    await toast('Reply Sent').waitFor();
    await row.getByText('replied', { exact: true }).waitFor();
    const thread = row.getByRole('list', { name: 'Earlier replies' });
    await thread.getByText('Yes, both can be claimed.').waitFor();
    await thread.getByText('held', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Mail' }).click();
    const outbox = page
      .getByRole('tabpanel', { name: 'Mail' })
      .getByRole('list', { name: 'Messages' });
    await outbox
      .getByRole('button')
      .filter({ hasText: 'Newsletter test' })
      .filter({ hasText: 'To: editor@example.com' })
      .first()
      .waitFor();
    await outbox.getByRole('button').filter({ hasText: 'Contact reply' }).first().waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("an issue's unsubscribe link: opening it changes nothing; the button unsubscribes, then 'Delete my data' erases", async () => {
    const reader = `mail.unsub.${Date.now().toString(36)}@example.com`;
    const token = await activeSubscriberIssueToken(reader);
    const unsubscribePath = `/newsletter/unsubscribe?token=${token}`;

    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    await gotoHydrated(page, site.baseUrl + unsubscribePath);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).waitFor();
    // Opening the page (as a mail scanner does) left the subscription alone.
    expect(await subscriberStatus(reader)).toBe('active');

    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();
    expect(await subscriberStatus(reader)).toBe('unsubscribed');
    await gotoHydrated(page, site.baseUrl + unsubscribePath);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('heading', { name: 'You were already unsubscribed' }).waitFor();

    await page.getByRole('button', { name: 'Delete my data' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Yes, delete my data' })
      .click();
    await page.getByRole('heading', { name: 'Your data has been deleted' }).waitFor();
    expect(await subscriberStatus(reader)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });

  it('at 360 px the Mail tab and an open message are no wider than the phone', async () => {
    const phoneAddress = `mail.phone.${Date.now().toString(36)}@example.com`;
    const subscribed = await fetch(`${site.baseUrl}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: phoneAddress }),
    });
    expect(subscribed.ok).toBe(true);
    const { page, consoleErrors } = await openPage(browser, MOBILE);
    await signIn(page);
    const { mail, row } = await confirmationRow(page, phoneAddress);
    await expect(overflows(page)).resolves.toBe(false);
    await row.click();
    await mail.locator('iframe[title^="The message"]').waitFor();
    await mail.getByRole('heading', { level: 3 }).waitFor();
    await expect(overflows(page)).resolves.toBe(false);
    const frameBox = await mail.locator('iframe[title^="The message"]').boundingBox();
    expect(frameBox!.x + frameBox!.width).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
