import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, gotoHydrated, launchBrowser, openPage } from './support/browser';
import { startSite, type RunningSite } from './support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the site shell in a real browser', () => {
  it.each([
    ['/', 'Complete Income Tax Guide for the Taxpayer'],
    ['/privacy', 'Privacy Policy'],
  ])('%s shows its h1 and title with JavaScript disabled', async (path, h1) => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto(site.baseUrl + path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').innerText()).resolves.toContain(h1);
    expect(await page.title()).toMatch(/TaxGuide India/);
    await context.close();
  });

  it('hydrates the home page without console errors', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, site.baseUrl + '/');
    // Hydrated: a client-side navigation works without a full reload.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Calculators' })
      .click();
    await page.waitForURL('**/calculators');
    // The address changes before the next page has rendered (its code may still be loading).
    await page.getByRole('heading', { level: 1, name: /Calculators/ }).waitFor();
    await expect(page.locator('h1').innerText()).resolves.toMatch(/Calculators/);
    expect(consoleErrors).toEqual([]);
  });

  it('highlights the current route in the header', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, site.baseUrl + '/sections');
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    await expect(current.innerText()).resolves.toBe('Tax Sections');
  });

  it('opens the header menus from the keyboard and closes them with Escape', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, site.baseUrl + '/');
    const resources = page.getByRole('button', { name: 'Resources' });
    await resources.focus();
    await page.keyboard.press('Enter');
    await expect(resources.getAttribute('aria-expanded')).resolves.toBe('true');
    const faq = page.getByRole('link', { name: 'FAQ', exact: true }).first();
    await expect(faq.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(resources.getAttribute('aria-expanded')).resolves.toBe('false');
    // Focus returns to the button.
    await expect(
      page.evaluate(() => document.activeElement?.textContent?.trim()),
    ).resolves.toContain('Resources');
  });

  it('on a phone, the drawer opens and closes when a link is chosen', async () => {
    const { page, consoleErrors } = await openPage(browser, MOBILE);
    await gotoHydrated(page, site.baseUrl + '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('link', { name: 'Tax Abbreviations' }).click();
    await page.waitForURL('**/abbreviations');
    await drawer.waitFor({ state: 'hidden' });
    await expect(open.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(consoleErrors).toEqual([]);
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page } = await openPage(browser);
    const res = await page.goto(site.baseUrl + '/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe('404 Page Not Found');
    await expect(
      page.getByText('Did you forget to add the page to the router?').isVisible(),
    ).resolves.toBe(true);
  });
});
