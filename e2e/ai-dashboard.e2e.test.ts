/**
 * The AI agent dashboard in a real browser against the production build: the admin login first,
 * the status cards, a content generation that ends as a draft (previewed and published), an
 * optimisation shown on the page, the keyword rankings and the controls.
 *
 * Jobs run inside the API process here (REDIS_URL blank): the BullMQ path is covered by the
 * worker's integration tests against Redis; this file is about what the admin sees.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from './support/browser';
import { ADMIN_PASSWORD, startSite, type RunningSite } from './support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ REDIS_URL: '' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const toast = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').getByText(text, { exact: true });

const statusCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Agent status' }).getByRole('listitem').filter({ hasText: title });

async function logIn(page: Page) {
  await gotoHydrated(page, `${site.baseUrl}/ai-dashboard`);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await toast(page, 'Access Granted').waitFor();
  await statusCard(page, 'Agent Status')
    .getByText(/^(Active|Standby)$/)
    .waitFor();
}

describe('the AI agent dashboard in a real browser', () => {
  it('asks for the admin login first, then shows the status cards and the five tabs', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const res = await gotoHydrated(page, `${site.baseUrl}/ai-dashboard`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').innerText()).resolves.toBe('AI Agent Dashboard');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex, nofollow',
    );
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    // The agent API refuses a caller without the admin token.
    expect((await fetch(`${site.baseUrl}/api/ai-agent/status`)).status).toBe(401);

    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Access Granted').waitFor();
    await statusCard(page, 'Agent Status')
      .getByText(/^(Active|Standby)$/)
      .waitFor();
    // Tracked keywords come from packages/content: never zero.
    const tracked = await statusCard(page, 'Keywords Tracked').locator('p').first().innerText();
    expect(Number(tracked.replace(/,/g, ''))).toBeGreaterThan(0);
    await expect(
      statusCard(page, 'SEO Score')
        .getByText(/^(Not measured|\d{1,3}\/100)$/)
        .isVisible(),
    ).resolves.toBe(true);
    await expect(statusCard(page, 'Last Update').locator('p').first().innerText()).resolves.toMatch(
      /^(Never|\d{1,2} \w{3} \d{4}.*)$/,
    );
    await expect(page.getByRole('tab').allInnerTexts()).resolves.toEqual([
      'Overview',
      'Content',
      'SEO Report',
      'Keywords',
      'Controls',
    ]);
    await page.getByRole('list', { name: 'Capabilities' }).getByRole('listitem').first().waitFor();

    await page.getByRole('tab', { name: 'Controls' }).click();
    await page
      .getByRole('tabpanel', { name: 'Controls' })
      .getByText(/every Monday at 9 AM/)
      .waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('generates content into a draft, previews and publishes it', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await logIn(page);
    await page.getByRole('tab', { name: 'Content' }).click();
    const content = page.getByRole('tabpanel', { name: 'Content' });
    const generate = content.getByRole('button', { name: 'Generate Content' });
    await expect(generate.isDisabled()).resolves.toBe(true);
    await content.getByLabel('Topic').fill('Section 80C deductions for salaried employees');
    await generate.click();
    await toast(page, 'Content Generation Started').waitFor();

    // The status poll (or Refresh) brings the finished draft in.
    const draft = content
      .getByRole('list', { name: 'Drafts' })
      .getByRole('listitem')
      .filter({ hasText: 'Topic: Section 80C deductions for salaried employees' });
    for (let i = 0; i < 20 && !(await draft.isVisible()); i++) {
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      await page.waitForTimeout(1500);
    }
    await draft.waitFor({ timeout: 5_000 });

    await draft.getByRole('button', { name: 'Preview' }).click();
    const preview = draft.getByRole('region', { name: 'Draft preview' });
    await preview.locator('h4').waitFor();
    expect((await preview.innerText()).length).toBeGreaterThan(200);
    await expect(preview.innerText()).resolves.toMatch(/80C/);

    const title = await draft.locator('h3').innerText();
    await draft.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Draft Published').waitFor();
    const href = await page
      .locator('[role="status"] a[href^="/blog/"]')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/blog\/[\w-]+$/);
    await content
      .getByRole('list', { name: 'Drafts' })
      .getByRole('heading', { name: title, exact: true })
      .waitFor({ state: 'detached' });
    // The published guide is a public page now.
    const guide = await fetch(`${site.baseUrl}${href}`);
    expect(guide.status).toBe(200);
    expect(await guide.text()).toContain(title.replace(/&/g, '&amp;'));
    expect(consoleErrors).toEqual([]);
  });

  it('optimises pasted content and shows the suggestions', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await logIn(page);
    await page.getByRole('tab', { name: 'Content' }).click();
    const content = page.getByRole('tabpanel', { name: 'Content' });
    const optimize = content.getByRole('button', { name: 'Optimize Content' });
    await content
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill(
        [
          '# Saving tax with 80C',
          '',
          'Section 80C lets you deduct up to 1.5 lakh rupees of eligible investments such as PPF,',
          'ELSS funds and life insurance premiums from your income under the old regime.',
          '',
          '## What counts',
          '',
          'Public Provident Fund deposits, tax-saving fixed deposits and principal repaid on a home',
          'loan all count towards the limit. Health insurance premiums fall under section 80D instead.',
        ].join('\n'),
      );
    await expect(optimize.isDisabled()).resolves.toBe(true);
    await content.getByLabel('Target keyword').fill('section 80c deduction');
    await optimize.click();
    await toast(page, 'Content Optimized').waitFor();
    const results = content.getByRole('region', {
      name: 'Optimisation for “section 80c deduction”',
    });
    await results.getByRole('heading', { name: 'Keyword density and placement' }).waitFor();
    await results.getByRole('list', { name: 'Keyword placement' }).waitFor();
    await results.getByText(/^Reading ease/).waitFor();
    await results
      .getByRole('list', { name: 'Suggested titles' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await results
      .getByRole('link', { name: /^Section 80C/ })
      .first()
      .waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('shows keyword positions as the site rank; before any check, "Not checked yet"', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await logIn(page);
    await page.getByRole('tab', { name: 'Keywords' }).click();
    const keywords = page.getByRole('tabpanel', { name: 'Keywords' });
    await keywords.getByRole('row').nth(1).waitFor();
    await expect(keywords.getByText(/Positions are the site rank/).count()).resolves.toBe(1);
    // A fresh site has run no ranking check: no keyword reads "Not found".
    const rows = await keywords.getByRole('row').count();
    await expect(keywords.getByText('Not checked yet', { exact: true }).count()).resolves.toBe(
      rows - 1,
    );
    await expect(keywords.getByText('Not found', { exact: true }).count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
