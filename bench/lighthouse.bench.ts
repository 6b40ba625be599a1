// Lighthouse (mobile, default simulated throttling) on key pages in English and Hindi (PAGES), against the
// production build: performance, accessibility, best practices and SEO per page, the median of
// three runs (a fresh headless Chromium for every run). Targets: performance >= 95,
// accessibility >= 95, best practices >= 95, SEO 100. For every category under its target the
// audits that cost points are listed (from the median run), with the points each one costs.
// The JSON reports are kept in bench/out/lighthouse/ (git-ignored). Not run in CI:
//   pnpm build && npx tsx bench/lighthouse.bench.ts [runs per page, default 3]
// The simulated 4x CPU slowdown assumes a fast desktop (Lighthouse's benchmarkIndex about 1,500+,
// printed here); on a slower or busy machine it over-throttles. For a diagnosis only, not for the
// budget: LH_CPU_SLOWDOWN=2 npx tsx bench/lighthouse.bench.ts runs with another multiplier.
// LH_PAGES=/hi,/hi/faq measures only the pages listed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, repoRoot, requireBuild, startServer } from './support/server';
// The browser the end-to-end tests use, or a clear stop naming what to install.
import { requireChromium } from '../e2e/support/chromium.mjs';

const PAGES = process.env.LH_PAGES?.split(',') ?? [
  '/',
  '/calculators',
  '/section/80C',
  '/blog/section-80c-guide',
  '/hi',
  '/hi/faq',
  '/hi/section/80C',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 95,
  'best-practices': 95,
  seo: 100,
};
const LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

requireBuild();
const runs = Number(process.argv[2] ?? 3);
const cpuSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
const outDir = join(repoRoot, 'bench/out/lighthouse');
mkdirSync(outDir, { recursive: true });

interface AuditRef {
  id: string;
  weight: number;
}
interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number };
  categories: Record<Category, { score: number | null; auditRefs: AuditRef[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      displayValue?: string;
      numericValue?: number;
    }
  >;
}

/** Whole points (0-100) as Lighthouse shows them. */
const points = (score: number | null) => Math.round((score ?? 0) * 100);

/** The scored audits of one category that lost points, largest loss first. */
function losses(lhr: Lhr, category: Category) {
  const refs = lhr.categories[category].auditRefs.filter((r) => r.weight > 0);
  const totalWeight = refs.reduce((sum, r) => sum + r.weight, 0);
  return refs
    .map((ref) => {
      const audit = lhr.audits[ref.id]!;
      const lost = audit.score === null ? 0 : ((1 - audit.score) * ref.weight * 100) / totalWeight;
      return { id: ref.id, title: audit.title, displayValue: audit.displayValue, lost };
    })
    .filter((a) => a.lost > 0.05)
    .sort((a, b) => b.lost - a.lost);
}

async function runOnce(url: string): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) {
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's own trace failures (NO_NAVSTART, NO_FCP and the like: the trace of a headless
 * Chromium on a busy machine came back incomplete) say nothing about the page: such a run is
 * done again, up to twice, and reported.
 */
async function runWithRetry(url: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/: NO_[A-Z_]+ /.test(message)) throw error;
      console.error(`  ${message.split('\n')[0]}: run again (attempt ${attempt + 1} of 3)`);
    }
  }
}

const server = await startServer({ readyPath: '/' });
const rows: string[] = [];
const misses: string[] = [];
const shortOf100: string[] = [];
let version = '';
const benchmarkIndexes: number[] = [];
try {
  for (const path of PAGES) {
    const url = server.origin + path;
    const lhrs: Lhr[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const lhr = await runWithRetry(url);
      lhrs.push(lhr);
      version = lhr.lighthouseVersion;
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
      const suffix = cpuSlowdown ? `-cpu${cpuSlowdown}` : '';
      writeFileSync(join(outDir, `${slug}${suffix}-${run + 1}.json`), JSON.stringify(lhr));
      console.error(
        `${path} run ${run + 1}: ${CATEGORIES.map((c) => `${c} ${points(lhr.categories[c].score)}`).join(', ')} (${((performance.now() - started) / 1000).toFixed(0)} s)` +
          (lhr.runWarnings.length ? `\n  warnings: ${lhr.runWarnings.join(' | ')}` : ''),
      );
    }
    const cells = CATEGORIES.map((category) => {
      const scores = lhrs.map((l) => points(l.categories[category].score));
      const med = median(scores);
      const ok = med >= TARGETS[category];
      // Below target, or (outside performance, which varies run to run) below 100: say why.
      if (!ok || (med < 100 && category !== 'performance')) {
        // The audits of the run whose score is the median (the first such run).
        const medianRun = lhrs[scores.indexOf(scores.toSorted((a, b) => a - b)[(runs - 1) >> 1]!)]!;
        const lost = losses(medianRun, category)
          .map(
            (a) =>
              `\`${a.id}\` −${a.lost.toFixed(1)}${a.displayValue ? ` (${a.displayValue})` : ''}`,
          )
          .join(', ');
        if (ok) shortOf100.push(`- ${path} ${LABELS[category]} ${med}: ${lost}`);
        else misses.push(`- ${path} ${LABELS[category]} ${med} < ${TARGETS[category]}: ${lost}`);
      }
      return `${ok ? '' : '**'}${med}${ok ? '' : '**'} (${scores.join('/')})`;
    });
    const lcp = median(lhrs.map((l) => l.audits['largest-contentful-paint']!.numericValue ?? 0));
    const tbt = median(lhrs.map((l) => l.audits['total-blocking-time']!.numericValue ?? 0));
    rows.push(
      `| ${path} | ${cells.join(' | ')} | ${(lcp / 1000).toFixed(1)} s | ${Math.round(tbt)} ms |`,
    );
  }
} finally {
  await server.stop();
}

console.log(
  `\nLighthouse ${version} (mobile, simulated throttling${cpuSlowdown ? `, CPU slowdown ${cpuSlowdown}x instead of 4x` : ''}), median of ${runs} runs (the runs in brackets); ` +
    `Node ${process.version}; benchmarkIndex of this machine ${Math.round(median(benchmarkIndexes))} ` +
    `(${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))})\n`,
);
console.log(`| Page | ${CATEGORIES.map((c) => LABELS[c]).join(' | ')} | LCP | TBT |`);
console.log(`|---|${CATEGORIES.map(() => '---:').join('|')}|---:|---:|`);
for (const row of rows) console.log(row);
console.log(
  `\nTargets: ${CATEGORIES.map((c) => `${LABELS[c]} >= ${TARGETS[c]}`).join(', ')}.` +
    (misses.length
      ? `\nBelow target (audits that cost points, in points of the category score):\n${misses.join('\n')}`
      : ' Every page meets every target.'),
);
if (shortOf100.length > 0) console.log(`\nAbove target, short of 100:\n${shortOf100.join('\n')}`);
// A miss is reported, not an exit code: `pnpm bench` goes on to the other benchmarks.
