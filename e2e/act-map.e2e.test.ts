import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, gotoHydrated, launchBrowser, openPage } from './support/browser';
import { startSite, type RunningSite } from './support/site';

// The 1961 ↔ 2025 section finder (/act-2025) in a real browser at 360 px, with and without
// JavaScript, on the production build.
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The map's row of a 2025 section (its number is the row's header cell). */
const row = (page: Page, number: string) => page.locator(`tr#s2025-${number}`);

/** How far the page reaches past the screen's right edge (0 when nothing overflows). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('/act-2025 in a browser', () => {
  it('at 360 px: "80C" finds row 123, "123" the row with 80C, and nothing overflows', async () => {
    const { page, consoleErrors } = await openPage(browser, MOBILE);
    await gotoHydrated(page, site.baseUrl + '/act-2025');
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    const box = page.getByRole('searchbox', { name: 'Section number (either Act) or topic' });

    await box.fill('80C');
    await page.waitForURL(/\/act-2025\?q=80C$/);
    await page.getByText(/sections? found for “80C”/).waitFor();
    const first = page.locator('tbody tr').first();
    await expect(first.getAttribute('id')).resolves.toBe('s2025-123');
    await expect(
      row(page, '123').getByRole('link', { name: '80C', exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);

    await box.fill('123');
    await page.waitForURL(/\/act-2025\?q=123$/);
    await page.getByText(/sections? found for “123”/).waitFor();
    await expect(page.locator('tbody tr').first().getAttribute('id')).resolves.toBe('s2025-123');
    await expect(row(page, '123').innerText()).resolves.toContain('80C');
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);

    // The link leads to our page for the old section.
    await row(page, '123').getByRole('link', { name: '80C', exact: true }).click();
    await page.waitForURL('**/section/80C');
    await page.getByRole('heading', { level: 1, name: /80C/ }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('without JavaScript: ?q= is answered by the server, and the form submits to it', async () => {
    const context = await browser.newContext({ ...MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(site.baseUrl + '/act-2025?q=80C');
      await expect(page.locator('tbody tr').first().getAttribute('id')).resolves.toBe('s2025-123');
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
      await page
        .getByRole('searchbox', { name: 'Section number (either Act) or topic' })
        .fill('123');
      await page.getByRole('button', { name: 'Find' }).click();
      await page.waitForURL(/\/act-2025\?q=123/);
      await expect(row(page, '123').innerText()).resolves.toContain('80C');
    } finally {
      await context.close();
    }
  });

  it('/section/123?act=2025 lands on the page of section 80C', async () => {
    const { page } = await openPage(browser, DESKTOP);
    const response = await page.goto(site.baseUrl + '/section/123?act=2025');
    expect(response?.request().redirectedFrom()?.url()).toBe(
      `${site.baseUrl}/section/123?act=2025`,
    );
    expect(new URL(page.url()).pathname).toBe('/section/80C');
    await page.getByRole('heading', { level: 1, name: /80C/ }).waitFor();
  });
});
