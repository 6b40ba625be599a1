// The README's screenshots of the year calculator, taken from the production build with
// Debian's Chromium (the browser the end-to-end tests drive): a salaried year opened from its
// link, the live result beside (1280 px) or below (360 px) the form.
//   pnpm build && npx tsx scripts/screenshots.ts
// Writes docs/screenshots/year-calculator-360.png and docs/screenshots/year-calculator-1280.png.
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as PlaywrightCore from 'playwright-core';
import type { CompareRequest } from '../packages/contracts/src/calculators';
import { yearUrl } from '../apps/web/src/features/calculators/year/url-state';
import { repoRoot, startSite } from '../e2e/support/site';
// The browser the end-to-end tests use, or a clear stop naming what to install.
import { requireChromium } from '../e2e/support/chromium.mjs';

// playwright-core belongs to the e2e package; resolve it from there.
const { chromium } = createRequire(join(repoRoot, 'e2e/package.json'))(
  'playwright-core',
) as typeof PlaywrightCore;

const YEAR: Partial<CompareRequest> = {
  financialYear: '2026-27',
  annualIncome: 1_500_000,
  salaryDetails: { basic: 600_000, hraReceived: 240_000, rentPaid: 240_000, city: 'Delhi' },
  deductions: { section80C: 150_000, section80D: 25_000 },
};
const OUT = join(repoRoot, 'docs/screenshots');

const site = await startSite();
const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
});
try {
  await mkdir(OUT, { recursive: true });

  async function open(options: PlaywrightCore.BrowserContextOptions) {
    const page = await (
      await browser.newContext({ ...options, reducedMotion: 'reduce' })
    ).newPage();
    await page.goto(site.baseUrl + yearUrl(YEAR));
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
    await page.locator('[data-testid="verdict"]').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    return page;
  }

  // Desktop: the form and its result side by side, from the calculator's title down.
  const desktop = await open({ viewport: { width: 1280, height: 900 } });
  const panel = (await desktop.locator('[role="tabpanel"]:visible').boundingBox())!;
  await desktop.screenshot({
    path: join(OUT, 'year-calculator-1280.png'),
    fullPage: true,
    clip: { x: panel.x - 16, y: panel.y - 16, width: panel.width + 32, height: 1000 },
  });

  // Phone: the result as it appears below the form, from its title to the regimes' table.
  const phone = await open({
    viewport: { width: 360, height: 760 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await phone.locator('[data-testid="year-result-source"]').evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 12);
  });
  await phone.screenshot({ path: join(OUT, 'year-calculator-360.png') });
  console.log(`Saved year-calculator-1280.png and year-calculator-360.png in ${OUT}`);
} finally {
  await browser.close();
  await site.stop();
}
