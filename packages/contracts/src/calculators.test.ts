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
  type TaxRules as EngineTaxRules,
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
  type TaxRules,
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
    capitalGainsByRate: [...r.capitalGainsByRate],
    slabBreakdown: [...r.slabBreakdown],
    setOff: { ...r.setOff, lines: [...r.setOff.lines] },
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

// Compile-time: the contract names every field of the engine's types and no other, at every
// depth (the assignments above let a field the engine adds go unnoticed).

/** Every key path of T, through nested objects and list items: 'a', 'a.b', 'list.c'. */
type KeyPaths<T> = T extends readonly (infer Item)[]
  ? KeyPaths<Item>
  : T extends object
    ? { [K in keyof T & string]-?: K | `${K}.${KeyPaths<NonNullable<T[K]>>}` }[keyof T & string]
    : never;

/** 'same' when A and B have the same key paths; otherwise the type names the odd ones out. */
type SameKeyPaths<A, B> = [Exclude<KeyPaths<A>, KeyPaths<B>>] extends [never]
  ? [Exclude<KeyPaths<B>, KeyPaths<A>>] extends [never]
    ? 'same'
    : { onlyInContract: Exclude<KeyPaths<B>, KeyPaths<A>> }
  : { onlyInEngine: Exclude<KeyPaths<A>, KeyPaths<B>> };

export const contractMirrorsEngine: {
  incomeTaxInput: SameKeyPaths<IncomeTaxInput, IncomeTaxRequest>;
  compareInput: SameKeyPaths<CompareInput, CompareRequest>;
  advanceTaxInput: SameKeyPaths<AdvanceTaxInput, AdvanceTaxRequest>;
  hraInput: SameKeyPaths<HraInput, HraRequest>;
  capitalGainsInput: SameKeyPaths<CapitalGainsInput, CapitalGainsRequest>;
  presumptiveInput: SameKeyPaths<PresumptiveInput, PresumptiveRequest>;
  incomeTaxResult: SameKeyPaths<EngineIncomeTaxResult, IncomeTaxResult>;
  compareResult: SameKeyPaths<EngineCompareResult, CompareResult>;
  advanceTaxResult: SameKeyPaths<EngineAdvanceTaxResult, AdvanceTaxResult>;
  hraResult: SameKeyPaths<EngineHraResult, HraResult>;
  capitalGainsResult: SameKeyPaths<EngineCapitalGainsResult, CapitalGainsResult>;
  presumptiveResult: SameKeyPaths<EnginePresumptiveResult, PresumptiveResult>;
  taxRules: SameKeyPaths<EngineTaxRules, TaxRules>;
} = {
  incomeTaxInput: 'same',
  compareInput: 'same',
  advanceTaxInput: 'same',
  hraInput: 'same',
  capitalGainsInput: 'same',
  presumptiveInput: 'same',
  incomeTaxResult: 'same',
  compareResult: 'same',
  advanceTaxResult: 'same',
  hraResult: 'same',
  capitalGainsResult: 'same',
  presumptiveResult: 'same',
  taxRules: 'same',
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

const isoDay = (from: number, days: number) =>
  fc
    .integer({ min: 0, max: days })
    .map((d) => new Date(from + d * 86_400_000).toISOString().slice(0, 10));
const dayOf = (isoDate: string, plusDays: number) =>
  new Date(Date.parse(isoDate) + plusDays * 86_400_000).toISOString().slice(0, 10);

/** Drops the keys fc.option left undefined: a request never carries them. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const ASSET_TYPES = [
  'equity',
  'equityFund',
  'property',
  'gold',
  'unlistedShares',
  'specifiedMutualFund',
  'listedBond',
] as const;
const exemptions = fc.record(
  { section54: rupees, section54EC: rupees, section54F: rupees },
  { requiredKeys: [] },
);
/** A transfer without its dates: days held and the day of the year it was sold. */
const undatedTransfer = fc.record({
  assetType: fc.constantFrom(...ASSET_TYPES),
  purchasePrice: rupees,
  salePrice: rupees,
  daysHeld: fc.integer({ min: 0, max: 365 * 40 }),
  dayOfYear: fc.integer({ min: 0, max: 364 }),
  expenses: fc.option(small, { nil: undefined }),
  fmvOn31Jan2018: fc.option(rupees, { nil: undefined }),
  fmvOn1Apr2001: fc.option(rupees, { nil: undefined }),
  exemptions: fc.option(exemptions, { nil: undefined }),
});
function datedTransfer(
  {
    daysHeld,
    dayOfYear,
    ...transfer
  }: typeof undatedTransfer extends fc.Arbitrary<infer T> ? T : never,
  financialYear: string,
) {
  const saleDate = dayOf(`${financialYear.slice(0, 4)}-04-01`, dayOfYear);
  return defined({ ...transfer, purchaseDate: dayOf(saleDate, -daysHeld), saleDate });
}

const vehicle = fc.oneof(
  fc.record({
    heavy: fc.constant(true),
    grossTonnes: fc.oneof(
      fc.integer({ min: 13, max: 60 }),
      fc.double({ min: 12.01, max: 60, noNaN: true }),
    ),
    months: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({ heavy: fc.constant(false), months: fc.integer({ min: 1, max: 12 }) }),
);
const profession = fc.constantFrom(
  'legal' as const,
  'medical' as const,
  'technicalConsultancy' as const,
  'other' as const,
);
/** The business fields shared by the presumptive calculator and the whole year's part. */
const presumptiveBusiness = fc.oneof(
  fc
    .record({
      businessType: fc.constantFrom('44AD' as const, '44ADA' as const),
      grossReceipts: rupees,
      digitalShare: fc.integer({ min: 0, max: 100 }),
      cashShare: fc.integer({ min: 0, max: 100 }),
      profession: fc.option(profession, { nil: undefined }),
    })
    .map(({ digitalShare, cashShare, ...r }) => {
      const digital = Math.floor((r.grossReceipts * digitalShare) / 100);
      const cash = Math.floor(((r.grossReceipts - digital) * cashShare) / 100);
      return defined({ ...r, digitalReceipts: digital, cashReceipts: cash });
    }),
  fc.record({
    businessType: fc.constant('44AE' as const),
    vehicles: fc.array(vehicle, { minLength: 1, maxLength: 10 }),
  }),
);

/** The whole year's fields; the dated and dependent ones are fixed by withWholeYear. */
const wholeYearFields = {
  taxpayerType: fc.constantFrom('individual' as const, 'huf' as const),
  employerType: fc.constantFrom('private' as const, 'government' as const),
  salaryParts: fc.record({
    basicPercent: fc.integer({ min: 0, max: 60 }),
    daPercent: fc.integer({ min: 0, max: 20 }),
    hraPercent: fc.integer({ min: 0, max: 20 }),
    rentPaid: fc.option(small, { nil: undefined }),
    city: fc.option(fc.constantFrom('Mumbai', 'Pune', 'Bengaluru', 'Jaipur'), { nil: undefined }),
    professionalTax: fc.option(fc.integer({ min: 0, max: 2_500 }), { nil: undefined }),
  }),
  familyPension: small,
  dividends: rupees,
  specialRateIncome: fc.record(
    { lottery115BB: rupees, onlineGames115BBJ: small, virtualDigitalAssets115BBH: rupees },
    { requiredKeys: [] },
  ),
  houseProperties: fc.array(
    fc.record(
      {
        use: fc.constantFrom('selfOccupied' as const, 'letOut' as const),
        annualRent: small,
        municipalTaxesPaid: fc.integer({ min: 0, max: 50_000 }),
        interestOnLoan: small,
      },
      { requiredKeys: ['use'] },
    ),
    { maxLength: 3 },
  ),
  transfers: fc.array(undatedTransfer, { maxLength: 4 }),
  broughtForwardLosses: fc.record(
    { shortTermCapitalLoss: rupees, longTermCapitalLoss: rupees, houseProperty: small },
    { requiredKeys: [] },
  ),
  presumptive: presumptiveBusiness,
  taxesPaid: fc.record(
    {
      tds: small,
      tcs: small,
      advanceTax: fc.array(
        fc.record({ date: isoDay(Date.UTC(2023, 3, 1), 365 * 4), amount: small }),
        { maxLength: 5 },
      ),
      selfAssessmentTax: small,
    },
    { requiredKeys: [] },
  ),
  /** Days after the year ends. */
  filedAfter: fc.integer({ min: 0, max: 900 }),
  dueAfter: fc.integer({ min: 0, max: 400 }),
};

/** Salary parts inside the gross salary and transfers inside the year computed. */
function withWholeYear<
  T extends {
    annualIncome: number;
    financialYear?: string;
    incomeType?: string;
    salaryParts?: { basicPercent: number; daPercent: number; hraPercent: number } & Record<
      string,
      unknown
    >;
    transfers?: (typeof undatedTransfer extends fc.Arbitrary<infer U> ? U : never)[];
    filedAfter?: number;
    dueAfter?: number;
  },
>({ salaryParts, transfers, filedAfter, dueAfter, ...request }: T) {
  const year = request.financialYear ?? '2026-27';
  const nextYear = `${Number(year.slice(0, 4)) + 1}-04-01`;
  const share = (percent: number) => Math.floor((request.annualIncome * percent) / 100);
  return defined({
    ...request,
    salaryDetails:
      salaryParts &&
      defined({
        basic: share(salaryParts.basicPercent),
        dearnessAllowance: share(salaryParts.daPercent),
        hraReceived: share(salaryParts.hraPercent),
        rentPaid: salaryParts.rentPaid as number | undefined,
        city: salaryParts.city as string | undefined,
        professionalTax: salaryParts.professionalTax as number | undefined,
      }),
    capitalGainsTransactions: transfers?.map((t) => datedTransfer(t, year)),
    returnFiledOn: filedAfter === undefined ? undefined : dayOf(nextYear, filedAfter),
    returnDueDate: dueAfter === undefined ? undefined : dayOf(nextYear, dueAfter),
  });
}

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
      section80CCC: small,
      section80CCD1: small,
      section80DD: fc.constantFrom('none' as const, 'disability' as const, 'severe' as const),
      section80U: fc.constantFrom('none' as const, 'disability' as const, 'severe' as const),
      section80DDB: small,
      section80DDBPatientSenior: fc.boolean(),
      section80GG: small,
      section80EE: small,
      section80EEA: small,
      donations80G: fc.array(
        fc.record({
          amount: small,
          category: fc.constantFrom(
            '100NoLimit' as const,
            '50NoLimit' as const,
            '100Limit' as const,
            '50Limit' as const,
          ),
        }),
        { maxLength: 4 },
      ),
    },
    { requiredKeys: [] },
  ),
  capitalGains: fc.record(
    { stcg111A: rupees, ltcg112A: rupees, ltcg112: rupees },
    { requiredKeys: [] },
  ),
  ...wholeYearFields,
};
const incomeTaxRequest = fc
  .record(
    { ...incomeTaxFields, regime: fc.constantFrom('old' as const, 'new' as const) },
    { requiredKeys: ['annualIncome', 'regime'] },
  )
  .map(withWholeYear);
const compareRequest = fc
  .record(incomeTaxFields, { requiredKeys: ['annualIncome'] })
  .map(withWholeYear);
const capitalGainsRequest = fc
  .record({
    assetType: fc.constantFrom(...ASSET_TYPES),
    purchasePrice: rupees,
    salePrice: rupees,
    purchaseDate: isoDay(Date.UTC(1995, 0, 1), 365 * 32),
    saleDate: isoDay(Date.UTC(2023, 3, 1), 365 * 4 - 1),
    expenses: fc.option(small, { nil: undefined }),
    residentIndividual: fc.option(fc.boolean(), { nil: undefined }),
    other112aGainsThisYear: fc.option(small, { nil: undefined }),
    slabRatePercent: fc.option(fc.constantFrom(0, 5, 10, 20, 30), { nil: undefined }),
    fmvOn31Jan2018: fc.option(rupees, { nil: undefined }),
    fmvOn1Apr2001: fc.option(rupees, { nil: undefined }),
    exemptions: fc.option(exemptions, { nil: undefined }),
  })
  .filter((r) => r.purchaseDate <= r.saleDate)
  .map((r) => defined(r) as CapitalGainsRequest);

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
    deductions: incomeTaxFields.deductions,
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
    regime: fc.constantFrom('old' as const, 'new' as const),
  },
  { requiredKeys: ['basicSalary', 'hraReceived', 'rentPaid'] },
);

const presumptiveRequest = fc
  .record({
    business: presumptiveBusiness,
    assesseeType: fc.option(
      fc.constantFrom('individual' as const, 'huf' as const, 'firm' as const, 'llp' as const),
      { nil: undefined },
    ),
    residentialStatus: fc.option(fc.constantFrom('resident' as const, 'nonResident' as const), {
      nil: undefined,
    }),
    financialYear: fy,
  })
  .map(({ business, ...r }): PresumptiveRequest => defined({ ...business, ...r }));

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
        deductions: { section80CCF: 5 },
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
      message:
        'assetType must be one of: equity, equityFund, property, gold, unlistedShares, specifiedMutualFund, listedBond',
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
    // A bad gross amount is the one error: parts the visitor left blank are not blamed for it.
    expect(
      issues(PresumptiveRequestSchema, { businessType: '44AD', grossReceipts: -5 }).map(
        (issue) => issue.path,
      ),
    ).toEqual(['grossReceipts']);
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

describe("the whole year's fields", () => {
  const base = { annualIncome: 1_200_000, regime: 'new' } as const;
  const transfer = {
    assetType: 'equity',
    purchasePrice: 100_000,
    salePrice: 350_000,
    purchaseDate: '2024-01-10',
    saleDate: '2026-06-15',
  } as const;
  /** Every new field once, valid. */
  const wholeYear = {
    annualIncome: 1_800_000,
    regime: 'old',
    financialYear: '2026-27',
    taxpayerType: 'individual',
    employerType: 'government',
    salaryDetails: {
      basic: 900_000,
      dearnessAllowance: 200_000,
      hraReceived: 360_000,
      rentPaid: 300_000,
      city: 'Pune',
      professionalTax: 2_500,
    },
    familyPension: 60_000,
    dividends: 40_000,
    specialRateIncome: {
      lottery115BB: 10_000,
      onlineGames115BBJ: 5_000,
      virtualDigitalAssets115BBH: 20_000,
    },
    houseProperties: [
      { use: 'selfOccupied', interestOnLoan: 150_000 },
      { use: 'letOut', annualRent: 240_000, municipalTaxesPaid: 12_000, interestOnLoan: 90_000 },
    ],
    capitalGainsTransactions: [
      transfer,
      {
        assetType: 'property',
        purchasePrice: 500_000,
        salePrice: 6_000_000,
        purchaseDate: '1998-05-01',
        saleDate: '2027-03-31',
        expenses: 60_000,
        fmvOn1Apr2001: 900_000,
        exemptions: { section54: 1_000_000, section54EC: 500_000, section54F: 0 },
      },
      {
        assetType: 'equityFund',
        purchasePrice: 50_000,
        salePrice: 90_000,
        purchaseDate: '2017-06-01',
        saleDate: '2026-04-01',
        fmvOn31Jan2018: 70_000,
      },
      {
        assetType: 'specifiedMutualFund',
        purchasePrice: 100_000,
        salePrice: 110_000,
        purchaseDate: '2024-04-01',
        saleDate: '2026-05-01',
      },
      {
        assetType: 'listedBond',
        purchasePrice: 100_000,
        salePrice: 104_000,
        purchaseDate: '2025-01-01',
        saleDate: '2026-09-01',
      },
    ],
    broughtForwardLosses: {
      shortTermCapitalLoss: 20_000,
      longTermCapitalLoss: 0,
      houseProperty: 0,
    },
    businessIncome: 50_000,
    presumptive: {
      businessType: '44AD',
      grossReceipts: 2_000_000,
      digitalReceipts: 1_500_000,
      cashReceipts: 500_000,
    },
    taxesPaid: {
      tds: 150_000,
      tcs: 1_000,
      advanceTax: [
        { date: '2026-06-15', amount: 10_000 },
        { date: '2026-09-15', amount: 20_000 },
      ],
      selfAssessmentTax: 0,
    },
    returnFiledOn: '2027-07-20',
    returnDueDate: '2027-07-31',
    deductions: {
      section80C: 100_000,
      section80CCC: 20_000,
      section80CCD1: 30_000,
      section80DD: 'disability',
      section80U: 'none',
      section80DDB: 40_000,
      section80DDBPatientSenior: true,
      section80GG: 0,
      section80EE: 0,
      section80EEA: 0,
      donations80G: [
        { amount: 10_000, category: '100NoLimit' },
        { amount: 10_000, category: '50NoLimit' },
        { amount: 10_000, category: '100Limit' },
        { amount: 10_000, category: '50Limit' },
      ],
    },
  } as const;

  it('accepts every new field as it is (no defaults, no transforms), in tax and compare', () => {
    expect(IncomeTaxRequestSchema.parse(wholeYear)).toEqual(wholeYear);
    const { regime: _regime, ...compare } = wholeYear;
    expect(CompareRequestSchema.parse(compare)).toEqual(compare);
    // 44AE: light vehicles need no weight; presumptive and businessIncome together are allowed.
    const trucks = {
      ...base,
      businessIncome: 100_000,
      presumptive: {
        businessType: '44AE',
        vehicles: [
          { heavy: false, months: 12 },
          { heavy: true, grossTonnes: 12.5, months: 1 },
        ],
      },
    };
    expect(IncomeTaxRequestSchema.parse(trucks)).toEqual(trucks);
    // With incomeType 'other' the salary parts are not compared with annualIncome.
    const other = { ...base, incomeType: 'other', salaryDetails: { basic: 5_000_000 } };
    expect(IncomeTaxRequestSchema.parse(other)).toEqual(other);
  });

  const many = <T>(count: number, item: T) => Array.from({ length: count }, () => item);

  // [what, the fields merged into a valid body, the issues expected]
  const cases: [string, Record<string, unknown>, { path: string; message: string }[]][] = [
    [
      'taxpayerType',
      { taxpayerType: 'firm' },
      [{ path: 'taxpayerType', message: 'taxpayerType must be one of: individual, huf' }],
    ],
    [
      'employerType',
      { employerType: 'psu' },
      [{ path: 'employerType', message: 'employerType must be one of: private, government' }],
    ],
    [
      'a salary part below 0',
      { salaryDetails: { basic: -1 } },
      [{ path: 'salaryDetails.basic', message: 'salaryDetails.basic must be 0 or more' }],
    ],
    [
      'an empty city',
      { salaryDetails: { city: '' } },
      [{ path: 'salaryDetails.city', message: 'salaryDetails.city must not be empty' }],
    ],
    [
      'salary parts above the gross salary',
      {
        annualIncome: 1_000_000,
        salaryDetails: { basic: 600_000, dearnessAllowance: 200_000, hraReceived: 200_001 },
      },
      [
        {
          path: 'salaryDetails',
          message:
            'salaryDetails.basic + salaryDetails.dearnessAllowance + salaryDetails.hraReceived must not exceed annualIncome (the gross salary)',
        },
      ],
    ],
    [
      'objects that are not objects',
      {
        salaryDetails: 5,
        presumptive: null,
        houseProperties: [[]],
        taxesPaid: { advanceTax: ['x'] },
      },
      [
        { path: 'salaryDetails', message: 'salaryDetails must be an object' },
        { path: 'houseProperties.0', message: 'houseProperties.0 must be an object' },
        { path: 'presumptive', message: 'presumptive must be an object' },
        { path: 'taxesPaid.advanceTax.0', message: 'taxesPaid.advanceTax.0 must be an object' },
      ],
    ],
    [
      'a bad annualIncome alone (the salary parts are not compared with it)',
      { annualIncome: -1, salaryDetails: { basic: 5 } },
      [{ path: 'annualIncome', message: 'annualIncome must be 0 or more' }],
    ],
    [
      'familyPension',
      { familyPension: 'x' },
      [{ path: 'familyPension', message: 'familyPension must be a number' }],
    ],
    [
      'dividends',
      { dividends: -5 },
      [{ path: 'dividends', message: 'dividends must be 0 or more' }],
    ],
    [
      'special-rate income',
      { specialRateIncome: { virtualDigitalAssets115BBH: -1 } },
      [
        {
          path: 'specialRateIncome.virtualDigitalAssets115BBH',
          message: 'specialRateIncome.virtualDigitalAssets115BBH must be 0 or more',
        },
      ],
    ],
    [
      "a house's use",
      { houseProperties: [{ use: 'letOut' }, { use: 'vacant' }] },
      [
        {
          path: 'houseProperties.1.use',
          message: 'houseProperties.1.use must be one of: selfOccupied, letOut',
        },
      ],
    ],
    [
      "a house's rent",
      { houseProperties: [{ use: 'letOut', annualRent: -1 }] },
      [
        {
          path: 'houseProperties.0.annualRent',
          message: 'houseProperties.0.annualRent must be 0 or more',
        },
      ],
    ],
    [
      'houses not a list',
      { houseProperties: { use: 'letOut' } },
      [{ path: 'houseProperties', message: 'houseProperties must be a list' }],
    ],
    [
      '21 houses',
      { houseProperties: many(21, { use: 'letOut' }) },
      [{ path: 'houseProperties', message: 'houseProperties must have at most 20 entries' }],
    ],
    [
      'a sale outside the default year 2026-27',
      {
        capitalGainsTransactions: [transfer, transfer, { ...transfer, saleDate: '2026-03-31' }],
      },
      [
        {
          path: 'capitalGainsTransactions.2.saleDate',
          message:
            'capitalGainsTransactions.2.saleDate must fall in financial year 2026-27 (1 April 2026 to 31 March 2027)',
        },
      ],
    ],
    [
      'a sale outside the year named',
      { financialYear: '2025-26', capitalGainsTransactions: [transfer] },
      [
        {
          path: 'capitalGainsTransactions.0.saleDate',
          message:
            'capitalGainsTransactions.0.saleDate must fall in financial year 2025-26 (1 April 2025 to 31 March 2026)',
        },
      ],
    ],
    [
      'a purchase after the sale',
      { capitalGainsTransactions: [{ ...transfer, purchaseDate: '2026-06-16' }] },
      [
        {
          path: 'capitalGainsTransactions.0.purchaseDate',
          message:
            'capitalGainsTransactions.0.purchaseDate must be on or before capitalGainsTransactions.0.saleDate',
        },
      ],
    ],
    [
      'a transfer: asset type, price and date format',
      {
        capitalGainsTransactions: [
          { ...transfer, assetType: 'crypto', salePrice: -1, purchaseDate: '2024-02-30' },
        ],
      },
      [
        {
          path: 'capitalGainsTransactions.0.assetType',
          message:
            'capitalGainsTransactions.0.assetType must be one of: equity, equityFund, property, gold, unlistedShares, specifiedMutualFund, listedBond',
        },
        {
          path: 'capitalGainsTransactions.0.salePrice',
          message: 'capitalGainsTransactions.0.salePrice must be 0 or more',
        },
        {
          path: 'capitalGainsTransactions.0.purchaseDate',
          message:
            'capitalGainsTransactions.0.purchaseDate must be a calendar date written YYYY-MM-DD',
        },
      ],
    ],
    [
      'a transfer: FMV and exemptions',
      {
        capitalGainsTransactions: [
          { ...transfer, fmvOn31Jan2018: -1, exemptions: { section54EC: 'all' } },
        ],
      },
      [
        {
          path: 'capitalGainsTransactions.0.fmvOn31Jan2018',
          message: 'capitalGainsTransactions.0.fmvOn31Jan2018 must be 0 or more',
        },
        {
          path: 'capitalGainsTransactions.0.exemptions.section54EC',
          message: 'capitalGainsTransactions.0.exemptions.section54EC must be a number',
        },
      ],
    ],
    [
      '51 transfers',
      { capitalGainsTransactions: many(51, transfer) },
      [
        {
          path: 'capitalGainsTransactions',
          message: 'capitalGainsTransactions must have at most 50 entries',
        },
      ],
    ],
    [
      'brought-forward losses',
      { broughtForwardLosses: { houseProperty: -1 } },
      [
        {
          path: 'broughtForwardLosses.houseProperty',
          message: 'broughtForwardLosses.houseProperty must be 0 or more',
        },
      ],
    ],
    [
      'presumptive type',
      { presumptive: { businessType: '44AF', grossReceipts: 1 } },
      [
        {
          path: 'presumptive.businessType',
          message: 'presumptive.businessType must be one of: 44AD, 44ADA, 44AE',
        },
      ],
    ],
    [
      '44ADA without receipts',
      { presumptive: { businessType: '44ADA', profession: 'legal' } },
      [
        {
          path: 'presumptive.grossReceipts',
          message: 'presumptive.grossReceipts is required for 44ADA',
        },
      ],
    ],
    [
      '44AD receipts that do not add up',
      {
        presumptive: {
          businessType: '44AD',
          grossReceipts: 100,
          digitalReceipts: 80,
          cashReceipts: 30,
        },
      },
      [
        {
          path: 'presumptive.cashReceipts',
          message:
            'presumptive.digitalReceipts + presumptive.cashReceipts must not exceed presumptive.grossReceipts',
        },
      ],
    ],
    [
      '44AE without vehicles',
      { presumptive: { businessType: '44AE' } },
      [
        {
          path: 'presumptive.vehicles',
          message:
            'presumptive.vehicles is required for 44AE (the goods carriages owned in the year)',
        },
      ],
    ],
    [
      'a heavy vehicle without its weight',
      { presumptive: { businessType: '44AE', vehicles: [{ heavy: true, months: 12 }] } },
      [
        {
          path: 'presumptive.vehicles.0.grossTonnes',
          message: 'presumptive.vehicles.0.grossTonnes is required for a heavy goods vehicle',
        },
      ],
    ],
    [
      'a heavy vehicle of 12 tonnes',
      {
        presumptive: {
          businessType: '44AE',
          vehicles: [
            { heavy: false, months: 1 },
            { heavy: true, grossTonnes: 12, months: 12 },
          ],
        },
      },
      [
        {
          path: 'presumptive.vehicles.1.grossTonnes',
          message:
            'presumptive.vehicles.1.grossTonnes must be more than 12 for a heavy goods vehicle',
        },
      ],
    ],
    [
      'months owned: 13, 0 and a fraction',
      {
        presumptive: {
          businessType: '44AE',
          vehicles: [
            { heavy: false, months: 13 },
            { heavy: false, months: 0 },
            { heavy: false, months: 2.5 },
          ],
        },
      },
      [
        {
          path: 'presumptive.vehicles.0.months',
          message: 'presumptive.vehicles.0.months must be from 1 to 12',
        },
        {
          path: 'presumptive.vehicles.1.months',
          message: 'presumptive.vehicles.1.months must be from 1 to 12',
        },
        {
          path: 'presumptive.vehicles.2.months',
          message: 'presumptive.vehicles.2.months must be a whole number of months',
        },
      ],
    ],
    [
      '11 vehicles',
      {
        presumptive: { businessType: '44AE', vehicles: many(11, { heavy: false, months: 12 }) },
      },
      [
        {
          path: 'presumptive.vehicles',
          message: 'presumptive.vehicles must have at most 10 entries',
        },
      ],
    ],
    [
      'taxes paid',
      { taxesPaid: { tds: -1, advanceTax: [{ date: '2026-06-31', amount: 5 }] } },
      [
        { path: 'taxesPaid.tds', message: 'taxesPaid.tds must be 0 or more' },
        {
          path: 'taxesPaid.advanceTax.0.date',
          message: 'taxesPaid.advanceTax.0.date must be a calendar date written YYYY-MM-DD',
        },
      ],
    ],
    [
      '51 advance-tax payments',
      { taxesPaid: { advanceTax: many(51, { date: '2026-06-15', amount: 1 }) } },
      [
        {
          path: 'taxesPaid.advanceTax',
          message: 'taxesPaid.advanceTax must have at most 50 entries',
        },
      ],
    ],
    [
      'return dates before the year ends',
      { returnFiledOn: '2027-03-31', returnDueDate: '2026-07-31' },
      [
        {
          path: 'returnFiledOn',
          message:
            'returnFiledOn must be after financial year 2026-27 ends (on or after 1 April 2027)',
        },
        {
          path: 'returnDueDate',
          message:
            'returnDueDate must be after financial year 2026-27 ends (on or after 1 April 2027)',
        },
      ],
    ],
    [
      'return dates',
      { returnFiledOn: '2027-09-31', returnDueDate: '2026-7-31' },
      [
        {
          path: 'returnFiledOn',
          message: 'returnFiledOn must be a calendar date written YYYY-MM-DD',
        },
        {
          path: 'returnDueDate',
          message: 'returnDueDate must be a calendar date written YYYY-MM-DD',
        },
      ],
    ],
    [
      'disability levels and the 80DDB flag',
      {
        deductions: { section80DD: 'mild', section80U: 40, section80DDBPatientSenior: 'yes' },
      },
      [
        {
          path: 'deductions.section80DD',
          message: 'deductions.section80DD must be one of: none, disability, severe',
        },
        {
          path: 'deductions.section80U',
          message: 'deductions.section80U must be one of: none, disability, severe',
        },
        {
          path: 'deductions.section80DDBPatientSenior',
          message: 'deductions.section80DDBPatientSenior must be true or false',
        },
      ],
    ],
    [
      'the new deduction amounts',
      {
        deductions: {
          section80CCC: -1,
          section80CCD1: -1,
          section80DDB: -1,
          section80GG: -1,
          section80EE: -1,
          section80EEA: -1,
        },
      },
      [
        'section80CCC',
        'section80CCD1',
        'section80DDB',
        'section80GG',
        'section80EE',
        'section80EEA',
      ].map((key) => ({
        path: `deductions.${key}`,
        message: `deductions.${key} must be 0 or more`,
      })),
    ],
    [
      'a donation category',
      { deductions: { donations80G: [{ amount: 1, category: '75Limit' }] } },
      [
        {
          path: 'deductions.donations80G.0.category',
          message:
            'deductions.donations80G.0.category must be one of: 100NoLimit, 50NoLimit, 100Limit, 50Limit',
        },
      ],
    ],
    [
      '21 donations',
      { deductions: { donations80G: many(21, { amount: 1, category: '100NoLimit' }) } },
      [
        {
          path: 'deductions.donations80G',
          message: 'deductions.donations80G must have at most 20 entries',
        },
      ],
    ],
  ];

  it.each(cases)('refuses %s, naming the field', (_what, fields, expected) => {
    expect(issues(IncomeTaxRequestSchema, { ...base, ...fields })).toEqual(expected);
    const { regime: _regime, ...compare } = { ...base, ...fields };
    expect(issues(CompareRequestSchema, compare)).toEqual(expected);
  });

  // Unknown keys at every new level: [where, the fields with a surprise key inside]
  const surprise = { surprise: 1 };
  const unknownKeys: [string, Record<string, unknown>][] = [
    ['salaryDetails', { salaryDetails: surprise }],
    ['specialRateIncome', { specialRateIncome: surprise }],
    ['houseProperties.0', { houseProperties: [{ use: 'letOut', ...surprise }] }],
    ['capitalGainsTransactions.0', { capitalGainsTransactions: [{ ...transfer, ...surprise }] }],
    [
      'capitalGainsTransactions.0.exemptions',
      { capitalGainsTransactions: [{ ...transfer, exemptions: surprise }] },
    ],
    ['broughtForwardLosses', { broughtForwardLosses: surprise }],
    ['presumptive', { presumptive: { businessType: '44AD', grossReceipts: 1, ...surprise } }],
    [
      'presumptive.vehicles.0',
      {
        presumptive: { businessType: '44AE', vehicles: [{ heavy: false, months: 1, ...surprise }] },
      },
    ],
    ['taxesPaid', { taxesPaid: surprise }],
    [
      'taxesPaid.advanceTax.0',
      { taxesPaid: { advanceTax: [{ date: '2026-06-15', amount: 1, ...surprise }] } },
    ],
    [
      'deductions.donations80G.0',
      { deductions: { donations80G: [{ amount: 1, category: '50Limit', ...surprise }] } },
    ],
  ];

  it.each(unknownKeys)('refuses an unknown key in %s', (path, fields) => {
    expect(issues(IncomeTaxRequestSchema, { ...base, ...fields })).toEqual([
      { path, message: 'Unrecognized key: "surprise"' },
    ]);
  });
});

describe("the calculators' own new fields", () => {
  it('capital gains: the two new asset types, FMVs and exemptions; messages as before', () => {
    const body = {
      assetType: 'listedBond',
      purchasePrice: 100_000,
      salePrice: 120_000,
      purchaseDate: '2024-01-01',
      saleDate: '2026-01-01',
      fmvOn31Jan2018: 1,
      fmvOn1Apr2001: 1,
      exemptions: { section54: 1, section54EC: 2, section54F: 3 },
    };
    expect(CapitalGainsRequestSchema.parse(body)).toEqual(body);
    expect(
      CapitalGainsRequestSchema.parse({ ...body, assetType: 'specifiedMutualFund' }).assetType,
    ).toBe('specifiedMutualFund');
    expect(issues(CapitalGainsRequestSchema, { ...body, exemptions: { section54B: 1 } })).toEqual([
      { path: 'exemptions', message: 'Unrecognized key: "section54B"' },
    ]);
    expect(issues(CapitalGainsRequestSchema, { ...body, fmvOn1Apr2001: -1 })).toEqual([
      { path: 'fmvOn1Apr2001', message: 'fmvOn1Apr2001 must be 0 or more' },
    ]);
    expect(issues(CapitalGainsRequestSchema, { ...body, saleDate: '2027-04-01' })).toEqual([
      {
        path: 'saleDate',
        message: 'saleDate must fall in a supported financial year (2023-04-01 to 2027-03-31)',
      },
    ]);
  });

  it('presumptive: 44AE with vehicles, receipts required for 44AD and 44ADA', () => {
    const trucks = {
      businessType: '44AE',
      vehicles: [{ heavy: true, grossTonnes: 20, months: 7 }],
      residentialStatus: 'resident',
    };
    expect(PresumptiveRequestSchema.parse(trucks)).toEqual(trucks);
    // The receipts are required even when another field is bad: one answer names both.
    expect(issues(PresumptiveRequestSchema, { businessType: '44ADA', profession: 'chef' })).toEqual(
      [
        {
          path: 'profession',
          message:
            'profession must be one of: legal, medical, engineering, architecture, accountancy, technicalConsultancy, interiorDecoration, notified, other',
        },
        { path: 'grossReceipts', message: 'grossReceipts is required for 44ADA' },
      ],
    );
    expect(issues(PresumptiveRequestSchema, { businessType: '44AD' })).toEqual([
      { path: 'grossReceipts', message: 'grossReceipts is required for 44AD' },
    ]);
    expect(issues(PresumptiveRequestSchema, { businessType: '44AE' })).toEqual([
      {
        path: 'vehicles',
        message: 'vehicles is required for 44AE (the goods carriages owned in the year)',
      },
    ]);
    expect(
      issues(PresumptiveRequestSchema, { ...trucks, vehicles: [{ heavy: true, months: 7 }] }),
    ).toEqual([
      {
        path: 'vehicles.0.grossTonnes',
        message: 'vehicles.0.grossTonnes is required for a heavy goods vehicle',
      },
    ]);
  });

  it('HRA takes the regime; advance tax takes the deductions', () => {
    const hra = { basicSalary: 1, hraReceived: 1, rentPaid: 1, regime: 'new' };
    expect(HraRequestSchema.parse(hra)).toEqual(hra);
    expect(issues(HraRequestSchema, { ...hra, regime: 'both' })).toEqual([
      { path: 'regime', message: 'regime must be one of: old, new' },
    ]);
    const advance = { annualIncome: 1, deductions: { section80C: 1, section80U: 'severe' } };
    expect(AdvanceTaxRequestSchema.parse(advance)).toEqual(advance);
    expect(
      issues(AdvanceTaxRequestSchema, { annualIncome: 1, deductions: { section80C: -1 } }),
    ).toEqual([
      { path: 'deductions.section80C', message: 'deductions.section80C must be 0 or more' },
    ]);
  });
});
