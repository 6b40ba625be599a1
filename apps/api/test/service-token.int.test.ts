/**
 * The agent worker reads the site over HTTP (its keyword checks use the public site search).
 * With the deployment's INTERNAL_API_TOKEN those reads are internal calls: they never use up
 * the visitors' search limit, while the same requests without the token, or with a wrong one,
 * are limited like anyone's (docs/security.md, "Rate limits").
 */
import { createHttpPageSource } from '@taxguide/agent/page-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RATE_LIMIT } from '../src/infra/limits';
import { createTestApp, testConfig, type TestApp } from './helpers';

const TOKEN = 'worker-service-token-0123456789abcdef';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ INTERNAL_API_TOKEN: TOKEN }) });
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t?.close();
});

async function searches(source: ReturnType<typeof createHttpPageSource>, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    statuses.push((await source.get(`/api/search?q=section+${i % 20}`)).status);
  }
  return statuses;
}

describe('the worker service token', () => {
  it('lets the worker read past the visitors’ search limit, and only with the right token', async () => {
    const worker = createHttpPageSource(origin, { internalToken: TOKEN });
    const workerStatuses = await searches(worker, SEARCH_RATE_LIMIT.max + 20);
    expect(workerStatuses.every((s) => s === 200)).toBe(true);

    // A client that guesses a token is just a client: it runs into the limit.
    const forger = createHttpPageSource(origin, { internalToken: `${TOKEN}x` });
    const forged = await searches(forger, SEARCH_RATE_LIMIT.max + 1);
    expect(forged.slice(0, SEARCH_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(forged.at(-1)).toBe(429);

    // The worker's reads did not draw on that budget either: with the token it still reads.
    expect((await worker.get('/api/search?q=80c')).status).toBe(200);
  });

  it('refuses a token too short to be a secret at boot', () => {
    expect(() => testConfig({ INTERNAL_API_TOKEN: 'short' })).toThrow(/INTERNAL_API_TOKEN/);
  });
});
