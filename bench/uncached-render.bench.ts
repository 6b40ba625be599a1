// Uncached server renders of a section page, and the server's memory, this build against another
// checkout's build (before/after in one run). Not run in CI:
//   pnpm build && npx tsx bench/uncached-render.bench.ts [--baseline <other checkout, built>]
//        [--database-url postgres://…/<empty database>] [seconds per round, default 8]
//
// Every request asks for /section/80C with a new `q` (a parameter the page cache keeps in its key),
// so each one is rendered; the per-client render allowance is lifted for the run. Load: autocannon,
// 4 connections (the render gate lets a few renders run at once), a warm-up, then alternating rounds
// (baseline, this build, ...), medians compared. Per server: renders/s, p50/p99 latency, CPU time per
// render (/proc), resident memory at rest (15 s after start-up, time for V8's idle collections)
// and 10 s after the load. Without --database-url each server embeds its own PGlite database;
// with it, both use that Postgres database (a production replica's set-up; the first seeds it).
import { createRequire } from 'node:module';
import { processCpuMicros, processRssBytes } from './support/proc';
import { median, requireBuild, startServer, type BenchServer } from './support/server';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const args = process.argv.slice(2);
const optionIndexes = new Set<number>();
function option(name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  optionIndexes.add(at).add(at + 1);
  return args[at + 1];
}
const baselineRoot = option('--baseline');
const databaseUrl = option('--database-url');
const positional = args.filter((_, i) => !optionIndexes.has(i));
const seconds = Number(positional[0] ?? 8);
const ROUNDS = 3;
const PAGE = '/section/80C';

requireBuild();
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const env: Record<string, string> = {
  UNCACHED_RENDERS_PER_MINUTE: '100000',
  LOG_LEVEL: 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl, SITE_URL: 'http://127.0.0.1' } : {}),
};
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Measured {
  name: string;
  server: BenchServer;
  rssAtRest: number | null;
  rounds: { rps: number; p50: number; p99: number; cpuMsPerRender: number | null; bad: number }[];
}

const mib = (bytes: number | null) =>
  bytes === null ? 'n/a' : `${(bytes / 2 ** 20).toFixed(0)} MiB`;

let counter = 0;
async function round(server: BenchServer, duration: number) {
  const cpuBefore = processCpuMicros(server.pid);
  const result = await autocannon({
    url: server.origin + PAGE,
    connections: 4,
    duration,
    requests: [
      { setupRequest: (req: { path: string }) => ({ ...req, path: `${PAGE}?q=r${++counter}` }) },
    ],
  });
  const cpuAfter = processCpuMicros(server.pid);
  const cpuMsPerRender =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : (cpuAfter - cpuBefore) / 1000 / result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRender,
    bad: result.errors + result.non2xx,
  };
}

async function start(name: string, root: string | undefined): Promise<Measured> {
  const server = await startServer({ readyPath: PAGE, env, ...(root ? { root } : {}) });
  await settle(15_000);
  return { name, server, rssAtRest: processRssBytes(server.pid), rounds: [] };
}

const servers: Measured[] = [];
try {
  if (baselineRoot) servers.push(await start(`baseline (${baselineRoot})`, baselineRoot));
  servers.push(await start('this build', undefined));
  for (const s of servers) await round(s.server, 2);
  for (let i = 0; i < ROUNDS; i++) {
    for (const s of servers) s.rounds.push(await round(s.server, seconds));
  }
  await settle(10_000);
  const rssAfter = servers.map((s) => processRssBytes(s.server.pid));
  console.log(
    `GET ${PAGE}?q=<new each time>, ${ROUNDS} rounds of ${seconds} s, 4 connections, ` +
      (databaseUrl ? 'Postgres' : 'embedded PGlite'),
  );
  for (const [i, s] of servers.entries()) {
    const rps = median(s.rounds.map((r) => r.rps));
    const cpu = s.rounds.map((r) => r.cpuMsPerRender).filter((v): v is number => v !== null);
    console.log(
      `${s.name}: ${rps.toFixed(0)} renders/s (rounds ${s.rounds.map((r) => r.rps.toFixed(0)).join(' / ')}), ` +
        `p50 ${median(s.rounds.map((r) => r.p50))} ms, p99 ${median(s.rounds.map((r) => r.p99))} ms, ` +
        `CPU ${cpu.length ? median(cpu).toFixed(2) : 'n/a'} ms per render, ` +
        `non-2xx/errors ${s.rounds.reduce((n, r) => n + r.bad, 0)}, ` +
        `RSS at rest ${mib(s.rssAtRest)}, after the load ${mib(rssAfter[i] ?? null)}`,
    );
  }
  if (servers.length === 2) {
    const [before, after] = servers as [Measured, Measured];
    const ratio = median(after.rounds.map((r) => r.rps)) / median(before.rounds.map((r) => r.rps));
    console.log(`this build / baseline: ${ratio.toFixed(2)}x renders per second`);
  }
} finally {
  for (const s of servers) await s.server.stop();
}
