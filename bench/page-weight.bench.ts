// Initial JavaScript, gzipped, as Chromium loads it from the production build: every script
// fetched from navigation until the network is idle, without scrolling or typing (the calculator
// and explainer islands, and the year calculator's form, load on first use). Budgets: the home
// page at most 100 KB, /calculators at most 130 KB, in English and in Hindi (/hi, /hi/calculators);
// also reported for the other pages the Lighthouse budget names. Exits non-zero when a page is over its budget. Not run in CI:
//   pnpm build && npx tsx bench/page-weight.bench.ts
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type * as PlaywrightCore from 'playwright-core';
import { repoRoot, requireBuild, startServer } from './support/server';
// The browser the end-to-end tests use, or a clear stop naming what to install.
import { requireChromium } from '../e2e/support/chromium.mjs';

/** Gzipped initial JavaScript each budgeted page may load. */
const BUDGETS: Record<string, number> = {
  '/': 100 * 1024,
  '/calculators': 130 * 1024,
  '/hi': 100 * 1024,
  '/hi/calculators': 130 * 1024,
};
// The year calculator's own link is listed too (its form loads on demand, outside the budget).
const PAGES = [
  '/',
  '/calculators',
  '/calculators?tab=year',
  '/section/80C',
  '/blog/section-80c-guide',
  '/act-2025',
  '/hi',
  '/hi/calculators',
  '/hi/section/80C',
];

requireBuild();
// playwright-core belongs to the e2e package; resolve it from there.
const fromE2e = createRequire(join(repoRoot, 'e2e/package.json'));
const { chromium } = fromE2e('playwright-core') as typeof PlaywrightCore;

const gzipped = (assetPath: string) =>
  gzipSync(readFileSync(join(repoRoot, 'apps/web/dist/client', assetPath)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startServer({ readyPath: '/' });
const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const verdicts: string[] = [];
let overBudget = false;
try {
  console.log('| Page | initial JS files | gzipped | largest files |');
  console.log('|---|---:|---:|---|');
  for (const path of PAGES) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === server.origin) {
        scripts.add(url.pathname);
      }
    });
    const response = await page.goto(server.origin + path, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    const sizes = [...scripts].map((p) => ({ path: p, bytes: gzipped(p) }));
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    const largest = sizes
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map((s) => `${s.path.replace('/assets/', '')} ${kb(s.bytes)}`)
      .join(', ');
    console.log(`| ${path} | ${sizes.length} | ${kb(total)} | ${largest} |`);
    const budget = BUDGETS[path];
    if (budget !== undefined) {
      const over = total > budget;
      overBudget ||= over;
      verdicts.push(`${over ? 'OVER' : 'PASS'}  ${path}: ${kb(total)} of ${kb(budget)}`);
    }
    if (process.env.VERBOSE) for (const s of sizes) console.log(`    ${s.path} ${kb(s.bytes)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\nBudgets (initial JS, gzip):\n${verdicts.join('\n')}`);
if (overBudget) process.exitCode = 1;
