// The single calculators (capital gains, presumptive income, advance tax) in Hindi: the same
// figures as in English, every text translated, and every message of their areas reached.
import { describe, expect, it } from 'vitest';
import { computeAdvanceTax } from '../advance-tax';
import { computeCapitalGains, transferGain } from '../capital-gains';
import { runCalculation } from '../calculators';
import { computePresumptive, presumptiveBusinessIncome } from '../presumptive';
import type { AdvanceTaxInput, CapitalGainsInput, PresumptiveInput } from '../types';
import { expectSameResult, trackText } from './hindi-check';
import { HI } from './hi/index';

const { text, unused } = trackText(HI);

const CAPITAL_GAINS: readonly [string, CapitalGainsInput][] = [
  [
    'listed equity held long, with the 2018 and 2001 values given',
    {
      assetType: 'equity',
      purchasePrice: 100_000,
      fmvOn31Jan2018: 400_000,
      fmvOn1Apr2001: 50_000,
      salePrice: 600_000,
      purchaseDate: '2000-06-01',
      saleDate: '2025-06-01',
      expenses: 2_000,
    },
  ],
  [
    'listed equity bought before 2018 without its 2018 value',
    {
      assetType: 'equity',
      purchasePrice: 100,
      salePrice: 150,
      purchaseDate: '2017-06-01',
      saleDate: '2025-06-01',
    },
  ],
  [
    'equity fund sold short in FY 2024-25',
    {
      assetType: 'equityFund',
      purchasePrice: 100_000,
      salePrice: 200_000,
      purchaseDate: '2024-01-10',
      saleDate: '2024-07-22',
    },
  ],
  [
    "FY 2024-25 equity sharing the year's exemption",
    {
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 300_000,
      purchaseDate: '2022-06-01',
      saleDate: '2024-09-01',
      other112aGainsThisYear: 50_000,
    },
  ],
  [
    'an equity loss',
    {
      assetType: 'equity',
      purchasePrice: 300_000,
      salePrice: 200_000,
      purchaseDate: '2023-01-01',
      saleDate: '2025-06-01',
      expenses: 1_000,
    },
  ],
  [
    'land bought before 2001 with its 2001 value (indexation chosen)',
    {
      assetType: 'property',
      purchasePrice: 500_000,
      fmvOn1Apr2001: 2_000_000,
      salePrice: 10_000_000,
      purchaseDate: '1995-01-01',
      saleDate: '2025-06-01',
    },
  ],
  [
    'land where 12.5 % without indexation is lower',
    {
      assetType: 'property',
      purchasePrice: 5_000_000,
      salePrice: 12_000_000,
      purchaseDate: '2015-06-01',
      saleDate: '2025-06-01',
    },
  ],
  [
    'gold bought before 2001 without its 2001 value, sold before 23 July 2024',
    {
      assetType: 'gold',
      purchasePrice: 10_000,
      salePrice: 300_000,
      purchaseDate: '1998-05-01',
      saleDate: '2024-06-01',
    },
  ],
  [
    'a specified mutual fund bought after 1 April 2023, sold in FY 2026-27',
    {
      assetType: 'specifiedMutualFund',
      purchasePrice: 100_000,
      salePrice: 130_000,
      purchaseDate: '2023-05-01',
      saleDate: '2026-06-01',
    },
  ],
  [
    'a specified mutual fund sold in FY 2024-25, at a given slab rate',
    {
      assetType: 'specifiedMutualFund',
      purchasePrice: 100_000,
      salePrice: 130_000,
      purchaseDate: '2023-04-01',
      saleDate: '2024-06-01',
      slabRatePercent: 20,
    },
  ],
  [
    'a mutual fund bought before 1 April 2023',
    {
      assetType: 'specifiedMutualFund',
      purchasePrice: 100_000,
      salePrice: 200_000,
      purchaseDate: '2020-05-01',
      saleDate: '2024-06-01',
    },
  ],
  [
    'a listed bond sold before 23 July 2024',
    {
      assetType: 'listedBond',
      purchasePrice: 100_000,
      salePrice: 150_000,
      purchaseDate: '2023-01-10',
      saleDate: '2024-03-10',
    },
  ],
  [
    'a listed bond sold after 23 July 2024',
    {
      assetType: 'listedBond',
      purchasePrice: 100_000,
      salePrice: 150_000,
      purchaseDate: '2024-08-01',
      saleDate: '2025-09-01',
    },
  ],
  [
    'unlisted shares of a non-resident before 23 July 2024',
    {
      assetType: 'unlistedShares',
      purchasePrice: 1_000_000,
      salePrice: 3_000_000,
      purchaseDate: '2015-06-01',
      saleDate: '2024-06-01',
      residentIndividual: false,
    },
  ],
  [
    'land in FY 2026-27, whose CII is not notified',
    {
      assetType: 'property',
      purchasePrice: 2_000_000,
      salePrice: 10_000_000,
      purchaseDate: '2005-06-01',
      saleDate: '2026-06-01',
    },
  ],
  [
    'land of a non-resident',
    {
      assetType: 'property',
      purchasePrice: 2_000_000,
      salePrice: 10_000_000,
      purchaseDate: '2005-06-01',
      saleDate: '2025-06-01',
      residentIndividual: false,
    },
  ],
  [
    'gold bought before 23 July 2024, sold after',
    {
      assetType: 'gold',
      purchasePrice: 100_000,
      salePrice: 200_000,
      purchaseDate: '2022-01-01',
      saleDate: '2025-06-01',
      exemptions: { section54: 50_000, section54EC: 50_000 },
    },
  ],
  [
    'a house with ss.54 and 54EC above their caps',
    {
      assetType: 'property',
      purchasePrice: 100_000_000,
      salePrice: 250_000_000,
      purchaseDate: '2024-08-01',
      saleDate: '2026-09-01',
      exemptions: { section54: 120_000_000, section54EC: 7_000_000, section54F: 1_000 },
    },
  ],
  [
    'gold with s.54F above its cap',
    {
      assetType: 'gold',
      purchasePrice: 2_000_000,
      salePrice: 10_000_000,
      purchaseDate: '2022-01-01',
      saleDate: '2025-06-01',
      exemptions: { section54F: 120_000_000 },
    },
  ],
  [
    'a short-term house sale with a reinvestment claim',
    {
      assetType: 'property',
      purchasePrice: 100_000,
      salePrice: 200_000,
      purchaseDate: '2025-01-01',
      saleDate: '2025-06-01',
      exemptions: { section54: 100_000 },
    },
  ],
];

describe('the capital gains calculator in Hindi', () => {
  it.each(CAPITAL_GAINS)('%s: the same figures, every text in Hindi', (_, input) => {
    const hi = computeCapitalGains(input, { text });
    expectSameResult(computeCapitalGains(input), hi);
    expect(hi.notes.length).toBeGreaterThan(1);
  });

  it.each(CAPITAL_GAINS)("%s: the year engine's view of the transfer too", (_, input) => {
    const resident = input.residentIndividual !== false;
    expectSameResult(transferGain(input, resident), transferGain(input, resident, text));
  });

  it('runCalculation passes the language on', () => {
    const [, input] = CAPITAL_GAINS[0]!;
    const hi = runCalculation('capital_gains', input, { text });
    expect(hi.steps[0]?.label).toBe(HI.capitalGains.saleConsideration);
    expectSameResult(runCalculation('capital_gains', input), hi);
  });
});

const PRESUMPTIVE: readonly [string, PresumptiveInput][] = [
  [
    '44AD within the limit, the year and the cash not given',
    { businessType: '44AD', grossReceipts: 10_000_000, digitalReceipts: 9_000_000 },
  ],
  [
    '44AD above the limit, digital receipts not given, a limited liability partnership',
    {
      businessType: '44AD',
      grossReceipts: 25_000_000,
      assesseeType: 'llp',
      financialYear: '2025-26',
    },
  ],
  [
    '44AD with little cash, above even the higher limit, a non-resident',
    {
      businessType: '44AD',
      grossReceipts: 40_000_000,
      digitalReceipts: 39_000_000,
      cashReceipts: 1_000_000,
      residentialStatus: 'nonResident',
      financialYear: '2026-27',
    },
  ],
  [
    '44ADA: a profession outside the list, a limited liability partnership',
    {
      businessType: '44ADA',
      grossReceipts: 6_000_000,
      cashReceipts: 1_000_000,
      profession: 'other',
      assesseeType: 'llp',
      financialYear: '2026-27',
    },
  ],
  [
    '44ADA: a Hindu undivided family',
    {
      businessType: '44ADA',
      grossReceipts: 4_000_000,
      cashReceipts: 100_000,
      profession: 'medical',
      assesseeType: 'huf',
      financialYear: '2026-27',
    },
  ],
  [
    '44AE: a heavy vehicle by its weight, a light one, one without its weight',
    {
      businessType: '44AE',
      grossReceipts: 900_000,
      financialYear: '2026-27',
      vehicles: [
        { heavy: false, months: 12, grossTonnes: 15.5 },
        { heavy: true, months: 7, grossTonnes: 8 },
        { heavy: true, months: 3 },
      ],
    },
  ],
  [
    '44AE: more goods carriages than the scheme allows',
    {
      businessType: '44AE',
      financialYear: '2026-27',
      vehicles: Array.from({ length: 11 }, () => ({ heavy: false, months: 12 })),
    },
  ],
  ['44AE: no goods carriage', { businessType: '44AE', financialYear: '2026-27', vehicles: [] }],
];

describe('the presumptive income calculator in Hindi', () => {
  it.each(PRESUMPTIVE)('%s: the same figures, every text in Hindi', (_, input) => {
    expectSameResult(computePresumptive(input), computePresumptive(input, { text }));
  });

  it("gives the year engine's presumptive income in Hindi", () => {
    const input = { businessType: '44ADA', grossReceipts: 4_000_000 } as const;
    const hi = presumptiveBusinessIncome(input, '2026-27', false, 'huf', text);
    expect(hi.eligible).toBe(false);
    expectSameResult(presumptiveBusinessIncome(input, '2026-27', false, 'huf'), hi);
  });

  it('runCalculation passes the language on', () => {
    const [, input] = PRESUMPTIVE[0]!;
    const hi = runCalculation('presumptive', input, { text });
    expect(hi.steps[0]?.label).toBe(HI.presumptive.turnover);
    expectSameResult(runCalculation('presumptive', input), hi);
  });
});

const ADVANCE_TAX: readonly [string, AdvanceTaxInput][] = [
  [
    'salary in the default year and regime, paid late',
    { annualIncome: 2_500_000, tdsDeducted: 100_000, payments: { q1: 10_000, q3: 150_000 } },
  ],
  [
    'business income in the old regime',
    {
      annualIncome: 1_500_000,
      regime: 'old',
      hasBusinessIncome: true,
      financialYear: '2025-26',
      tdsDeducted: 20_000,
    },
  ],
  [
    'a resident senior without business income',
    { annualIncome: 0, estimatedTax: 100_000, ageGroup: '60to80', financialYear: '2026-27' },
  ],
  [
    'TDS above the tax, so not liable',
    {
      annualIncome: 0,
      estimatedTax: 9_999,
      tdsDeducted: 20_000,
      financialYear: '2026-27',
      payments: {},
    },
  ],
  [
    'presumptive income paid short by 15 March',
    {
      annualIncome: 0,
      estimatedTax: 50_000,
      presumptive: true,
      financialYear: '2026-27',
      payments: { q4: 10_000 },
    },
  ],
];

describe('the advance tax calculator in Hindi', () => {
  it.each(ADVANCE_TAX)('%s: the same figures, every text in Hindi', (_, input) => {
    expectSameResult(computeAdvanceTax(input), computeAdvanceTax(input, { text }));
  });

  it('names the due dates in Hindi', () => {
    const [, input] = ADVANCE_TAX[0]!;
    const hi = runCalculation('advance_tax', input, { text });
    expect(hi.interest234C).toBeGreaterThan(0);
    expect(hi.steps.some((s) => s.label.startsWith('15 जून तक की किस्त'))).toBe(true);
    expectSameResult(runCalculation('advance_tax', input), hi);
  });
});

describe('the check of a Hindi text', () => {
  it('takes a clause of a section number for a citation, and English in brackets for English', () => {
    const en = 'Rate of s.112(1)(c)(iii) applies.';
    expectSameResult(en, 'धारा 112(1)(c)(iii) की दर लागू है।');
    expect(() => expectSameResult(en, 'धारा 112(1)(c)(iii) की दर (applies)।')).toThrow();
  });
});

describe('every message of the single calculators', () => {
  it('is read by one of the cases above', () => {
    expect(unused(['capitalGains', 'presumptive', 'advanceTax'])).toEqual([]);
  });
});
