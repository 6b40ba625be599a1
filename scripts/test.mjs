// `pnpm test`: makes sure the browser tests have a Chromium (installing Debian's with apt-get
// when it can, stopping with what to run when it cannot), builds the site (the page and browser
// tests use the production build), then runs every vitest project in one process with one
// summary.
//   pnpm test                      every test
//   pnpm test:int                  only the database/queue/browser-backed tests
//                                  (.ci/run uses it for the second pass on PGlite)
//   pnpm test -- <filter> ...      extra arguments go to vitest
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium, NO_CHROMIUM_MESSAGE } from '../e2e/support/chromium.mjs';
import { buildSite, repoRoot, runOrExit } from './run.mjs';

const args = process.argv.slice(2).filter((a) => a !== '--');
const integrationOnly = args.includes('--integration-only');
const passThrough = args.filter((a) => a !== '--integration-only');

const vitestArgs = [...(integrationOnly ? ['.int.test.', '.e2e.test.'] : []), ...passThrough];

if (selectsBrowserTests(vitestArgs)) provisionChromium();
await buildSite();
await runOrExit('pnpm', [
  'exec',
  'vitest',
  'run',
  '-c',
  'vitest.projects.config.ts',
  ...vitestArgs,
]);

/**
 * Whether the run includes browser tests: with no filter every test runs; otherwise vitest
 * runs the files whose path contains one of the filters.
 */
function selectsBrowserTests(vitestArgs) {
  const filters = vitestArgs.filter((a) => !a.startsWith('-'));
  if (filters.length === 0) return true;
  const e2eDir = join(repoRoot, 'e2e');
  const browserTests = readdirSync(e2eDir)
    .filter((f) => f.endsWith('.e2e.test.ts'))
    .map((f) => join(e2eDir, f));
  return browserTests.some((file) => filters.some((f) => file.includes(f)));
}

/** Finds a Chromium, or installs Debian's; exits before any test runs when neither works. */
function provisionChromium() {
  let found;
  try {
    found = findChromium();
  } catch (err) {
    stop(err.message);
  }
  if (found) return;
  const asRoot = rootCommand();
  if (!asRoot || !existsSync('/etc/debian_version')) stop(NO_CHROMIUM_MESSAGE);

  console.log('No Chromium found for the browser tests: installing it with apt-get.');
  // Try the package lists the machine has first; refresh them only if that fails.
  const installed =
    aptGet(asRoot, ['install', '-y', 'chromium']) ||
    (aptGet(asRoot, ['update']) && aptGet(asRoot, ['install', '-y', 'chromium']));
  if (!installed || !findChromium()) stop(NO_CHROMIUM_MESSAGE);
}

/** How to run a command as root: directly, through passwordless sudo, or not at all. */
function rootCommand() {
  if (process.platform !== 'linux') return undefined;
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : undefined;
}

function aptGet(asRoot, aptArgs) {
  const [command, ...rest] = [...asRoot, 'apt-get', ...aptArgs];
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function stop(message) {
  console.error(message);
  process.exit(1);
}
