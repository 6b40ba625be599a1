// PDF guide generation time: cold and cached, and the size of the file. Not run in CI:
//   pnpm build && npx tsx bench/pdf.bench.ts [fresh starts, default 3] [cached downloads per start, default 15]
//
// POST /api/pdf/download ({ email }) answers the guide of the key sections (pdf-lib, the DejaVu
// font embedded as a subset). The server builds it in the background once it listens and stores
// it in app_state by content version (docs/pdf-guide.md); a request waits only while no guide
// was ever built, so on a fresh data directory the first download may wait for the rest of that
// build. Every request records a pdf_download lead. The build alone: bench/pdf-build.bench.ts.
// Per start (the production server on a fresh data directory, ready when /api/health answers):
//   cold    the first download. Measured twice: as the very first request after the start (it
//           waits for whatever is left of the start-up build), and after a few page renders;
//   cached  the next downloads, one at a time: the query, the hash, the lead row, the send.
// Times are client-side, from sending the request to the last byte. The route allows 20
// downloads a minute per client IP, so at most 19 cached downloads follow each cold one.
import { median, requireBuild, startServer } from './support/server';

requireBuild();
const starts = Number(process.argv[2] ?? 3);
const cachedPerStart = Math.min(Number(process.argv[3] ?? 15), 19);

async function download(
  origin: string,
  n: number,
): Promise<{ ms: number; bytes: Buffer; filename: string }> {
  const started = performance.now();
  const res = await fetch(`${origin}/api/pdf/download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: JSON.stringify({ email: `bench-${n}@example.com`, name: 'Bench' }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`download ${n} answered ${res.status}: ${bytes}`);
  if (res.headers.get('content-type') !== 'application/pdf') {
    throw new Error(`download ${n}: content-type ${res.headers.get('content-type')}`);
  }
  if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error(`download ${n} is not a PDF`);
  const disposition = res.headers.get('content-disposition') ?? '';
  return { ms, bytes, filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? '' };
}

type Mode = 'fresh' | 'warmed';
const cold: Record<Mode, number[]> = { fresh: [], warmed: [] };
const cached: number[] = [];
let size = 0;
let filename = '';
for (let start = 0; start < starts; start++) {
  for (const mode of ['fresh', 'warmed'] as const) {
    const server = await startServer({ readyPath: '/api/health' });
    try {
      if (mode === 'warmed') {
        // Pages that query the sections table, so the database and the JIT are warm.
        for (const path of ['/', '/section/80C', '/sections', '/api/health']) {
          const res = await fetch(server.origin + path);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        }
      }
      const first = await download(server.origin, 0);
      cold[mode].push(first.ms);
      size = first.bytes.length;
      filename = first.filename;
      const times: number[] = [];
      for (let n = 1; n <= cachedPerStart; n++) {
        const next = await download(server.origin, n);
        if (!next.bytes.equals(first.bytes))
          throw new Error(`download ${n} differs from the first`);
        times.push(next.ms);
      }
      cached.push(...times);
      console.error(
        `start ${start + 1} ${mode.padEnd(6)}: cold ${first.ms.toFixed(0)} ms, cached median ${median(times).toFixed(1)} ms (${times.length} downloads), ${size} bytes`,
      );
    } finally {
      await server.stop();
    }
  }
}

const ms = (v: number) => (v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(1)} ms`);
const list = (values: number[]) => values.map((v) => Math.round(v)).join(' / ');
console.log(
  `\nPOST /api/pdf/download, production server on a fresh data directory, ${starts} starts per column, ${cachedPerStart} cached downloads after each cold one (${cached.length} in all); Node ${process.version}\n`,
);
console.log(
  '| Guide | cold, first request after start | cold, after page renders | cached (median) | cached min–max | size |',
);
console.log('|---|---:|---:|---:|---:|---:|');
console.log(
  `| \`${filename}\` | ${ms(median(cold.fresh))} (${list(cold.fresh)}) | ${ms(median(cold.warmed))} (${list(cold.warmed)}) | ${ms(median(cached))} | ${ms(Math.min(...cached))} – ${ms(Math.max(...cached))} | ${(size / 1024).toFixed(1)} KB |`,
);
