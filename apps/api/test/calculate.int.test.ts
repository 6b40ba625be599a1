import { brotliDecompressSync } from 'node:zlib';
import {
  FINANCIAL_YEARS,
  IncomeTaxResultSchema,
  TaxRulesSchema,
} from '@taxguide/contracts/calculators';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import {
  compareRegimes,
  computeAdvanceTax,
  computeCapitalGains,
  computeIncomeTax,
  computePresumptive,
  hraExemption,
  rulesFor,
} from '@taxguide/tax-engine';
import { HI } from '@taxguide/tax-engine/hindi';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorRoutes } from '../src/modules/calculate/calculate.routes';
import { calculators, fieldErrors } from '../src/modules/calculate/calculators';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function post(url: string, payload: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
}

/** The engine's answer as it travels over JSON. */
const overJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function expectValidation(body: unknown, fields: string[]) {
  const envelope = ErrorEnvelopeSchema.parse(body);
  expect(envelope).toMatchObject({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    error: 'Bad Request',
  });
  const paths = [...new Set((envelope.details ?? []).map((d) => d.path))].sort();
  expect(paths).toEqual([...fields].sort());
  for (const field of fields) expect(envelope.message).toContain(field);
  return envelope;
}

describe('POST /api/calculate/tax', () => {
  it('answers the spec body with the engine result (new regime, salaried 12.75 lakh, FY 2025-26 → nil)', async () => {
    const body = { annualIncome: 1_275_000, regime: 'new', financialYear: '2025-26' } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
    expect(res.body).toMatchObject({ totalTax: 0, totalDeductions: 75_000, rebate87A: 60_000 });
    IncomeTaxResultSchema.parse(res.body);
  });

  it('15 lakh in the new regime (default FY 2026-27) is 97,500', async () => {
    const res = await post('/api/calculate/tax', { annualIncome: 1_500_000, regime: 'new' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalTax: 97_500, financialYear: '2026-27', regime: 'new' });
  });

  it('the old-regime spec body caps 80C and the home-loan interest and says so', async () => {
    const body = {
      annualIncome: 1_800_000,
      regime: 'old',
      deductions: {
        section80C: 200_000,
        section80D: 30_000,
        hra: 100_000,
        homeLoanInterest: 250_000,
      },
    } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
    const result = IncomeTaxResultSchema.parse(res.body);
    expect(result.deductionsAllowed.section80C).toBe(150_000);
    expect(result.deductionsAllowed.selfOccupiedInterest).toBe(200_000);
    expect(result.notes.join('\n')).toMatch(/80C .*capped at 1,50,000/);
    expect(result.notes.join('\n')).toMatch(
      /home-loan interest claimed 2,50,000, capped at 2,00,000/,
    );
  });

  it('takes the optional extras of the contract (year, age, other heads, gains, more deductions)', async () => {
    const body = {
      annualIncome: 2_400_000,
      regime: 'old',
      financialYear: '2024-25',
      ageGroup: '60to80',
      residentialStatus: 'resident',
      incomeType: 'salary',
      otherIncome: 80_000,
      businessIncome: 100_000,
      housePropertyIncome: -50_000,
      capitalGains: { stcg111A: 40_000, ltcg112A: 200_000, before23July2024: { ltcg112A: 50_000 } },
      basicPlusDa: 1_200_000,
      deductions: {
        section80C: 150_000,
        section80CCD1B: 50_000,
        section80CCD2: 100_000,
        section80TTB: 60_000,
        section80E: 20_000,
        section80G: 10_000,
      },
    } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
  });

  it('400 names every bad field, nested and unknown ones included', async () => {
    const res = await post('/api/calculate/tax', {
      annualIncome: -1,
      regime: 'both',
      financialYear: '2019-20',
      deductions: { section80C: 'lots', section80X: 5 },
    });
    expect(res.status).toBe(400);
    const envelope = expectValidation(res.body, [
      'annualIncome',
      'regime',
      'financialYear',
      'deductions.section80C',
      'deductions.section80X',
    ]);
    expect(envelope.details).toEqual(
      expect.arrayContaining([
        { path: 'annualIncome', message: 'annualIncome must be 0 or more' },
        { path: 'regime', message: 'regime must be one of: old, new' },
        { path: 'deductions.section80C', message: 'deductions.section80C must be a number' },
      ]),
    );
  });

  it('400 for a missing body field and for an empty object', async () => {
    const res = await post('/api/calculate/tax', {});
    expect(res.status).toBe(400);
    expectValidation(res.body, ['annualIncome', 'regime']);
  });

  it('400 for gains before 23 July 2024 in a year without that split', async () => {
    const res = await post('/api/calculate/tax', {
      annualIncome: 500_000,
      regime: 'new',
      financialYear: '2025-26',
      capitalGains: { before23July2024: { ltcg112A: 1 } },
    });
    expect(res.status).toBe(400);
    expectValidation(res.body, ['capitalGains.before23July2024']);
  });
});

describe('POST /api/calculate/advance-tax', () => {
  it('answers the spec body with advanceTaxDue, tdsDeducted and four quarters', async () => {
    const body = { annualIncome: 1_500_000, tdsDeducted: 20_000 };
    const res = await post('/api/calculate/advance-tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeAdvanceTax(body)));
    expect(res.body).toMatchObject({
      advanceTaxDue: 77_500,
      tdsDeducted: 20_000,
      quarters: { q1: 11_625, q2: 23_250, q3: 23_250, q4: 19_375 },
    });
  });

  it('tdsDeducted is optional (0) and the extras are accepted', async () => {
    const body = {
      annualIncome: 3_000_000,
      financialYear: '2025-26',
      regime: 'old',
      ageGroup: 'below60',
      incomeType: 'other',
      payments: { q1: 50_000, q2: 150_000 },
    } as const;
    const res = await post('/api/calculate/advance-tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeAdvanceTax(body)));
    expect(res.body).toHaveProperty('interest234C');
  });

  it('400 names each bad field, including out-of-order cumulative payments', async () => {
    const res = await post('/api/calculate/advance-tax', {
      annualIncome: 'ten lakh',
      tdsDeducted: -5,
      hasBusinessIncome: 'yes',
    });
    expect(res.status).toBe(400);
    expectValidation(res.body, ['annualIncome', 'tdsDeducted', 'hasBusinessIncome']);
    const order = await post('/api/calculate/advance-tax', {
      annualIncome: 1_000_000,
      payments: { q1: 20_000, q2: 10_000 },
    });
    expect(order.status).toBe(400);
    expectValidation(order.body, ['payments.q2']);
  });
});

describe('POST /api/calculate/compare', () => {
  it('answers both regimes, the winner and the saving, as the engine does', async () => {
    const body = {
      annualIncome: 1_500_000,
      financialYear: '2025-26',
      deductions: {
        section80C: 150_000,
        section80D: 25_000,
        hra: 200_000,
        homeLoanInterest: 200_000,
      },
    } as const;
    const res = await post('/api/calculate/compare', body);
    expect(res.status).toBe(200);
    const expected = compareRegimes(body);
    expect(res.body).toEqual(overJson(expected));
    expect(res.body).toMatchObject({ winner: expected.winner, saving: expected.saving });
  });

  it('rejects a regime field (compare computes both) and names it', async () => {
    const res = await post('/api/calculate/compare', { annualIncome: 1_000_000, regime: 'old' });
    expect(res.status).toBe(400);
    const envelope = expectValidation(res.body, ['regime']);
    expect(envelope.details).toEqual([{ path: 'regime', message: 'Unrecognized key: "regime"' }]);
  });
});

describe('POST /api/calculate/hra', () => {
  it('answers the least of the three limbs', async () => {
    const body = { basicSalary: 600_000, hraReceived: 300_000, rentPaid: 240_000, metro: true };
    const res = await post('/api/calculate/hra', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(hraExemption(body)));
    expect(res.body).toMatchObject({ exemptHra: 180_000, taxableHra: 120_000, percentApplied: 50 });
  });

  it('takes DA, commission and a city', async () => {
    const body = {
      basicSalary: 500_000,
      dearnessAllowance: 100_000,
      commission: 20_000,
      hraReceived: 250_000,
      rentPaid: 300_000,
      city: 'Chennai',
      financialYear: '2024-25',
    } as const;
    const res = await post('/api/calculate/hra', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(hraExemption(body)));
  });

  it('takes the regime: the new regime exempts no HRA (s.115BAC(2))', async () => {
    const body = {
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 240_000,
      metro: true,
      regime: 'new',
    } as const;
    const res = await post('/api/calculate/hra', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(hraExemption(body)));
    expect(res.body).toMatchObject({ exemptHra: 0, taxableHra: 300_000 });
  });

  it('400 names each bad field', async () => {
    const res = await post('/api/calculate/hra', {
      basicSalary: -1,
      rentPaid: 'x',
      metro: 'yes',
      city: '',
    });
    expect(res.status).toBe(400);
    expectValidation(res.body, ['basicSalary', 'hraReceived', 'rentPaid', 'metro', 'city']);
  });
});

describe('POST /api/calculate/capital-gains', () => {
  it('answers listed equity held over a year at the 112A rate after the exemption', async () => {
    const body = {
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 300_000,
      purchaseDate: '2022-01-01',
      saleDate: '2025-06-01',
    } as const;
    const res = await post('/api/calculate/capital-gains', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeCapitalGains(body)));
    expect(res.body).toMatchObject({
      term: 'long',
      section: '112A',
      exemption: 125_000,
      totalTax: 9_750,
    });
  });

  it('offers the indexation choice for land bought before 23 July 2024', async () => {
    const body = {
      assetType: 'property',
      purchasePrice: 2_000_000,
      salePrice: 6_000_000,
      purchaseDate: '2012-05-10',
      saleDate: '2025-05-10',
      expenses: 50_000,
    } as const;
    const res = await post('/api/calculate/capital-gains', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeCapitalGains(body)));
    expect(res.body).toHaveProperty('indexation.chosen');
  });

  it('takes the FMV on 31 January 2018, the reinvestment exemptions and the two new asset types', async () => {
    const grandfathered = {
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 500_000,
      purchaseDate: '2016-05-01',
      saleDate: '2026-05-01',
      fmvOn31Jan2018: 300_000,
    } as const;
    const res = await post('/api/calculate/capital-gains', grandfathered);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeCapitalGains(grandfathered)));
    // s.55(2)(ac): cost is the higher of cost and the lower of FMV and sale price = 3,00,000;
    // gain 2,00,000 − 1,25,000 exempt = 75,000 at 12.5 % = 9,375 + cess 375 = 9,750.
    expect(res.body).toMatchObject({ section: '112A', gain: 200_000, totalTax: 9_750 });
    for (const body of [
      {
        assetType: 'property',
        purchasePrice: 2_000_000,
        salePrice: 6_000_000,
        purchaseDate: '2015-05-10',
        saleDate: '2026-05-10',
        fmvOn1Apr2001: 0,
        exemptions: { section54: 1_000_000, section54EC: 500_000 },
      },
      {
        assetType: 'specifiedMutualFund',
        purchasePrice: 100_000,
        salePrice: 120_000,
        purchaseDate: '2023-06-01',
        saleDate: '2026-06-01',
      },
      {
        assetType: 'listedBond',
        purchasePrice: 100_000,
        salePrice: 120_000,
        purchaseDate: '2024-06-01',
        saleDate: '2026-06-01',
      },
    ] as const) {
      const other = await post('/api/calculate/capital-gains', body);
      expect(other.status, body.assetType).toBe(200);
      expect(other.body).toEqual(overJson(computeCapitalGains(body)));
    }
  });

  it('400 names each bad field: type, price, date format, date order, year range', async () => {
    const res = await post('/api/calculate/capital-gains', {
      assetType: 'crypto',
      purchasePrice: -1,
      salePrice: 10,
      purchaseDate: '01/02/2024',
      saleDate: '2024-02-30',
    });
    expect(res.status).toBe(400);
    expectValidation(res.body, ['assetType', 'purchasePrice', 'purchaseDate', 'saleDate']);
    const order = await post('/api/calculate/capital-gains', {
      assetType: 'gold',
      purchasePrice: 1,
      salePrice: 2,
      purchaseDate: '2025-02-01',
      saleDate: '2025-01-01',
    });
    expect(order.status).toBe(400);
    expectValidation(order.body, ['purchaseDate']);
    const range = await post('/api/calculate/capital-gains', {
      assetType: 'gold',
      purchasePrice: 1,
      salePrice: 2,
      purchaseDate: '2020-02-01',
      saleDate: '2030-01-01',
    });
    expect(range.status).toBe(400);
    expectValidation(range.body, ['saleDate']);
  });
});

describe('POST /api/calculate/presumptive', () => {
  it('44AD: 6 % of digital and 8 % of other receipts', async () => {
    const body = {
      businessType: '44AD',
      grossReceipts: 10_000_000,
      digitalReceipts: 6_000_000,
    } as const;
    const res = await post('/api/calculate/presumptive', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computePresumptive(body)));
    expect(res.body).toMatchObject({ presumptiveIncome: 360_000 + 320_000, eligible: true });
  });

  it('44AE: income per goods carriage and month owned', async () => {
    const body = {
      businessType: '44AE',
      vehicles: [
        { heavy: true, grossTonnes: 16, months: 12 },
        { heavy: false, months: 5 },
      ],
    } as const;
    const res = await post('/api/calculate/presumptive', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computePresumptive(body)));
    // s.44AE(2): heavy goods vehicle 1,000 a tonne a month: 16 × 12 × 1,000 = 1,92,000;
    // other 7,500 a month: 5 × 7,500 = 37,500 → 2,29,500.
    expect(res.body).toMatchObject({ presumptiveIncome: 229_500, businessType: '44AE' });
  });

  it('44ADA: 50 % of receipts', async () => {
    const body = { businessType: '44ADA', grossReceipts: 4_000_000 } as const;
    const res = await post('/api/calculate/presumptive', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computePresumptive(body)));
    expect(res.body).toMatchObject({ presumptiveIncome: 2_000_000, ratePercent: 50 });
  });

  it('400 names each bad field', async () => {
    const res = await post('/api/calculate/presumptive', {
      businessType: '44AD',
      profession: 'chef',
    });
    expect(res.status).toBe(400);
    expectValidation(res.body, ['grossReceipts', 'profession']);
    const type = await post('/api/calculate/presumptive', { businessType: '44AF' });
    expect(type.status).toBe(400);
    expectValidation(type.body, ['businessType']);
    const more = await post('/api/calculate/presumptive', {
      businessType: '44AD',
      grossReceipts: 100,
      digitalReceipts: 200,
    });
    expect(more.status).toBe(400);
    expectValidation(more.body, ['digitalReceipts', 'cashReceipts']);
  });
});

describe('every calculator route', () => {
  it('covers every calculator of the registry exactly once', () => {
    expect(calculatorRoutes.map((r) => r.calculator).sort()).toEqual(
      Object.keys(calculators).sort(),
    );
  });

  it.each(calculatorRoutes.map((r) => [r.url] as const))(
    '%s: malformed JSON, wrong type, non-object bodies and 415',
    async (url) => {
      const malformed = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"annualIncome": 12',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'MALFORMED_JSON' });

      for (const payload of [[], 'text', 42, null]) {
        const res = await post(url, payload);
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect(ErrorEnvelopeSchema.parse(res.body).code).toBe('VALIDATION_FAILED');
      }

      const unknown = await post(url, { surprise: true });
      expect(unknown.status).toBe(400);
      const details = ErrorEnvelopeSchema.parse(unknown.body).details ?? [];
      expect(details.map((d) => d.path)).toContain('surprise');

      const text = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(text.statusCode).toBe(415);
    },
  );

  it('never crashes: random bodies answer 200 with the engine result or 400 with details', async () => {
    const amount = fc.oneof(
      fc.integer({ min: -1_000, max: 50_000_000 }),
      fc.double({ noNaN: true }),
      fc.constantFrom('1000', null, true, 1e13),
    );
    const body = fc.record(
      {
        annualIncome: amount,
        regime: fc.constantFrom('old', 'new', 'both'),
        tdsDeducted: amount,
        financialYear: fc.constantFrom(...FINANCIAL_YEARS, '2022-23'),
        ageGroup: fc.constantFrom('below60', '60to80', '80plus', 'teen'),
        basicSalary: amount,
        hraReceived: amount,
        rentPaid: amount,
        assetType: fc.constantFrom('equity', 'gold', 'property', 'art'),
        purchasePrice: amount,
        salePrice: amount,
        purchaseDate: fc.constantFrom('2020-01-01', '2024-07-22', '2025-13-01'),
        saleDate: fc.constantFrom('2024-08-01', '2026-03-31', 'soon'),
        businessType: fc.constantFrom('44AD', '44ADA', '44AE'),
        grossReceipts: amount,
        taxpayerType: fc.constantFrom('individual', 'huf', 'firm'),
        returnFiledOn: fc.constantFrom('2027-07-31', '2028-01-15', '2026-03-31', '2027-02-30'),
        vehicles: fc.array(
          fc.record(
            { heavy: fc.boolean(), grossTonnes: amount, months: amount },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
        capitalGainsTransactions: fc.array(
          fc.record({
            assetType: fc.constantFrom('equity', 'property', 'listedBond', 'art'),
            purchasePrice: amount,
            salePrice: amount,
            purchaseDate: fc.constantFrom('2001-01-01', '2026-05-01', '2026-13-01'),
            saleDate: fc.constantFrom('2026-04-01', '2027-03-31', '2025-06-01'),
          }),
          { maxLength: 3 },
        ),
        taxesPaid: fc.record(
          {
            tds: amount,
            advanceTax: fc.array(
              fc.record({ date: fc.constantFrom('2026-06-15', '2027-06-15', 'soon'), amount }),
              { maxLength: 3 },
            ),
          },
          { requiredKeys: [] },
        ),
        deductions: fc.record(
          {
            section80C: amount,
            section80D: amount,
            hra: amount,
            homeLoanInterest: amount,
            section80U: fc.constantFrom('none', 'disability', 'severe', 'mild'),
            donations80G: fc.array(
              fc.record({ amount, category: fc.constantFrom('100NoLimit', '50Limit', 'other') }),
              { maxLength: 2 },
            ),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calculatorRoutes), body, async (route, input) => {
        const shape = calculators[route.calculator].request;
        const res = await post(route.url, input);
        expect([200, 400]).toContain(res.status);
        // The server reads the JSON text: ±Infinity arrives as null.
        const parsed = shape.safeParse(JSON.parse(JSON.stringify(input)));
        if (parsed.success) {
          expect(res.status).toBe(200);
          expect(res.body).toEqual(
            overJson(calculators[route.calculator].run(parsed.data as never)),
          );
        } else {
          expect(res.status).toBe(400);
          const envelope = ErrorEnvelopeSchema.parse(res.body);
          const expectedPaths = new Set(fieldErrors(parsed.error).map((d) => d.path || 'body'));
          expect(new Set((envelope.details ?? []).map((d) => d.path))).toEqual(expectedPaths);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('is sent uncompressed to a client that accepts compression; the rule table is compressed', async () => {
    const bodies: Record<string, unknown> = {
      '/api/calculate/tax': { annualIncome: 1_500_000, regime: 'old' },
      '/api/calculate/advance-tax': { annualIncome: 2_000_000, tdsDeducted: 50_000 },
      '/api/calculate/compare': { annualIncome: 1_500_000 },
      '/api/calculate/hra': { basicSalary: 600_000, hraReceived: 240_000, rentPaid: 300_000 },
      '/api/calculate/capital-gains': {
        assetType: 'equity',
        purchasePrice: 100_000,
        salePrice: 400_000,
        purchaseDate: '2022-01-10',
        saleDate: '2025-06-10',
      },
      '/api/calculate/presumptive': { businessType: '44AD', grossReceipts: 5_000_000 },
    };
    expect(Object.keys(bodies).sort()).toEqual(calculatorRoutes.map((r) => r.url).sort());
    for (const route of calculatorRoutes) {
      const { url } = route;
      const body = bodies[url];
      const calc = calculators[route.calculator];
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers['content-length'], url).toBe(String(res.rawPayload.length));
      expect(res.json(), url).toEqual(overJson(calc.run(calc.request.parse(body) as never)));
      // The income-tax answer is over compression's 1 KB threshold: it is the route's choice,
      // not the size, that keeps it uncompressed.
      if (route.calculator === 'income_tax') expect(res.rawPayload.length).toBeGreaterThan(1024);
    }

    const rules = await t.app.inject({
      method: 'GET',
      url: '/api/tax-rules/2025-26',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(rules.statusCode).toBe(200);
    expect(rules.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(rules.rawPayload).toString('utf8'))).toEqual(
      overJson(rulesFor('2025-26')),
    );
  });

  it('appears in the OpenAPI document with its tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const route of calculatorRoutes) {
      expect(doc.paths[route.url]?.post?.tags).toEqual(['calculators']);
    }
    expect(doc.paths['/api/tax-rules/{financialYear}']?.get?.tags).toEqual(['calculators']);
  });
});

describe('GET /api/tax-rules/:financialYear', () => {
  it.each(FINANCIAL_YEARS.map((fy) => [fy] as const))(
    '%s: the engine table with citations',
    async (fy) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/tax-rules/${fy}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const body = TaxRulesSchema.parse(res.json());
      expect(body).toEqual(overJson(rulesFor(fy)));
      expect(body.financialYear).toBe(fy);
      expect(body.deductions.section80C.citation.act1961).toMatch(/80C/);
      // A tagged source links to where it can be read (docs/tax-sources.md).
      expect(body.newRegime.slabs.citation.href).toMatch(/^https:\/\//);
    },
  );

  it('an unknown year answers the 404 envelope naming the supported years', async () => {
    for (const fy of ['2019-20', '2027-28', 'latest']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/tax-rules/${fy}` });
      expect(res.statusCode).toBe(404);
      const envelope = ErrorEnvelopeSchema.parse(res.json());
      expect(envelope.code).toBe('NOT_FOUND');
      expect(envelope.message).toBe(
        `No tax rules for financial year "${fy}": the supported years are 2023-24, 2024-25, 2025-26, 2026-27`,
      );
    }
  });
});

describe('?lang=hi on the calculators', () => {
  const body = {
    annualIncome: 1_800_000,
    regime: 'old',
    financialYear: '2026-27',
    deductions: { section80C: 200_000, section80D: 30_000 },
  } as const;

  it('gives the working in Hindi with the figures of the English answer', async () => {
    const english = await post('/api/calculate/tax', body);
    const hindi = await post('/api/calculate/tax?lang=hi', body);
    expect(hindi.status).toBe(200);
    const en = IncomeTaxResultSchema.parse(english.body);
    const hi = IncomeTaxResultSchema.parse(hindi.body);
    expect(hi).toEqual(overJson(computeIncomeTax(body, { text: HI })));
    expect(hi.totalTax).toBe(en.totalTax);
    expect(hi.steps.map((s) => s.amount)).toEqual(en.steps.map((s) => s.amount));
    // Every working line and note is Hindi (Devanagari), none is the English one.
    for (const [i, step] of hi.steps.entries()) {
      expect(step.label).toMatch(/[\u0900-\u097F]/);
      expect(step.label).not.toBe(en.steps[i]?.label);
    }
    expect(hi.notes.length).toBeGreaterThan(0);
    for (const note of hi.notes) expect(note).toMatch(/[\u0900-\u097F]/);
  });

  it('is English without it or with lang=en, and refuses another language in plain words', async () => {
    const plain = await post('/api/calculate/compare', { annualIncome: 900_000 });
    const en = await post('/api/calculate/compare?lang=en', { annualIncome: 900_000 });
    expect(en.body).toEqual(plain.body);
    expect(plain.body).toEqual(overJson(compareRegimes({ annualIncome: 900_000 })));
    const bad = await post('/api/calculate/compare?lang=fr', { annualIncome: 900_000 });
    expect(bad.status).toBe(400);
    const envelope = ErrorEnvelopeSchema.parse(bad.body);
    expect(envelope.message).toBe('Invalid request: check lang');
    expect(envelope.details).toEqual([{ path: 'lang', message: "lang must be 'en' or 'hi'" }]);
  });
});
