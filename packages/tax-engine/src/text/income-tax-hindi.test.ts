// The whole-year computation, the regime comparison and the interest working in Hindi: the same
// figures as in English, every text translated, and every message of these areas reached.
import { describe, expect, it } from 'vitest';
import { compareRegimes } from '../compare';
import { computeIncomeTax } from '../income-tax';
import { type InterestInput, interestAndBalance } from '../interest';
import type { CompareInput, IncomeTaxInput } from '../types';
import { expectSameResult, trackText } from './hindi-check';
import { HI } from './hi/index';

const { text, unused } = trackText(HI);

/**
 * A late return quotes the rule table's note on the due date, which is in English only (rule
 * tables are not translated): the Hindi note gives the date and its citation without it. Checks
 * that note and takes it out of both results, so the rest can be compared.
 */
function dropDueDateRuleNote<T extends { readonly notes: readonly string[] }>(
  en: T,
  hi: T,
): [T, T] {
  const i = en.notes.findIndex((n) => n.startsWith('Due date ') && n.includes('): '));
  if (i < 0) return [en, hi];
  expect(hi.notes[i]).toMatch(/^नियत तारीख 2026-07-31 \(धारा 139\(1\) स्पष्टीकरण 2\)।/);
  const without = (r: T): T => ({ ...r, notes: r.notes.filter((_, j) => j !== i) });
  return [without(en), without(hi)];
}

const INCOME_TAX: readonly [string, IncomeTaxInput][] = [
  [
    'a salary without a year, claiming old-regime deductions in the new regime',
    { annualIncome: 1_500_000, regime: 'new', deductions: { section80C: 150_000 } },
  ],
  [
    'a non-resident with dividends and other income, old regime',
    {
      financialYear: '2025-26',
      regime: 'old',
      annualIncome: 800_000,
      residentialStatus: 'nonResident',
      dividends: 200_000,
    },
  ],
  [
    'a HUF with business income and listed-equity gains',
    {
      financialYear: '2025-26',
      regime: 'old',
      taxpayerType: 'huf',
      annualIncome: 0,
      businessIncome: 150_000,
      capitalGains: { ltcg112A: 300_000 },
    },
  ],
  [
    'FY 2024-25: gains before and after 23 July 2024 under the rebate',
    {
      financialYear: '2024-25',
      regime: 'old',
      annualIncome: 200_000,
      capitalGains: { stcg111A: 100_000, ltcg112: 50_000, before23July2024: { stcg111A: 20_000 } },
    },
  ],
  [
    'FY 2025-26: a split given for a year without one, rebate against slab tax only',
    {
      financialYear: '2025-26',
      regime: 'new',
      annualIncome: 600_000,
      incomeType: 'other',
      capitalGains: { stcg111A: 100_000, before23July2024: { ltcg112A: 10_000 } },
    },
  ],
  [
    'a salary in the old regime: the total tax rounded',
    { financialYear: '2025-26', regime: 'old', annualIncome: 1_234_560 },
  ],
  [
    'FY 2025-26 new regime just above the rebate threshold (marginal relief)',
    { financialYear: '2025-26', regime: 'new', annualIncome: 1_285_000 },
  ],
  [
    'FY 2024-25 new regime: lottery income under the rebate, a family pension',
    {
      financialYear: '2024-25',
      regime: 'new',
      annualIncome: 300_000,
      incomeType: 'other',
      familyPension: 120_000,
      specialRateIncome: { lottery115BB: 50_000, onlineGames115BBJ: 10_000 },
    },
  ],
  [
    'large dividends: the 15 % surcharge cap, no taxes paid',
    { financialYear: '2025-26', regime: 'old', annualIncome: 4_000_000, dividends: 3_000_000 },
  ],
  [
    'income just above 50 lakh: marginal relief on surcharge',
    { financialYear: '2025-26', regime: 'old', annualIncome: 5_060_000 },
  ],
  [
    'transfers with losses, gains of every kind and brought-forward losses',
    {
      financialYear: '2025-26',
      regime: 'new',
      annualIncome: 1_000_000,
      capitalGains: { stcg111A: 80_000, ltcg112A: 200_000, ltcg112: 60_000 },
      capitalGainsTransactions: [
        {
          assetType: 'specifiedMutualFund',
          purchasePrice: 100_000,
          salePrice: 400_000,
          purchaseDate: '2024-01-10',
          saleDate: '2025-06-10',
        },
        {
          assetType: 'equity',
          purchasePrice: 300_000,
          salePrice: 250_000,
          purchaseDate: '2025-05-01',
          saleDate: '2025-09-01',
        },
        {
          assetType: 'equity',
          purchasePrice: 500_000,
          salePrice: 420_000,
          purchaseDate: '2020-05-01',
          saleDate: '2025-09-01',
        },
      ],
      broughtForwardLosses: { shortTermCapitalLoss: 100_000, longTermCapitalLoss: 900_000 },
    },
  ],
  [
    'old regime, return filed late with taxes paid',
    {
      financialYear: '2025-26',
      regime: 'old',
      annualIncome: 1_200_000,
      taxesPaid: { tds: 50_000 },
      returnFiledOn: '2026-09-20',
    },
  ],
];

describe('computeIncomeTax in Hindi', () => {
  it.each(INCOME_TAX)('%s', (_name, input) => {
    expectSameResult(
      ...dropDueDateRuleNote(computeIncomeTax(input), computeIncomeTax(input, { text })),
    );
  });
});

const COMPARE: readonly [string, CompareInput][] = [
  ['no tax in either regime', { financialYear: '2025-26', annualIncome: 300_000 }],
  [
    'large old-regime deductions: the old regime wins',
    {
      financialYear: '2023-24',
      annualIncome: 1_000_000,
      deductions: { section80C: 150_000, section80D: 25_000, section80E: 300_000 },
    },
  ],
  ['without a year', { annualIncome: 2_000_000 }],
  [
    'a late return: the old regime cannot be chosen',
    {
      financialYear: '2025-26',
      annualIncome: 2_000_000,
      taxesPaid: { tds: 100_000 },
      returnFiledOn: '2026-10-05',
    },
  ],
];

describe('compareRegimes in Hindi', () => {
  it.each(COMPARE)('%s', (_name, input) => {
    const en = compareRegimes(input);
    const hi = compareRegimes(input, { text });
    const [enOld, hiOld] = dropDueDateRuleNote(en.old, hi.old);
    const [enNew, hiNew] = dropDueDateRuleNote(en.new, hi.new);
    expectSameResult({ ...en, old: enOld, new: enNew }, { ...hi, old: hiOld, new: hiNew });
  });
});

// An individual without business income, FY 2025-26 (due date 31 July 2026), return required.
const BASE: InterestInput = {
  financialYear: '2025-26',
  totalTax: 100_000,
  totalIncome: 900_000,
  returnRequired: true,
  hasBusinessIncome: false,
  presumptiveOnly: false,
  seniorExemptFromAdvanceTax: false,
};

const INTEREST: readonly [string, Partial<InterestInput>][] = [
  [
    'payments of every kind, filed late',
    {
      taxesPaid: {
        tds: 10_000,
        tcs: 1_000,
        advanceTax: [
          { date: '2025-03-01', amount: 5_000 },
          { date: '2025-09-10', amount: 20_000 },
          { date: '2026-04-10', amount: 5_000 },
        ],
        selfAssessmentTax: 1_000,
      },
      returnFiledOn: '2026-09-15',
    },
  ],
  [
    'a due date given mid-month, filed late',
    { returnDueDate: '2026-10-30', returnFiledOn: '2026-11-15', taxesPaid: { tds: 20_000 } },
  ],
  [
    'filed on the due date, tax paid after filing',
    { taxesPaid: { advanceTax: [{ date: '2026-08-10', amount: 100_000 }] } },
  ],
  ['a resident senior citizen', { seniorExemptFromAdvanceTax: true, taxesPaid: { tds: 1_000 } }],
  ['tax below the advance-tax threshold', { totalTax: 5_000, taxesPaid: {} }],
  [
    'no return required, filed after 31 December: a refund',
    {
      totalTax: 0,
      returnRequired: false,
      returnFiledOn: '2027-01-15',
      taxesPaid: { tds: 3_000 },
    },
  ],
  [
    'presumptive income: one instalment',
    { hasBusinessIncome: true, presumptiveOnly: true, taxesPaid: { tds: 10_000 } },
  ],
];

describe('interestAndBalance in Hindi', () => {
  it.each(INTEREST)('%s', (_name, over) => {
    const input = { ...BASE, ...over };
    expectSameResult(
      ...dropDueDateRuleNote(interestAndBalance(input), interestAndBalance(input, text)),
    );
  });
});

describe('the Hindi text of these areas', () => {
  it('cites the advance-tax rules in both Acts', () => {
    const hi = interestAndBalance({ ...BASE, totalTax: 5_000, taxesPaid: {} }, HI);
    expect(hi.notes).toContain(
      'TDS और TCS घटाकर कर 10,000 से कम है: अग्रिम कर की देनदारी नहीं (धारा 208; धारा 209(1)(d) (TDS/TCS घटाकर); आयकर अधिनियम 2025 की धारा 404, धारा 405(1)), इसलिए धारा 234B या 234C का ब्याज नहीं।',
    );
  });

  it('has every message read by one of the inputs above', () => {
    expect(
      unused(['incomeTax', 'compare', 'interest', 'capitalGainsHead', 'otherSources']),
    ).toEqual([]);
  });
});
