/**
 * Chromium driven by playwright-core: the one chromium.mjs finds ($CHROME_PATH, the system's,
 * or one Playwright downloaded), the same lookup `pnpm test` provisions a browser with.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { requireChromium } from './chromium.mjs';
import { repoRoot } from './site';

/** The browser's path; without one the browser tests fail, saying what to install. */
export const chromiumPath = requireChromium;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** Navigates and waits until React has hydrated the page (before that, buttons do nothing). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  return response;
}

/** Opens a page that records console errors and keeps a screenshot if the test fails. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = DESKTOP,
): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  onTestFailed(async ({ task }) => {
    const dir = join(repoRoot, 'test-results', 'screenshots');
    await mkdir(dir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true }).catch(() => {});
  });
  return { page, consoleErrors };
}
