// A whole year's income through the HTTP API: the income-tax and compare routes take every
// whole-year field, answer with the engine's figures (worked here by hand from the law), refuse
// bad input with the validation envelope, and the OpenAPI document names every new field.
import {
  DEFAULT_FINANCIAL_YEAR as CONTRACT_DEFAULT_YEAR,
  FINANCIAL_YEARS,
  CompareResultSchema,
  IncomeTaxResultSchema,
} from '@taxguide/contracts/calculators';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import {
  DEFAULT_FINANCIAL_YEAR as ENGINE_DEFAULT_YEAR,
  SUPPORTED_FINANCIAL_YEARS,
  compareRegimes,
  computeIncomeTax,
} from '@taxguide/tax-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  return { status: res.statusCode, body: res.json() as unknown };
}

const overJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the contract and the engine agree on the years', () => {
  it('the default year is the same (the contract checks sale dates against it)', () => {
    expect(CONTRACT_DEFAULT_YEAR).toBe(ENGINE_DEFAULT_YEAR);
    expect([...FINANCIAL_YEARS]).toEqual([...SUPPORTED_FINANCIAL_YEARS]);
  });
});

describe('POST /api/calculate/tax: a whole year', () => {
  it('salary 12 L + FD interest 1 L, new regime FY 2026-27: 26,000, marginal relief, TDS set against it', async () => {
    const body = {
      annualIncome: 1_200_000,
      otherIncome: 100_000,
      regime: 'new',
      financialYear: '2026-27',
      taxesPaid: { tds: 20_000 },
    } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
    const result = IncomeTaxResultSchema.parse(res.body);
    // 13,00,000 − standard deduction 75,000 = 12,25,000.
    // Slabs: 4-8 L at 5 % = 20,000; 8-12 L at 10 % = 40,000; 25,000 at 15 % = 3,750 → 63,750.
    // s.87A marginal relief: tax may not exceed the 25,000 above 12 L → rebate 38,750.
    // Cess 4 % of 25,000 = 1,000 → 26,000. TDS 20,000 → 6,000 to pay.
    expect(result).toMatchObject({
      taxableIncome: 1_225_000,
      taxBeforeRebate: 63_750,
      rebate87A: 38_750,
      cess: 1_000,
      totalTax: 26_000,
      regimeAvailable: true,
      taxesPaid: { tds: 20_000, tcs: 0, advanceTax: 0, selfAssessmentTax: 0, total: 20_000 },
      // Filed on the due date; 26,000 − 20,000 TDS is under 10,000, so no advance tax was due.
      interest: { s234A: 0, s234B: 0, s234C: 0, s234F: 0 },
      balancePayable: 6_000,
    });
    expect(
      result.slabBreakdown
        .filter((band) => band.income > 0)
        .map(({ ratePercent, income, tax }) => ({ ratePercent, income, tax })),
    ).toEqual([
      { ratePercent: 0, income: 400_000, tax: 0 },
      { ratePercent: 5, income: 400_000, tax: 20_000 },
      { ratePercent: 10, income: 400_000, tax: 40_000 },
      { ratePercent: 15, income: 25_000, tax: 3_750 },
    ]);
  });

  it('a listed share sold in the year: the 112A gain keeps its tax after the rebate', async () => {
    const body = {
      annualIncome: 1_000_000,
      regime: 'new',
      capitalGainsTransactions: [
        {
          assetType: 'equity',
          purchasePrice: 100_000,
          salePrice: 350_000,
          purchaseDate: '2024-01-10',
          saleDate: '2026-06-15',
        },
      ],
    } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
    const result = IncomeTaxResultSchema.parse(res.body);
    // Salary 10,00,000 − 75,000 = 9,25,000 at slab rates: 20,000 + 12,500 = 32,500.
    // Held over 12 months: long-term, s.112A: 2,50,000 − 1,25,000 exempt = 1,25,000 at 12.5 %
    // = 15,625. Total income 11,75,000 ≤ 12 L: rebate = slab tax only (FA 2025 proviso to
    // s.87A; ITA 2025 s.156) = 32,500. 15,625 + cess 625 = 16,250.
    expect(result).toMatchObject({
      taxableIncome: 1_175_000,
      rebate87A: 32_500,
      specialRateTax: 15_625,
      totalTax: 16_250,
      heads: { salary: 925_000, capitalGains: 250_000 },
    });
    expect(result.capitalGainsByRate).toEqual([
      { section: '112A', before23July2024: false, ratePercent: 12.5, income: 250_000 },
    ]);
    expect(result.specialRateIncome).toMatchObject([
      { section: '112A', income: 250_000, exemption: 125_000, taxable: 125_000, tax: 15_625 },
    ]);
  });

  it('a let-out house in the old regime: rent less taxes, 30 % and interest', async () => {
    const body = {
      annualIncome: 1_000_000,
      regime: 'old',
      houseProperties: [
        { use: 'letOut', annualRent: 300_000, municipalTaxesPaid: 20_000, interestOnLoan: 50_000 },
      ],
    } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
    // House: 3,00,000 − 20,000 = 2,80,000; − 30 % (84,000) − interest 50,000 = 1,46,000.
    // Salary 10,00,000 − 50,000 = 9,50,000; total 10,96,000.
    // Old slabs: 12,500 + 1,00,000 + 96,000 × 30 % (28,800) = 1,41,300; cess 5,652
    // → 1,46,952, rounded to the nearest ten (s.288B) 1,46,950.
    expect(res.body).toMatchObject({
      heads: { houseProperty: 146_000 },
      taxableIncome: 1_096_000,
      totalTax: 146_950,
    });
  });

  it('a late return: interest under ss.234A, 234B and 234C and the s.234F fee', async () => {
    const body = {
      annualIncome: 1_600_000,
      incomeType: 'other',
      regime: 'new',
      financialYear: '2026-27',
      returnDueDate: '2027-07-31',
      returnFiledOn: '2027-09-15',
    } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
    // Tax: 20,000 + 40,000 + 4,00,000 × 15 % (60,000) = 1,20,000 + cess 4,800 = 1,24,800;
    // no TDS, no advance tax (Rule 119A: amounts rounded down to 100 are unchanged except where shown).
    // 234C: 15 % = 18,720 → 18,700 × 3 % = 561; 45 % = 56,160 → 56,100 × 3 % = 1,683;
    //       75 % = 93,600 × 3 % = 2,808; 100 % = 1,24,800 × 1 % = 1,248 → 6,300.
    // 234B: 1 % a month, April to September 2027 (6 months) × 1,24,800 = 7,488.
    // 234A: 1 % a month, August and part of September (2 months) × 1,24,800 = 2,496.
    // 234F: total income above 5 L → 5,000.
    expect(res.body).toMatchObject({
      totalTax: 124_800,
      interest: { s234A: 2_496, s234B: 7_488, s234C: 6_300, s234F: 5_000 },
      balancePayable: 124_800 + 2_496 + 7_488 + 6_300 + 5_000,
      regimeAvailable: true,
    });
  });

  it('a Hindu undivided family gets no s.87A rebate', async () => {
    const body = {
      annualIncome: 1_000_000,
      incomeType: 'other',
      taxpayerType: 'huf',
      regime: 'new',
    } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
    // 4-8 L at 5 % = 20,000; 8-10 L at 10 % = 20,000 → 40,000. s.87A (ITA 2025 s.156) is for
    // resident individuals only: no rebate. Cess 1,600 → 41,600.
    expect(res.body).toMatchObject({ rebate87A: 0, totalTax: 41_600 });
  });

  it('a government employer: 80CCD(2) up to 14 % of basic + DA in the old regime too', async () => {
    const body = {
      annualIncome: 1_200_000,
      regime: 'old',
      employerType: 'government',
      salaryDetails: { basic: 500_000, dearnessAllowance: 100_000 },
      deductions: { section80CCD2: 100_000 },
    } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
    // 14 % of (5,00,000 + 1,00,000) = 84,000 (a private employer: 10 % = 60,000).
    expect(res.body).toMatchObject({ deductionsAllowed: { section80CCD2: 84_000 } });
  });

  it('presumptive income and other business income both join the business head', async () => {
    const body = {
      annualIncome: 0,
      incomeType: 'other',
      regime: 'new',
      businessIncome: 100_000,
      presumptive: { businessType: '44AD', grossReceipts: 2_000_000, digitalReceipts: 2_000_000 },
    } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(body)));
    // s.44AD: 6 % of 20,00,000 received digitally = 1,20,000; + 1,00,000 → 2,20,000.
    expect(res.body).toMatchObject({
      heads: { businessOrProfession: 220_000, business: 220_000 },
      totalTax: 0,
    });
  });

  it('TDS above the tax: balancePayable is negative (a refund)', async () => {
    // 12,75,000 salary in the new regime is nil (rebate); all 30,000 of TDS comes back.
    const body = { annualIncome: 1_275_000, regime: 'new', taxesPaid: { tds: 30_000 } } as const;
    const res = await post('/api/calculate/tax', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalTax: 0, balancePayable: -30_000 });
  });

  it('every whole-year field at once answers 200 with the engine result', async () => {
    const res = await post('/api/calculate/tax', wholeYear);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(computeIncomeTax(wholeYear)));
    IncomeTaxResultSchema.parse(res.body);
  });

  it('400: the validation envelope names each bad whole-year field in plain words', async () => {
    const res = await post('/api/calculate/tax', {
      annualIncome: 1_200_000,
      regime: 'new',
      taxpayerType: 'firm',
      houseProperties: [{ use: 'vacant' }],
      presumptive: { businessType: '44AE', vehicles: [{ heavy: false, months: 13 }] },
      taxesPaid: { advanceTax: [{ date: '2026-13-01', amount: 1 }] },
      deductions: { donations80G: [{ amount: 1, category: '75Limit' }] },
    });
    expect(res.status).toBe(400);
    const envelope = ErrorEnvelopeSchema.parse(res.body);
    expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(envelope.details).toEqual(
      expect.arrayContaining([
        { path: 'taxpayerType', message: 'taxpayerType must be one of: individual, huf' },
        {
          path: 'houseProperties.0.use',
          message: 'houseProperties.0.use must be one of: selfOccupied, letOut',
        },
        {
          path: 'presumptive.vehicles.0.months',
          message: 'presumptive.vehicles.0.months must be from 1 to 12',
        },
        {
          path: 'taxesPaid.advanceTax.0.date',
          message: 'taxesPaid.advanceTax.0.date must be a calendar date written YYYY-MM-DD',
        },
        {
          path: 'deductions.donations80G.0.category',
          message:
            'deductions.donations80G.0.category must be one of: 100NoLimit, 50NoLimit, 100Limit, 50Limit',
        },
      ]),
    );
    expect(envelope.details).toHaveLength(5);
  });

  it('400: a sale outside the year, a return before the year ends, too many transfers', async () => {
    const transfer = wholeYear.capitalGainsTransactions[0];
    const year = await post('/api/calculate/tax', {
      annualIncome: 1,
      regime: 'new',
      capitalGainsTransactions: [transfer, transfer, { ...transfer, saleDate: '2027-04-01' }],
      returnFiledOn: '2027-03-31',
    });
    expect(year.status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(year.body).details).toEqual([
      {
        path: 'capitalGainsTransactions.2.saleDate',
        message:
          'capitalGainsTransactions.2.saleDate must fall in financial year 2026-27 (1 April 2026 to 31 March 2027)',
      },
      {
        path: 'returnFiledOn',
        message:
          'returnFiledOn must be after financial year 2026-27 ends (on or after 1 April 2027)',
      },
    ]);
    const many = await post('/api/calculate/tax', {
      annualIncome: 1,
      regime: 'new',
      capitalGainsTransactions: Array.from({ length: 51 }, () => transfer),
    });
    expect(many.status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(many.body).details).toEqual([
      {
        path: 'capitalGainsTransactions',
        message: 'capitalGainsTransactions must have at most 50 entries',
      },
    ]);
  });
});

describe('POST /api/calculate/compare: a whole year', () => {
  it('both regimes of the whole year, as the engine computes them', async () => {
    const { regime: _regime, ...body } = wholeYear;
    const res = await post('/api/calculate/compare', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(compareRegimes(body)));
    CompareResultSchema.parse(res.body);
  });

  it('a late return leaves only the new regime available (s.115BAC(6))', async () => {
    const body = {
      annualIncome: 1_600_000,
      returnDueDate: '2027-07-31',
      returnFiledOn: '2027-09-15',
      deductions: { section80C: 150_000 },
    };
    const res = await post('/api/calculate/compare', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(overJson(compareRegimes(body)));
    expect(res.body).toMatchObject({
      old: { regimeAvailable: false },
      new: { regimeAvailable: true },
    });
  });

  it('400 with the same messages as the tax route', async () => {
    const res = await post('/api/calculate/compare', {
      annualIncome: 1_000_000,
      salaryDetails: { basic: 800_000, hraReceived: 300_000 },
      presumptive: { businessType: '44AD' },
    });
    expect(res.status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.body).details).toEqual(
      expect.arrayContaining([
        {
          path: 'presumptive.grossReceipts',
          message: 'presumptive.grossReceipts is required for 44AD',
        },
      ]),
    );
  });
});

// ---------------------------------------------------------------------------------------------

/** Every property path of a JSON schema: 'a', 'a.b', list items without an index. */
function schemaPaths(schema: unknown, prefix = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as {
    properties?: Record<string, unknown>;
    items?: unknown;
    anyOf?: unknown[];
    oneOf?: unknown[];
    allOf?: unknown[];
  };
  const paths: string[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    paths.push(path, ...schemaPaths(child, path));
  }
  if (node.items) paths.push(...schemaPaths(node.items, prefix));
  for (const part of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    paths.push(...schemaPaths(part, prefix));
  return paths;
}

const NEW_REQUEST_FIELDS = [
  'taxpayerType',
  'employerType',
  ...['basic', 'dearnessAllowance', 'hraReceived', 'rentPaid', 'city', 'professionalTax'].map(
    (key) => `salaryDetails.${key}`,
  ),
  'familyPension',
  'dividends',
  'specialRateIncome.lottery115BB',
  'specialRateIncome.onlineGames115BBJ',
  'specialRateIncome.virtualDigitalAssets115BBH',
  ...['use', 'annualRent', 'municipalTaxesPaid', 'interestOnLoan'].map(
    (key) => `houseProperties.${key}`,
  ),
  ...[
    'assetType',
    'purchasePrice',
    'salePrice',
    'purchaseDate',
    'saleDate',
    'expenses',
    'fmvOn31Jan2018',
    'fmvOn1Apr2001',
    'exemptions.section54',
    'exemptions.section54EC',
    'exemptions.section54F',
  ].map((key) => `capitalGainsTransactions.${key}`),
  'broughtForwardLosses.shortTermCapitalLoss',
  'broughtForwardLosses.longTermCapitalLoss',
  'broughtForwardLosses.houseProperty',
  ...[
    'businessType',
    'grossReceipts',
    'digitalReceipts',
    'cashReceipts',
    'profession',
    'vehicles.heavy',
    'vehicles.grossTonnes',
    'vehicles.months',
  ].map((key) => `presumptive.${key}`),
  'taxesPaid.tds',
  'taxesPaid.tcs',
  'taxesPaid.advanceTax.date',
  'taxesPaid.advanceTax.amount',
  'taxesPaid.selfAssessmentTax',
  'returnFiledOn',
  'returnDueDate',
  ...[
    'section80CCC',
    'section80CCD1',
    'section80DD',
    'section80U',
    'section80DDB',
    'section80DDBPatientSenior',
    'section80GG',
    'section80EE',
    'section80EEA',
    'donations80G.amount',
    'donations80G.category',
  ].map((key) => `deductions.${key}`),
];

const NEW_RESULT_FIELDS = [
  ...['section', 'before23July2024', 'ratePercent', 'income'].map(
    (key) => `capitalGainsByRate.${key}`,
  ),
  ...['from', 'to', 'ratePercent', 'income', 'tax'].map((key) => `slabBreakdown.${key}`),
  ...['loss', 'against', 'amount', 'section', 'section2025'].map((key) => `setOff.lines.${key}`),
  'setOff.carriedForward.shortTermCapitalLoss',
  'setOff.carriedForward.longTermCapitalLoss',
  'setOff.carriedForward.houseProperty',
  'interest.s234A',
  'interest.s234B',
  'interest.s234C',
  'interest.s234F',
  ...['tds', 'tcs', 'advanceTax', 'selfAssessmentTax', 'total'].map((key) => `taxesPaid.${key}`),
  'balancePayable',
  'regimeAvailable',
  ...[
    'section80CCC',
    'section80CCD1',
    'section80DD',
    'section80U',
    'section80DDB',
    'section80GG',
    'section80EE',
    'section80EEA',
    'familyPension',
  ].map((key) => `deductionsAllowed.${key}`),
];

interface OpenApiOperation {
  requestBody: { content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { content: { 'application/json': { schema: unknown } } }>;
}

describe('GET /api/docs/json: the OpenAPI document', () => {
  async function operation(url: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, { post?: OpenApiOperation }> };
    const post = doc.paths[url]?.post;
    if (!post) throw new Error(`${url} is not in the OpenAPI document`);
    const result = post.responses['200']?.content['application/json'].schema;
    return {
      request: schemaPaths(post.requestBody.content['application/json'].schema),
      result: schemaPaths(result),
      resultSchema: result as {
        properties: { specialRateIncome: { items: { properties: { section: unknown } } } };
      },
    };
  }

  it('/api/calculate/tax names every new request and result field', async () => {
    const { request, result, resultSchema } = await operation('/api/calculate/tax');
    expect(request).toEqual(expect.arrayContaining(NEW_REQUEST_FIELDS));
    expect(result).toEqual(expect.arrayContaining(NEW_RESULT_FIELDS));
    const sections = resultSchema.properties.specialRateIncome.items.properties.section as {
      enum: string[];
    };
    expect([...sections.enum].sort()).toEqual([
      '111A',
      '112',
      '112A',
      '115A',
      '115BB',
      '115BBH',
      '115BBJ',
    ]);
  });

  it('/api/calculate/compare names them too, in the request and in both regimes', async () => {
    const { request, result } = await operation('/api/calculate/compare');
    expect(request).toEqual(expect.arrayContaining(NEW_REQUEST_FIELDS));
    for (const regime of ['old', 'new'])
      expect(result).toEqual(
        expect.arrayContaining(NEW_RESULT_FIELDS.map((field) => `${regime}.${field}`)),
      );
  });
});

/** Every whole-year field once, valid, for FY 2026-27. */
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
    {
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 350_000,
      purchaseDate: '2024-01-10',
      saleDate: '2026-06-15',
    },
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
  ],
  broughtForwardLosses: { shortTermCapitalLoss: 20_000, longTermCapitalLoss: 0, houseProperty: 0 },
  businessIncome: 50_000,
  presumptive: {
    businessType: '44AE',
    vehicles: [
      { heavy: true, grossTonnes: 16, months: 12 },
      { heavy: false, months: 5 },
    ],
  },
  taxesPaid: {
    tds: 150_000,
    tcs: 1_000,
    advanceTax: [
      { date: '2026-06-15', amount: 10_000 },
      { date: '2026-09-15', amount: 20_000 },
    ],
    selfAssessmentTax: 5_000,
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
      { amount: 10_000, category: '50Limit' },
    ],
  },
} as const;
