// `pnpm test`: builds the site (the page and browser tests use the production
// build), then runs every vitest project in one process with one summary.
//   pnpm test                      every test
//   pnpm test:int                  only the database/queue/browser-backed tests
//                                  (.ci/run uses it for the second pass on PGlite)
//   pnpm test -- <filter> ...      extra arguments go to vitest
import { buildSite, runOrExit } from './run.mjs';

const args = process.argv.slice(2).filter((a) => a !== '--');
const integrationOnly = args.includes('--integration-only');
const passThrough = args.filter((a) => a !== '--integration-only');

await buildSite();
const vitestArgs = ['exec', 'vitest', 'run', '-c', 'vitest.projects.config.ts'];
if (integrationOnly) vitestArgs.push('.int.test.', '.e2e.test.');
await runOrExit('pnpm', [...vitestArgs, ...passThrough]);
