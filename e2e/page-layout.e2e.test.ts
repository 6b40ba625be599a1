/**
 * Page layout in a real browser (production build, Chromium), at a 360 px phone and a 1280 px
 * desktop: the disclaimer shows once (the footer's), the /pdf-download form is in the first
 * screenful on a phone, and /how-we-check fits a phone without sideways scrolling.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
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

const VIEWPORTS: Array<[string, BrowserContextOptions]> = [
  ['360 px', MOBILE],
  ['1280 px', DESKTOP],
];

describe.each(VIEWPORTS)('at %s', (_name, viewport) => {
  it.each(['/', '/pdf-download', '/ai-assistant'])(
    '%s shows the disclaimer once, in the footer',
    async (path) => {
      const { page } = await openPage(browser, viewport);
      await gotoHydrated(page, site.baseUrl + path);
      const notes = page.getByRole('note', { name: 'Disclaimer' });
      await expect(notes.count()).resolves.toBe(1);
      await expect(notes.first().isVisible()).resolves.toBe(true);
      const inFooter = await notes.first().evaluate((n) => n.closest('footer') !== null);
      expect(inFooter).toBe(true);
      await page.context().close();
    },
  );

  it('/how-we-check fits the screen and links to the contact page and the department', async () => {
    const { page, consoleErrors } = await openPage(browser, viewport);
    const res = await gotoHydrated(page, site.baseUrl + '/how-we-check');
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').innerText()).resolves.toBe('How we check our figures');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: /tell us through the contact page/ }).getAttribute('href'),
    ).resolves.toBe('/contact');
    await expect(
      main.getByRole('link', { name: 'The official e-filing portal' }).getAttribute('href'),
    ).resolves.toBe('https://www.incometax.gov.in/iec/foportal/');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('/pdf-download', () => {
  it('at 360 px the form starts within the first screenful', async () => {
    const { page } = await openPage(browser, MOBILE);
    await gotoHydrated(page, site.baseUrl + '/pdf-download');
    const form = page.getByRole('form', { name: 'Download the PDF guide' });
    const top = await form.evaluate((f) => f.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(640);
    await page.context().close();
  });

  it('at 1280 px "What\'s inside" stays on the left and the form on the right', async () => {
    const { page } = await openPage(browser, DESKTOP);
    await gotoHydrated(page, site.baseUrl + '/pdf-download');
    const inside = await page
      .getByText("What's inside", { exact: true })
      .evaluate((e) => e.getBoundingClientRect());
    const form = await page
      .getByRole('form', { name: 'Download the PDF guide' })
      .evaluate((f) => f.getBoundingClientRect());
    expect(inside.left).toBeLessThan(form.left);
    // Side by side: the two cards start on the same row.
    expect(Math.abs(inside.top - form.top)).toBeLessThan(200);
    await page.context().close();
  });
});

describe('a calculator result', () => {
  it('links to /how-we-check', async () => {
    const { page } = await openPage(browser, MOBILE);
    await gotoHydrated(
      page,
      `${site.baseUrl}/calculators?calc=hra&hra.basicSalary=600000&hra.hraReceived=300000&hra.rentPaid=240000&hra.metro=1`,
    );
    const result = page.getByRole('region', { name: 'HRA exemption result' });
    const link = result.getByRole('link', { name: 'How we check our figures' });
    await link.click();
    await page.waitForURL('**/how-we-check');
    await page.getByRole('heading', { level: 1, name: 'How we check our figures' }).waitFor();
    await page.context().close();
  });
});
