// Time from start to the first page:
// fresh (an empty DATA_DIR: PGlite creates the database, migrates and seeds the content) and with
// existing data (the same DATA_DIR again: migrations and seed are no-ops). Measured for the server
// alone and for `pnpm start` as the README's quick start runs it (which first asks turbo whether the
// build is current: the build is cached here, so that is the check only). Not run in CI:
//   pnpm build && npx tsx bench/startup.bench.ts [rounds, default 3]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, requireBuild, startServer, type StartOptions } from './support/server';

requireBuild();
const rounds = Number(process.argv[2] ?? 3);

async function timeToFirstPage(command: StartOptions['command']) {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const dataDir = await mkdtemp(join(tmpdir(), 'taxguide-startup-'));
    try {
      for (const times of [fresh, existing]) {
        const server = await startServer({ command, dataDir, readyPath: '/' });
        times.push(server.readyMs);
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return { fresh: median(fresh), existing: median(existing) };
}

const rows: string[] = [];
for (const command of ['server', 'pnpm-start'] as const) {
  const { fresh, existing } = await timeToFirstPage(command);
  const what = command === 'server' ? '`node apps/api/dist/server.js`' : '`pnpm start`';
  rows.push(
    `| ${what} | ${(fresh / 1000).toFixed(2)} s | ${(existing / 1000).toFixed(2)} s | ${(fresh / existing).toFixed(2)} |`,
  );
}
console.log(`Time to the first page (GET / answered 200), embedded PGlite, median of ${rounds}:\n`);
console.log('| Command | fresh DATA_DIR | existing data | fresh / existing |');
console.log('|---|---:|---:|---:|');
for (const row of rows) console.log(row);
