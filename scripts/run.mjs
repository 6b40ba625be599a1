// Small helpers shared by the root scripts (start, dev, test, bench).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command from the repo root, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

/**
 * Brings the engine's year list up to date with its rule files (under CI: fails while it is
 * stale instead); see packages/tax-engine/scripts/gen-years.ts.
 */
export async function syncYears() {
  await runOrExit('pnpm', ['exec', 'tsx', 'packages/tax-engine/scripts/gen-years.ts']);
}

/** Builds the web bundle and the API server (turbo caches unchanged builds). */
export async function buildSite() {
  await syncYears();
  await runOrExit('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@taxguide/web',
    '--filter=@taxguide/api',
    '--filter=@taxguide/agent-worker',
    '--output-logs=errors-only',
    '--log-prefix=none',
  ]);
}
