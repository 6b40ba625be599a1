// The cost of one request to each cheap public route, to set its per-client limit from
// (apps/api/src/infra/limits.ts, docs/security.md "Rate limits"). Not run in CI:
//   npx tsx bench/limit-costs.bench.ts [requests per route, default 400]
// The app is built in this process over a fresh embedded PGlite and asked through its own
// internal calls (no network, no rate limit in the way), one request at a time, so the wall
// time per request is the server's CPU time for it. Varied inputs keep the answer caches cold
// where a route has one (the explainer's repeat cache); the figure is the median of 3 rounds.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, seedContent } from '../packages/db/src/index';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/env';
import { createInProcessJobRunner } from '../apps/api/src/infra/jobs';
import { injectInternal } from '../apps/api/src/infra/internal-calls';

const N = Number(process.argv[2] ?? 400);
const dataDir = await mkdtemp(join(tmpdir(), 'taxguide-limit-costs-'));
const log = { info() {}, warn() {}, error() {} };
const db = await createDb({ dataDir: join(dataDir, 'pglite') });
await seedContent(db.db);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JWT_SECRET: 'limit-costs-secret-limit-costs-secret',
  ADMIN_PASSWORD: 'limit costs bench password',
});
const jobs = createInProcessJobRunner({ db: db.db, log, now: () => new Date() });
const app = await buildApp({ config, db, jobs, logger: false });
await app.ready();

const WORDS = ['deduction', 'section 80C', 'HRA', 'capital gains', 'rebate 87A', 'TDS', 'NPS'];
const routes: Array<[string, (i: number) => Parameters<typeof injectInternal>[1]]> = [
  [
    'GET /api/search',
    (i) => ({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(WORDS[i % WORDS.length]!)}+${i}`,
    }),
  ],
  [
    'POST /api/calculate/tax',
    (i) => ({
      method: 'POST',
      url: '/api/calculate/tax',
      payload: {
        annualIncome: 900_000 + i * 1_000,
        regime: i % 2 ? 'old' : 'new',
        deductions: { section80C: 150_000 },
      },
    }),
  ],
  [
    'POST /api/ai/explain (offline)',
    (i) => ({
      method: 'POST',
      url: '/api/ai/explain',
      payload: { query: `What does ${WORDS[i % WORDS.length]} mean for me, case ${i}?` },
    }),
  ],
  [
    'GET /api/sections/by-number/80C',
    () => ({ method: 'GET', url: '/api/sections/by-number/80C' }),
  ],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`| route | ms per request (median of 3 rounds of ${N}) | status |`);
console.log('|---|---:|---|');
for (const [name, request] of routes) {
  for (let i = 0; i < 20; i++) await injectInternal(app, request(i)); // warm-up
  const rounds: number[] = [];
  let status = 0;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < N; i++)
      status = (await injectInternal(app, request(round * N + i))).statusCode;
    rounds.push((performance.now() - started) / N);
  }
  console.log(`| ${name} | ${median(rounds).toFixed(2)} | ${status} |`);
}
await app.close();
await jobs.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
