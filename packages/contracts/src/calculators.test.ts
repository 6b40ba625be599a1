// The contract and the engine agree: every request the schemas accept is a valid engine input
// (checked by the compiler below), every engine result parses with the strict result schemas
// (checked over generated inputs), and bad input is refused with messages naming the field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareRegimes,
  computeAdvanceTax,
  computeCapitalGains,
  computeIncomeTax,
  computePresumptive,
  hraExemption,
  rulesFor,
  SUPPORTED_FINANCIAL_YEARS,
  type AdvanceTaxInput,
  type AdvanceTaxResult as EngineAdvanceTaxResult,
  type CapitalGainsInput,
  type CapitalGainsResult as EngineCapitalGainsResult,
  type CompareInput,
  type CompareResult as EngineCompareResult,
  type HraInput,
  type HraResult as EngineHraResult,
  type IncomeTaxInput,
  type IncomeTaxResult as EngineIncomeTaxResult,
  type PresumptiveInput,
  type PresumptiveResult as EnginePresumptiveResult,
} from '@taxguide/tax-engine';
import {
  AdvanceTaxRequestSchema,
  AdvanceTaxResultSchema,
  CapitalGainsRequestSchema,
  CapitalGainsResultSchema,
  CompareRequestSchema,
  CompareResultSchema,
  HraRequestSchema,
  HraResultSchema,
  IncomeTaxRequestSchema,
  IncomeTaxResultSchema,
  PresumptiveRequestSchema,
  PresumptiveResultSchema,
  TaxRulesSchema,
  type AdvanceTaxRequest,
  type AdvanceTaxResult,
  type CapitalGainsRequest,
  type CapitalGainsResult,
  type CompareRequest,
  type CompareResult,
  type HraRequest,
  type HraResult,
  type IncomeTaxRequest,
  type IncomeTaxResult,
  type PresumptiveRequest,
  type PresumptiveResult,
} from './calculators';

// ---------------------------------------------------------------------------------------------
// Compile-time: a parsed request IS an engine input; an engine result IS a contract result.
// (`tsc --noEmit -p packages/contracts` fails if either drifts.)
export const requestsAreEngineInputs = {
  incomeTax: (r: IncomeTaxRequest): IncomeTaxInput => r,
  compare: (r: CompareRequest): CompareInput => r,
  advanceTax: (r: AdvanceTaxRequest): AdvanceTaxInput => r,
  hra: (r: HraRequest): HraInput => r,
  capitalGains: (r: CapitalGainsRequest): CapitalGainsInput => r,
  presumptive: (r: PresumptiveRequest): PresumptiveInput => r,
};
export const engineResultsAreContractResults = {
  incomeTax: (r: EngineIncomeTaxResult): IncomeTaxResult => ({
    ...r,
    steps: [...r.steps],
    notes: [...r.notes],
    specialRateIncome: [...r.specialRateIncome],
  }),
  compare: (r: EngineCompareResult): Omit<CompareResult, 'old' | 'new'> => ({
    ...r,
    steps: [...r.steps],
    notes: [...r.notes],
  }),
  advanceTax: (r: EngineAdvanceTaxResult): AdvanceTaxResult => ({
    ...r,
    steps: [...r.steps],
    notes: [...r.notes],
    schedule: [...r.schedule],
  }),
  hra: (r: EngineHraResult): HraResult => ({ ...r, steps: [...r.steps], notes: [...r.notes] }),
  capitalGains: (r: EngineCapitalGainsResult): CapitalGainsResult => ({
    ...r,
    steps: [...r.steps],
    notes: [...r.notes],
  }),
  presumptive: (r: EnginePresumptiveResult): PresumptiveResult => ({
    ...r,
    steps: [...r.steps],
    notes: [...r.notes],
  }),
};

// ---------------------------------------------------------------------------------------------
// Generators of valid requests

const rupees = fc.oneof(
  fc.integer({ min: 0, max: 5_000_000 }),
  fc.integer({ min: 0, max: 1_000_000_000 }),
  fc.double({ min: 0, max: 1e7, noNaN: true }),
);
const small = fc.integer({ min: 0, max: 300_000 });
const fy = fc.constantFrom(
  '2023-24' as const,
  '2024-25' as const,
  '2025-26' as const,
  '2026-27' as const,
);

const incomeTaxFields = {
  annualIncome: rupees,
  financialYear: fy,
  ageGroup: fc.constantFrom('below60' as const, '60to80' as const, '80plus' as const),
  residentialStatus: fc.constantFrom('resident' as const, 'nonResident' as const),
  incomeType: fc.constantFrom('salary' as const, 'other' as const),
  otherIncome: small,
  businessIncome: rupees,
  housePropertyIncome: fc.integer({ min: -500_000, max: 500_000 }),
  basicPlusDa: rupees,
  deductions: fc.record(
    {
      section80C: small,
      section80D: small,
      section80DParents: small,
      parentsSenior: fc.boolean(),
      hra: small,
      homeLoanInterest: small,
      section80CCD1B: small,
      section80CCD2: small,
      section80TTA: small,
      section80TTB: small,
      section80E: small,
      section80G: small,
      professionalTax: fc.integer({ min: 0, max: 2_500 }),
    },
    { requiredKeys: [] },
  ),
  capitalGains: fc.record(
    { stcg111A: rupees, ltcg112A: rupees, ltcg112: rupees },
    { requiredKeys: [] },
  ),
};
const incomeTaxRequest = fc.record(
  { ...incomeTaxFields, regime: fc.constantFrom('old' as const, 'new' as const) },
  { requiredKeys: ['annualIncome', 'regime'] },
);
const compareRequest = fc.record(incomeTaxFields, { requiredKeys: ['annualIncome'] });

const isoDay = (from: number, days: number) =>
  fc
    .integer({ min: 0, max: days })
    .map((d) => new Date(from + d * 86_400_000).toISOString().slice(0, 10));
const capitalGainsRequest = fc
  .record({
    assetType: fc.constantFrom(
      'equity' as const,
      'equityFund' as const,
      'property' as const,
      'gold' as const,
      'unlistedShares' as const,
    ),
    purchasePrice: rupees,
    salePrice: rupees,
    purchaseDate: isoDay(Date.UTC(1995, 0, 1), 365 * 32),
    saleDate: isoDay(Date.UTC(2023, 3, 1), 365 * 4 - 1),
    expenses: fc.option(small, { nil: undefined }),
    residentIndividual: fc.option(fc.boolean(), { nil: undefined }),
    other112aGainsThisYear: fc.option(small, { nil: undefined }),
    slabRatePercent: fc.option(fc.constantFrom(0, 5, 10, 20, 30), { nil: undefined }),
  })
  .filter((r) => r.purchaseDate <= r.saleDate)
  .map(
    (r) =>
      Object.fromEntries(
        Object.entries(r).filter(([, v]) => v !== undefined),
      ) as CapitalGainsRequest,
  );

const advanceTaxRequest = fc.record(
  {
    annualIncome: rupees,
    tdsDeducted: small,
    financialYear: fy,
    regime: fc.constantFrom('old' as const, 'new' as const),
    ageGroup: fc.constantFrom('below60' as const, '60to80' as const, '80plus' as const),
    estimatedTax: rupees,
    hasBusinessIncome: fc.boolean(),
    presumptive: fc.boolean(),
    payments: fc.tuple(small, small, small, small).map((p) => {
      const [a, b, c, d] = p.sort((x, y) => x - y) as [number, number, number, number];
      return { q1: a, q2: b, q3: c, q4: d };
    }),
  },
  { requiredKeys: ['annualIncome'] },
);

const hraRequest = fc.record(
  {
    basicSalary: rupees,
    dearnessAllowance: small,
    commission: small,
    hraReceived: rupees,
    rentPaid: rupees,
    metro: fc.boolean(),
    city: fc.constantFrom('Mumbai', 'Bombay', 'Pune', 'Bengaluru', 'Chennai', 'Jaipur'),
    financialYear: fy,
  },
  { requiredKeys: ['basicSalary', 'hraReceived', 'rentPaid'] },
);

const presumptiveRequest = fc
  .record({
    businessType: fc.constantFrom('44AD' as const, '44ADA' as const),
    grossReceipts: rupees,
    digitalShare: fc.integer({ min: 0, max: 100 }),
    cashShare: fc.integer({ min: 0, max: 100 }),
    financialYear: fy,
  })
  .map(({ digitalShare, cashShare, ...r }): PresumptiveRequest => {
    const digital = Math.floor((r.grossReceipts * digitalShare) / 100);
    const cash = Math.floor(((r.grossReceipts - digital) * cashShare) / 100);
    return { ...r, digitalReceipts: digital, cashReceipts: cash };
  });

function roundTrip<I, O>(
  request: fc.Arbitrary<I>,
  requestSchema: { parse: (x: unknown) => unknown },
  run: (x: never) => O,
  resultSchema: { safeParse: (x: unknown) => { success: boolean; error?: unknown } },
) {
  fc.assert(
    fc.property(request, (input) => {
      const parsed = requestSchema.parse(input);
      // Validation only: no defaults, no transforms.
      expect(parsed).toEqual(input);
      const result = run(parsed as never);
      const check = resultSchema.safeParse(JSON.parse(JSON.stringify(result)));
      if (!check.success) throw new Error(JSON.stringify(check.error));
    }),
    { numRuns: 150 },
  );
}

describe('engine results parse with the strict result schemas', () => {
  it('income tax', () =>
    roundTrip(incomeTaxRequest, IncomeTaxRequestSchema, computeIncomeTax, IncomeTaxResultSchema));
  it('compare', () => {
    fc.assert(
      fc.property(compareRequest, (input) => {
        const parsed = CompareRequestSchema.parse(input);
        expect(parsed).toEqual(input);
        const check = CompareResultSchema.safeParse(
          JSON.parse(JSON.stringify(compareRegimes(parsed))),
        );
        if (!check.success) throw new Error(JSON.stringify(check.error));
      }),
      { numRuns: 40 },
    );
  });
  it('advance tax', () =>
    roundTrip(
      advanceTaxRequest,
      AdvanceTaxRequestSchema,
      computeAdvanceTax,
      AdvanceTaxResultSchema,
    ));
  it('HRA', () => roundTrip(hraRequest, HraRequestSchema, hraExemption, HraResultSchema));
  it('capital gains', () =>
    roundTrip(
      capitalGainsRequest,
      CapitalGainsRequestSchema,
      computeCapitalGains,
      CapitalGainsResultSchema,
    ));
  it('presumptive', () =>
    roundTrip(
      presumptiveRequest,
      PresumptiveRequestSchema,
      computePresumptive,
      PresumptiveResultSchema,
    ));
});

// ---------------------------------------------------------------------------------------------

function issues(
  schema: {
    safeParse: (x: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) {
  const r = schema.safeParse(input);
  expect(r.success).toBe(false);
  return (r.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('request validation', () => {
  it('accepts the spec bodies as they are', () => {
    const old = {
      annualIncome: 1_200_000,
      regime: 'old',
      deductions: { section80C: 150_000, section80D: 25_000, hra: 0, homeLoanInterest: 0 },
    };
    expect(IncomeTaxRequestSchema.parse(old)).toEqual(old);
    expect(IncomeTaxRequestSchema.parse({ annualIncome: 1_200_000, regime: 'new' })).toEqual({
      annualIncome: 1_200_000,
      regime: 'new',
    });
    expect(AdvanceTaxRequestSchema.parse({ annualIncome: 1_500_000, tdsDeducted: 0 })).toEqual({
      annualIncome: 1_500_000,
      tdsDeducted: 0,
    });
    expect(AdvanceTaxRequestSchema.parse({ annualIncome: 1_500_000 })).toEqual({
      annualIncome: 1_500_000,
    }); // no default added
  });

  it('names every bad field', () => {
    expect(
      issues(IncomeTaxRequestSchema, {
        annualIncome: -1,
        regime: 'both',
        financialYear: '2022-23',
        deductions: { section80C: 'x' },
      }),
    ).toEqual([
      { path: 'annualIncome', message: 'annualIncome must be 0 or more' },
      { path: 'deductions.section80C', message: 'deductions.section80C must be a number' },
      {
        path: 'financialYear',
        message: 'financialYear must be one of: 2023-24, 2024-25, 2025-26, 2026-27',
      },
      { path: 'regime', message: 'regime must be one of: old, new' },
    ]);
    expect(issues(IncomeTaxRequestSchema, {})).toEqual([
      { path: 'annualIncome', message: 'annualIncome is required' },
      { path: 'regime', message: 'regime must be one of: old, new' },
    ]);
    expect(issues(IncomeTaxRequestSchema, { annualIncome: 2e12, regime: 'new' })[0]?.message).toBe(
      'annualIncome must be at most 1000000000000',
    );
  });

  it('rejects unknown keys, at every level', () => {
    expect(
      issues(IncomeTaxRequestSchema, { annualIncome: 1, regime: 'new', salary: 5 })[0]?.message,
    ).toMatch(/salary/);
    expect(
      issues(IncomeTaxRequestSchema, {
        annualIncome: 1,
        regime: 'new',
        deductions: { section80CCC: 5 },
      })[0]?.path,
    ).toBe('deductions');
    expect(issues(CompareRequestSchema, { annualIncome: 1, regime: 'new' })[0]?.message).toMatch(
      /regime/,
    );
  });

  it('allows pre-23-July gains only in FY 2024-25 (or 2023-24)', () => {
    const body = {
      annualIncome: 1,
      regime: 'new',
      capitalGains: { before23July2024: { stcg111A: 5 } },
    };
    expect(issues(IncomeTaxRequestSchema, body)).toEqual([
      {
        path: 'capitalGains.before23July2024',
        message: 'capitalGains.before23July2024 applies only to financialYear 2024-25 (or 2023-24)',
      },
    ]);
    expect(IncomeTaxRequestSchema.safeParse({ ...body, financialYear: '2024-25' }).success).toBe(
      true,
    );
  });

  it('validates dates: calendar dates, purchase not after sale, sale in a supported year', () => {
    const base = { assetType: 'equity', purchasePrice: 1, salePrice: 2 };
    expect(
      issues(CapitalGainsRequestSchema, {
        ...base,
        purchaseDate: '2025-02-30',
        saleDate: '25-06-01',
      }),
    ).toEqual([
      { path: 'purchaseDate', message: 'purchaseDate must be a calendar date written YYYY-MM-DD' },
      { path: 'saleDate', message: 'saleDate must be a calendar date written YYYY-MM-DD' },
    ]);
    expect(
      issues(CapitalGainsRequestSchema, {
        ...base,
        purchaseDate: '2025-06-02',
        saleDate: '2025-06-01',
      }),
    ).toEqual([{ path: 'purchaseDate', message: 'purchaseDate must be on or before saleDate' }]);
    expect(
      issues(CapitalGainsRequestSchema, {
        ...base,
        purchaseDate: '2020-01-01',
        saleDate: '2027-04-01',
      })[0]?.path,
    ).toBe('saleDate');
    expect(
      issues(CapitalGainsRequestSchema, {
        ...base,
        assetType: 'crypto',
        purchaseDate: '2024-01-01',
        saleDate: '2025-01-01',
      })[0],
    ).toEqual({
      path: 'assetType',
      message: 'assetType must be one of: equity, equityFund, property, gold, unlistedShares',
    });
  });

  it('checks cumulative payments and receipts that add up', () => {
    expect(
      issues(AdvanceTaxRequestSchema, { annualIncome: 1, payments: { q1: 100, q2: 50 } }),
    ).toEqual([
      {
        path: 'payments.q2',
        message: 'payments are cumulative: payments.q2 must be at least payments.q1',
      },
    ]);
    expect(
      issues(PresumptiveRequestSchema, {
        businessType: '44AD',
        grossReceipts: 100,
        digitalReceipts: 80,
        cashReceipts: 30,
      }),
    ).toEqual([
      {
        path: 'cashReceipts',
        message: 'digitalReceipts + cashReceipts must not exceed grossReceipts',
      },
    ]);
    expect(
      issues(HraRequestSchema, { basicSalary: 1, hraReceived: 1, rentPaid: 1, city: '' })[0],
    ).toEqual({ path: 'city', message: 'city must not be empty' });
  });
});

describe('GET /api/tax-rules/:financialYear payload', () => {
  it.each(SUPPORTED_FINANCIAL_YEARS)('the FY %s rule table parses with TaxRulesSchema', (fy) => {
    const check = TaxRulesSchema.safeParse(JSON.parse(JSON.stringify(rulesFor(fy))));
    if (!check.success) throw new Error(JSON.stringify(check.error.issues.slice(0, 3)));
  });
});
