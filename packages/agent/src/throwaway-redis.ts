/**
 * A Redis server of the test's own (a child `redis-server` on a free port, no persistence),
 * so a test can kill it and start it again. CI fails when redis-server is missing; a
 * developer machine without it gets a loud "not run".
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { inCi, redisReachable } from './testing';

export function redisServerAvailable(suite: string): boolean {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.status === 0) return true;
  const reason = 'redis-server is not installed (apt-get install redis-server)';
  if (inCi()) throw new Error(`${suite}: ${reason}`);
  console.warn(`\n!!! ${suite} NOT RUN: ${reason}. CI fails instead of skipping.\n`);
  return false;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ThrowawayRedis {
  url: string;
  /** Starts the server (again) on the same port, unless it runs; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Kills the server at once (SIGKILL: no goodbye to clients). */
  kill(): Promise<void>;
}

export async function throwawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  return {
    url,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) return;
      output = '';
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const ownChild = child;
      // Never outlive the test process.
      const reap = () => ownChild.kill('SIGKILL');
      process.once('exit', reap);
      ownChild.once('exit', () => process.off('exit', reap));
      child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const started = Date.now();
      while (!(await redisReachable(url))) {
        if (child.exitCode !== null || Date.now() - started > 10_000)
          throw new Error(`redis-server on port ${port} did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
