import { describe, expect, it } from 'vitest';
import { computeIncomeTax } from './income-tax';
import type { IncomeTaxInput } from './types';

const tax = (input: IncomeTaxInput) => computeIncomeTax(input);
/** Income-tax before cess (after rebate, + surcharge) on a total income, no salary. */
const beforeCess = (
  annualIncome: number,
  financialYear: IncomeTaxInput['financialYear'],
  regime: 'old' | 'new' = 'new',
) => {
  const r = tax({ annualIncome, regime, financialYear, incomeType: 'other' });
  return r.taxBeforeRebate - r.rebate87A + r.surcharge;
};

describe('published examples', () => {
  // Budget 2025 (FY 2025-26 vs FY 2024-25, new regime, tax before cess on total income) [S2]:
  //   12 L: FY24-25 = 20,000 (3-7 L) + 30,000 (7-10 L) + 30,000 (10-12 L) = 80,000; FY25-26 = 0 (rebate) → 80,000
  //   18 L: FY24-25 = 80,000 + 60,000 + 90,000 = 2,30,000; FY25-26 = 20,000+40,000+60,000+40,000 = 1,60,000 → 70,000
  //   25 L: FY24-25 = 1,40,000 + 3,00,000 = 4,40,000; FY25-26 = 3,00,000 + 30,000 = 3,30,000 → 1,10,000
  it.each([
    [1_200_000, 80_000],
    [1_800_000, 70_000],
    [2_500_000, 110_000],
  ])('Budget 2025 benefit at %d is %d', (income, benefit) => {
    expect(beforeCess(income, '2024-25') - beforeCess(income, '2025-26')).toBe(benefit);
  });

  it('CBDT: total income 12,10,000 pays 10,000 + cess (FY 2025-26) [S4]', () => {
    // Slab tax 61,500; marginal relief: pay only the 10,000 above 12 lakh → rebate 51,500.
    const r = tax({
      annualIncome: 1_210_000,
      regime: 'new',
      financialYear: '2025-26',
      incomeType: 'other',
    });
    expect(r.taxBeforeRebate).toBe(61_500);
    expect(r.rebate87A).toBe(51_500);
    expect(r.cess).toBe(400);
    expect(r.totalTax).toBe(10_400);
  });

  it('salaried 12,75,000 pays nil in FY 2025-26 [S3]', () => {
    expect(tax({ annualIncome: 1_275_000, regime: 'new', financialYear: '2025-26' }).totalTax).toBe(
      0,
    );
    expect(tax({ annualIncome: 1_275_000, regime: 'new', financialYear: '2026-27' }).totalTax).toBe(
      0,
    );
  });

  it('salaried 7,75,000 pays nil in FY 2024-25 [S49]', () => {
    expect(tax({ annualIncome: 775_000, regime: 'new', financialYear: '2024-25' }).totalTax).toBe(
      0,
    );
  });

  it('FM, FY 2023-24: 9 lakh pays 45,000 and 15 lakh pays 1,50,000 before cess [S16]', () => {
    expect(beforeCess(900_000, '2023-24')).toBe(45_000);
    expect(beforeCess(1_500_000, '2023-24')).toBe(150_000);
  });
});

describe('computeIncomeTax: slabs, rebate, cess, rounding', () => {
  it.each<[string, IncomeTaxInput, number]>([
    // Old, below 60, salary 10 L: TI 9,50,000; 12,500 + 20 % × 4,50,000 = 1,02,500; × 1.04 = 1,06,600.
    [
      'old below60 10 L',
      { annualIncome: 1_000_000, regime: 'old', financialYear: '2025-26' },
      106_600,
    ],
    // Old, 60-80, other income 4,00,000: 5 % × 1,00,000 = 5,000 ≤ 12,500 rebate → 0.
    [
      'old senior 4 L rebated',
      {
        annualIncome: 400_000,
        regime: 'old',
        ageGroup: '60to80',
        incomeType: 'other',
        financialYear: '2024-25',
      },
      0,
    ],
    // Old, TI 5,00,010 (other income): 12,500 + 2 = 12,502, no rebate, no marginal relief; cess 500 → 13,002 → 13,000.
    [
      'old 5,00,010 loses the rebate',
      { annualIncome: 500_010, regime: 'old', incomeType: 'other', financialYear: '2025-26' },
      13_000,
    ],
    // New FY 2023-24 salary 7,50,000: TI 7,00,000 → slab 25,000 → rebate 25,000 → 0.
    ['new 23-24 7 L TI', { annualIncome: 750_000, regime: 'new', financialYear: '2023-24' }, 0],
    // New FY 2023-24 TI 7,20,000: slab 15,000 + 10 % × 1,20,000 = 27,000; relief: pay 20,000 → × 1.04 = 20,800.
    [
      'new 23-24 marginal relief',
      { annualIncome: 720_000, regime: 'new', financialYear: '2023-24', incomeType: 'other' },
      20_800,
    ],
    // New FY 2024-25 TI 7,22,230: slab 20,000 + 10 % × 22,230 = 22,223 < excess 22,230 → no relief → 23,111.92 → 23,110.
    [
      'new 24-25 beyond relief',
      { annualIncome: 722_230, regime: 'new', financialYear: '2024-25', incomeType: 'other' },
      23_110,
    ],
    // New FY 2026-27 salary 20,00,000: TI 19,25,000 → 20k + 40k + 60k + 20 % × 3,25,000 = 1,85,000 → 1,92,400.
    ['new 26-27 20 L salary', { annualIncome: 2_000_000, regime: 'new' }, 192_400],
    // Non-resident, new FY 2025-26, other income 6 L: 5 % × 2 L = 10,000, no 87A → 10,400.
    [
      'non-resident no rebate',
      {
        annualIncome: 600_000,
        regime: 'new',
        residentialStatus: 'nonResident',
        incomeType: 'other',
        financialYear: '2025-26',
      },
      10_400,
    ],
    // Non-resident 80+, old: below-60 slabs: 12,500 + 20 % × 1 L = 32,500 → 33,800.
    [
      'non-resident 80+ old',
      {
        annualIncome: 600_000,
        regime: 'old',
        residentialStatus: 'nonResident',
        ageGroup: '80plus',
        incomeType: 'other',
        financialYear: '2025-26',
      },
      33_800,
    ],
  ])('%s', (_name, input, expected) => {
    expect(tax(input).totalTax).toBe(expected);
  });

  it('rounds total income under s.288A and shows it in the working', () => {
    // Salary 12,34,567 old: TI 11,84,567 → 11,84,570.
    const r = tax({ annualIncome: 1_234_567, regime: 'old', financialYear: '2025-26' });
    expect(r.taxableIncome).toBe(1_184_570);
    expect(r.steps.find((s) => s.section === '288A')?.amount).toBe(1_184_570);
    // 1,12,500 + 30 % × 1,84,570 = 1,67,871; cess 6,714.84 → 6,715; 1,74,586 → 1,74,590.
    expect(r.taxBeforeRebate).toBe(167_871);
    expect(r.cess).toBe(6_715);
    expect(r.totalTax).toBe(174_590);
    expect(r.steps.at(-1)).toMatchObject({ section: '288B', section2025: '516', amount: 174_590 });
  });

  it('defaults: FY 2026-27, salary, below 60, resident - and says so', () => {
    const r = tax({ annualIncome: 1_500_000, regime: 'new' });
    expect(r.financialYear).toBe('2026-27');
    expect(r.deductionsAllowed.standardDeduction).toBe(75_000);
    expect(r.notes[0]).toMatch(/2026-27 assumed/);
  });

  it('caps the standard deduction at the salary', () => {
    const r = tax({ annualIncome: 40_000, regime: 'new', financialYear: '2025-26' });
    expect(r.deductionsAllowed.standardDeduction).toBe(40_000);
    expect(r.taxableIncome).toBe(0);
    expect(r.effectiveRate).toBe(0);
  });

  it('gives no standard deduction on non-salary income', () => {
    expect(
      tax({ annualIncome: 1_000_000, regime: 'new', incomeType: 'other' }).deductionsAllowed
        .standardDeduction,
    ).toBe(0);
  });

  it('computes the effective rate on gross total income to two decimals', () => {
    // FY 2026-27 salary 20 L: GTI 19,25,000, tax 1,92,400 → 9.99 %.
    expect(tax({ annualIncome: 2_000_000, regime: 'new' }).effectiveRate).toBe(9.99);
  });
});

describe('computeIncomeTax: deductions and regime gating', () => {
  const all = {
    section80C: 200_000,
    section80D: 40_000,
    section80DParents: 60_000,
    parentsSenior: true,
    hra: 120_000,
    homeLoanInterest: 250_000,
    section80CCD1B: 70_000,
    section80CCD2: 150_000,
    section80TTA: 15_000,
    section80E: 30_000,
    section80G: 10_000,
    professionalTax: 2_500,
  };

  it('applies the statutory caps in the old regime and says what was capped', () => {
    const r = tax({
      annualIncome: 2_000_000,
      regime: 'old',
      financialYear: '2025-26',
      basicPlusDa: 1_000_000,
      deductions: all,
    });
    expect(r.deductionsAllowed).toEqual({
      standardDeduction: 50_000,
      hraExemption: 120_000,
      professionalTax: 2_500,
      selfOccupiedInterest: 200_000,
      section80C: 150_000,
      section80CCD1B: 50_000,
      section80CCD2: 100_000, // 10 % of basic + DA
      section80D: 25_000,
      section80DParents: 50_000,
      section80TTA: 10_000,
      section80TTB: 0,
      section80E: 30_000,
      section80G: 10_000,
      // Deductions this input does not claim.
      section80CCC: 0,
      section80CCD1: 0,
      section80DD: 0,
      section80U: 0,
      section80DDB: 0,
      section80GG: 0,
      section80EE: 0,
      section80EEA: 0,
      familyPension: 0,
      chapterVIA: 425_000,
    });
    // GTI = 20,00,000 − 1,20,000 − 50,000 − 2,500 − 2,00,000 = 16,27,500; TI = 12,02,500.
    expect(r.grossTotalIncome).toBe(1_627_500);
    expect(r.taxableIncome).toBe(1_202_500);
    expect(r.totalDeductions).toBe(120_000 + 50_000 + 2_500 + 200_000 + 425_000);
    expect(r.notes).toContain(
      '80C + 80CCC + 80CCD(1) claimed 2,00,000, capped at 1,50,000 (s.80C/80CCE).',
    );
    expect(r.notes).toContain(
      'Self-occupied home-loan interest claimed 2,50,000, capped at 2,00,000 (s.24(b)).',
    );
    expect(r.notes.some((n) => n.startsWith('80CCD(2) claimed 1,50,000, capped at 1,00,000'))).toBe(
      true,
    );
    expect(r.steps.map((s) => s.section)).toEqual(
      expect.arrayContaining([
        '10(13A)',
        '16(ia)',
        '16(iii)',
        '24',
        '80C',
        '80CCD(1B)',
        '80CCD(2)',
        '80D',
        '80TTA',
        '80E',
        '80G',
      ]),
    );
  });

  it('allows only the standard deduction and 80CCD(2) (14 %) in the new regime', () => {
    const r = tax({
      annualIncome: 2_000_000,
      regime: 'new',
      financialYear: '2025-26',
      basicPlusDa: 1_000_000,
      deductions: all,
    });
    const allowed = Object.entries(r.deductionsAllowed).filter(([, v]) => v > 0);
    expect(Object.fromEntries(allowed)).toEqual({
      standardDeduction: 75_000,
      section80CCD2: 140_000,
      chapterVIA: 140_000,
    });
    expect(r.notes.some((n) => n.includes('s.115BAC(2)'))).toBe(true);
  });

  it('uses 10 % for 80CCD(2) in the new regime in FY 2023-24', () => {
    const r = tax({
      annualIncome: 2_000_000,
      regime: 'new',
      financialYear: '2023-24',
      basicPlusDa: 1_000_000,
      deductions: { section80CCD2: 150_000 },
    });
    expect(r.deductionsAllowed.section80CCD2).toBe(100_000);
  });

  it('caps 80CCD(2) on the gross salary when basic + DA is not given, and says so', () => {
    const r = tax({
      annualIncome: 1_000_000,
      regime: 'new',
      financialYear: '2025-26',
      deductions: { section80CCD2: 200_000 },
    });
    expect(r.deductionsAllowed.section80CCD2).toBe(140_000);
    expect(r.notes.some((n) => n.includes('gross salary'))).toBe(true);
  });

  it('gives seniors 80TTB and the higher 80D limit, and refuses 80TTA to them', () => {
    const r = tax({
      annualIncome: 1_000_000,
      regime: 'old',
      ageGroup: '60to80',
      deductions: { section80TTA: 20_000, section80TTB: 80_000, section80D: 60_000 },
    });
    expect(r.deductionsAllowed.section80TTA).toBe(0);
    expect(r.deductionsAllowed.section80TTB).toBe(50_000);
    expect(r.deductionsAllowed.section80D).toBe(50_000);
    // A non-resident senior is not a "senior citizen" for 80TTB/80D (resident only).
    const nr = tax({
      annualIncome: 1_000_000,
      regime: 'old',
      ageGroup: '60to80',
      residentialStatus: 'nonResident',
      deductions: { section80TTA: 20_000, section80TTB: 80_000 },
    });
    expect(nr.deductionsAllowed.section80TTA).toBe(10_000);
    expect(nr.deductionsAllowed.section80TTB).toBe(0);
  });

  it('limits Chapter VI-A to income other than special-rate gains', () => {
    // Other income 1,00,000, LTCG 112A 5,00,000, 80C 1,50,000 → VI-A limited to 1,00,000.
    const r = tax({
      annualIncome: 100_000,
      incomeType: 'other',
      regime: 'old',
      financialYear: '2025-26',
      capitalGains: { ltcg112A: 500_000 },
      deductions: { section80C: 150_000 },
    });
    expect(r.deductionsAllowed.chapterVIA).toBe(100_000);
    expect(r.taxableIncome).toBe(500_000);
  });

  it('sets off a house-property loss: 2 lakh in the old regime, none in the new', () => {
    const old = tax({
      annualIncome: 1_800_000,
      regime: 'old',
      financialYear: '2025-26',
      housePropertyIncome: -300_000,
    });
    expect(old.heads.houseProperty).toBe(-200_000);
    expect(old.housePropertyLossNotSetOff).toBe(100_000);
    const neu = tax({
      annualIncome: 1_800_000,
      regime: 'new',
      financialYear: '2025-26',
      housePropertyIncome: -300_000,
    });
    expect(neu.heads.houseProperty).toBe(0);
    expect(neu.housePropertyLossNotSetOff).toBe(300_000);
    // Let-out income is taxed in both.
    expect(
      tax({ annualIncome: 0, regime: 'new', housePropertyIncome: 500_000 }).grossTotalIncome,
    ).toBe(500_000);
  });

  it('sets a house-property loss that exceeds other income against the gains', () => {
    // Old: other income 50,000, let-out loss 1,50,000 (all allowed, < 2 L): 1,00,000 left reduces the 112 gain.
    const r = tax({
      annualIncome: 50_000,
      incomeType: 'other',
      regime: 'old',
      financialYear: '2025-26',
      housePropertyIncome: -150_000,
      capitalGains: { ltcg112: 400_000 },
    });
    expect(r.grossTotalIncome).toBe(300_000);
    expect(r.heads.capitalGains).toBe(300_000);
  });
});

describe('computeIncomeTax: special-rate gains', () => {
  it('FY 2025-26 new regime: rebate never reduces special-rate tax (DOUBT-1)', () => {
    // Salary 8,75,000 → slab income 8,00,000 → slab tax 20,000; STCG 111A 2,00,000 × 20 % = 40,000.
    // TI 10,00,000 ≤ 12 L: rebate = min(slab tax 20,000, 60,000) = 20,000 → tax 40,000 → 41,600.
    const r = tax({
      annualIncome: 875_000,
      regime: 'new',
      financialYear: '2025-26',
      capitalGains: { stcg111A: 200_000 },
    });
    expect(r.slabTax).toBe(20_000);
    expect(r.specialRateTax).toBe(40_000);
    expect(r.rebate87A).toBe(20_000);
    expect(r.totalTax).toBe(41_600);
  });

  it('FY 2025-26: the 12 lakh threshold counts special-rate income (DOUBT-1, statute)', () => {
    // Slab income 8,00,000 (tax 20,000) + 111A 5,00,000 (tax 1,00,000): TI 13,00,000 > 12 L.
    // Marginal relief: min(20,000, max(0, 1,20,000 − 1,00,000)) = 20,000 → tax 1,00,000 → 1,04,000.
    const r = tax({
      annualIncome: 875_000,
      regime: 'new',
      financialYear: '2025-26',
      capitalGains: { stcg111A: 500_000 },
    });
    expect(r.taxableIncome).toBe(1_300_000);
    expect(r.rebate87A).toBe(20_000);
    expect(r.totalTax).toBe(104_000);
  });

  it('FY 2024-25 new regime: rebate allowed against 111A tax (DOUBT-2, statute) but not 112A tax', () => {
    // Slab income 5,00,000 (tax 10,000) + 111A 1,00,000 at 20 % (20,000): TI 6,00,000 ≤ 7 L
    // → rebate min(30,000, 25,000) = 25,000 → 5,000 → 5,200.
    const a = tax({
      annualIncome: 575_000,
      regime: 'new',
      financialYear: '2024-25',
      capitalGains: { stcg111A: 100_000 },
    });
    expect(a.rebate87A).toBe(25_000);
    expect(a.totalTax).toBe(5_200);
    // Same with 112A 1,75,000 (50,000 taxable after the 1,25,000 exemption, at 12.5 % = 6,250): TI 6,75,000;
    // rebate only against the 10,000 slab tax (s.112A(6)) → 6,250 → 6,500.
    const b = tax({
      annualIncome: 575_000,
      regime: 'new',
      financialYear: '2024-25',
      capitalGains: { ltcg112A: 175_000 },
    });
    expect(b.rebate87A).toBe(10_000);
    expect(b.totalTax).toBe(6_500);
    expect(b.notes.some((n) => n.startsWith('FY 2024-25: gains without a date'))).toBe(true);
  });

  it('FY 2024-25: one 1,25,000 exemption for pre- and post-July 112A gains, used on the 12.5 % gains first (DOUBT-3)', () => {
    // Pre-July 1,00,000 at 10 %, post-July 1,00,000 at 12.5 %: exemption 1,00,000 to post-July, 25,000 to pre-July.
    // Non-resident (no basic-exemption adjustment): 75,000 × 10 % = 7,500.
    const r = tax({
      annualIncome: 0,
      regime: 'new',
      financialYear: '2024-25',
      residentialStatus: 'nonResident',
      capitalGains: { ltcg112A: 100_000, before23July2024: { ltcg112A: 100_000 } },
    });
    const lines = r.specialRateIncome.map((l) => [
      l.before23July2024,
      l.ratePercent,
      l.exemption,
      l.taxable,
      l.tax,
    ]);
    expect(lines).toEqual([
      [false, 12.5, 100_000, 0, 0],
      [true, 10, 25_000, 75_000, 7_500],
    ]);
    expect(r.totalTax).toBe(7_800);
  });

  it('FY 2023-24: 111A 15 %, 112A 10 % above 1,00,000, 112 20 %', () => {
    const r = tax({
      annualIncome: 0,
      regime: 'old',
      financialYear: '2023-24',
      residentialStatus: 'nonResident',
      capitalGains: { stcg111A: 100_000, ltcg112A: 200_000, ltcg112: 100_000 },
    });
    expect(r.specialRateIncome.map((l) => [l.section, l.tax])).toEqual([
      ['112', 20_000], // listed highest rate first
      ['111A', 15_000],
      ['112A', 10_000],
    ]);
  });

  it('caps the surcharge on special-rate tax at 15 % and tests 25 % on income excluding it', () => {
    // Old regime FY 2025-26, other income 3 crore, 112A 2 crore: normal income 3 Cr > 2 Cr → 25 % on
    // slab tax, 15 % on the 112A tax.
    const r = tax({
      annualIncome: 30_000_000,
      incomeType: 'other',
      regime: 'old',
      financialYear: '2025-26',
      capitalGains: { ltcg112A: 20_000_000 },
    });
    // slab: 1,12,500 + 30 % × 2,90,00,000 = 88,12,500; 112A: 1,98,75,000 × 12.5 % = 24,84,375.
    expect(r.slabTax).toBe(8_812_500);
    expect(r.specialRateTax).toBe(2_484_375);
    // 25 % × 88,12,500 + 15 % × 24,84,375 = 22,03,125 + 3,72,656.25 = 25,75,781.
    expect(r.surcharge).toBe(2_575_781);
  });
});

describe('computeIncomeTax: surcharge marginal relief at every threshold', () => {
  // Old regime, other income (no SD). Relief makes tax + surcharge ≤ that at the threshold + excess.
  it.each([
    // 50,10,000: tax 13,15,500; at 50 L 13,12,500 + 10,000 = 13,22,500 ≥ 13,15,500 + 1,31,550 → relief 1,24,550.
    [5_010_000, 1_315_500, 7_000, 124_550],
    // 1,00,10,000: tax 28,15,500; 10 % at 1 Cr: 28,12,500 × 1.1 = 30,93,750 + 10,000 = 31,03,750; 15 % gross 4,22,325 → surcharge 2,88,250.
    [10_010_000, 2_815_500, 288_250, 134_075],
    // 2,00,10,000: tax 58,15,500; at 2 Cr: 58,12,500 × 1.15 = 66,84,375 + 10,000 = 66,94,375 → surcharge 8,78,875.
    [20_010_000, 5_815_500, 878_875, 575_000],
    // 5,00,10,000: tax 1,48,15,500; at 5 Cr: 1,48,12,500 × 1.25 = 1,85,15,625 + 10,000 = 1,85,25,625 → surcharge 37,10,125.
    [50_010_000, 14_815_500, 3_710_125, 1_771_610],
  ])('old regime total income %d', (income, taxBefore, surcharge, relief) => {
    const r = tax({
      annualIncome: income,
      incomeType: 'other',
      regime: 'old',
      financialYear: '2025-26',
    });
    expect(r.taxBeforeRebate).toBe(taxBefore);
    expect(r.surcharge).toBe(surcharge);
    expect(r.surchargeMarginalRelief).toBe(relief);
  });

  it('new regime: 25 % cap above 5 crore, so no relief needed at 5 crore', () => {
    const r = tax({
      annualIncome: 50_010_000,
      incomeType: 'other',
      regime: 'new',
      financialYear: '2025-26',
    });
    expect(r.surchargeMarginalRelief).toBe(0);
    expect(r.surcharge).toBe(Math.round(r.taxBeforeRebate * 0.25));
  });
});

describe('computeIncomeTax: the working', () => {
  it('lists every line of a salaried FY 2025-26 computation with its sections', () => {
    const r = tax({ annualIncome: 1_285_000, regime: 'new', financialYear: '2025-26' });
    expect(r.steps).toEqual([
      { label: 'Gross salary', amount: 1_285_000, section: '17', section2025: '16' },
      {
        label: 'Less: standard deduction',
        amount: 75_000,
        section: '16(ia)',
        section2025: '19(1)',
      },
      { label: 'Income from salary', amount: 1_210_000, section: '15', section2025: '15' },
      { label: 'Gross total income', amount: 1_210_000, section: '80B(5)' },
      {
        label: 'Total income (rounded to nearest 10)',
        amount: 1_210_000,
        section: '288A',
        section2025: '516',
      },
      { label: 'Tax at slab rates', amount: 61_500, section: '115BAC(1A)', section2025: '202(1)' },
      { label: 'Tax before rebate', amount: 61_500 },
      {
        label: 'Less: rebate u/s 87A',
        amount: 51_500,
        section: '87A',
        section2025: '156',
        note: 'Marginal relief (first proviso): the tax is limited to the total income above the rebate threshold.',
      },
      { label: 'Health and education cess (4 %)', amount: 400 },
      {
        label: 'Total tax payable (rounded to nearest 10)',
        amount: 10_400,
        section: '288B',
        section2025: '516',
      },
    ]);
    expect(r.notes).toEqual([]);
  });

  it('shows the surcharge relief and the unrounded total when they apply', () => {
    const r = tax({ annualIncome: 5_100_000, regime: 'new', financialYear: '2025-26' });
    const labels = r.steps.map((s) => `${s.label}=${s.amount}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Surcharge=108750',
        'Less: marginal relief on surcharge=91250',
        'Health and education cess (4 %)=44200',
      ]),
    );
    const odd = tax({
      annualIncome: 576_000,
      regime: 'old',
      financialYear: '2025-26',
      deductions: { hra: 22_800 },
    });
    expect(odd.steps.slice(-2)).toEqual([
      { label: 'Tax + surcharge + cess', amount: 13_666 },
      {
        label: 'Total tax payable (rounded to nearest 10)',
        amount: 13_670,
        section: '288B',
        section2025: '516',
      },
    ]);
  });
});
