import { describe, expect, it } from 'vitest';
import { computePresumptive } from './presumptive';

describe('computePresumptive', () => {
  it.each([
    // 44AD: 6 % of digital + 8 % of the rest.
    [
      {
        businessType: '44AD',
        grossReceipts: 10_000_000,
        digitalReceipts: 10_000_000,
        cashReceipts: 0,
      },
      600_000,
      true,
      30_000_000,
    ],
    [
      {
        businessType: '44AD',
        grossReceipts: 10_000_000,
        digitalReceipts: 6_000_000,
        cashReceipts: 4_000_000,
      },
      680_000,
      true,
      20_000_000,
    ],
    // Cash 4 % ≤ 5 %: 3 crore limit; 2,50,00,000 eligible: 6 % × 2.4 Cr + 8 % × 10 L = 14,40,000 + 80,000.
    [
      {
        businessType: '44AD',
        grossReceipts: 25_000_000,
        digitalReceipts: 24_000_000,
        cashReceipts: 1_000_000,
      },
      1_520_000,
      true,
      30_000_000,
    ],
    // Cash 20 %: 2 crore limit; 2.5 crore not eligible.
    [
      {
        businessType: '44AD',
        grossReceipts: 25_000_000,
        digitalReceipts: 20_000_000,
        cashReceipts: 5_000_000,
      },
      0,
      false,
      20_000_000,
    ],
    // Exactly 5 % cash keeps the higher limit.
    [
      {
        businessType: '44AD',
        grossReceipts: 30_000_000,
        digitalReceipts: 28_500_000,
        cashReceipts: 1_500_000,
      },
      1_830_000,
      true,
      30_000_000,
    ],
    // 44ADA: 50 %; 75 lakh with low cash, 50 lakh otherwise.
    [
      { businessType: '44ADA', grossReceipts: 7_000_000, cashReceipts: 100_000 },
      3_500_000,
      true,
      7_500_000,
    ],
    [
      { businessType: '44ADA', grossReceipts: 6_000_000, cashReceipts: 1_000_000 },
      0,
      false,
      5_000_000,
    ],
    [{ businessType: '44ADA', grossReceipts: 5_000_000 }, 2_500_000, true, 5_000_000],
  ] as const)('%o → %d', (input, income, eligible, limit) => {
    const r = computePresumptive({ ...input, financialYear: '2025-26' });
    expect(r.presumptiveIncome).toBe(income);
    expect(r.eligible).toBe(eligible);
    expect(r.limit).toBe(limit);
  });

  it('defaults: no digital receipts given → 8 %, all non-digital treated as cash, and says so', () => {
    const r = computePresumptive({ businessType: '44AD', grossReceipts: 1_000_000 });
    expect(r.presumptiveIncome).toBe(80_000);
    expect(r.ratePercent).toBe(8);
    expect(r.limit).toBe(20_000_000);
    expect(r.financialYear).toBe('2026-27');
    expect(r.notes.some((n) => n.includes('8 % applied'))).toBe(true);
    expect(r.notes.some((n) => n.includes('treated as cash'))).toBe(true);
  });

  it('reports the effective rate on mixed receipts', () => {
    expect(
      computePresumptive({
        businessType: '44AD',
        grossReceipts: 10_000_000,
        digitalReceipts: 6_000_000,
        cashReceipts: 0,
      }).ratePercent,
    ).toBe(6.8);
  });

  it('excludes an LLP from 44AD and a non-listed profession from 44ADA', () => {
    expect(
      computePresumptive({
        businessType: '44AD',
        grossReceipts: 1_000_000,
        digitalReceipts: 1_000_000,
        assesseeType: 'llp',
      }).eligible,
    ).toBe(false);
    expect(
      computePresumptive({
        businessType: '44AD',
        grossReceipts: 1_000_000,
        digitalReceipts: 1_000_000,
        assesseeType: 'huf',
      }).presumptiveIncome,
    ).toBe(60_000);
    expect(
      computePresumptive({
        businessType: '44ADA',
        grossReceipts: 1_000_000,
        cashReceipts: 0,
        profession: 'other',
      }).eligible,
    ).toBe(false);
    expect(
      computePresumptive({
        businessType: '44ADA',
        grossReceipts: 1_000_000,
        cashReceipts: 0,
        profession: 'medical',
      }).presumptiveIncome,
    ).toBe(500_000);
  });

  it('shows the working with section numbers in both Acts', () => {
    const r = computePresumptive({
      businessType: '44ADA',
      grossReceipts: 4_000_000,
      cashReceipts: 0,
    });
    expect(r.steps.at(-1)).toEqual({
      label: 'Presumptive income',
      amount: 2_000_000,
      section: '44ADA',
      section2025: '58',
    });
  });
});
