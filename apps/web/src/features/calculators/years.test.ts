import {
  FINANCIAL_YEARS,
  FinancialYearSchema,
  financialYearSchema,
} from '@taxguide/contracts/calculators';
import { SUPPORTED_FINANCIAL_YEARS, rulesFor } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_YEAR, YEAR_OPTIONS, yearOptions } from './format';

describe('supported financial years: one list, from the engine', () => {
  it('the API enum and the year selector hold exactly the engine years, newest first', () => {
    expect(FINANCIAL_YEARS).toBe(SUPPORTED_FINANCIAL_YEARS);
    expect(FinancialYearSchema.options).toEqual([...SUPPORTED_FINANCIAL_YEARS]);
    expect(YEAR_OPTIONS.map((o) => o.value)).toEqual([...SUPPORTED_FINANCIAL_YEARS].reverse());
    expect(YEAR_OPTIONS[0]).toEqual({ value: '2026-27', label: 'FY 2026-27 (tax year 2026-27)' });
    expect(YEAR_OPTIONS.at(-1)).toEqual({ value: '2023-24', label: 'FY 2023-24 (AY 2024-25)' });
    expect(SUPPORTED_FINANCIAL_YEARS).toContain(DEFAULT_YEAR);
    // Every listed year has its rule table.
    for (const year of SUPPORTED_FINANCIAL_YEARS) expect(rulesFor(year).financialYear).toBe(year);
  });

  it('a year added to the list flows to the API enum and the selector with no other change', () => {
    const years = [...SUPPORTED_FINANCIAL_YEARS, '2027-28'] as const;
    const schema = financialYearSchema(years);
    expect(schema.safeParse('2027-28').success).toBe(true);
    expect(FinancialYearSchema.safeParse('2027-28').success).toBe(false);
    const refused = schema.safeParse('2028-29');
    expect(refused.error?.issues[0]?.message).toContain('must be one of: 2023-24');
    expect(yearOptions(years)[0]).toEqual({
      value: '2027-28',
      label: 'FY 2027-28 (tax year 2027-28)',
    });
  });
});
