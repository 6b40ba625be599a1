import { CALCULATOR_NAMES } from '@taxguide/contracts/calculators';
import { describe, expect, it } from 'vitest';
import { calculators, isCalculatorName, runCalculator } from './calculators';

const SAMPLES: Record<(typeof CALCULATOR_NAMES)[number], unknown> = {
  income_tax: { annualIncome: 1_275_000, regime: 'new', financialYear: '2025-26' },
  compare: { annualIncome: 1_500_000 },
  advance_tax: { annualIncome: 1_500_000, tdsDeducted: 0 },
  hra: { basicSalary: 600_000, hraReceived: 300_000, rentPaid: 300_000, city: 'Mumbai' },
  capital_gains: {
    assetType: 'gold',
    purchasePrice: 100_000,
    salePrice: 200_000,
    purchaseDate: '2020-05-01',
    saleDate: '2024-06-01',
  },
  presumptive: {
    businessType: '44AD',
    grossReceipts: 10_000_000,
    digitalReceipts: 10_000_000,
    cashReceipts: 0,
  },
};

describe('calculator registry', () => {
  it('has exactly the calculators of the contract', () => {
    expect(Object.keys(calculators).sort()).toEqual([...CALCULATOR_NAMES].sort());
    expect(isCalculatorName('hra')).toBe(true);
    expect(isCalculatorName('toString')).toBe(false);
  });

  it.each(CALCULATOR_NAMES)(
    '%s: validates, runs the engine and returns a result its schema accepts',
    (name) => {
      const outcome = runCalculator(name, SAMPLES[name]);
      expect(outcome.ok).toBe(true);
      if (outcome.ok) expect(calculators[name].result.safeParse(outcome.result).success).toBe(true);
    },
  );

  it('the salaried 12.75 lakh case pays nil in FY 2025-26', () => {
    const outcome = runCalculator('income_tax', SAMPLES.income_tax);
    expect(outcome).toMatchObject({ ok: true, result: { totalTax: 0 } });
  });

  it('reports every bad field', () => {
    const outcome = runCalculator('capital_gains', {
      assetType: 'gold',
      purchasePrice: -1,
      salePrice: 1,
      purchaseDate: '2025-01-02',
      saleDate: '2025-01-01',
    });
    expect(outcome).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request has invalid fields',
        details: [
          { path: 'purchasePrice', message: 'purchasePrice must be 0 or more' },
          { path: 'purchaseDate', message: 'purchaseDate must be on or before saleDate' },
        ],
      },
    });
  });

  it('names each unknown field by its own path', () => {
    const outcome = runCalculator('income_tax', {
      annualIncome: 1,
      regime: 'new',
      bonus: 1,
      deductions: { section80X: 1, section80Y: 2 },
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.error.details).toEqual([
        { path: 'deductions.section80X', message: 'Unrecognized key: "section80X"' },
        { path: 'deductions.section80Y', message: 'Unrecognized key: "section80Y"' },
        { path: 'bonus', message: 'Unrecognized key: "bonus"' },
      ]);
  });
});
