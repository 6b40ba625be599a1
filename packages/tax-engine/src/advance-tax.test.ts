import { describe, expect, it } from 'vitest';
import { computeAdvanceTax } from './advance-tax';

describe('computeAdvanceTax', () => {
  it('salary 20 L, FY 2025-26, new regime, TDS 1,50,000: 42,400 in four instalments', () => {
    // Tax 1,92,400 − TDS 1,50,000 = 42,400; cumulative 6,360 / 19,080 / 31,800 / 42,400.
    const r = computeAdvanceTax({
      annualIncome: 2_000_000,
      tdsDeducted: 150_000,
      financialYear: '2025-26',
    });
    expect(r.totalTaxLiability).toBe(192_400);
    expect(r.advanceTaxDue).toBe(42_400);
    expect(r.liable).toBe(true);
    expect(r.quarters).toEqual({ q1: 6_360, q2: 12_720, q3: 12_720, q4: 10_600 });
    expect(r.schedule).toEqual([
      { dueDate: '2025-06-15', cumulativePercent: 15, cumulativeAmount: 6_360, instalment: 6_360 },
      {
        dueDate: '2025-09-15',
        cumulativePercent: 45,
        cumulativeAmount: 19_080,
        instalment: 12_720,
      },
      {
        dueDate: '2025-12-15',
        cumulativePercent: 75,
        cumulativeAmount: 31_800,
        instalment: 12_720,
      },
      {
        dueDate: '2026-03-15',
        cumulativePercent: 100,
        cumulativeAmount: 42_400,
        instalment: 10_600,
      },
    ]);
    expect(r.interest234C).toBeUndefined();
    expect(r.notes.some((n) => n.includes('new regime'))).toBe(true);
  });

  it('instalments always add up to the amount due', () => {
    const r = computeAdvanceTax({ annualIncome: 0, tdsDeducted: 0, estimatedTax: 123_457 });
    expect(r.quarters.q1 + r.quarters.q2 + r.quarters.q3 + r.quarters.q4).toBe(123_457);
    expect(r.schedule.map((s) => s.cumulativeAmount)).toEqual([18_519, 55_556, 92_593, 123_457]);
  });

  it('s.208: 10,000 or more after TDS', () => {
    expect(computeAdvanceTax({ annualIncome: 0, tdsDeducted: 0, estimatedTax: 9_999 }).liable).toBe(
      false,
    );
    expect(
      computeAdvanceTax({ annualIncome: 0, tdsDeducted: 0, estimatedTax: 9_999 }).advanceTaxDue,
    ).toBe(0);
    expect(
      computeAdvanceTax({ annualIncome: 0, tdsDeducted: 0, estimatedTax: 10_000 }).liable,
    ).toBe(true);
    expect(
      computeAdvanceTax({ annualIncome: 0, tdsDeducted: 5_000, estimatedTax: 14_999 }).liable,
    ).toBe(false);
  });

  it('s.207(2): resident seniors without business income are exempt', () => {
    const senior = computeAdvanceTax({
      annualIncome: 0,
      tdsDeducted: 0,
      estimatedTax: 100_000,
      ageGroup: '60to80',
    });
    expect(senior.liable).toBe(false);
    expect(senior.balanceAfterTds).toBe(100_000);
    expect(
      computeAdvanceTax({
        annualIncome: 0,
        tdsDeducted: 0,
        estimatedTax: 100_000,
        ageGroup: '80plus',
        hasBusinessIncome: true,
      }).liable,
    ).toBe(true);
    expect(
      computeAdvanceTax({
        annualIncome: 0,
        tdsDeducted: 0,
        estimatedTax: 100_000,
        ageGroup: '60to80',
        residentialStatus: 'nonResident',
      }).liable,
    ).toBe(true);
  });

  it('44AD/44ADA: the whole amount by 15 March', () => {
    const r = computeAdvanceTax({
      annualIncome: 0,
      tdsDeducted: 0,
      estimatedTax: 50_000,
      presumptive: true,
      financialYear: '2024-25',
    });
    expect(r.quarters).toEqual({ q1: 0, q2: 0, q3: 0, q4: 50_000 });
    expect(r.schedule.at(-1)).toEqual({
      dueDate: '2025-03-15',
      cumulativePercent: 100,
      cumulativeAmount: 50_000,
      instalment: 50_000,
    });
  });

  it('refund when TDS exceeds the tax', () => {
    const r = computeAdvanceTax({
      annualIncome: 2_000_000,
      tdsDeducted: 500_000,
      financialYear: '2025-26',
    });
    expect(r.refundDue).toBe(307_600);
    expect(r.balanceAfterTds).toBe(0);
    expect(r.liable).toBe(false);
  });

  it('computes the tax in the chosen regime and year when no estimate is given', () => {
    // Old regime FY 2023-24 salary 12 L: TI 11,50,000 → 1,12,500 + 45,000 = 1,57,500 → 1,63,800.
    expect(
      computeAdvanceTax({
        annualIncome: 1_200_000,
        tdsDeducted: 0,
        regime: 'old',
        financialYear: '2023-24',
      }).totalTaxLiability,
    ).toBe(163_800);
  });
});

describe('computeAdvanceTax: interest u/s 234C', () => {
  const due = (
    estimatedTax: number,
    payments: { q1?: number; q2?: number; q3?: number; q4?: number },
    presumptive = false,
  ) =>
    computeAdvanceTax({
      annualIncome: 0,
      tdsDeducted: 0,
      estimatedTax,
      payments,
      presumptive,
      financialYear: '2025-26',
    }).interest234C;

  it('3 months on each of the first three shortfalls, 1 month on March', () => {
    // Nothing paid on 1,00,000: 15,000 × 3 % + 45,000 × 3 % + 75,000 × 3 % + 1,00,000 × 1 % = 450 + 1,350 + 2,250 + 1,000.
    expect(due(100_000, { q1: 0, q2: 0, q3: 0, q4: 0 })).toBe(5_050);
    expect(due(100_000, { q1: 15_000, q2: 45_000, q3: 75_000, q4: 100_000 })).toBe(0);
  });

  it('no interest for June / September when 12 % / 36 % was paid', () => {
    expect(due(100_000, { q1: 12_000, q2: 36_000, q3: 75_000, q4: 100_000 })).toBe(0);
    // 11,999 by June misses the harbour: shortfall 3,001 → 3,000 (Rule 119A) × 3 % = 90.
    expect(due(100_000, { q1: 11_999, q2: 36_000, q3: 75_000, q4: 100_000 })).toBe(90);
  });

  it('rounds each shortfall down to a multiple of 100 (Rule 119A, UNSOURCED)', () => {
    // 15 % of 1,23,457 = 18,518.55 → 18,500 × 3 % = 555; September 55,555.65 → 55,500 → 1,665;
    // December 92,592.75 → 92,500 → 2,775; March 1,23,457 → 1,23,400 → 1,234.
    expect(due(123_457, {})).toBe(555 + 1_665 + 2_775 + 1_234);
  });

  it('a missing payment figure means nothing more was paid by that date', () => {
    expect(due(100_000, { q1: 15_000, q4: 100_000 })).toBe(900 + 1_800); // Sept 30,000 short, Dec 60,000 short
  });

  it('presumptive: only the March test', () => {
    expect(due(500_000, { q4: 0 }, true)).toBe(5_000);
    expect(due(500_000, { q1: 0, q2: 0, q3: 0, q4: 500_000 }, true)).toBe(0);
  });

  it('none when not liable to advance tax', () => {
    expect(due(9_000, { q1: 0 })).toBe(0);
  });
});

describe('computeAdvanceTax: business and presumptive income', () => {
  it.each([
    // 15,00,000 of business income, FY 2026-27 new regime, no standard deduction:
    // 4-8 L 5 % = 20,000; 8-12 L 10 % = 40,000; 12-15 L 15 % = 45,000 → 1,05,000 + 4 % cess 4,200.
    [{ presumptive: true }, 109_200],
    [{ hasBusinessIncome: true }, 109_200],
    // An explicit salary income type keeps the standard deduction: 14,25,000 → 93,750 + 3,750.
    [{ presumptive: true, incomeType: 'salary' }, 97_500],
  ] as const)('15 L with %o → %d', (flags, tax) => {
    const r = computeAdvanceTax({
      annualIncome: 1_500_000,
      tdsDeducted: 0,
      financialYear: '2026-27',
      regime: 'new',
      ...flags,
    });
    expect(r.totalTaxLiability).toBe(tax);
  });

  it('presumptive 15 L: everything by 15 March 2027, and says the income was taken as business', () => {
    const r = computeAdvanceTax({
      annualIncome: 1_500_000,
      presumptive: true,
      financialYear: '2026-27',
    });
    expect(r.advanceTaxDue).toBe(109_200);
    expect(r.quarters).toEqual({ q1: 0, q2: 0, q3: 0, q4: 109_200 });
    expect(r.schedule.at(-1)?.dueDate).toBe('2027-03-15');
    expect(r.notes.some((n) => n.includes('profits of business or profession'))).toBe(true);
  });

  it('business income (not presumptive): four instalments on 1,09,200', () => {
    // 15 % 16,380; 45 % 49,140; 75 % 81,900; 100 % 1,09,200.
    const r = computeAdvanceTax({
      annualIncome: 1_500_000,
      hasBusinessIncome: true,
      financialYear: '2026-27',
    });
    expect(r.quarters).toEqual({ q1: 16_380, q2: 32_760, q3: 32_760, q4: 27_300 });
  });

  it('44ADA professional, presumptive income 30 L, new regime: 4,99,200 by 15 March', () => {
    // 20,000 + 40,000 + 60,000 + 80,000 + 1,00,000 + 6,00,000 × 30 % (1,80,000) = 4,80,000
    // + cess 19,200.
    const r = computeAdvanceTax({
      annualIncome: 3_000_000,
      presumptive: true,
      financialYear: '2026-27',
      regime: 'new',
    });
    expect(r.totalTaxLiability).toBe(499_200);
    expect(r.quarters).toEqual({ q1: 0, q2: 0, q3: 0, q4: 499_200 });
  });

  it('65-year-old consultant, old regime with 80C: liable, four instalments', () => {
    // Business 10,00,000 − 80C 1,50,000 = 8,50,000; senior slabs: 3-5 L 5 % = 10,000,
    // 5-8.5 L 20 % = 70,000 → 80,000 + cess 3,200 = 83,200. Cumulative 12,480 / 37,440 /
    // 62,400 / 83,200.
    const r = computeAdvanceTax({
      annualIncome: 1_000_000,
      hasBusinessIncome: true,
      ageGroup: '60to80',
      regime: 'old',
      deductions: { section80C: 150_000 },
      financialYear: '2026-27',
    });
    expect(r.totalTaxLiability).toBe(83_200);
    expect(r.liable).toBe(true);
    expect(r.quarters).toEqual({ q1: 12_480, q2: 24_960, q3: 24_960, q4: 20_800 });
  });

  it('deductions reach the old-regime computation of a salaried taxpayer', () => {
    // Salary 12 L − SD 50,000 − 80C 1,50,000 = 10,00,000 (FY 2025-26): 12,500 + 1,00,000 =
    // 1,12,500 + cess 4,500 = 1,17,000.
    expect(
      computeAdvanceTax({
        annualIncome: 1_200_000,
        regime: 'old',
        deductions: { section80C: 150_000 },
        financialYear: '2025-26',
      }).totalTaxLiability,
    ).toBe(117_000);
  });
});

describe('computeAdvanceTax: sections of both Acts in the working', () => {
  it('s.208 is ITA 2025 s.404, s.209 is s.405, s.211 is s.408, s.234C is s.425', () => {
    const r = computeAdvanceTax({
      annualIncome: 0,
      estimatedTax: 100_000,
      payments: { q1: 0, q2: 0, q3: 0, q4: 0 },
      financialYear: '2026-27',
    });
    const find = (label: string) => r.steps.find((s) => s.label.startsWith(label));
    expect(find('Less: TDS')).toMatchObject({ section: '209(1)(d)', section2025: '405(1)' });
    expect(find('Tax payable after TDS')).toMatchObject({ section: '208', section2025: '404' });
    expect(find('Instalment by 15 June')).toMatchObject({
      section: '211(1)(a)',
      section2025: '408(1)',
    });
    expect(find('Interest u/s 234C')).toMatchObject({ section: '234C', section2025: '425' });
    const presumptive = computeAdvanceTax({
      annualIncome: 0,
      estimatedTax: 100_000,
      presumptive: true,
      financialYear: '2026-27',
    });
    expect(presumptive.steps.find((s) => s.label.startsWith('Instalment'))).toMatchObject({
      section: '211(1)(b)',
      section2025: '408(2)',
    });
  });
});
