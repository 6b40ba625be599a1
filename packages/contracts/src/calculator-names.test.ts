import { CALCULATORS, compareRegimes, runCalculation } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_NAMES } from './calculators';

describe('the calculators: one list', () => {
  it('the contract names exactly the engine’s calculators', () => {
    expect(Object.keys(CALCULATORS).sort()).toEqual([...CALCULATOR_NAMES].sort());
  });

  it('a calculation by name is the engine function’s own result', () => {
    const input = { annualIncome: 1_500_000, financialYear: '2026-27' as const };
    expect(runCalculation('compare', input)).toEqual(compareRegimes(input));
    expect(runCalculation('compare', input).new.totalTax).toBe(97_500);
  });
});
