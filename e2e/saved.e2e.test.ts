/**
 * /saved in Chromium on the production build, at 360 px and 1280 px: a section bookmarked, a
 * year-calculator scenario and an AI answer saved where they are made, then all three listed on
 * /saved, read and opened from there, one removed (and put back); no page wider than the screen.
 * And a section page's Ask AI opens the assistant with the section's question answered.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearUrl } from '../apps/web/src/features/calculators/year/url-state';
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

const YEAR_FORM = 'form[aria-label="Your tax for the year"][data-ready="true"]';

/** How far the page is wider than the screen (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

describe('/saved in a real browser (production build)', () => {
  it('is one cached frame for everyone: noindex, a loading state, and in no sitemap', async () => {
    const res = await fetch(`${site.baseUrl}/saved`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain('<title>Saved Items | TaxGuide India</title>');
    expect(html).toContain('Loading your saved items');
    const again = await fetch(`${site.baseUrl}/saved?utm_source=x`);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/privacy</loc>');
    expect(sitemap).not.toContain('/saved');
  });

  it.each<[string, BrowserContextOptions, number]>([
    ['360 px', MOBILE, 360],
    ['1280 px', DESKTOP, 1280],
  ])(
    'at %s: bookmark, scenario and answer saved, all listed on /saved, one removed',
    { timeout: 120_000 },
    async (_label, options, width) => {
      const { page, consoleErrors } = await openPage(browser, options);

      // A bookmark, on the section's page.
      await gotoHydrated(page, `${site.baseUrl}/section/80C`);
      await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
      await page.getByRole('button', { name: 'Bookmarked' }).waitFor();

      // A scenario, in the year calculator (opened with a year in its link).
      await gotoHydrated(
        page,
        site.baseUrl + yearUrl({ annualIncome: 1_500_000, financialYear: '2025-26' }),
      );
      const form = page.locator(YEAR_FORM);
      await form.waitFor({ timeout: 20_000 });
      await form.getByLabel('Scenario name').fill('Offer from Pune');
      await form.getByRole('button', { name: 'Save scenario' }).click();
      await form
        .getByRole('list', { name: 'Saved scenarios' })
        .getByText('Offer from Pune')
        .waitFor();

      // An answer, from the home page's explainer.
      await gotoHydrated(page, `${site.baseUrl}/?ask=HRA+exemption#ai-assistant`);
      const panel = page.getByRole('region', { name: 'Explanation' });
      await panel.waitFor({ timeout: 20_000 });
      const answerHeading = await panel.getByRole('heading', { level: 3 }).first().innerText();
      await panel.getByRole('button', { name: 'Save' }).click();
      await panel.getByRole('button', { name: 'Saved' }).waitFor();

      await gotoHydrated(page, `${site.baseUrl}/saved`);
      await expect(page.locator('h1').innerText()).resolves.toBe('Saved items');
      const sections = page.getByRole('region', { name: 'Bookmarked sections (1)' });
      await sections.waitFor();
      await expect(
        sections.getByRole('link', { name: 'Section 80C' }).getAttribute('href'),
      ).resolves.toBe('/section/80C');
      // The title comes from the sections list.
      const { title } = (await (
        await fetch(`${site.baseUrl}/api/sections/by-number/80C`)
      ).json()) as { title: string };
      await sections.getByText(title, { exact: false }).waitFor();

      const answers = page.getByRole('region', { name: 'Saved AI answers (1)' });
      await expect(answers.innerText()).resolves.toContain('“HRA exemption”');
      await answers.getByRole('button', { name: 'Read the answer to: HRA exemption' }).click();
      const answer = page.getByRole('region', { name: 'Answer to: HRA exemption' });
      await expect(answer.getByRole('heading', { level: 3 }).first().innerText()).resolves.toBe(
        answerHeading,
      );

      const scenarios = page.getByRole('region', { name: 'Calculator scenarios (1)' });
      await expect(scenarios.innerText()).resolves.toContain('₹15,00,000 · FY 2025-26');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => window.innerWidth)).toBe(width);

      // Removing one says so, and Undo puts it back.
      await sections.getByRole('button', { name: 'Remove Section 80C', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Removed Section 80C.' }).waitFor();
      await expect(stored(page, 'taxguide:bookmarked-sections')).resolves.toEqual([]);
      await page.getByRole('region', { name: 'Bookmarked sections (0)' }).waitFor();
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('region', { name: 'Bookmarked sections (1)' }).waitFor();
      await expect(stored(page, 'taxguide:bookmarked-sections')).resolves.toEqual(['80C']);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Remove saved answer: HRA exemption' }).click();
      await page.getByRole('region', { name: 'Saved AI answers (0)' }).waitFor();
      await expect(stored(page, 'taxguide:saved-explanations')).resolves.toEqual([]);

      // Open: the calculator with the scenario's year filled in.
      await scenarios
        .getByRole('link', { name: 'Open Offer from Pune in the year calculator' })
        .click();
      await page.waitForURL(/\/calculators\?tab=year&s=/);
      const opened = page.locator(YEAR_FORM);
      await opened.waitFor({ timeout: 20_000 });
      await expect(opened.getByLabel('Financial year', { exact: true }).inputValue()).resolves.toBe(
        '2025-26',
      );
      await opened.getByRole('button', { name: /^2\. Salary/ }).click();
      const salary = await opened
        .getByLabel('Gross salary or pension', { exact: true })
        .inputValue();
      expect(salary.replace(/\D/g, '')).toBe('1500000');
      expect(consoleErrors).toEqual([]);
    },
  );

  it('with nothing saved, says so and how to save, on a phone', async () => {
    const { page, consoleErrors } = await openPage(browser, MOBILE);
    await gotoHydrated(page, `${site.baseUrl}/saved`);
    await page.getByRole('region', { name: 'You have not saved anything yet' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});

describe('Ask AI on a section page', () => {
  it.each<[string, BrowserContextOptions]>([
    ['360 px', MOBILE],
    ['1280 px', DESKTOP],
  ])('at %s opens the assistant with the section asked about and answered', async (_l, options) => {
    const { page, consoleErrors } = await openPage(browser, options);
    const asked: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ai/chat')) asked.push(r.postDataJSON());
    });
    await gotoHydrated(page, `${site.baseUrl}/section/80D`);
    await page.getByRole('link', { name: 'Ask AI' }).click();
    await page.waitForURL(/\/ai-assistant\?ask=Explain%20Section%2080D$/);
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('listitem', { name: 'You asked' }).innerText()).resolves.toBe(
      'Explain Section 80D',
    );
    const answer = log.getByRole('listitem', { name: 'Assistant answered' });
    await answer.getByRole('link', { name: 'Section 80D' }).waitFor({ timeout: 20_000 });
    await expect(answer.innerText()).resolves.toMatch(/health insurance/i);
    expect(asked).toEqual([{ message: 'Explain Section 80D' }]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // A reload asks the same question again, nothing else.
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await log
      .getByRole('listitem', { name: 'Assistant answered' })
      .getByRole('link', { name: 'Section 80D' })
      .waitFor({ timeout: 20_000 });
    expect(asked).toEqual([{ message: 'Explain Section 80D' }, { message: 'Explain Section 80D' }]);
    expect(consoleErrors).toEqual([]);
  });
});
