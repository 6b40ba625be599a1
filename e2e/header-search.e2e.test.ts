/**
 * The header's search box on the built site: suggestions from /api/search at 1280 px, the "/"
 * key, the phone drawer at 360 px (no horizontal overflow), and the plain form without
 * JavaScript.
 */
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

describe('header search in a real browser', () => {
  it('at 1280 px: "hra calc" suggests the HRA calculator; ArrowDown + Enter opens it', async () => {
    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, `${site.baseUrl}/`);
    await page.waitForLoadState('networkidle');
    // The box's code is not part of the page's first JavaScript.
    expect(scripts.some((s) => /header-search/.test(s))).toBe(false);

    // By name, not role: once focused the box becomes a combobox.
    const box = page.getByRole('banner').locator('input[name="q"]');
    await expect(box.getAttribute('role')).resolves.toBeNull();
    await box.click();
    await box.pressSequentially('hra calc', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.waitFor({ state: 'visible' });
    const options = list.getByRole('option');
    await expect(options.first().innerText()).resolves.toMatch(/HRA[\s\S]*Calculator/);
    await expect(options.last().innerText()).resolves.toBe('See all results for “hra calc”');
    const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Search this site' });
    await expect(combobox.getAttribute('aria-expanded')).resolves.toBe('true');

    await page.keyboard.press('ArrowDown');
    const firstId = await options.first().getAttribute('id');
    await expect(combobox.getAttribute('aria-activedescendant')).resolves.toBe(firstId);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/calculators?calc=hra');
    await page.getByRole('heading', { level: 1, name: /Calculators/ }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('"/" focuses the box; Enter with nothing highlighted opens the results page', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `${site.baseUrl}/privacy`);
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
      'q',
    );
    await page.keyboard.type('80C');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=80C');
    await page.getByRole('heading', { level: 1, name: 'Search results for “80C”' }).waitFor();
    await page.getByRole('list', { name: 'Search results' }).waitFor();
  });

  it('at 360 px: no overflow, and search from the drawer submits to /search?q=', async () => {
    const { page, consoleErrors } = await openPage(browser, MOBILE);
    await gotoHydrated(page, `${site.baseUrl}/`);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(360);
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(headerBox!.width).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.waitFor({ state: 'visible' });
    await expect(
      drawer.getByRole('searchbox', { name: 'Search this site' }).isVisible(),
    ).resolves.toBe(true);
    // By name, not role: once focused the box becomes a combobox.
    const box = drawer.locator('input[name="q"]');
    await box.fill('home loan interest');
    await box.press('Enter');
    // The form's own submission (before the box's code has loaded) writes spaces as "+", a
    // client-side navigation as "%20": either is the same search.
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'home loan interest',
    );
    await drawer.waitFor({ state: 'hidden' });
    await page
      .getByRole('heading', { level: 1, name: 'Search results for “home loan interest”' })
      .waitFor();
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(360);
    expect(consoleErrors).toEqual([]);
  });

  it('header width: no overflow at 768 and 1024 px, in English and in Hindi', async () => {
    const pages = [
      ['/', 'Search this site'],
      ['/hi', 'इस साइट पर खोजें'],
    ] as const;
    for (const [path, searchName] of pages) {
      for (const width of [768, 1024]) {
        const { page } = await openPage(browser, { viewport: { width, height: 800 } });
        await gotoHydrated(page, `${site.baseUrl}${path}`);
        await expect(
          page.evaluate(() => document.documentElement.scrollWidth),
        ).resolves.toBeLessThanOrEqual(width);
        const box = page.getByRole('banner').getByRole('searchbox', { name: searchName });
        await expect(box.isVisible()).resolves.toBe(true);
        await page.context().close();
      }
    }
  });

  it('without JavaScript the header form submits to /search and results show', async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/privacy`);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search this site' });
    await box.fill('hra');
    await box.press('Enter');
    await page.waitForURL('**/search?q=hra');
    await expect(page.locator('h1').innerText()).resolves.toBe('Search results for “hra”');
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('link').count(),
    ).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
