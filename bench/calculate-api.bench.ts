// POST /api/calculate/tax on the real app against a bare Fastify route with the same body
// validation, in one run (the ratio real / bare is reported, no longer a target; results in bench/RESULTS.md). The timings
// are not run in CI (the reference servers and the run options are tested: calculate-api.test.ts,
// support/run-options.test.ts):
//   pnpm build && npx tsx bench/calculate-api.bench.ts [seconds per round, default 10]
//     [rounds per pair, default 3] [process pairs, default 3]
//
// Each server runs in its own process (this file, started again with --serve=...), so the load
// generator (autocannon, in this process) does not share their event loop:
//   real  the production server (apps/api/dist/server.js) as `pnpm start` runs it: every plugin
//         (security headers, compression, rate-limit plugin, error handler, OpenAPI), request
//         logging at the default level, the response schema, on embedded PGlite;
//   bare  Fastify with only the zod validator compiler and one route: the same request schema
//         (IncomeTaxRequestSchema), the same engine call, no response schema, no plugins, no log.
//   bare+headers  the bare route plus the security headers every JSON answer must carry (the
//         production set, one onSend hook). It shows how much of
//         the gap is the headers the site cannot drop.
// The rounds alternate (bare, bare+headers, real, bare, ...) on a shared machine; the
// medians are compared.
//
// Processes of the same build differ by up to a quarter in CPU per request, and one process keeps
// its level for as long as it runs (bench/RESULTS.md), so one pair of processes is a draw, not a
// measurement. A run therefore starts several fresh pairs one after the other (each with its two
// reference servers alongside), each with its own warm-up and rounds, and reports every pair's
// ratio and the median over all rounds. Where
// `taskset` exists and there are two or more CPUs, the servers run on the last CPU and this
// process (the load generator) on the others, so the two do not take turns on one core.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { processCpuMicros } from './support/proc';
import { cpuPinning, parseRunOptions } from './support/run-options';
import { freePort, median } from './support/server';

const repoRoot = join(import.meta.dirname, '..');
const serve = process.argv.find((a) => a.startsWith('--serve='))?.slice('--serve='.length);

/** The old-regime body of the tax calculator (the heavier of the two the page sends). */
const BODY = JSON.stringify({
  annualIncome: 1_500_000,
  regime: 'old',
  deductions: { section80C: 150_000, section80D: 25_000, hra: 120_000, homeLoanInterest: 0 },
});

/** The little of Fastify the bare server uses (the root package has no Fastify types). */
interface BareApp {
  addHook(
    name: 'onSend',
    hook: (
      request: unknown,
      reply: { headers(values: Record<string, string>): void },
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => void,
  ): void;
  setValidatorCompiler(compiler: unknown): void;
  setSerializerCompiler(compiler: unknown): void;
  post(
    url: string,
    options: { schema: { body: unknown } },
    handler: (request: { body: unknown }) => Promise<unknown>,
  ): void;
  listen(options: { port: number; host: string }): Promise<string>;
}

async function serveBare(withHeaders: boolean): Promise<void> {
  // The API's own copies of Fastify and the zod provider (the root has no dependency on them).
  const fromApi = createRequire(join(repoRoot, 'apps/api/package.json'));
  const { default: Fastify } = (await import(pathToFileURL(fromApi.resolve('fastify')).href)) as {
    default: (options: { logger: boolean }) => BareApp;
  };
  const { validatorCompiler, serializerCompiler } = (await import(
    pathToFileURL(fromApi.resolve('fastify-type-provider-zod')).href
  )) as { validatorCompiler: unknown; serializerCompiler: unknown };
  const { IncomeTaxRequestSchema } = await import('../packages/contracts/src/calculators');
  const { computeIncomeTax } = await import('../packages/tax-engine/src/index');
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (withHeaders) {
    const { jsonSecurityHeaders } = await import('../apps/api/src/plugins/security');
    const headers = jsonSecurityHeaders({ isProduction: true, devServer: false });
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.headers(headers);
      done(null, payload);
    });
  }
  app.post('/api/calculate/tax', { schema: { body: IncomeTaxRequestSchema } }, async (request) =>
    computeIncomeTax(request.body as Parameters<typeof computeIncomeTax>[0]),
  );
  const port = Number(process.argv.find((a) => a.startsWith('--port='))?.slice('--port='.length));
  await app.listen({ port, host: '127.0.0.1' });
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

function loadAutocannon(): Autocannon {
  try {
    // autocannon is CommonJS; resolved from the repository (catalog: autocannon).
    return createRequire(import.meta.url)('autocannon') as Autocannon;
  } catch {
    console.error(
      'autocannon is not installed: add it to the root devDependencies (it is in the pnpm catalog),\n' +
        'or point NODE_PATH at a node_modules that has it.',
    );
    process.exit(1);
  }
}

interface Server {
  url: string;
  /** The server process's own CPU time so far (user + system, all threads), in µs; null off Linux. */
  cpuMicros(): number | null;
  stop(): Promise<void>;
}

/**
 * Pins the servers to the last CPU and this process (autocannon) to the others, where the machine
 * allows it (support/run-options.ts). Returns the command prefix for a server, or none.
 */
function pinCpus(): string[] {
  const pinning = cpuPinning(
    availableParallelism(),
    spawnSync('taskset', ['--version']).status === 0,
  );
  if (!pinning) return [];
  execFileSync('taskset', ['-a', '-p', '-c', pinning.loadGeneratorCpus, String(process.pid)], {
    stdio: 'ignore',
  });
  return pinning.serverPrefix;
}

type Kind = 'real' | 'bare' | 'bare-headers';

async function start(kind: Kind, pinned: string[]): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'taxguide-bench-'));
  const port = await freePort();
  // With taskset in front, the child's pid is still the server's (taskset execs it).
  const [command, ...prefix] = [...pinned, process.execPath];
  const child: ChildProcess =
    kind === 'real'
      ? spawn(command!, [...prefix, join(repoRoot, 'apps/api/dist/server.js')], {
          env: {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'production',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            JWT_SECRET: 'bench-jwt-secret-bench-jwt-secret-bench',
            ADMIN_PASSWORD: 'bench-admin-password',
            ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
          },
          // The real server logs every request: its output is discarded, never buffered.
          stdio: ['ignore', 'ignore', 'inherit'],
          cwd: repoRoot,
        })
      : spawn(
          command!,
          [...prefix, '--import', 'tsx', import.meta.filename, `--serve=${kind}`, `--port=${port}`],
          { stdio: ['ignore', 'ignore', 'inherit'], cwd: repoRoot },
        );
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}/api/calculate/tax`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`the ${kind} server exited before it was ready`);
    if (Date.now() > deadline) throw new Error(`the ${kind} server did not start in 60 s`);
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: BODY,
    }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    cpuMicros: () => processCpuMicros(child.pid),
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await done;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  if (!existsSync(join(repoRoot, 'apps/api/dist/server.js'))) {
    console.error('The site is not built: run "pnpm build" first (pnpm bench does it).');
    process.exit(1);
  }
  const autocannon = loadAutocannon();
  let options;
  try {
    options = parseRunOptions(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const { seconds, rounds, pairs } = options;
  const pinned = pinCpus();
  const load = (url: string, duration: number) =>
    autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: BODY,
      connections: 20,
      duration,
    });
  const kinds: Kind[] = ['bare', 'bare-headers', 'real'];
  const perKind = <T>(): Record<Kind, T[]> => ({
    real: [],
    bare: [],
    'bare-headers': [],
  });
  const results = perKind<AutocannonResult>();
  const cpuPerRequest = perKind<number>();
  const pairRatios: number[] = [];

  for (let pair = 1; pair <= pairs; pair++) {
    const servers = await Promise.all(kinds.map((kind) => start(kind, pinned)));
    const stopAll = () => Promise.all(servers.map((server) => server.stop()));
    const onSigint = () => void stopAll().then(() => process.exit(130));
    process.once('SIGINT', onSigint);
    try {
      // All answer the same, correctly, before anything is timed.
      const answers = await Promise.all(
        servers.map(async (s) => {
          const res = await fetch(s.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: BODY,
          });
          return {
            status: res.status,
            totalTax: ((await res.json()) as { totalTax: number }).totalTax,
          };
        }),
      );
      if (answers.some((a) => a.status !== 200 || a.totalTax !== answers[0]?.totalTax)) {
        throw new Error(`the servers disagree: ${JSON.stringify(answers)}`);
      }
      // Warm them up (JIT, PGlite, caches).
      for (const server of servers) await load(server.url, 2);
      const pairRps = perKind<number>();
      for (let round = 1; round <= rounds; round++) {
        for (const [index, kind] of kinds.entries()) {
          const server = servers[index]!;
          const cpuBefore = server.cpuMicros();
          const result = await load(server.url, seconds);
          const cpuAfter = server.cpuMicros();
          if (result.errors > 0 || result.non2xx > 0) {
            throw new Error(`${kind}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
          }
          results[kind].push(result);
          pairRps[kind].push(result.requests.average);
          const perRequest =
            cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
              ? (cpuAfter - cpuBefore) / result.requests.total
              : null;
          if (perRequest !== null) cpuPerRequest[kind].push(perRequest);
          console.log(
            `pair ${pair} round ${round} ${kind.padEnd(12)} ${Math.round(result.requests.average).toLocaleString('en-IN').padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
              (perRequest !== null ? `  CPU ${perRequest.toFixed(1)} µs/request` : ''),
          );
        }
      }
      const pairRatio = median(pairRps.real) / median(pairRps.bare);
      pairRatios.push(pairRatio);
      console.log(
        `pair ${pair} ratio ${pairRatio.toFixed(2)} ` +
          `(real vs bare+headers ${(median(pairRps.real) / median(pairRps['bare-headers'])).toFixed(2)})`,
      );
    } finally {
      process.off('SIGINT', onSigint);
      await stopAll();
    }
  }

  const rps = (kind: Kind) => median(results[kind].map((r) => r.requests.average));
  const ratio = rps('real') / rps('bare');
  const cpu = (kind: Kind) =>
    cpuPerRequest[kind].length === results[kind].length ? median(cpuPerRequest[kind]) : null;
  const cpuLine = kinds.map((kind) => `${kind} ${cpu(kind)?.toFixed(1) ?? '?'} µs`).join(', ');
  console.log(
    `\nPOST /api/calculate/tax, ${pairs} pair(s) of fresh processes x ${rounds} alternating rounds of ${seconds} s, ` +
      `20 connections; Node ${process.version}; ` +
      (pinned.length > 0 ? `servers pinned to CPU ${pinned.at(-1)}` : 'no CPU pinning') +
      `\nreal app           ${Math.round(rps('real')).toLocaleString('en-IN')} req/s (median of all rounds)` +
      `\nbare route         ${Math.round(rps('bare')).toLocaleString('en-IN')} req/s` +
      `\nbare route+headers ${Math.round(rps('bare-headers')).toLocaleString('en-IN')} req/s` +
      `\nratio per pair ${pairRatios.map((r) => r.toFixed(2)).join(', ')}` +
      `\nratio      ${ratio.toFixed(2)} (reported, not a target)` +
      `; real vs bare+headers ${(rps('real') / rps('bare-headers')).toFixed(2)}` +
      `\nCPU time per request (median; the server process, all threads): ${cpuLine}`,
  );
}

if (serve === 'bare' || serve === 'bare-headers') {
  await serveBare(serve === 'bare-headers');
} else await main();
