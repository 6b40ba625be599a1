/**
 * axe-core on every public route, on the production build in Chromium,
 * at 1280×800 and at 360×740 (and with the mobile menu drawer open): no serious or critical
 * violation. axe runs in the page through the DevTools protocol (page.evaluate), so the
 * site's strict CSP stays on exactly as users get it.
 */
import axe from 'axe-core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, launchBrowser, MOBILE, openPage } from './support/browser';
import { startSite, type RunningSite } from './support/site';

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

/** A guide's page: its slug comes from the running site. */
const GUIDE = '/blog/{first guide}';
const ROUTES = (): string[] => [
  '/',
  '/sections',
  '/section/80C',
  '/calculators',
  '/ai-assistant',
  '/blog',
  GUIDE,
  '/abbreviations',
  '/act-2025',
  '/act-2025?q=80C',
  '/section/1?act=2025',
  '/faq',
  '/contact',
  '/newsletter',
  '/pdf-download',
  '/admin',
  '/privacy',
  '/terms',
  '/eula',
  '/ccpa',
  '/cookies',
  '/how-we-check',
  '/this-page-does-not-exist',
  // The Hindi site: its translated pages, and one still English under a Hindi note (a guide).
  '/hi',
  '/hi/faq',
  '/hi/section/80C',
  '/hi/calculators',
  '/hi/ai-assistant',
  '/hi/abbreviations',
  '/hi/act-2025',
  '/hi/contact',
  '/hi/privacy',
  '/hi/cookies',
  '/hi/how-we-check',
  '/hi/saved',
  '/hi/this-page-does-not-exist',
  '/hi/blog',
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe on the page as it is now; answers the serious and critical violations. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const r = await run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Loads a route, waits for hydration and for its data, so axe sees the finished page. */
async function open(page: Page, path: string) {
  await gotoHydrated(page, site.baseUrl + path);
  await page.waitForLoadState('networkidle');
  // Skeletons and lazy chunks settle after the data arrives.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => {});
}

const VIEWPORTS: Array<[string, BrowserContextOptions]> = [
  ['1280x800', DESKTOP],
  ['360x740', MOBILE],
];

describe.each(VIEWPORTS)('axe at %s', (_name, viewport) => {
  it.each(ROUTES().map((r) => [r]))('%s: no serious or critical violation', async (route) => {
    const { page } = await openPage(browser, viewport);
    try {
      await open(page, route === GUIDE ? guidePath : route);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('axe on interactive states', () => {
  async function scan(
    viewport: BrowserContextOptions,
    path: string,
    act: (page: Page) => Promise<void>,
  ) {
    const { page } = await openPage(browser, viewport);
    try {
      await open(page, path);
      await act(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  }

  it('the mobile menu drawer, open', async () => {
    await scan(MOBILE, '/', async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
    });
  });

  it('the mobile menu drawer in Hindi, open', async () => {
    await scan(MOBILE, '/hi/faq', async (page) => {
      await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
    });
  });

  it('a header menu, open from the keyboard', async () => {
    await scan(DESKTOP, '/', async (page) => {
      const resources = page.getByRole('button', { name: 'Resources' });
      await resources.focus();
      await page.keyboard.press('Enter');
      await expect(resources.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('link', { name: 'FAQ', exact: true }).first().waitFor();
    });
  });

  it('the tax calculator with its result', async () => {
    await scan(DESKTOP, '/calculators', async (page) => {
      const form = page.locator(
        'form[aria-label="Income tax: old versus new regime"][data-ready="true"]',
      );
      await form.getByLabel('Annual income').fill('1800000');
      await form.getByRole('button', { name: 'Calculate tax' }).click();
      await page.getByTestId('verdict').waitFor();
    });
  });

  it('the contact form with its validation toast', async () => {
    await scan(MOBILE, '/contact', async (page) => {
      await page.getByLabel('Name').fill('Asha Rao');
      await page.getByLabel('Email').fill('asha@example.com');
      await page.getByLabel('Subject').fill('   ');
      await page.getByLabel('Category').selectOption({ label: 'Tax Law Inquiry' });
      await page.getByLabel('Message').fill('Does ELSS count?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Validation Error').waitFor();
    });
  });

  it('a FAQ answer, expanded', async () => {
    await scan(DESKTOP, '/faq', async (page) => {
      const question = page.getByRole('main').locator('button[aria-expanded]').first();
      await question.click();
      await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    });
  });
});
