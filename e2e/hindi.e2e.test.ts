/**
 * The Hindi site in Chromium on the production build: a phone reader switching languages,
 * reading the FAQ and a section in Hindi, and the remembered choice on the next visit.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeIncomeTax } from '../packages/tax-engine/src/index';
import { HI } from '../packages/tax-engine/src/hindi';
import { DESKTOP, gotoHydrated, launchBrowser, MOBILE, openPage } from './support/browser';
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

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

describe('the Hindi site', () => {
  it('at 360 px: /hi/faq in Hindi, the drawer in Hindi, the switch to English and back, remembered', async () => {
    const { page, consoleErrors } = await openPage(browser, MOBILE);
    try {
      await gotoHydrated(page, `${site.baseUrl}/hi/faq`);
      expect(await lang(page)).toBe('hi-IN');
      await page.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले प्रश्न' }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // A question opens in Hindi.
      const question = page.getByRole('main').locator('button[aria-expanded]').first();
      await question.click();
      await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The phone menu is Hindi, and its links stay under /hi.
      await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: 'कैलकुलेटर' }).waitFor();
      expect(await drawer.getByRole('link', { name: 'कैलकुलेटर' }).getAttribute('href')).toBe(
        '/hi/calculators',
      );
      await drawer.getByRole('button', { name: 'मेन्यू बंद करें' }).click();

      // The switch keeps the page: English FAQ.
      await page.getByRole('link', { name: /English/ }).click();
      await page.waitForURL(`${site.baseUrl}/faq`);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await lang(page)).toBe('en-IN');
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // Back to Hindi; the next visit to the home address opens the Hindi home.
      await page.getByRole('link', { name: /हिंदी/ }).click();
      await page.waitForURL(`${site.baseUrl}/hi/faq`);
      await gotoHydrated(page, `${site.baseUrl}/`);
      expect(new URL(page.url()).pathname).toBe('/hi');
      expect(await lang(page)).toBe('hi-IN');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a section in Hindi: the summary and key limits, the tabs, the English full text marked', async () => {
    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    try {
      await gotoHydrated(page, `${site.baseUrl}/hi/section/80C`);
      await page.getByText('मुख्य सीमाएं और शर्तें').waitFor();
      await page.getByRole('tab', { name: 'पूरा पाठ' }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByText('यह भाग अभी हिंदी में उपलब्ध नहीं है', { exact: false }).waitFor();
      expect(await panel.locator('[lang="en-IN"]').count()).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('at 360 px: /hi/calculators says in Hindi what is missing, then works out the tax with the engine figures', async () => {
    const { page, consoleErrors } = await openPage(browser, MOBILE);
    try {
      await gotoHydrated(page, `${site.baseUrl}/hi/calculators`);
      expect(await lang(page)).toBe('hi-IN');
      const form = page.locator(
        'form[aria-label="आयकर: पुरानी बनाम नई कर व्यवस्था"][data-ready="true"]',
      );
      // Nothing entered: the message is Hindi, and nothing is worked out.
      await form.getByRole('button', { name: 'कर की गणना करें' }).click();
      await page.getByText('कृपया सही वार्षिक आय दर्ज करें').first().waitFor();
      expect(await page.getByTestId('verdict').count()).toBe(0);

      await form.getByLabel('वार्षिक आय').fill('1800000');
      await form.getByLabel('वित्तीय वर्ष (financial year)').selectOption('2026-27');
      await form.getByRole('button', { name: 'कर की गणना करें' }).click();
      await page.getByTestId('verdict').waitFor();
      for (const regime of ['old', 'new'] as const) {
        const shown = await page
          .locator(`[data-regime="${regime}"] dl > div`)
          .first()
          .locator('dd')
          .innerText();
        const engine = computeIncomeTax({
          annualIncome: 1_800_000,
          regime,
          financialYear: '2026-27',
          ageGroup: 'below60',
          incomeType: 'salary',
          ...(regime === 'old'
            ? { deductions: { section80C: 0, section80D: 0, hra: 0, homeLoanInterest: 0 } }
            : {}),
        }).totalTax;
        expect(shown).toBe(rupees(engine));
      }
      // The verdict is a Hindi sentence.
      await expect(page.getByTestId('verdict').innerText()).resolves.toMatch(/कर व्यवस्था/);
      // The working is the engine's Hindi text, each line with its figure, sections as धारा.
      const regimeNew = page.locator('[data-regime="new"]');
      await regimeNew.getByRole('button', { name: 'गणना दिखाएं' }).click();
      const rows = regimeNew.locator('table tbody tr');
      await rows.first().waitFor();
      const hindi = computeIncomeTax(
        {
          annualIncome: 1_800_000,
          regime: 'new',
          financialYear: '2026-27',
          ageGroup: 'below60',
          incomeType: 'salary',
        },
        { text: HI },
      );
      expect(await rows.count()).toBe(hindi.steps.length);
      for (const [i, step] of hindi.steps.entries()) {
        const cells = rows.nth(i).locator('td');
        expect(await cells.first().innerText()).toContain(step.label);
        expect(await cells.last().innerText()).toBe(rupees(step.amount));
      }
      expect(await regimeNew.getByRole('link', { name: /^धारा / }).count()).toBeGreaterThan(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
