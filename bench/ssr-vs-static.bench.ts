// The server-rendered section page against a static file of the same size, served by the same
// production server in one run. Not run in CI:
//   pnpm build && npx tsx bench/ssr-vs-static.bench.ts [seconds per round, default 10]
//
// The static file is the SSR HTML of /section/80C itself, written once into apps/web/dist/client/
// as bench-static-80c.html and removed at the end. @fastify/static registers a route per file when
// the server starts (wildcard: false), so the page is rendered by a first server, the file written,
// and the measured server started afterwards on the same data directory; the bench checks that this
// server answers the file as a static file (its cache-control and validators, the exact bytes), not
// through the page renderer. Load: autocannon, 20 connections, a warm-up, then three alternating
// rounds (static, SSR, ...) per encoding, medians compared:
//   identity   accept-encoding: identity (the raw cost: render vs read a file);
//   br         accept-encoding: gzip, deflate, br as browsers send it (both compressed on the fly
//              by the compress plugin).
// The server keeps rendered content pages for 10 s (apps/api/src/ssr/page-cache.ts), so under this
// load the SSR side is mostly answered from memory, as it is in production; one render per 10 s.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, repoRoot, requireBuild, startServer } from './support/server';

const PAGE = '/section/80C';
const STATIC_NAME = 'bench-static-80c.html';
const staticPath = join(repoRoot, 'apps/web/dist/client', STATIC_NAME);

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

function loadAutocannon(): Autocannon {
  try {
    // autocannon is CommonJS; a root devDependency (catalog: autocannon).
    return createRequire(import.meta.url)('autocannon') as Autocannon;
  } catch {
    console.error('autocannon is not installed: run "pnpm install" (it is a root devDependency).');
    process.exit(1);
  }
}

requireBuild();
if (existsSync(staticPath)) {
  console.error(`${staticPath} exists already (another run?): remove it first.`);
  process.exit(1);
}
const autocannon = loadAutocannon();
const seconds = Number(process.argv[2] ?? 10);
const rounds = 3;
const removeStatic = () => rmSync(staticPath, { force: true });
process.once('SIGINT', () => {
  removeStatic();
  process.exit(130);
});

const dataDir = await mkdtemp(join(tmpdir(), 'taxguide-bench-'));
try {
  // 1. The page as the server renders it (no accept-encoding: the bytes as they are).
  const first = await startServer({ dataDir, readyPath: PAGE });
  let html: Buffer;
  try {
    const res = await fetch(first.origin + PAGE, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${PAGE} answered ${res.status}`);
    html = Buffer.from(await res.arrayBuffer());
  } finally {
    await first.stop();
  }
  writeFileSync(staticPath, html);

  // 2. The measured server: it sees the file at start-up.
  const server = await startServer({ dataDir, readyPath: PAGE });
  try {
    const ssrUrl = server.origin + PAGE;
    const staticUrl = `${server.origin}/${STATIC_NAME}`;
    const [ssr, stat] = await Promise.all(
      [ssrUrl, staticUrl].map(async (url) => {
        const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
        return { res, body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
    const check = (ok: boolean, what: string) => {
      if (!ok) throw new Error(`the check failed: ${what}`);
    };
    check(ssr!.res.status === 200 && stat!.res.status === 200, 'both answer 200');
    check(stat!.body.equals(html), 'the static URL answers the file, byte for byte');
    check(
      stat!.res.headers.get('cache-control') === 'public, max-age=3600' &&
        stat!.res.headers.has('etag') &&
        stat!.res.headers.has('last-modified') &&
        stat!.res.headers.get('content-length') === String(html.length),
      `the static URL is served by @fastify/static (cache-control ${stat!.res.headers.get('cache-control')}, etag ${stat!.res.headers.get('etag')})`,
    );
    check(
      ssr!.res.headers.get('cache-control') === 'no-cache' && !ssr!.res.headers.has('etag'),
      'the page is rendered (cache-control no-cache, no etag)',
    );
    const sizeDiff = Math.abs(ssr!.body.length - html.length) / html.length;
    check(sizeDiff < 0.01, `same size (SSR ${ssr!.body.length} B, static ${html.length} B)`);

    const encodings = {
      identity: { 'accept-encoding': 'identity' },
      br: { 'accept-encoding': 'gzip, deflate, br' },
    } as const;
    const load = (url: string, headers: Record<string, string>, duration: number) =>
      autocannon({ url, headers, connections: 20, duration });
    const rows: string[] = [];
    for (const [encoding, headers] of Object.entries(encodings)) {
      // Both answer as expected under this encoding.
      for (const url of [ssrUrl, staticUrl]) {
        const res = await fetch(url, { headers: { ...headers } });
        await res.arrayBuffer();
        const got = res.headers.get('content-encoding');
        check(
          encoding === 'identity' ? got === null : got === 'br',
          `${url} with ${encoding}: content-encoding ${got}`,
        );
      }
      await load(staticUrl, headers, 2);
      await load(ssrUrl, headers, 2);
      const results: Record<'static' | 'ssr', AutocannonResult[]> = { static: [], ssr: [] };
      for (let round = 0; round < rounds; round++) {
        for (const [kind, url] of [
          ['static', staticUrl],
          ['ssr', ssrUrl],
        ] as const) {
          const result = await load(url, headers, seconds);
          if (result.errors > 0 || result.non2xx > 0) {
            throw new Error(`${kind}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
          }
          results[kind].push(result);
          console.error(
            `${encoding.padEnd(8)} round ${round + 1} ${kind.padEnd(6)} ${Math.round(result.requests.average).toLocaleString('en-IN').padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
          );
        }
      }
      const med = (kind: 'static' | 'ssr', pick: (r: AutocannonResult) => number) =>
        median(results[kind].map(pick));
      const ssrRps = med('ssr', (r) => r.requests.average);
      const staticRps = med('static', (r) => r.requests.average);
      const fmt = (n: number) => Math.round(n).toLocaleString('en-IN');
      rows.push(
        `| ${encoding === 'identity' ? 'none (identity)' : 'br (`gzip, deflate, br`)'} | ${fmt(ssrRps)} req/s (p99 ${med('ssr', (r) => r.latency.p99)} ms) | ${fmt(staticRps)} req/s (p99 ${med('static', (r) => r.latency.p99)} ms) | ${(ssrRps / staticRps).toFixed(2)} |`,
      );
    }
    console.log(
      `\nGET ${PAGE} (server-rendered, ${(ssr!.body.length / 1024).toFixed(1)} KB) vs /${STATIC_NAME} (the same HTML as a static file, ${(html.length / 1024).toFixed(1)} KB), ` +
        `one production server, ${rounds} alternating rounds of ${seconds} s, 20 connections, medians; Node ${process.version}\n`,
    );
    console.log('| Compression | SSR page | static file | SSR / static |');
    console.log('|---|---:|---:|---:|');
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
  }
} finally {
  removeStatic();
  await rm(dataDir, { recursive: true, force: true });
}
