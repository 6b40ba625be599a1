/**
 * Every calculator readable on a 360 px phone and on paper (production build, Chromium): no
 * page wider than the screen with every result and its working open, long tables usable from
 * the keyboard, toasts clear of the result, amounts on one line, and a print that starts with
 * the title and carries the inputs, the result, the working and the date.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, gotoHydrated, launchBrowser, openPage } from './support/browser';
import { repoRoot, startSite, type RunningSite } from './support/site';

let site: RunningSite;
let browser: Browser;
let guidePath: string;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  const posts = (await (await fetch(`${site.baseUrl}/api/blog`)).json()) as Array<{ slug: string }>;
  guidePath = `/blog/${posts[0]!.slug}`;
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const VIEWPORTS: Array<[string, BrowserContextOptions, number]> = [
  ['360x740', MOBILE, 360],
  ['1280x800', DESKTOP, 1280],
];

/** Each calculator with a share URL that computes a large result (long working, surcharge). */
const CALCULATORS = [
  {
    id: 'tax',
    title: 'Income tax: old versus new regime',
    query:
      'tax.annualIncome=55000000&tax.section80C=150000&tax.section80D=25000&tax.homeLoanInterest=200000&tax.section80CCD2=350000&tax.otherIncome=1234567',
    input: '5,50,00,000',
  },
  {
    id: 'advance',
    title: 'Advance tax',
    query: 'advance.annualIncome=55000000&advance.tdsDeducted=3000000',
    input: '5,50,00,000',
  },
  {
    id: 'hra',
    title: 'HRA exemption',
    query: 'hra.basicSalary=12000000&hra.hraReceived=6000000&hra.rentPaid=5400000&hra.metro=1',
    input: '1,20,00,000',
  },
  {
    id: 'cg',
    title: 'Capital gains tax',
    query:
      'cg.assetType=equity&cg.purchasePrice=10000000&cg.salePrice=35000000&cg.purchaseDate=2015-04-10&cg.saleDate=2026-08-01',
    input: '3,50,00,000',
  },
  {
    id: 'presumptive',
    title: 'Presumptive taxation (44AD / 44ADA)',
    query: 'presumptive.businessType=44ADA&presumptive.grossReceipts=6000000',
    input: '60,00,000',
  },
] as const;

const HOME_BLOCKS = { tax: 'calculators', advance: 'calculators' } as Record<string, string>;

/** The public pages, read from the router's table (parameters filled with real values). */
function publicRoutes(): string[] {
  const source = readFileSync(join(repoRoot, 'apps/web/src/app/routes.tsx'), 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
  expect(paths).toContain('/calculators');
  return paths.map((path) =>
    path === '*'
      ? '/this-page-does-not-exist'
      : path.replace(':sectionNumber', '80C').replace(':slug', '{guide}'),
  );
}

const activePanel = (page: Page) => page.locator('[role="tabpanel"]:visible').first();

/** Waits for a computed result in the panel, then opens every "Show the working". */
async function openEveryWorking(scope: Locator) {
  const closed = scope.getByRole('button', { name: 'Show the working' });
  await closed.first().waitFor({ timeout: 20_000 });
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(
    scope.getByRole('button', { name: 'Hide the working' }).count(),
  ).resolves.toBeGreaterThan(0);
}

/** The page's width, and (for a failure message) what sticks out past the screen's edge. */
async function expectNoOverflow(page: Page, width: number) {
  const report = await page.evaluate((w) => {
    const scrolls = (el: Element) => /auto|scroll|hidden/.test(getComputedStyle(el).overflowX);
    const culprits: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= w + 0.5) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (scrolls(a)) clipped = true;
      }
      if (!clipped)
        culprits.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(r.right)}`,
        );
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 8) };
  }, width);
  expect(report.scrollWidth, report.culprits.join('\n')).toBeLessThanOrEqual(width);
}

interface Violation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** axe's serious and critical violations on the page as it is now (as in a11y.e2e.test.ts). */
async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const r = await run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe.each(VIEWPORTS)('at %s no page is wider than the screen', (_name, viewport, width) => {
  it.each(CALCULATORS.map((c) => [c.id, c]))(
    '/calculators, %s: result and every working open',
    async (_id, calc) => {
      const { page, consoleErrors } = await openPage(browser, viewport);
      try {
        await gotoHydrated(page, `${site.baseUrl}/calculators?calc=${calc.id}&${calc.query}`);
        const panel = activePanel(page);
        await expect(panel.getByRole('heading', { name: calc.title }).count()).resolves.toBe(1);
        await openEveryWorking(panel);
        await expectNoOverflow(page, width);
        // Amounts stay on one line: every rupee figure in the result is one line high.
        const wrapped = await panel.evaluate((root) =>
          [...root.querySelectorAll('section dd, section td, section span')]
            .filter((el) => /^−?-?₹[\d,]+$/.test(el.textContent?.trim() ?? ''))
            .filter((el) => el.getClientRects().length > 0)
            .filter((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
            })
            .map((el) => el.textContent),
        );
        expect(wrapped).toEqual([]);
        // A region that scrolls sideways can be reached and named from the keyboard.
        const regions = await panel
          .locator('[data-scroll-region]')
          .evaluateAll((els) =>
            els
              .filter((el) => el.scrollWidth > el.clientWidth + 1)
              .map((el) => ({ tabIndex: el.tabIndex, name: el.getAttribute('aria-label') ?? '' })),
          );
        for (const region of regions) {
          expect(region.tabIndex).toBe(0);
          expect(region.name).not.toBe('');
        }
        expect(await seriousViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );

  it('/ (home page calculators): the income-tax and advance-tax results with the working open', async () => {
    const { page } = await openPage(browser, viewport);
    try {
      for (const calc of CALCULATORS.filter((c) => HOME_BLOCKS[c.id])) {
        await gotoHydrated(page, `${site.baseUrl}/?calc=${calc.id}&${calc.query}`);
        const block = page.locator(`#${HOME_BLOCKS[calc.id]}`);
        // The block's code loads on first use: a tap into its form wakes it and restores the URL.
        await block.locator('form input:visible').first().focus();
        await openEveryWorking(block.locator('[role="tabpanel"]:visible'));
        await expectNoOverflow(page, width);
      }
    } finally {
      await page.context().close();
    }
  });

  it.each(publicRoutes().map((r) => [r]))('%s', async (route) => {
    const { page } = await openPage(browser, viewport);
    try {
      await gotoHydrated(page, site.baseUrl + route.replace('{guide}', guidePath.slice(6)));
      await page.waitForLoadState('networkidle');
      await expectNoOverflow(page, width);
    } finally {
      await page.context().close();
    }
  });
});

describe('at 360x740 no Hindi page is wider than the screen', () => {
  // Hindi words are longer than English ones and a citation reads "आयकर अधिनियम 2025 की धारा 156".
  it.each(CALCULATORS.map((c) => [c.id, c]))(
    '/hi/calculators, %s: result and every working open',
    async (_id, calc) => {
      const { page, consoleErrors } = await openPage(browser, MOBILE);
      try {
        await gotoHydrated(page, `${site.baseUrl}/hi/calculators?calc=${calc.id}&${calc.query}`);
        const panel = activePanel(page);
        const closed = panel.getByRole('button', { name: 'गणना दिखाएं' });
        await closed.first().waitFor({ timeout: 20_000 });
        while ((await closed.count()) > 0) await closed.first().click();
        // The working is the engine's Hindi: its citations say धारा.
        await expect(panel.getByRole('link', { name: /^धारा / }).count()).resolves.toBeGreaterThan(
          0,
        );
        await expectNoOverflow(page, 360);
        expect(await seriousViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(
    publicRoutes()
      .filter((r) => !['/admin', '/ai-dashboard'].includes(r))
      .map((r) => [`/hi${r === '/' ? '' : r}`]),
  )('%s', async (route) => {
    const { page } = await openPage(browser, MOBILE);
    try {
      await gotoHydrated(page, site.baseUrl + route.replace('{guide}', guidePath.slice(6)));
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
      await expectNoOverflow(page, 360);
    } finally {
      await page.context().close();
    }
  });
});

/** The area (px²) of the shown toast that lies over the result, within the screen. */
async function toastOverResult(page: Page) {
  return page.evaluate(() => {
    const toastBox = document
      .querySelector('[role="status"] > div, [role="alert"] > div')
      ?.getBoundingClientRect();
    const result = [...document.querySelectorAll('[data-toast-avoid]')]
      .map((el) => el.getBoundingClientRect())
      .find((r) => r.width > 0 && r.height > 0);
    if (!toastBox || !result) return { area: -1, detail: 'no toast or no result' };
    const w = Math.min(toastBox.right, result.right) - Math.max(toastBox.left, result.left);
    const h =
      Math.min(toastBox.bottom, result.bottom, innerHeight) - Math.max(toastBox.top, result.top, 0);
    const placement = document.querySelector('[data-placement]')?.getAttribute('data-placement');
    const detail = `${placement}: toast ${JSON.stringify(toastBox)}, result ${JSON.stringify(result)}, screen ${innerHeight}`;
    // A toast with nowhere clear to go is held out of sight (still in the live region).
    if (placement === 'held') return { area: 0, detail };
    return { area: w > 0 && h > 0 ? w * h : 0, detail };
  });
}

async function expectToastClear(page: Page) {
  const { area, detail } = await toastOverResult(page);
  expect(area, detail).toBe(0);
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
  );

describe.each(VIEWPORTS)('at %s toasts keep clear of the result', (_name, viewport) => {
  it('the "Tax Calculated" toast covers no part of the result, before and after scrolling to it', async () => {
    const { page } = await openPage(browser, viewport);
    try {
      await gotoHydrated(page, `${site.baseUrl}/calculators`);
      const form = page.locator(
        'form[aria-label="Income tax: old versus new regime"][data-ready="true"]',
      );
      await form.getByLabel('Annual income').fill('2400000');
      // As a visitor who has filled the form in: its button at the foot of the screen.
      const calculate = form.getByRole('button', { name: 'Calculate tax' });
      await calculate.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await calculate.click();
      await page.getByTestId('verdict').waitFor();
      await page.getByRole('status').filter({ hasText: 'Tax Calculated' }).waitFor();
      await nextFrames(page);
      await expectToastClear(page);
      // Reading the verdict: the toast moves out of its way.
      await page.getByTestId('verdict').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await nextFrames(page);
      await expect(
        page.getByRole('status').filter({ hasText: 'Tax Calculated' }).count(),
      ).resolves.toBe(1);
      await expectToastClear(page);
      // The result filling the screen from its top: no clear corner, the toast stays off it.
      await page
        .locator('[data-toast-avoid]')
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await nextFrames(page);
      await expectToastClear(page);
    } finally {
      await page.context().close();
    }
  });
});

/**
 * The first text on paper: the first visible, unclipped text in the body under print media
 * (the heading it is part of, if any).
 */
async function firstPrintedText(page: Page) {
  await page.emulateMedia({ media: 'print' });
  return page.evaluate(() => {
    const hiddenBySize = (el: Element | null): boolean => {
      for (let a = el; a && a !== document.body; a = a.parentElement) {
        const r = a.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      const el = n.parentElement;
      if (!text || !el) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (hiddenBySize(el)) continue;
      // The whole heading the first text belongs to (a title may be several text nodes).
      return el.closest('h1, h2, h3')?.textContent?.trim() ?? text;
    }
    return '';
  });
}

/** Presses the calculator's own Print button (the browser's print dialog stubbed out). */
async function pressPrint(page: Page, panel: Locator) {
  await page.evaluate(() => {
    window.print = () => {
      document.documentElement.dataset.printRequested = 'true';
    };
  });
  await panel.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('html').getAttribute('data-print-requested')).resolves.toBe('true');
}

const today = () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(new Date());

describe.each(VIEWPORTS)('on paper at %s', (_name, viewport) => {
  it.each(CALCULATORS.map((c) => [c.id, c]))(
    '/calculators, %s: starts with its title; inputs, result, working and date printed',
    async (_id, calc) => {
      const { page } = await openPage(browser, viewport);
      try {
        await gotoHydrated(page, `${site.baseUrl}/calculators?calc=${calc.id}&${calc.query}`);
        const panel = activePanel(page);
        await panel.getByRole('button', { name: 'Show the working' }).first().waitFor();
        await pressPrint(page, panel);
        expect(await firstPrintedText(page)).toBe(calc.title);
        const inputs = panel.locator('[data-print-inputs]');
        await expect(inputs.isVisible()).resolves.toBe(true);
        await expect(inputs.innerText()).resolves.toContain(calc.input);
        await expect(inputs.innerText()).resolves.toContain(`Worked out on ${today()}`);
        // The working is printed even though it was never opened on screen.
        const working = panel.getByRole('table').first();
        await expect(working.isVisible()).resolves.toBe(true);
        await expect(working.getByRole('row').count()).resolves.toBeGreaterThan(2);
        await expect(panel.locator('dl dd').first().isVisible()).resolves.toBe(true);
        // Only this calculator: the page's heading, the form and the buttons stay off paper.
        await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(false);
        await expect(panel.locator('form').isVisible()).resolves.toBe(false);
        await expect(panel.getByRole('button').first().isVisible()).resolves.toBe(false);
        // After the print the page is whole again.
        await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
        await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
      } finally {
        await page.context().close();
      }
    },
  );

  it('/ : the income-tax calculator printed from the home page starts with its title', async () => {
    const { page } = await openPage(browser, viewport);
    try {
      await gotoHydrated(page, `${site.baseUrl}/?calc=tax&${CALCULATORS[0].query}`);
      const block = page.locator('#calculators');
      await block.locator('form input:visible').first().focus();
      const panel = block.locator('[role="tabpanel"]:visible');
      await panel.getByRole('button', { name: 'Show the working' }).first().waitFor();
      await pressPrint(page, panel);
      expect(await firstPrintedText(page)).toBe(CALCULATORS[0].title);
      await expect(panel.locator('[data-print-inputs]').innerText()).resolves.toContain(
        CALCULATORS[0].input,
      );
    } finally {
      await page.context().close();
    }
  });

  it.each([['/calculators'], ['/section/80C'], ['/faq']])(
    '%s printed from the browser menu starts with the page title',
    async (route) => {
      const { page } = await openPage(browser, viewport);
      try {
        await gotoHydrated(page, site.baseUrl + route);
        await page.waitForLoadState('networkidle');
        const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
        expect(title.length).toBeGreaterThan(0);
        expect(await firstPrintedText(page)).toBe(title);
      } finally {
        await page.context().close();
      }
    },
  );
});
