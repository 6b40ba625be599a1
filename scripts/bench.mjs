// `pnpm bench`: builds the site, then runs every benchmark in bench/ one after the
// other (they measure ratios within one run; see bench/RESULTS.md).
//   pnpm bench                 all benchmarks
//   pnpm bench tax-engine      only bench/tax-engine.bench.ts
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, repoRoot, runOrExit } from './run.mjs';

const only = process.argv.slice(2).filter((a) => a !== '--');
const files = readdirSync(join(repoRoot, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark matches ${only.join(', ')}`);
  process.exit(1);
}
await buildSite();
for (const file of files) {
  console.log(`\n## ${file}`);
  await runOrExit('pnpm', ['exec', 'tsx', join('bench', file)]);
}
