// Where the browser tests find Chromium. Plain JavaScript so that both `pnpm test`
// (scripts/test.mjs, which provisions a browser before any test runs) and the browser tests'
// launcher (browser.ts) use this one lookup.
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';

/** The one line printed when no browser can be found or installed. */
export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: run `sudo apt-get install -y chromium` or ' +
  '`pnpm --filter @taxguide/e2e exec playwright-core install chromium`, then pnpm test again ' +
  '(or set CHROME_PATH to a Chrome or Chromium binary).';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Where `playwright install` keeps its browsers. */
function playwrightCache() {
  const custom = process.env.PLAYWRIGHT_BROWSERS_PATH;
  if (custom && custom !== '0') return custom;
  return platform() === 'darwin'
    ? join(homedir(), 'Library', 'Caches', 'ms-playwright')
    : join(homedir(), '.cache', 'ms-playwright');
}

// Inside a chromium-<revision> folder; the layout changed across Playwright versions.
const CHROMIUM_BINARIES = [
  'chrome-linux64/chrome',
  'chrome-linux/chrome',
  'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
  'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
];
// Inside a chromium_headless_shell-<revision> folder: enough for headless tests.
const HEADLESS_SHELL_BINARIES = [
  'chrome-headless-shell-linux64/chrome-headless-shell',
  'chrome-linux/headless_shell',
];

/** A browser Playwright downloaded: the full Chromium first, the newest revision first. */
function playwrightChromium() {
  let entries;
  try {
    entries = readdirSync(playwrightCache());
  } catch {
    return undefined;
  }
  const revision = (name) => Number(name.slice(name.lastIndexOf('-') + 1)) || 0;
  const newestFirst = (prefix) =>
    entries.filter((e) => e.startsWith(prefix)).sort((a, b) => revision(b) - revision(a));
  const candidates = [
    ...newestFirst('chromium-').flatMap((dir) => CHROMIUM_BINARIES.map((b) => join(dir, b))),
    ...newestFirst('chromium_headless_shell-').flatMap((dir) =>
      HEADLESS_SHELL_BINARIES.map((b) => join(dir, b)),
    ),
  ].map((path) => join(playwrightCache(), path));
  return candidates.find(isExecutable);
}

/**
 * The Chromium to drive: $CHROME_PATH (or the older $CHROMIUM_PATH), then the system's
 * Chromium or Chrome, then one Playwright downloaded. Undefined when there is none. A variable
 * that names a missing file is an error, not a reason to pick another browser quietly.
 */
export function findChromium() {
  for (const name of ['CHROME_PATH', 'CHROMIUM_PATH']) {
    const path = process.env[name];
    if (!path) continue;
    if (isExecutable(path)) return path;
    throw new Error(`${name} is ${path}, which is not an executable file.`);
  }
  return SYSTEM_PATHS.find(isExecutable) ?? playwrightChromium();
}

/** findChromium, or an error carrying the one line that says what to install. */
export function requireChromium() {
  const path = findChromium();
  if (!path) throw new Error(NO_CHROMIUM_MESSAGE);
  return path;
}
