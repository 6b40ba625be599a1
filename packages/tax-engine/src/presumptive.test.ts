import { describe, expect, it } from 'vitest';
import { computePresumptive, presumptiveBusinessIncome } from './presumptive';
import { rulesFor } from './rules/index';

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

describe('computePresumptive: who may use 44AD / 44ADA', () => {
  it.each([
    // s.44ADA(1) as amended by the Finance Act 2021: individual or firm other than an LLP.
    ['individual', true, 2_000_000],
    ['firm', true, 2_000_000],
    ['llp', false, 0],
    ['huf', false, 0],
  ] as const)(
    '44ADA, %s → eligible %s, income %d (50 % of 40 L)',
    (assesseeType, eligible, income) => {
      const r = computePresumptive({
        businessType: '44ADA',
        grossReceipts: 4_000_000,
        cashReceipts: 0,
        assesseeType,
        financialYear: '2026-27',
      });
      expect(r.eligible).toBe(eligible);
      expect(r.presumptiveIncome).toBe(income);
    },
  );

  it('says why an LLP is out of 44ADA', () => {
    const r = computePresumptive({
      businessType: '44ADA',
      grossReceipts: 4_000_000,
      cashReceipts: 0,
      assesseeType: 'llp',
    });
    expect(r.notes.some((n) => n.includes('limited liability partnership'))).toBe(true);
  });

  it.each(['44AD', '44ADA'] as const)('%s: a non-resident is not eligible', (businessType) => {
    const r = computePresumptive({
      businessType,
      grossReceipts: 1_000_000,
      digitalReceipts: 1_000_000,
      cashReceipts: 0,
      residentialStatus: 'nonResident',
    });
    expect(r.eligible).toBe(false);
    expect(r.presumptiveIncome).toBe(0);
    expect(r.notes.some((n) => n.includes('resident in India'))).toBe(true);
  });

  it('rule data: 44ADA assessees are cited', () => {
    const r = rulesFor('2026-27').presumptive.section44ADA;
    expect(r.value.eligibleAssessees).toEqual(['individual', 'firm']);
    expect(r.citation.financeAct).toContain('Finance Act 2021');
  });
});

describe('computePresumptive: 44ADA reaches its 75 lakh limit', () => {
  it('60 L all digital: eligible, income 30 L, no cash-receipts assumption noted', () => {
    // Cash 0 ≤ 5 % of 60 L → 75 L limit; 50 % × 60,00,000 = 30,00,000.
    const r = computePresumptive({
      businessType: '44ADA',
      grossReceipts: 6_000_000,
      digitalReceipts: 6_000_000,
      financialYear: '2026-27',
    });
    expect(r.eligible).toBe(true);
    expect(r.presumptiveIncome).toBe(3_000_000);
    expect(r.limit).toBe(7_500_000);
    expect(r.notes.some((n) => n.includes('Cash receipts not given'))).toBe(false);
  });

  it('cash not given and part not digital: the assumption is noted with the amount', () => {
    // 60 L, 58 L digital → 2 L assumed cash = 3.33 % ≤ 5 % → 75 L limit.
    const r = computePresumptive({
      businessType: '44ADA',
      grossReceipts: 6_000_000,
      digitalReceipts: 5_800_000,
    });
    expect(r.eligible).toBe(true);
    expect(r.notes.some((n) => n.includes('2,00,000 not shown as digital'))).toBe(true);
  });
});

describe('computePresumptive: 44AE goods carriages', () => {
  const v = (heavy: boolean, months: number, grossTonnes?: number) => ({
    heavy,
    months,
    ...(grossTonnes !== undefined ? { grossTonnes } : {}),
  });
  it.each([
    // Two light goods carriages all year: 7,500 × 12 × 2.
    [[v(false, 12), v(false, 12)], 180_000, true],
    // Heavy, 16.2 t: 1,000 × 16.2 × 12 = 1,94,400.
    [[v(true, 12, 16.2)], 194_400, true],
    // Heavy 25 t for 7 months (1,75,000) + a light one for 3.5 months, part counts: 4 × 7,500.
    [[v(true, 7, 25), v(false, 3.5)], 205_000, true],
    // The weight decides: 15 t is heavy (15,000 × 12), 10 t is not (7,500 × 12).
    [[v(false, 12, 15)], 180_000, true],
    [[v(true, 12, 10)], 90_000, true],
    // Eleven goods carriages: more than ten, not eligible.
    [Array.from({ length: 11 }, () => v(false, 12)), 0, false],
  ] as const)('%o → %d', (vehicles, income, eligible) => {
    const r = computePresumptive({ businessType: '44AE', vehicles, financialYear: '2026-27' });
    expect(r.businessType).toBe('44AE');
    expect(r.presumptiveIncome).toBe(income);
    expect(r.eligible).toBe(eligible);
    expect(r.limit).toBe(0);
  });

  it('a heavy vehicle without its weight is not computable: no throw, income 0, a plain note', () => {
    const r = computePresumptive({
      businessType: '44AE',
      vehicles: [v(true, 12), v(false, 12)],
    });
    expect(r.eligible).toBe(false);
    expect(r.presumptiveIncome).toBe(0);
    expect(r.notes.some((n) => n.startsWith('Not computable'))).toBe(true);
  });

  it('rule data and citation: ITA 2025 s.58(2) Table Sl. 2', () => {
    const r = rulesFor('2026-27').presumptive.section44AE;
    expect(r.value).toEqual({
      heavyAboveKg: 12_000,
      heavyPerTonnePerMonth: 1_000,
      otherPerVehiclePerMonth: 7_500,
      maxGoodsCarriages: 10,
    });
    expect(r.citation.act2025).toBe('s.58(2) Table Sl. 2');
  });
});

describe('presumptiveBusinessIncome (year engine)', () => {
  const profession = {
    businessType: '44ADA' as const,
    grossReceipts: 4_000_000,
    cashReceipts: 0,
  };
  it('an individual resident: 50 % of 40 L', () => {
    const r = presumptiveBusinessIncome(profession, '2026-27', true, 'individual');
    expect(r).toMatchObject({ income: 2_000_000, eligible: true });
    expect(r.notes.some((n) => n.includes('Financial year not given'))).toBe(false);
  });
  it('an HUF or a non-resident cannot use 44ADA', () => {
    expect(presumptiveBusinessIncome(profession, '2026-27', true, 'huf')).toMatchObject({
      income: 0,
      eligible: false,
    });
    expect(presumptiveBusinessIncome(profession, '2026-27', false, 'individual')).toMatchObject({
      income: 0,
      eligible: false,
    });
  });
  it('44AE from the vehicles', () => {
    const r = presumptiveBusinessIncome(
      { businessType: '44AE', vehicles: [{ heavy: false, months: 12 }] },
      '2025-26',
      true,
      'individual',
    );
    expect(r.income).toBe(90_000);
  });
});
