// `pnpm --silent taxcalc`: reads one JSON object per line on stdin, each with a `calculator`
// field ("income_tax", "compare", "advance_tax", "hra", "capital_gains", "presumptive") and that
// calculator's request fields; writes one JSON line per input line, in order. A bad line gives
// {"error": {...}} and the run carries on; the exit code is 0.
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { processLine } from './taxcalc-line';

async function main(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!process.stdout.write(`${processLine(line)}\n`)) await once(process.stdout, 'drain');
  }
}

await main();
