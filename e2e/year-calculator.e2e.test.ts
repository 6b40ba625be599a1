/**
 * The year calculator in Chromium on the production build, at 360 px and 1280 px: four people's
 * whole years typed step by step, each result checked against the engine run here on the same
 * request, the live (browser) answer against the API's, the year kept by a reload of its link,
 * and no page wider than a phone's screen.
 */
import axe from 'axe-core';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareRequest } from '../packages/contracts/src/calculators';
// The pure engine and the link's decoder, by path: the figures on screen must be the engine's.
import { compareRegimes } from '../packages/tax-engine/src/index';
import { decodeYearState, yearUrl } from '../apps/web/src/features/calculators/year/url-state';
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

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
const YEAR_FORM = 'form[aria-label="Your tax for the year"]';
const CHOICES = {
  financialYear: '2026-27',
  ageGroup: 'below60',
  residentialStatus: 'resident',
  incomeType: 'salary',
  taxpayerType: 'individual',
  employerType: 'private',
} as const;

/** Opens step `n` (by its title) unless it is open already. */
async function step(form: Locator, title: string) {
  const header = form.getByRole('button', { name: new RegExp(`^\\d\\. ${title}`) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

interface Persona {
  name: string;
  /** Where the year starts: the quick calculator, or the year's own address. */
  start: 'quick' | 'year';
  enter(page: Page, form: Locator): Promise<void>;
  request: CompareRequest;
}

const PERSONAS: Persona[] = [
  {
    name: 'a salaried landlord with share sales',
    start: 'quick',
    async enter(_page, form) {
      await step(form, 'House property');
      await form.getByRole('button', { name: 'Add a house' }).click();
      await fill(form, {
        Use: 'letOut',
        'Rent for the year': '3,60,000',
        'Municipal taxes paid': '12000',
        'Home-loan interest': '250000',
      });
      await step(form, 'Capital gains');
      await form.getByRole('button', { name: 'Add a sale' }).click();
      await form.getByRole('button', { name: 'Add a sale' }).click();
      const sales = form.locator('fieldset').filter({ hasText: /^Sale \d/ });
      await fill(sales.nth(0), {
        'Sale price': '900000',
        'Purchase date': '2017-06-01',
        'Sale date': '2026-07-10',
        'Purchase price': '400000',
      });
      await fill(sales.nth(0), { 'Value on 31 January 2018': '450000' });
      await fill(sales.nth(1), {
        'What you sold': 'equityFund',
        'Sale price': '300000',
        'Purchase date': '2026-01-05',
        'Sale date': '2026-09-20',
        'Purchase price': '250000',
      });
      await step(form, 'Taxes paid');
      await fill(form, { 'Tax deducted at source (TDS)': '280000' });
    },
    request: {
      ...CHOICES,
      annualIncome: 2_000_000,
      deductions: { section80C: 150_000 },
      houseProperties: [
        { use: 'letOut', annualRent: 360_000, municipalTaxesPaid: 12_000, interestOnLoan: 250_000 },
      ],
      capitalGainsTransactions: [
        {
          assetType: 'equity',
          purchasePrice: 400_000,
          salePrice: 900_000,
          purchaseDate: '2017-06-01',
          saleDate: '2026-07-10',
          fmvOn31Jan2018: 450_000,
        },
        {
          assetType: 'equityFund',
          purchasePrice: 250_000,
          salePrice: 300_000,
          purchaseDate: '2026-01-05',
          saleDate: '2026-09-20',
        },
      ],
      taxesPaid: { tds: 280_000 },
    },
  },
  {
    name: 'a non-resident with Indian interest and dividends',
    start: 'year',
    async enter(_page, form) {
      await step(form, 'About you');
      await fill(form, { 'Residential status': 'nonResident' });
      await step(form, 'Other income');
      await fill(form, {
        'Interest (savings, deposits) and other income': '6,00,000',
        Dividends: '150000',
      });
    },
    request: {
      ...CHOICES,
      residentialStatus: 'nonResident',
      annualIncome: 0,
      otherIncome: 600_000,
      dividends: 150_000,
    },
  },
  {
    name: 'a 44ADA professional paying advance tax',
    start: 'year',
    async enter(_page, form) {
      await step(form, 'Business');
      await fill(form, {
        'Presumptive scheme': '44ADA',
        'Gross receipts': '48,00,000',
        'Of which by bank or digital means': '4800000',
        Profession: 'technicalConsultancy',
      });
      await step(form, 'Deductions');
      await fill(form, { '80C: PF, PPF, ELSS, life insurance…': '150000' });
      await step(form, 'Taxes paid');
      await form.getByRole('button', { name: 'Add an advance-tax payment' }).click();
      await form.getByRole('button', { name: 'Add an advance-tax payment' }).click();
      const payments = form.locator('fieldset').filter({ hasText: /^Advance tax \d/ });
      await fill(payments.nth(0), { 'Paid on': '2026-09-15', 'Amount paid': '100000' });
      await fill(payments.nth(1), { 'Paid on': '2027-03-15', 'Amount paid': '150000' });
      await fill(form, { 'Date of filing the return': '2027-07-31' });
    },
    request: {
      ...CHOICES,
      annualIncome: 0,
      presumptive: {
        businessType: '44ADA',
        grossReceipts: 4_800_000,
        digitalReceipts: 4_800_000,
        profession: 'technicalConsultancy',
      },
      deductions: { section80C: 150_000 },
      taxesPaid: {
        advanceTax: [
          { date: '2026-09-15', amount: 100_000 },
          { date: '2027-03-15', amount: 150_000 },
        ],
      },
      returnFiledOn: '2027-07-31',
    },
  },
  {
    name: 'a senior pensioner with deposits',
    start: 'year',
    async enter(_page, form) {
      await step(form, 'About you');
      await fill(form, { Age: '60to80' });
      await step(form, 'Salary');
      await fill(form, { 'Gross salary or pension': '7,20,000' });
      await step(form, 'Other income');
      await fill(form, {
        'Interest (savings, deposits) and other income': '240000',
        'Family pension': '120000',
      });
      await step(form, 'Deductions');
      await fill(form, {
        '80TTB: deposit interest (seniors)': '60000',
        '80D: health insurance (you and family)': '50000',
      });
    },
    request: {
      ...CHOICES,
      ageGroup: '60to80',
      annualIncome: 720_000,
      otherIncome: 240_000,
      familyPension: 120_000,
      deductions: { section80TTB: 60_000, section80D: 50_000 },
    },
  },
];

/** Both regimes' totals as the result states them (the chart's text alternative). */
async function totalsShown(page: Page) {
  return page.locator('[role="img"][aria-label^="Total tax:"]').getAttribute('aria-label');
}

async function expectEngineFigures(page: Page, request: CompareRequest) {
  const engine = compareRegimes(request);
  const old = rupees(engine.old.totalTax);
  const neu = rupees(engine.new.totalTax);
  await expect
    .poll(() => totalsShown(page), { timeout: 10_000 })
    .toMatch(new RegExp(`^Total tax: old regime[^₹]* ${old}, new regime[^₹]* ${neu}$`));
}

/** What the link holds: the fields filled in (no gross income when none was typed). */
function filled(request: CompareRequest): Partial<CompareRequest> {
  const { annualIncome, ...rest } = request;
  return annualIncome > 0 ? request : rest;
}

async function openYear(page: Page, persona: Persona): Promise<Locator> {
  if (persona.start === 'quick') {
    await gotoHydrated(page, `${site.baseUrl}/calculators`);
    const quick = page.locator('form[aria-label="Income tax: old versus new regime"][data-ready]');
    await quick.getByLabel('Annual income').fill('2000000');
    await quick.getByLabel('Section 80C').fill('150000');
    await quick.getByRole('button', { name: 'Calculate tax' }).click();
    await page.getByRole('button', { name: 'Add other income' }).click();
  } else {
    await gotoHydrated(page, `${site.baseUrl}/calculators?tab=year`);
  }
  const form = page.locator(`${YEAR_FORM}[data-ready="true"]`);
  await form.waitFor({ timeout: 20_000 });
  return form;
}

/** Opens every "Show the working" (each turns into "Hide the working" when opened). */
async function openEveryWorking(page: Page) {
  const show = page.getByRole('button', { name: /^Show the working/ });
  for (let opened = 0; (await show.count()) > 0 && opened < 30; opened++) {
    await show.first().click();
  }
  expect(await show.count()).toBe(0);
}

/** axe in the page (through the DevTools protocol, so the site's CSP stays on). */
async function seriousViolations(page: Page) {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const r = await run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const VIEWPORTS: Array<[string, BrowserContextOptions]> = [
  ['360 px', MOBILE],
  ['1280 px', DESKTOP],
];

describe.each(VIEWPORTS)('the year calculator at %s', (_label, viewport) => {
  it.each(PERSONAS.map((p) => [p.name, p] as const))(
    '%s: the live result is the engine’s, the API agrees, the link keeps the year',
    async (_name, persona) => {
      const { page, consoleErrors } = await openPage(browser, viewport);
      const form = await openYear(page, persona);
      await persona.enter(page, form);

      // Live, in the browser: the engine's figures for exactly this request.
      await expectEngineFigures(page, persona.request);
      await expect
        .poll(() => decodeYearState(new URL(page.url()).searchParams.get('s') ?? ''), {
          timeout: 5_000,
        })
        .toEqual(filled(persona.request));
      const live = await totalsShown(page);

      // "Calculate": the API's answer, shown as such, with the same figures.
      await form.getByRole('button', { name: 'Calculate', exact: true }).click();
      await page.locator('[data-result-from="server"]').waitFor();
      expect(await totalsShown(page)).toBe(live);

      if (viewport === MOBILE) {
        // Every step open in turn, and the working of the result open: never wider than the phone.
        for (const title of ['About you', 'Capital gains', 'Deductions', 'Taxes paid']) {
          await step(form, title);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(360);
        }
        await openEveryWorking(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
      }

      // The link alone brings the year back: a reload shows the same figures.
      const link = page.url();
      const { page: second } = await openPage(browser, viewport);
      await gotoHydrated(second, link);
      await second.locator(`${YEAR_FORM}[data-ready="true"]`).waitFor({ timeout: 20_000 });
      await expectEngineFigures(second, persona.request);
      expect(consoleErrors).toEqual([]);
    },
  );

  it('has no serious accessibility violation with a step, an error and the result open', async () => {
    const { page } = await openPage(browser, viewport);
    const landlord = PERSONAS[0]!.request;
    await gotoHydrated(page, site.baseUrl + yearUrl(landlord));
    const form = page.locator(`${YEAR_FORM}[data-ready="true"]`);
    await form.waitFor({ timeout: 20_000 });
    await expectEngineFigures(page, landlord);
    await step(form, 'Capital gains');
    await form.getByRole('button', { name: 'Add a sale' }).click();
    await fill(form.locator('fieldset').filter({ hasText: /^Sale 3/ }), { 'Sale price': '1000' });
    await form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await form.getByText('Enter the sale date').first().waitFor();
    await openEveryWorking(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
