// Mixed traffic on the production server while one client floods it with page renders
// (docs/security.md, "Page rendering"; target: calculator p99 under 20 ms during the flood).
// Not run in CI:
//   pnpm bench mixed-traffic        (builds first)
//   pnpm build && npx tsx bench/mixed-traffic.bench.ts [seconds per phase, default 15]
//
// Every client has its own address: each connects from its own loopback address (127.0.0.x;
// Linux routes all of 127/8 to the loopback interface), so the server's per-client limits see
// them as the different visitors they stand for, with no proxy header and no TRUST_PROXY.
//   readers   4 clients (127.0.0.11-14), each in a paced loop: a calculator call
//             (POST /api/calculate/tax) every 25 ms, a cached page (/section/80C) every 5th
//             round and a search (/api/search) every 10th; the calculator's latency is measured;
//   flooder   1 client (127.0.0.66) with 16 connections, asking as fast as it is answered for
//             pages that would each need a render: /section/80C?nocache=<n> (the query string
//             of the attack), /search?q=<n> (never cached) and /section/NO-<n> (a 404 render).
// Phase 1 runs the readers alone, phase 2 the readers and the flooder; both phases' figures are
// printed, with the flooder's answers by status (200, 429 over its render allowance, 503 when
// the render queue is full).
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { processCpuMicros } from './support/proc';
import { median, repoRoot, requireBuild, startServer } from './support/server';

const CALC_BODY = JSON.stringify({
  annualIncome: 1_500_000,
  regime: 'old',
  deductions: { section80C: 150_000, section80D: 25_000, hra: 120_000, homeLoanInterest: 0 },
});
const READERS = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'];
const FLOODER = '127.0.0.66';
const FLOOD_CONNECTIONS = 16;
const READER_PACE_MS = 25;
const TARGET_P99_MS = 20;

interface Answer {
  status: number;
  ms: number;
  /** The start of the body of a 5xx answer, to say what failed. */
  failure?: string;
}

/** One request over a keep-alive agent bound to the client's address; the whole body is read. */
function send(
  agent: Agent,
  origin: URL,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method,
        path,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let failure = '';
        res.on('data', (chunk: Buffer) => {
          if (status >= 500 && failure.length < 300) failure += chunk.toString('utf8');
        });
        res.on('end', () =>
          resolve({
            status,
            ms: performance.now() - started,
            ...(failure ? { failure: failure.slice(0, 300) } : {}),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const agentFor = (localAddress: string, maxSockets: number) =>
  new Agent({ keepAlive: true, localAddress, maxSockets });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function countBy(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
}

async function reader(address: string, origin: URL, until: number) {
  const agent = agentFor(address, 1);
  const calc: number[] = [];
  const other: number[] = [];
  const statuses: number[] = [];
  for (let round = 0; Date.now() < until; round++) {
    const tick = performance.now();
    const answer = await send(agent, origin, 'POST', '/api/calculate/tax', CALC_BODY);
    calc.push(answer.ms);
    statuses.push(answer.status);
    if (round % 5 === 0) {
      const page = await send(agent, origin, 'GET', '/section/80C');
      other.push(page.ms);
      statuses.push(page.status);
    }
    if (round % 10 === 0) {
      const search = await send(agent, origin, 'GET', `/api/search?q=80C+${round % 7}`);
      other.push(search.ms);
      statuses.push(search.status);
    }
    await sleep(Math.max(0, READER_PACE_MS - (performance.now() - tick)));
  }
  agent.destroy();
  return { calc, other, statuses };
}

async function flooder(origin: URL, until: number) {
  const agent = agentFor(FLOODER, FLOOD_CONNECTIONS);
  const statuses: number[] = [];
  let n = 0;
  const paths = [
    () => `/section/80C?nocache=${n}`,
    () => `/search?q=flood${n}`,
    () => `/section/NO-${n}`,
  ];
  await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (Date.now() < until) {
        n++;
        const path = paths[n % paths.length]!();
        const answer = await send(agent, origin, 'GET', path);
        statuses.push(answer.status);
        if (answer.status >= 500 && answer.status !== 503 && failures.length < 3)
          failures.push(`${path} ${answer.status}: ${answer.failure ?? ''}`);
      }
    }),
  );
  agent.destroy();
  for (const failure of failures) console.error(`flooder got ${failure}`);
  return statuses;
}

const failures: string[] = [];

async function phase(origin: URL, seconds: number, flood: boolean) {
  const until = Date.now() + seconds * 1000;
  const [readers, flooded] = await Promise.all([
    Promise.all(READERS.map((a) => reader(a, origin, until))),
    flood ? flooder(origin, until) : Promise.resolve([] as number[]),
  ]);
  const calc = readers.flatMap((r) => r.calc);
  return {
    calls: calc.length,
    p50: median(calc),
    p99: percentile(calc, 99),
    max: Math.max(...calc),
    otherP99: percentile(
      readers.flatMap((r) => r.other),
      99,
    ),
    readerStatuses: countBy(readers.flatMap((r) => r.statuses)),
    readerCount: readers.reduce((n, r) => n + r.statuses.length, 0),
    flood: flooded.length > 0 ? { total: flooded.length, byStatus: countBy(flooded) } : undefined,
  };
}

type PhaseResult = Awaited<ReturnType<typeof phase>>;

requireBuild();
// `--baseline <checkout>` runs another built checkout the same way, alternating with this one, so
// a change is judged by figures from one run (bench/RESULTS.md).
const args = process.argv.slice(2);
const baselineAt = args.indexOf('--baseline');
const baselineRoot = baselineAt >= 0 ? args[baselineAt + 1] : undefined;
const positional =
  baselineAt < 0 ? args : args.filter((_, i) => i !== baselineAt && i !== baselineAt + 1);
const seconds = Number(positional[0] ?? 15);
const ROUNDS = baselineRoot ? 2 : 1;
const targets = [
  ...(baselineRoot ? [{ name: `baseline ${baselineRoot}`, root: baselineRoot }] : []),
  { name: `this build ${join(repoRoot, 'apps/api/dist/server.js')}`, root: undefined },
];
const servers = await Promise.all(
  targets.map(async (t) => ({
    ...t,
    server: await startServer({ readyPath: '/section/80C', ...(t.root ? { root: t.root } : {}) }),
    runs: [] as { quiet: PhaseResult; flooded: PhaseResult; cpuMicrosPerAnswer: number | null }[],
  })),
);
try {
  for (const s of servers) await phase(new URL(s.server.origin), 3, false);
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of servers) {
      const origin = new URL(s.server.origin);
      const cpuStart = processCpuMicros(s.server.pid);
      const quiet = await phase(origin, seconds, false);
      const flooded = await phase(origin, seconds, true);
      const cpuEnd = processCpuMicros(s.server.pid);
      const answers =
        quiet.readerCount + flooded.readerCount + (flooded.flood ? flooded.flood.total : 0);
      s.runs.push({
        quiet,
        flooded,
        cpuMicrosPerAnswer:
          cpuStart === null || cpuEnd === null ? null : (cpuEnd - cpuStart) / answers,
      });
    }
  }
  const fmt = (x: number) => x.toFixed(2);
  console.log(`${seconds} s per phase, ${ROUNDS} round(s) per server, alternating`);
  console.log(
    '| server | round | phase | calculator calls | p50 ms | p99 ms | max ms | pages+search p99 ms | reader answers | flooder answers |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const s of servers) {
    for (const [i, run] of s.runs.entries()) {
      for (const [name, r] of [
        ['readers alone', run.quiet],
        ['readers + render flood', run.flooded],
      ] as const) {
        console.log(
          `| ${s.name} | ${i + 1} | ${name} | ${r.calls} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${fmt(r.otherP99)} | ${r.readerStatuses} | ${r.flood ? `${r.flood.total} (${r.flood.byStatus})` : '-'} |`,
        );
      }
    }
  }
  for (const s of servers) {
    const cpu = s.runs.map((r) => r.cpuMicrosPerAnswer?.toFixed(0) ?? 'n/a').join(' / ');
    console.log(`${s.name}: server CPU per answer (both phases), by round: ${cpu} µs`);
  }
  const mine = servers[servers.length - 1]!;
  const p99 = median(mine.runs.map((r) => r.flooded.p99));
  const met = p99 < TARGET_P99_MS;
  console.log(
    `calculator p99 during the flood (this build): ${fmt(p99)} ms (target < ${TARGET_P99_MS} ms): ${met ? 'met' : 'NOT met'}`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await Promise.all(servers.map((s) => s.server.stop()));
}
