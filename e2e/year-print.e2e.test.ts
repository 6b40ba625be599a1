/**
 * The year calculator on paper, in Chromium on the production build: a typical salaried year
 * (salary with HRA and rent in Delhi, 80C and 80D) printed with the result's Print button fits
 * one A4 sheet that starts with the calculator's title and carries the inputs, the result, the
 * working and the date; on screen the working stays behind each part's button.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareRequest } from '../packages/contracts/src/calculators';
import { compareRegimes } from '../packages/tax-engine/src/index';
import { yearUrl } from '../apps/web/src/features/calculators/year/url-state';
import { DESKTOP, MOBILE, gotoHydrated, launchBrowser, openPage } from './support/browser';
import { pdfPageCount, pdfText } from './support/pdf-reader';
import { startSite, type RunningSite } from './support/site';

let site: RunningSite;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  [site, browser, dir] = await Promise.all([
    startSite(),
    launchBrowser(),
    mkdtemp(join(tmpdir(), 'taxguide-year-print-')),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const SALARIED: CompareRequest = {
  financialYear: '2026-27',
  ageGroup: 'below60',
  residentialStatus: 'resident',
  incomeType: 'salary',
  taxpayerType: 'individual',
  annualIncome: 1_500_000,
  salaryDetails: { basic: 600_000, hraReceived: 240_000, rentPaid: 240_000, city: 'Delhi' },
  deductions: { section80C: 150_000, section80D: 25_000 },
};
const CALCULATOR_TITLE = 'Income tax: old versus new regime';

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
const today = () =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(),
  );

/** The print as Chromium makes it: A4 with the print dialog's default margins (about 1 cm). */
async function printToPdf(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({
    format: 'A4',
    margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' },
  });
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  const text = await pdfText(pdf);
  return {
    pages: await pdfPageCount(pdf),
    pageObjects: (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length,
    lines: text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  };
}

async function openSalariedYear(viewport: BrowserContextOptions) {
  const { page, consoleErrors } = await openPage(browser, viewport);
  await gotoHydrated(page, site.baseUrl + yearUrl(SALARIED));
  await page.locator('[data-testid="verdict"]').waitFor({ timeout: 20_000 });
  return { page, consoleErrors };
}

const VIEWPORTS: Array<[string, BrowserContextOptions]> = [
  ['360 px', MOBILE],
  ['1280 px', DESKTOP],
];

describe.each(VIEWPORTS)('the year printed from %s', (label, viewport) => {
  it('with its Print button: one A4 sheet, title first, inputs, result, working and date', async () => {
    const { page, consoleErrors } = await openSalariedYear(viewport);
    try {
      await page.evaluate(() => {
        window.print = () => {
          document.documentElement.dataset.printRequested = 'true';
        };
      });
      const panel = page.locator('[role="tabpanel"]:visible');
      await panel.getByRole('button', { name: 'Print' }).click();
      await expect(page.locator('html').getAttribute('data-print-requested')).resolves.toBe('true');

      const printed = await printToPdf(page, `button-${label}`);
      expect(printed.pages).toBe(1);
      expect(printed.pageObjects).toBe(1);
      expect(printed.lines[0]).toBe(CALCULATOR_TITLE);

      const text = printed.lines.join('\n');
      const compare = compareRegimes(SALARIED);
      // In reading order: the result's title and date, the inputs, the verdict, the working.
      const order = [
        `Your tax for FY ${SALARIED.financialYear}`,
        `Worked out on ${today()}`,
        'Your inputs',
        'Salary: Gross ₹15,00,000',
        'Deductions: ₹1,75,000 claimed',
        `The new regime saves you ${rupees(compare.saving)}.`,
        'Working, step by step',
        'Less: exempt house rent allowance',
        'Total tax payable (rounded to nearest 10)',
      ].map((needle) => {
        const at = text.indexOf(needle);
        expect(at, needle).toBeGreaterThanOrEqual(0);
        return at;
      });
      expect(order).toEqual([...order].sort((a, b) => a - b));
      // The result's figures and every step of the working, both regimes.
      for (const regime of ['old', 'new'] as const) {
        expect(text).toContain(rupees(compare[regime].totalTax));
        for (const step of compare[regime].steps) expect(text).toContain(step.label);
      }
      // The form and the on-screen buttons stay off paper.
      expect(text).not.toContain('Show the working');
      expect(text).not.toContain('Start again');
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

it('keeps the working on screen: each part’s working opens under its button', async () => {
  const { page } = await openSalariedYear(DESKTOP);
  try {
    const printedWorking = page.getByRole('table', { name: 'Working, step by step' });
    await expect(printedWorking.isVisible()).resolves.toBe(false);
    const name = 'Working: income by head, old regime';
    await page
      .getByRole('group', { name })
      .getByRole('button', { name: 'Show the working' })
      .click();
    const income = page.getByRole('table', { name });
    await expect(income.isVisible()).resolves.toBe(true);
    await expect(income.getByText('Gross salary').isVisible()).resolves.toBe(true);
  } finally {
    await page.context().close();
  }
});
