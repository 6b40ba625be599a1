import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webDistDir } from './web-build';

const serverEntry = join(import.meta.dirname, '../src/server.ts');

async function startServer(
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: webDistDir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const m = /is ready at http:\/\/[^:]+:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  return { child, port, output: () => output };
}

describe('graceful shutdown', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0)) await fn();
  });

  it('on SIGTERM, lets an in-flight request finish, then exits within 5 s', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'taxguide-shutdown-'));
    const { child, port, output } = await startServer({ DATA_DIR: dataDir });
    cleanup.push(async () => {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });

    // A slow client: the request starts, then the body arrives after the signal.
    const body = JSON.stringify({ annualIncome: 1_500_000, regime: 'new' });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/calculate/tax',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 700);
      }, 300);
    });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.on('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const started = Date.now();
    const answer = await response;
    // The in-flight calculation was answered in full after the signal: 15 lakh, new regime,
    // FY 2026-27 (the default year) is 97,500 (computeIncomeTax; tax-engine README).
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      regime: 'new',
      financialYear: '2026-27',
      totalTax: 97_500,
    });
    const { code, at } = await exited;
    expect(code, output()).toBe(0);
    expect(at - started).toBeLessThan(5_500);
    expect(output()).toContain('shutting down');
  });

  // Two start-ups of the embedded server, each allowed startServer's own 60 s on a loaded machine.
  it('restarting keeps the data in DATA_DIR', { timeout: 150_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'taxguide-restart-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startServer({ DATA_DIR: dataDir });
    const stop = async (child: ChildProcess) => {
      const done = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await done;
    };
    const ready1 = await fetch(`http://127.0.0.1:${first.port}/api/ready`);
    expect(ready1.status).toBe(200);
    await stop(first.child);
    // The PGlite files are there and reopen with the schema already migrated.
    const second = await startServer({ DATA_DIR: dataDir });
    cleanup.push(async () => {
      second.child.kill('SIGKILL');
    });
    expect(second.output()).toContain(`embedded PGlite in ${join(dataDir, 'pglite')}`);
    const ready2 = await fetch(`http://127.0.0.1:${second.port}/api/ready`);
    expect(ready2.status).toBe(200);
    await stop(second.child);
  });
});
