// The bench's reference servers are what bench/RESULTS.md says they are: the same answer as the
// engine, the bare one with no security headers, the bare+headers one with exactly the production
// JSON set. Started as the bench starts them (this is not a timing test).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonSecurityHeaders } from '../apps/api/src/plugins/security';
import { computeIncomeTax } from '../packages/tax-engine/src/index';
import { freePort } from './support/server';

const body = {
  annualIncome: 1_500_000,
  regime: 'old' as const,
  deductions: { section80C: 150_000, section80D: 25_000, hra: 120_000, homeLoanInterest: 0 },
};
const children: ChildProcess[] = [];

type Kind = 'bare' | 'bare-headers';

async function serve(kind: Kind): Promise<string> {
  return (await serveWithOutput(kind, [])).url;
}

async function serveWithOutput(
  kind: Kind,
  nodeOptions: string[],
): Promise<{ url: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...nodeOptions,
      '--import',
      'tsx',
      join(import.meta.dirname, 'calculate-api.bench.ts'),
      `--serve=${kind}`,
      `--port=${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/api/calculate/tax`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${kind} server exited (${child.exitCode})`);
    const ok = await fetch(url, { method: 'POST' }).then(
      () => true,
      () => false,
    );
    if (ok) return { url, output: () => output };
    if (Date.now() > deadline) throw new Error(`the ${kind} server did not start in 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const post = (url: string, payload: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

describe('calculate-api bench: reference servers', () => {
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it('bare answers as the engine does, with no security headers; bare+headers adds exactly the JSON set', async () => {
    const [bare, withHeaders] = await Promise.all([serve('bare'), serve('bare-headers')]);
    const expected = JSON.parse(JSON.stringify(computeIncomeTax(body)));
    const required = jsonSecurityHeaders({ isProduction: true, devServer: false });
    expect(Object.keys(required)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
      ]),
    );

    const plain = await post(bare, body);
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual(expected);
    for (const name of Object.keys(required)) expect(plain.headers.get(name)).toBeNull();

    const secured = await post(withHeaders, body);
    expect(secured.status).toBe(200);
    expect(await secured.json()).toEqual(expected);
    for (const [name, value] of Object.entries(required)) {
      expect(secured.headers.get(name)).toBe(value);
    }
  }, 60_000);

  it('every reference server validates the body as the API does: a bad body is a 400', async () => {
    const urls = await Promise.all([serve('bare'), serve('bare-headers')]);
    for (const url of urls) {
      const res = await post(url, { annualIncome: -5, regime: 'mid' });
      expect(res.status).toBe(400);
    }
  }, 60_000);
});
