import { describe, expect, it } from 'vitest';
import { parseAgeGroup, parseAmounts, parseFinancialYear, parseRegime } from '../src/amounts';

const values = (text: string) => parseAmounts(text).map((a) => a.value);

describe('rupee amounts', () => {
  it.each([
    ['tax on 15 lakh', [1_500_000]],
    ['12.5 lakh salary', [1_250_000]],
    ['12.5l', [1_250_000]],
    ['₹15,00,000', [1_500_000]],
    ['rs. 1500000', [1_500_000]],
    ['inr 25,000', [25_000]],
    ['1.2 crore', [12_000_000]],
    ['2 cr', [20_000_000]],
    ['50k rent', [50_000]],
    ['50 thousand', [50_000]],
    ['basic 50000 rent 25000', [50_000, 25_000]],
    ['1.1 lakh', [110_000]],
    // "pay" ends in "ay" but is no assessment year.
    ['basic pay 50000', [50_000]],
    ['take-home pay 80000 a month', [80_000]],
  ])('%s', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it.each([
    'fy 2025-26',
    'ay 2026-27',
    'fy2025-26',
    'section 80c',
    'held 5 years',
    'aged 65',
    '12.5% rate',
    'in 2024',
    's.44 ada',
  ])('no amount in "%s"', (text) => {
    expect(values(text)).toEqual([]);
  });
});

describe('financial year, regime and age', () => {
  it('reads the year in the ways it is written', () => {
    expect(parseFinancialYear('fy 2025-26')).toEqual({ financialYear: '2025-26', supported: true });
    expect(parseFinancialYear('for 2024-2025')).toEqual({
      financialYear: '2024-25',
      supported: true,
    });
    expect(parseFinancialYear('ay 2026-27')).toEqual({ financialYear: '2025-26', supported: true });
    expect(parseFinancialYear('tax year 2026-27')).toEqual({
      financialYear: '2026-27',
      supported: true,
    });
    expect(parseFinancialYear('fy26')).toEqual({ financialYear: '2025-26', supported: true });
    expect(parseFinancialYear('fy 2019-20')).toEqual({
      financialYear: '2019-20',
      supported: false,
    });
    expect(parseFinancialYear('2025-27')).toBeUndefined();
    expect(parseFinancialYear('tax on 15 lakh')).toBeUndefined();
  });

  it('reads one regime, or none when both or neither are named', () => {
    expect(parseRegime('in the new regime')).toBe('new');
    expect(parseRegime('old tax regime')).toBe('old');
    expect(parseRegime('old or new regime')).toBeUndefined();
    expect(parseRegime('tax on 15 lakh')).toBeUndefined();
  });

  it('reads the age band', () => {
    expect(parseAgeGroup('senior citizen')).toBe('60to80');
    expect(parseAgeGroup('aged 65')).toBe('60to80');
    expect(parseAgeGroup('super senior citizen')).toBe('80plus');
    expect(parseAgeGroup('85 years old')).toBe('80plus');
    expect(parseAgeGroup('30 years old')).toBeUndefined();
  });
});
