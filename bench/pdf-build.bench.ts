// The PDF guide's build alone (buildPdfGuide), without the server: CPU and wall time, heap and
// RSS growth. Not run in CI:
//   npx tsx bench/pdf-build.bench.ts [cold builds, default 5] [warm builds, default 5] [--guide=FILE]
//
// --guide measures another version of pdf-guide.ts, for a before/after comparison in one run:
//   git show <commit>:apps/api/src/modules/pdf/pdf-guide.ts > apps/api/src/modules/pdf/pdf-guide.before.ts
//   npx tsx bench/pdf-build.bench.ts 5 5 --guide=apps/api/src/modules/pdf/pdf-guide.before.ts
// (the copy must sit beside pdf-guide.ts for its imports; delete it afterwards).
//
// The input is the 50 key sections as the seed writes them (packages/content through the seed's
// own row builder), the default brand and a fixed edition date, so every build prints the same
// guide the API serves on a fresh database.
//   cold  each build in a fresh Node process (this file again with --one): the first build of a
//         process, the one the API pays at start-up: font files read and parsed, code not yet
//         optimised by the JIT;
//   warm  further builds in one process, after a first one.
// CPU ms is process.cpuUsage() (user + system, all threads: V8 compiles and collects garbage on
// helper threads, so CPU can exceed wall time); heap and RSS are process.memoryUsage() after the
// build minus before it. Cold builds collect garbage just before they start; nothing is
// collected by force after, so the heap figure includes garbage not yet collected.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { findSection, KEY_SECTIONS_FOR_PDF } from '../packages/content/src/index';
import { sectionRow } from '../packages/db/src/seed';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toGuideSection, type PdfGuideInput } from '../apps/api/src/modules/pdf';
import { median } from './support/server';

interface Sample {
  cpuMs: number;
  wallMs: number;
  heapMb: number;
  rssMb: number;
  bytes: number;
  sha256: string;
}

function guideInput(): PdfGuideInput {
  const sections = KEY_SECTIONS_FOR_PDF.map((n) => {
    const section = findSection(n);
    if (!section) throw new Error(`key section ${n} is not in the content`);
    return toGuideSection(sectionRow(section));
  });
  return {
    sections,
    siteName: 'TaxGuide India',
    siteUrl: 'https://taxguide.example',
    date: new Date('2026-11-26T00:00:00+05:30'),
  };
}

const guideArg = process.argv.find((a) => a.startsWith('--guide='));
const guideModule = guideArg
  ? pathToFileURL(resolve(guideArg.slice('--guide='.length))).href
  : '../apps/api/src/modules/pdf';
const { buildPdfGuide } = (await import(guideModule)) as {
  buildPdfGuide: (input: PdfGuideInput) => Promise<Uint8Array>;
};

async function measure(input: PdfGuideInput): Promise<Sample> {
  const mb = (n: number) => n / (1024 * 1024);
  // A collection first (cold builds run with --expose-gc), so the heap figure starts clean.
  (globalThis as { gc?: () => void }).gc?.();
  const memBefore = process.memoryUsage();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const bytes = await buildPdfGuide(input);
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const memAfter = process.memoryUsage();
  return {
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs,
    heapMb: mb(memAfter.heapUsed - memBefore.heapUsed),
    rssMb: mb(memAfter.rss - memBefore.rss),
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

if (process.argv.includes('--one')) {
  // A child: one cold build, its figures as JSON on stdout.
  const input = guideInput();
  process.stdout.write(JSON.stringify(await measure(input)));
  process.exit(0);
}

const counts = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const coldCount = Number(counts[0] ?? 5);
const warmCount = Number(counts[1] ?? 5);
const self = fileURLToPath(import.meta.url);

const cold: Sample[] = [];
for (let i = 0; i < coldCount; i++) {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', ...process.execArgv, self, '--one', ...(guideArg ? [guideArg] : [])],
    {
      encoding: 'utf8',
    },
  );
  if (child.status !== 0) throw new Error(`cold build ${i + 1} failed: ${child.stderr}`);
  const sample = JSON.parse(child.stdout) as Sample;
  cold.push(sample);
  console.error(
    `cold ${i + 1}: ${sample.cpuMs.toFixed(0)} ms CPU, ${sample.wallMs.toFixed(0)} ms wall, heap +${sample.heapMb.toFixed(1)} MB, RSS +${sample.rssMb.toFixed(1)} MB`,
  );
}

const input = guideInput();
await measure(input); // the process's own first build, not counted
const warm: Sample[] = [];
for (let i = 0; i < warmCount; i++) warm.push(await measure(input));

const all = [...cold, ...warm];
if (new Set(all.map((s) => s.sha256)).size !== 1) throw new Error('the builds differ');

const row = (label: string, samples: Sample[]) => {
  const m = (pick: (s: Sample) => number) => median(samples.map(pick));
  return `| ${label} (${samples.length}) | ${m((s) => s.cpuMs).toFixed(0)} ms | ${m((s) => s.wallMs).toFixed(0)} ms | ${Math.min(...samples.map((s) => s.wallMs)).toFixed(0)}–${Math.max(...samples.map((s) => s.wallMs)).toFixed(0)} ms | +${m((s) => s.heapMb).toFixed(1)} MB | +${m((s) => s.rssMb).toFixed(1)} MB |`;
};
console.log(
  `\nbuildPdfGuide (${guideArg ? guideArg.slice('--guide='.length) : 'pdf-guide.ts'}), 50 key sections, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${(all[0]!.bytes / 1024).toFixed(1)} KB, sha256 ${all[0]!.sha256.slice(0, 16)}\n`,
);
console.log(
  '| Build | CPU (median) | wall (median) | wall min–max | heap Δ (median) | RSS Δ (median) |',
);
console.log('|---|---:|---:|---:|---:|---:|');
console.log(row('cold, first in a fresh process', cold));
console.log(row('warm, same process', warm));
