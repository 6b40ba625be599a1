/**
 * Client addresses behind proxies (docs/security.md, "Trusted proxies and client addresses"):
 * with TRUST_PROXY as a hop count, the address a client writes in X-Forwarded-For never becomes
 * its rate-limit key, and text that is not an IP address is never stored or used as a key.
 * And the app's calls to itself never use up a visitor's allowance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectInternal } from '../src/infra/internal-calls';
import { FORM_RATE_LIMIT } from '../src/lib/form-route';
import { SEARCH_RATE_LIMIT } from '../src/infra/limits';
import { createTestApp, testConfig, type TestApp } from './helpers';

// The load balancer's own address: the socket every proxied request arrives from.
const PROXY = '10.0.0.2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ TRUST_PROXY: '1' }) });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const lead = (forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress: PROXY,
    // What the proxy sends on: whatever the client wrote, then the client's real address.
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `proxy.${++counter}@example.com`, source: 'newsletter_pdf' },
  });

describe('TRUST_PROXY as a hop count', () => {
  it('a client rotating a forged X-Forwarded-For still runs into its own limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FORM_RATE_LIMIT.max; i++) {
      const res = await lead(`198.51.100.${i}, 203.0.113.9`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, FORM_RATE_LIMIT.max).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await lead('203.0.113.10')).statusCode).toBe(201);
  });

  it('stores the forwarded address, and never text that is not an IP address', async () => {
    const garbage = `=HYPERLINK("http://evil.example","x")${'A'.repeat(4000)}`;
    const ok = await lead('203.0.113.20');
    const bad = await lead(garbage);
    expect(ok.statusCode).toBe(201);
    expect(bad.statusCode).toBe(201);
    const rows = await t.db.db
      .selectFrom('leads')
      .select(['email', 'ip'])
      .where('email', 'in', [`proxy.${counter - 1}@example.com`, `proxy.${counter}@example.com`])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.ip)).toEqual(['203.0.113.20', PROXY]);
  });

  it('garbage forwarded addresses share the socket address key: they cannot dodge the limit', async () => {
    // A fresh app: the proxy's address has no count yet.
    const other = await createTestApp({ config: testConfig({ TRUST_PROXY: '1' }) });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= FORM_RATE_LIMIT.max; i++) {
        const res = await other.app.inject({
          method: 'POST',
          url: '/api/leads',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `not-an-ip-${i}` },
          payload: { email: `garbage.${i}@example.com`, source: 'newsletter_pdf' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe("the app's calls to itself", () => {
  it('do not use up the search limit of the address they come from', async () => {
    const internal = SEARCH_RATE_LIMIT.max + 80;
    for (let i = 0; i < internal; i++) {
      const res = await injectInternal(t.app, {
        method: 'GET',
        url: `/api/search?q=section+${i % 20}`,
      });
      expect(res.statusCode).toBe(200);
    }
    // A visitor on the same address (inject's default 127.0.0.1) still gets answers.
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/search?q=deduction',
      remoteAddress: '127.0.0.1',
    });
    expect(visitor.statusCode, visitor.body).toBe(200);
  });
});
