/**
 * The admin dashboard in a real browser against the production build (Postgres when
 * DATABASE_URL is set, else PGlite): the gate, a refused password, the tabs, a reload that keeps
 * the session, and logout.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from './support/browser';
import { ADMIN_PASSWORD, startSite, type RunningSite } from './support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  // Rows for the dashboard, written through the public forms as a visitor would.
  const post = (path: string, body: unknown) =>
    fetch(site.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect(
    (await post('/api/leads', { email: 'e2e.reader@example.com', source: 'newsletter_pdf' })).ok,
  ).toBe(true);
  expect((await post('/api/newsletter/subscribe', { email: 'e2e.reader@example.com' })).ok).toBe(
    true,
  );
  const contact = await post('/api/contact', {
    name: 'E2E Reader',
    email: 'e2e.reader@example.com',
    subject: 'A question about 80C',
    category: 'tax-law',
    message: 'How much can I claim under section 80C?',
  });
  expect(contact.ok).toBe(true);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const toast = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').getByText(text, { exact: true });

async function logIn(page: Page, password: string) {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('the admin dashboard in a real browser', () => {
  it('gates the dashboard, refuses a wrong password, opens on the right one', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const res = await gotoHydrated(page, `${site.baseUrl}/admin`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').innerText()).resolves.toBe('Admin Access');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex, nofollow',
    );
    // Nothing of the dashboard is in the page without a login.
    expect(await page.content()).not.toContain('e2e.reader@example.com');

    // The browser's own required-field check stops an empty submit.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page.getByLabel('Password').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).resolves.toBe(true);

    await logIn(page, 'definitely not the password');
    await toast(page, 'Access Denied').waitFor();
    await expect(toast(page, 'Invalid password. Please try again.').isVisible()).resolves.toBe(
      true,
    );
    await expect(page.locator('h1').innerText()).resolves.toBe('Admin Access');

    await logIn(page, ADMIN_PASSWORD);
    await toast(page, 'Access Granted').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const summary = page.getByRole('list', { name: 'Summary' });
    await summary
      .getByRole('listitem')
      .filter({ hasText: 'Total Leads' })
      .getByText('1', { exact: true })
      .waitFor();
    await summary
      .getByRole('listitem')
      .filter({ hasText: 'Newsletter Subscribers' })
      .getByText('1', { exact: true })
      .waitFor();
    // The refused login is a 401 the browser reports as a failed resource; nothing else failed.
    expect(consoleErrors.filter((e) => !/status of 401 \(Unauthorized\)/.test(e))).toEqual([]);
    expect(consoleErrors).toHaveLength(1);
  });

  it('shows the four tabs with their rows, keeps the session across a reload, and logs out', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, `${site.baseUrl}/admin`);
    await logIn(page, ADMIN_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    const downloads = page.getByRole('tabpanel', { name: 'PDF Downloads' });
    await downloads.getByRole('cell', { name: 'e2e.reader@example.com' }).waitFor();

    await page.getByRole('tab', { name: 'Newsletter' }).click();
    const newsletter = page.getByRole('tabpanel', { name: 'Newsletter' });
    const subscriberRow = newsletter.getByRole('row').filter({ hasText: 'e2e.reader@example.com' });
    await subscriberRow.waitFor();
    // Signed up, not confirmed yet (double opt-in): pending, not highlighted as active.
    await subscriberRow.getByText('pending').waitFor();
    await expect(subscriberRow.getAttribute('data-highlighted')).resolves.toBe('false');

    await page.getByRole('tab', { name: 'Contact Messages' }).click();
    const contact = page.getByRole('tabpanel', { name: 'Contact Messages' });
    await contact.getByText('A question about 80C').waitFor();
    await contact
      .getByRole('combobox', { name: 'Status of the message from E2E Reader' })
      .selectOption('read');
    await toast(page, 'Status Updated').waitFor();
    await contact
      .getByRole('row')
      .filter({ hasText: 'E2E Reader' })
      .getByText('read', { exact: true })
      .waitFor();

    await page.getByRole('tab', { name: 'AI Queries' }).click();
    await page
      .getByRole('tabpanel', { name: 'AI Queries' })
      .getByText('No AI queries yet.')
      .waitFor();

    // A reload keeps the session (sessionStorage): the dashboard comes back after hydration.
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page
      .getByRole('tabpanel', { name: 'PDF Downloads' })
      .getByRole('cell', { name: 'e2e.reader@example.com' })
      .waitFor();

    // Another tab (a new session) starts at the gate.
    const other = await openPage(browser);
    await gotoHydrated(other.page, `${site.baseUrl}/admin`);
    await expect(other.page.locator('h1').innerText()).resolves.toBe('Admin Access');

    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Logged Out').waitFor();
    await expect(page.locator('h1').innerText()).resolves.toBe('Admin Access');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.locator('h1').innerText()).resolves.toBe('Admin Access');
    await expect(
      page.evaluate(() => [
        sessionStorage.getItem('adminAuthenticated'),
        sessionStorage.getItem('adminToken'),
      ]),
    ).resolves.toEqual([null, null]);
    expect(consoleErrors).toEqual([]);
  });

  it('the data API refuses the browser without the token', async () => {
    const res = await fetch(`${site.baseUrl}/api/leads`);
    expect(res.status).toBe(401);
  });
});
