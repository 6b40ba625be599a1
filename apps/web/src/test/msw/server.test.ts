import { IncomeTaxResultSchema } from '@taxguide/contracts/calculators';
import { PopularSectionListSchema } from '@taxguide/contracts/content';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../api-stub';
import { assertNoMockApiProblems, server } from './server';

describe('the mock API of the web tests', () => {
  it('rejects a request no handler answers, and fails the test that made it', async () => {
    await expect(fetch('/api/no-such-route?x=1')).rejects.toThrow();
    // setup.ts runs this after every test: it throws, so the test fails. Run here, it also
    // clears the list, so this test itself passes.
    expect(() => assertNoMockApiProblems()).toThrow(
      'mock API (test/msw): no handler answers GET /api/no-such-route?x=1 (add or fix a handler)',
    );
    expect(() => assertNoMockApiProblems()).not.toThrow();
  });

  it('answers relative URLs against the test page, with bodies in the contract shape', async () => {
    expect(location.origin).toBe('http://localhost:3000');
    const res = await fetch('/api/sections/popular');
    expect(res.status).toBe(200);
    const popular = PopularSectionListSchema.parse(await res.json());
    expect(popular).toHaveLength(6);
  });

  it('computes with the engine after the request schema, and refuses a body that fails it', async () => {
    const post = (body: unknown) =>
      fetch('/api/calculate/tax', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await post({
      annualIncome: 1_500_000,
      regime: 'new',
      deductions: { section80C: 0, section80D: 0, hra: 0, homeLoanInterest: 0 },
    });
    expect(ok.status).toBe(200);
    expect(IncomeTaxResultSchema.parse(await ok.json()).regime).toBe('new');
    const bad = await post({ annualIncome: -1, regime: 'new' });
    expect(bad.status).toBe(400);
    const envelope = ErrorEnvelopeSchema.parse(await bad.json());
    expect(envelope.code).toBe('VALIDATION');
    expect(envelope.details?.length).toBeGreaterThan(0);
  });

  it('a test override wins for that test only', async () => {
    server.use(http.get('/api/sections/popular', () => HttpResponse.json([])));
    expect(await (await fetch('/api/sections/popular')).json()).toEqual([]);
    server.resetHandlers();
    expect(await (await fetch('/api/sections/popular')).json()).toHaveLength(6);
  });

  it("stubApi puts a test's body for a known route through its contract schema", async () => {
    const api = stubApi({ '/api/sections/popular': [{ sectionNumber: '80C' }] });
    // The body lacks the contract's fields: the handler throws, MSW answers 500, and the test
    // that did it fails (cleared here, as above).
    expect((await fetch('/api/sections/popular')).status).toBe(500);
    expect(api.callsTo('GET', '/api/sections/popular')).toHaveLength(1);
    expect(() => assertNoMockApiProblems()).toThrow(
      /the handler of GET \/api\/sections\/popular threw/,
    );
  });
});
