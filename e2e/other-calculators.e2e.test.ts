/**
 * The advance-tax, HRA, capital-gains and presumptive calculators on the production build in
 * Chromium: each computes from a share link as the engine does, fits a 360 px screen with its
 * result and working open, and has no serious axe violation; "Add to my year" opens the year
 * calculator with the sale in its address.
 */
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The pure engine, by path: the figures on screen must be the engine's.
import {
  computeAdvanceTax,
  computeCapitalGains,
  computeIncomeTax,
  hraExemption,
} from '../packages/tax-engine/src/index';
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

interface Case {
  name: string;
  path: string;
  result: string;
  /** The headline figure's label and its value by the engine. */
  figure: [label: string, value: string];
}

const GRANDFATHERED = {
  assetType: 'equity',
  purchasePrice: 100_000,
  salePrice: 400_000,
  purchaseDate: '2017-01-02',
  saleDate: '2025-06-01',
  fmvOn31Jan2018: 250_000,
} as const;

const CASES = (): Case[] => [
  {
    name: 'advance tax, a 65-year-old consultant',
    path: '/calculators?calc=advance&advance.annualIncome=2000000&advance.incomeKind=business&advance.ageGroup=60to80',
    result: 'Advance tax result',
    figure: [
      'Advance tax due',
      rupees(
        computeAdvanceTax({ annualIncome: 2_000_000, hasBusinessIncome: true, ageGroup: '60to80' })
          .advanceTaxDue,
      ),
    ],
  },
  {
    name: 'HRA, Bengaluru in tax year 2026-27',
    path: '/calculators?calc=hra&hra.regime=old&hra.basicSalary=600000&hra.hraReceived=300000&hra.rentPaid=400000&hra.city=Bengaluru',
    result: 'HRA exemption result',
    figure: [
      'Exempt HRA',
      rupees(
        hraExemption({
          basicSalary: 600_000,
          hraReceived: 300_000,
          rentPaid: 400_000,
          city: 'Bengaluru',
          regime: 'old',
        }).exemptHra,
      ),
    ],
  },
  {
    name: 'capital gains, grandfathered equity',
    path: `/calculators?calc=cg&${Object.entries(GRANDFATHERED)
      .map(([k, v]) => `cg.${k}=${v}`)
      .join('&')}`,
    result: 'Capital gains result',
    figure: ['Total tax (incl. cess)', rupees(computeCapitalGains(GRANDFATHERED).totalTax)],
  },
  {
    name: '44ADA, 60 lakh received digitally',
    path: '/calculators?calc=presumptive&presumptive.businessType=44ADA&presumptive.grossReceipts=6000000&presumptive.digitalReceipts=6000000',
    result: 'Presumptive taxation result',
    figure: [
      'New regime (the default), FY 2026-27',
      rupees(
        computeIncomeTax({
          annualIncome: 0,
          incomeType: 'other',
          businessIncome: 3_000_000,
          regime: 'new',
          financialYear: '2026-27',
        }).totalTax,
      ),
    ],
  },
  {
    name: '44AE, two goods carriages',
    path: '/calculators?calc=presumptive&presumptive.businessType=44AE&presumptive.vehicles.0.row=1&presumptive.vehicles.0.heavy=1&presumptive.vehicles.0.grossTonnes=16.2&presumptive.vehicles.0.months=12&presumptive.vehicles.1.row=1&presumptive.vehicles.1.months=7',
    result: 'Presumptive taxation result',
    figure: ['Presumptive income', rupees(16_200 * 12 + 7_500 * 7)],
  },
];

/** A labelled figure of a result area. */
async function figure(page: Page, result: string, label: string) {
  return page
    .getByRole('region', { name: result })
    .locator('dl > div:visible', { has: page.locator('dt', { hasText: label }) })
    .first()
    .locator('dd')
    .innerText();
}

/** Opens a share link and waits for the result it computes on arrival. */
async function openResult(page: Page, c: Case) {
  await gotoHydrated(page, site.baseUrl + c.path);
  const area = page.getByRole('region', { name: c.result });
  // The result's own figures (the area also holds a print-only summary of the inputs).
  await area.getByRole('button', { name: 'Show the working' }).waitFor();
  return area;
}

async function seriousViolations(page: Page) {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const r = await run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe('the other calculators in a real browser (production build)', () => {
  for (const c of CASES()) {
    it(`${c.name}: at 360 px the engine's figure, no wider than the screen with the working open, axe clean`, async () => {
      const { page, consoleErrors } = await openPage(browser, MOBILE);
      const area = await openResult(page, c);
      expect(await figure(page, c.result, c.figure[0])).toBe(c.figure[1]);
      await area.getByRole('button', { name: 'Show the working' }).click();
      await area.getByRole('button', { name: 'Hide the working' }).waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.viewport).toBe(360);
      expect(widths.page).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('44AE at 1280 px: a vehicle added by keyboard and a heavy one weighed; the income follows', async () => {
    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `${site.baseUrl}/calculators?calc=presumptive`);
    const form = page.locator('form[aria-label="Presumptive taxation"][data-ready="true"]');
    await form.getByLabel('Business type').selectOption('44AE');
    const first = form.getByRole('group', { name: 'Vehicle 1' });
    await first.getByLabel('Heavy goods vehicle (over 12 tonnes)').check();
    await first.getByLabel('Gross vehicle weight (tonnes)').fill('20');
    await form.getByRole('button', { name: 'Add a vehicle' }).focus();
    await page.keyboard.press('Enter');
    await form
      .getByRole('group', { name: 'Vehicle 2' })
      .getByLabel('Months owned in the year')
      .selectOption('4');
    await form.getByRole('button', { name: 'Calculate presumptive income' }).click();
    await page.getByRole('status').filter({ hasText: 'Presumptive Tax Calculated' }).waitFor();
    expect(await figure(page, 'Presumptive taxation result', 'Presumptive income')).toBe(
      rupees(20_000 * 12 + 7_500 * 4),
    );
    expect(consoleErrors).toEqual([]);
  });

  it('"Add to my year" opens /calculators?tab=year with the sale in the address', async () => {
    const { page } = await openPage(browser, DESKTOP);
    const c = CASES().find((x) => x.result === 'Capital gains result') as Case;
    const area = await openResult(page, c);
    const link = area.getByRole('link', { name: 'Add to my year' });
    await expect
      .poll(() => link.getAttribute('href'), { timeout: 10_000 })
      .toMatch(/^\/calculators\?tab=year&s=/);
    const href = await link.getAttribute('href');
    // The document requested is the link's (the year calculator may rewrite its address later).
    const [navigation] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest()),
      link.click(),
    ]);
    expect(navigation.url()).toBe(site.baseUrl + href);
    expect(navigation.status()).toBe(200);
  });
});
