// Starting the production build for a benchmark: its own process, its own port and data
// directory, output discarded (never buffered), stopped with SIGTERM like a deployment would.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const serverJs = join(repoRoot, 'apps/api/dist/server.js');

export function requireBuild(): void {
  if (!existsSync(serverJs) || !existsSync(join(repoRoot, 'apps/web/dist/server'))) {
    console.error('The site is not built: run "pnpm build" first (pnpm bench does it).');
    process.exit(1);
  }
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BenchServer {
  origin: string;
  dataDir: string;
  /** Milliseconds from spawning the process to the first successful answer of `readyPath`. */
  readyMs: number;
  /** The server's process id (its CPU time and memory are read from /proc). */
  pid: number;
  /** Stops the process; removes the data directory unless it was given by the caller. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** What to run: the server alone (default) or `pnpm start` as a newcomer types it. */
  command?: 'server' | 'pnpm-start';
  /** Reuse a data directory (an existing database) instead of a fresh temporary one. */
  dataDir?: string;
  /** Polled until it answers 2xx; the time to that answer is `readyMs`. */
  readyPath?: string;
  readyInit?: RequestInit;
  env?: Record<string, string>;
  /** Another checkout's root (built) to run instead of this one: a before/after comparison. */
  root?: string;
}

export async function startServer(options: StartOptions = {}): Promise<BenchServer> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'taxguide-bench-')));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-jwt-secret-bench-jwt-secret-bench',
    ADMIN_PASSWORD: 'bench-admin-password',
    TURBO_TELEMETRY_DISABLED: '1',
    ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
    ...options.env,
  };
  const started = performance.now();
  const child: ChildProcess =
    options.command === 'pnpm-start'
      ? spawn('pnpm', ['--silent', 'start'], {
          env,
          stdio: ['ignore', 'ignore', 'inherit'],
          cwd: repoRoot,
          detached: true,
        })
      : spawn(process.execPath, [join(options.root ?? repoRoot, 'apps/api/dist/server.js')], {
          env,
          stdio: ['ignore', 'ignore', 'inherit'],
          cwd: options.root ?? repoRoot,
        });
  let exited = false;
  child.once('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  const readyUrl = origin + (options.readyPath ?? '/');
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the server exited before ${readyUrl} answered`);
    if (Date.now() > deadline) throw new Error(`${readyUrl} did not answer in 120 s`);
    const ok = await fetch(readyUrl, options.readyInit).then(
      async (res) => {
        await res.arrayBuffer();
        return res.ok;
      },
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  return {
    origin,
    dataDir,
    readyMs,
    pid: child.pid!,
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        // `pnpm start` runs the server as a grandchild: signal the whole process group.
        if (options.command === 'pnpm-start') process.kill(-child.pid!, 'SIGTERM');
        else child.kill('SIGTERM');
        await done;
      }
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
