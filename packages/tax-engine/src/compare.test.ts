import { describe, expect, it } from 'vitest';
import { compareRegimes } from './compare';
import { computeIncomeTax } from './income-tax';

describe('compareRegimes', () => {
  it('salary 15 L, no deductions, FY 2025-26: new wins by 1,59,900', () => {
    // New: TI 14,25,000 → 93,750 + cess = 97,500. Old: TI 14,50,000 → 2,47,500 + cess = 2,57,400.
    const r = compareRegimes({ annualIncome: 1_500_000, financialYear: '2025-26' });
    expect(r.new.totalTax).toBe(97_500);
    expect(r.old.totalTax).toBe(257_400);
    expect(r.winner).toBe('new');
    expect(r.saving).toBe(159_900);
    // Old pays at most 97,490 once total income ≤ 9,06,220 (12,500 + 20 % × 4,06,220 = 93,744;
    // + cess 3,750 = 97,494 → 97,490), i.e. deductions of 15,00,000 − 9,06,224 = 5,93,776 or more.
    expect(r.breakEvenDeductions).toBe(593_776);
    expect(r.currentOldRegimeDeductions).toBe(50_000);
  });

  it('the break-even amount is the first that wins', () => {
    const r = compareRegimes({
      annualIncome: 2_400_000,
      financialYear: '2026-27',
      otherIncome: 50_000,
    });
    const be = r.breakEvenDeductions as number;
    const old = (d: number) =>
      computeIncomeTax({
        annualIncome: 2_400_000,
        otherIncome: 50_000,
        incomeType: 'other',
        regime: 'old',
        financialYear: '2026-27',
        deductions: { section80E: d },
      }).totalTax;
    expect(old(be)).toBeLessThan(r.new.totalTax);
    expect(old(be - 1)).toBeGreaterThanOrEqual(r.new.totalTax);
  });

  it('old wins with large deductions', () => {
    // FY 2024-25. New: TI 9,25,000 → 20,000 + 22,500 = 42,500 + cess = 44,200. Old: TI 3,25,000 → rebate → 0.
    const r = compareRegimes({
      annualIncome: 1_000_000,
      financialYear: '2024-25',
      deductions: {
        hra: 200_000,
        section80C: 150_000,
        section80D: 25_000,
        homeLoanInterest: 200_000,
        section80CCD1B: 50_000,
      },
    });
    expect(r.old.totalTax).toBe(0);
    expect(r.new.totalTax).toBe(44_200);
    expect(r.winner).toBe('old');
    expect(r.saving).toBe(44_200);
    expect(r.currentOldRegimeDeductions).toBe(675_000);
    expect(r.breakEvenDeductions).toBeLessThanOrEqual(675_000);
  });

  it('a tie goes to the new regime; no break-even when the new regime pays nothing', () => {
    const r = compareRegimes({ annualIncome: 500_000, financialYear: '2025-26' });
    expect(r.old.totalTax).toBe(0);
    expect(r.new.totalTax).toBe(0);
    expect(r.winner).toBe('new');
    expect(r.saving).toBe(0);
    expect(r.breakEvenDeductions).toBeNull();
    expect(r.notes.some((n) => n.includes('same tax'))).toBe(true);
  });

  it('returns null when special-rate tax alone keeps the old regime dearer', () => {
    // Non-resident, 111A gains only: both regimes tax them at 20 %; the old regime can never be lower.
    const r = compareRegimes({
      annualIncome: 0,
      incomeType: 'other',
      residentialStatus: 'nonResident',
      financialYear: '2025-26',
      capitalGains: { stcg111A: 1_000_000 },
    });
    expect(r.old.totalTax).toBe(r.new.totalTax);
    expect(r.breakEvenDeductions).toBeNull();
  });

  it('shows its working and says what was varied', () => {
    const r = compareRegimes({ annualIncome: 1_500_000 });
    expect(r.financialYear).toBe('2026-27');
    expect(r.steps[0]).toEqual({ label: 'Total tax, old regime', amount: r.old.totalTax });
    expect(r.notes.some((n) => n.startsWith('Break-even: the one thing varied'))).toBe(true);
  });
});
