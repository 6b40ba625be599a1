// The whole year: each head, set-off, special-rate classes and the result's new parts, with figures
// worked by hand from the law (the arithmetic is in each comment).
import { describe, expect, it } from 'vitest';
import { compareRegimes } from '../src/compare';
import { computeIncomeTax } from '../src/income-tax';
import type { IncomeTaxInput } from '../src/types';

const FY = '2026-27' as const;

describe('salary head', () => {
  it('professional tax is capped at 2,500 a year (Article 276(2))', () => {
    // Old regime: 10,00,000 − 50,000 − 2,500 = 9,47,500; 12,500 + 20 % × 4,47,500 = 1,02,000;
    // cess 4,080 → 1,06,080. With 12,000 allowed it would be 1,04,100.
    const r = computeIncomeTax({
      annualIncome: 1_000_000,
      regime: 'old',
      financialYear: FY,
      deductions: { professionalTax: 12_000 },
    });
    expect(r.deductionsAllowed.professionalTax).toBe(2_500);
    expect(r.taxableIncome).toBe(947_500);
    expect(r.totalTax).toBe(106_080);
    expect(r.notes.join(' ')).toContain('Article 276(2)');
  });

  it('works out the exempt HRA from salaryDetails (old regime only)', () => {
    // Basic 6,00,000 + DA 0; HRA 2,40,000; rent 2,40,000; Delhi (50 %):
    // least of 2,40,000, 2,40,000 − 60,000 = 1,80,000, 3,00,000 → 1,80,000.
    const input: IncomeTaxInput = {
      annualIncome: 1_200_000,
      regime: 'old',
      financialYear: FY,
      salaryDetails: { basic: 600_000, hraReceived: 240_000, rentPaid: 240_000, city: 'Delhi' },
    };
    const old = computeIncomeTax(input);
    expect(old.deductionsAllowed.hraExemption).toBe(180_000);
    // 12,00,000 − 1,80,000 − 50,000 = 9,70,000.
    expect(old.heads.salary).toBe(970_000);
    const nw = computeIncomeTax({ ...input, regime: 'new' });
    expect(nw.deductionsAllowed.hraExemption).toBe(0);
    expect(nw.heads.salary).toBe(1_125_000);
  });
});

describe('house property', () => {
  const input: IncomeTaxInput = {
    annualIncome: 1_200_000,
    regime: 'old',
    financialYear: FY,
    houseProperties: [
      { use: 'letOut', annualRent: 300_000, municipalTaxesPaid: 20_000, interestOnLoan: 400_000 },
      { use: 'selfOccupied', interestOnLoan: 250_000 },
    ],
  };

  it('old regime: 30 % of NAV, interest, the 2,00,000 self-occupied cap and set-off limit', () => {
    // Let out: NAV 2,80,000 − 84,000 − 4,00,000 = −2,04,000. Self-occupied: −2,00,000 (capped).
    // Loss 4,04,000: 2,00,000 set off (s.71(3A)), 2,04,000 carried forward.
    // Salary 11,50,000 − 2,00,000 = 9,50,000 → 12,500 + 90,000 = 1,02,500 + cess 4,100.
    const r = computeIncomeTax(input);
    expect(r.heads.houseProperty).toBe(-200_000);
    expect(r.deductionsAllowed.selfOccupiedInterest).toBe(200_000);
    expect(r.housePropertyLossNotSetOff).toBe(204_000);
    expect(r.setOff.carriedForward.houseProperty).toBe(204_000);
    expect(r.grossTotalIncome).toBe(950_000);
    expect(r.totalTax).toBe(106_600);
  });

  it('new regime: let-out interest allowed, no self-occupied interest, no set-off', () => {
    // Salary 11,25,000; house loss 2,04,000 not set off. Slab tax 20,000 + 32,500 = 52,500,
    // rebate (≤ 12 lakh) 52,500 → nil.
    const r = computeIncomeTax({ ...input, regime: 'new' });
    expect(r.heads.houseProperty).toBe(0);
    expect(r.housePropertyLossNotSetOff).toBe(204_000);
    expect(r.grossTotalIncome).toBe(1_125_000);
    expect(r.totalTax).toBe(0);
    expect(r.setOff.carriedForward.houseProperty).toBe(0);
  });

  it('a brought-forward loss goes only against house income (s.71B)', () => {
    // Let out 3,00,000 rent, no interest: 3,00,000 − 90,000 = 2,10,000; b/f 2,50,000 → 0, 40,000 left.
    const r = computeIncomeTax({
      annualIncome: 0,
      incomeType: 'other',
      regime: 'old',
      financialYear: FY,
      houseProperties: [{ use: 'letOut', annualRent: 300_000 }],
      broughtForwardLosses: { houseProperty: 250_000 },
    });
    expect(r.heads.houseProperty).toBe(0);
    expect(r.setOff.carriedForward.houseProperty).toBe(40_000);
    expect(r.setOff.lines).toContainEqual(
      expect.objectContaining({ amount: 210_000, section: '71B' }),
    );
  });
});

describe('capital gains transactions', () => {
  const base: IncomeTaxInput = {
    annualIncome: 1_500_000,
    regime: 'new',
    financialYear: FY,
    capitalGainsTransactions: [
      // Listed equity held > 12 months: 112A gain 3,00,000.
      {
        assetType: 'equity',
        purchasePrice: 100_000,
        salePrice: 400_000,
        purchaseDate: '2024-01-01',
        saleDate: '2026-06-01',
      },
      // Listed equity held < 12 months: short-term loss 50,000.
      {
        assetType: 'equity',
        purchasePrice: 200_000,
        salePrice: 150_000,
        purchaseDate: '2026-04-10',
        saleDate: '2026-07-01',
      },
      // Gold held > 24 months: s.112 gain 1,00,000 at 12.5 %.
      {
        assetType: 'gold',
        purchasePrice: 400_000,
        salePrice: 500_000,
        purchaseDate: '2022-01-01',
        saleDate: '2026-08-01',
      },
    ],
  };

  it('sets a short-term loss off against the s.112 gain before the 112A gain', () => {
    // 112 gain 1,00,000 − 50,000 = 50,000 (equal rates: 112A last, its exemption not wasted).
    // Salary 14,25,000: slab tax 20,000 + 40,000 + 33,750 = 93,750. 112A: (3,00,000 − 1,25,000)
    // × 12.5 % = 21,875; 112: 6,250. Total income 17,75,000: no rebate.
    // 1,21,875 + cess 4,875 = 1,26,750.
    const r = computeIncomeTax(base);
    expect(r.setOff.lines).toEqual([
      {
        loss: 'Short-term capital loss of the year',
        against: 'Long-term gains (s.112)',
        amount: 50_000,
        section: '70(2)',
        section2025: '108(2)(a)',
      },
    ]);
    expect(r.heads.capitalGains).toBe(350_000);
    expect(r.taxableIncome).toBe(1_775_000);
    expect(r.totalTax).toBe(126_750);
    expect(r.capitalGainsByRate).toEqual([
      { section: '112A', before23July2024: false, ratePercent: 12.5, income: 300_000 },
      { section: '112', before23July2024: false, ratePercent: 12.5, income: 50_000 },
    ]);
  });

  it('sets a short-term loss off against slab-rate gains by the band each part falls in', () => {
    // FY 2025-26, old regime, no other income. A flat held under 24 months: short-term gain
    // 12,50,000 at slab rates (10,00,000-12,50,000 in the 30 % band, 5,00,000-10,00,000 in the
    // 20 % band). Equity held under 12 months: loss 5,00,000. Equity held for years: 112A gain
    // 20,00,000 at 12.5 %. The loss saves more in the 30 % and 20 % bands than at 12.5 %:
    // slab gains 7,50,000 → 12,500 + 50,000 = 62,500; 112A (20,00,000 − 1,25,000) × 12.5 % =
    // 2,34,375; total income 27,50,000 (no surcharge, no rebate); 2,96,875 + cess 11,875.
    const r = computeIncomeTax({
      annualIncome: 0,
      regime: 'old',
      financialYear: '2025-26',
      capitalGainsTransactions: [
        {
          assetType: 'property',
          purchasePrice: 1_000_000,
          salePrice: 2_250_000,
          purchaseDate: '2024-09-01',
          saleDate: '2025-06-01',
        },
        {
          assetType: 'equity',
          purchasePrice: 1_000_000,
          salePrice: 500_000,
          purchaseDate: '2025-01-01',
          saleDate: '2025-06-01',
        },
        {
          assetType: 'equity',
          purchasePrice: 0,
          salePrice: 2_000_000,
          purchaseDate: '2020-01-01',
          saleDate: '2025-06-01',
        },
      ],
    });
    expect(r.setOff.lines).toEqual([
      {
        loss: 'Short-term capital loss of the year',
        against: 'Short-term gains at slab rates',
        amount: 500_000,
        section: '70(2)',
        section2025: '108(2)(a)',
      },
    ]);
    expect(r.taxableIncome).toBe(2_750_000);
    expect(r.totalTax).toBe(308_750);
  });

  it('a brought-forward long-term loss goes only against long-term gains; the rest carries on', () => {
    // After the year's set-off: 112 50,000 and 112A 3,00,000; b/f 4,00,000 absorbs both,
    // 50,000 carried forward. Tax: 93,750 + cess 3,750 = 97,500.
    const r = computeIncomeTax({
      ...base,
      broughtForwardLosses: { longTermCapitalLoss: 400_000 },
    });
    expect(r.heads.capitalGains).toBe(0);
    expect(r.setOff.carriedForward.longTermCapitalLoss).toBe(50_000);
    expect(r.totalTax).toBe(97_500);
  });

  it('a long-term loss is never set off against short-term gains', () => {
    // Short-term 111A gain 1,00,000; long-term equity loss 60,000 → carried forward whole.
    const r = computeIncomeTax({
      annualIncome: 0,
      incomeType: 'other',
      regime: 'new',
      financialYear: FY,
      capitalGainsTransactions: [
        {
          assetType: 'equity',
          purchasePrice: 100_000,
          salePrice: 200_000,
          purchaseDate: '2026-04-02',
          saleDate: '2026-09-01',
        },
        {
          assetType: 'equity',
          purchasePrice: 160_000,
          salePrice: 100_000,
          purchaseDate: '2023-01-02',
          saleDate: '2026-09-01',
        },
      ],
    });
    expect(r.setOff.lines).toEqual([]);
    expect(r.setOff.carriedForward.longTermCapitalLoss).toBe(60_000);
    expect(r.heads.capitalGains).toBe(100_000);
  });

  it('the order of transactions does not change the answer', () => {
    const txs = base.capitalGainsTransactions ?? [];
    const reversed = computeIncomeTax({ ...base, capitalGainsTransactions: [...txs].reverse() });
    expect(reversed.totalTax).toBe(computeIncomeTax(base).totalTax);
  });
});

describe('other sources and 30 % income', () => {
  it('family pension: one third capped at 25,000 (new) / 15,000 (old)', () => {
    const input: IncomeTaxInput = {
      annualIncome: 0,
      incomeType: 'other',
      regime: 'new',
      financialYear: FY,
      familyPension: 120_000,
    };
    expect(computeIncomeTax(input).deductionsAllowed.familyPension).toBe(25_000);
    expect(computeIncomeTax(input).heads.otherSources).toBe(95_000);
    expect(computeIncomeTax({ ...input, regime: 'old' }).deductionsAllowed.familyPension).toBe(
      15_000,
    );
  });

  it('lottery: 30 % flat, no basic exemption against it, no rebate in the new regime', () => {
    // 2,00,000 × 30 % = 60,000; slab tax nil so the rebate (limited to slab tax) is nil; + cess.
    const r = computeIncomeTax({
      annualIncome: 0,
      incomeType: 'other',
      regime: 'new',
      financialYear: FY,
      specialRateIncome: { lottery115BB: 200_000 },
    });
    expect(r.specialRateTax).toBe(60_000);
    expect(r.rebate87A).toBe(0);
    expect(r.totalTax).toBe(62_400);
    expect(r.specialRateIncome).toEqual([
      expect.objectContaining({ section: '115BB', income: 200_000, basicExemptionAdjustment: 0 }),
    ]);
  });

  it('lottery, old regime: the statute allows the rebate against it (contest noted)', () => {
    // Total income 2,00,000 ≤ 5,00,000: rebate min(60,000, 12,500); 47,500 + cess 1,900.
    const r = computeIncomeTax({
      annualIncome: 0,
      incomeType: 'other',
      regime: 'old',
      financialYear: FY,
      specialRateIncome: { lottery115BB: 200_000 },
    });
    expect(r.rebate87A).toBe(12_500);
    expect(r.totalTax).toBe(49_400);
    expect(r.notes.join(' ')).toContain('contested');
  });

  it('a house-property loss is not set off against lottery winnings', () => {
    const r = computeIncomeTax({
      annualIncome: 0,
      incomeType: 'other',
      regime: 'old',
      financialYear: FY,
      specialRateIncome: { onlineGames115BBJ: 300_000 },
      houseProperties: [{ use: 'selfOccupied', interestOnLoan: 150_000 }],
    });
    expect(r.specialRateIncome[0]?.income).toBe(300_000);
    expect(r.grossTotalIncome).toBe(300_000);
  });

  it("a non-resident's dividends: 20 % under s.115A, not slab rates", () => {
    // Interest 5,00,000 at slab rates: 5 % × 1,00,000 = 5,000 (no rebate for a non-resident);
    // dividends 2,00,000 × 20 % = 40,000; 45,000 + cess 1,800 = 46,800.
    const r = computeIncomeTax({
      annualIncome: 0,
      incomeType: 'other',
      otherIncome: 500_000,
      dividends: 200_000,
      residentialStatus: 'nonResident',
      regime: 'new',
      financialYear: FY,
    });
    expect(r.slabTax).toBe(5_000);
    expect(r.specialRateTax).toBe(40_000);
    expect(r.totalTax).toBe(46_800);
    expect(r.heads.otherSources).toBe(700_000);
    expect(r.specialRateIncome).toEqual([
      expect.objectContaining({ section: '115A', income: 200_000, ratePercent: 20 }),
    ]);
  });

  it('dividends: the 25 % band is tested without them (surcharge cap)', () => {
    // New regime: other income 1.9 crore + dividends 60 lakh = 2.5 crore; without dividends
    // 1.9 crore ≤ 2 crore → 15 %. Slab tax 3,00,000 + 30 % × 2,26,00,000 = 70,80,000;
    // surcharge 10,62,000; cess 3,25,680 → 84,67,680 (at 25 % it would be 92,04,000).
    const r = computeIncomeTax({
      annualIncome: 19_000_000,
      incomeType: 'other',
      dividends: 6_000_000,
      regime: 'new',
      financialYear: FY,
    });
    expect(r.surcharge).toBe(1_062_000);
    expect(r.totalTax).toBe(8_467_680);
  });

  it('dividends: their share of the slab tax is surcharged at 15 %, the rest at 25 %', () => {
    // 3 crore other + 1 crore dividends. Slab tax 3,00,000 + 30 % × 3,76,00,000 = 1,15,80,000;
    // dividend share 1/4 = 28,95,000. Surcharge 25 % × 86,85,000 + 15 % × 28,95,000 = 26,05,500.
    // 1,41,85,500 + cess 5,67,420 = 1,47,52,920.
    const r = computeIncomeTax({
      annualIncome: 30_000_000,
      incomeType: 'other',
      dividends: 10_000_000,
      regime: 'new',
      financialYear: FY,
    });
    expect(r.surcharge).toBe(2_605_500);
    expect(r.totalTax).toBe(14_752_920);
  });
});

describe('taxpayer type and result parts', () => {
  it('an HUF has no rebate and no age bands', () => {
    // Old regime 4,80,000: 5 % × 2,30,000 = 11,500 + cess 460 = 11,960 (an individual pays nil).
    const input: IncomeTaxInput = {
      annualIncome: 480_000,
      incomeType: 'other',
      regime: 'old',
      financialYear: FY,
      ageGroup: '60to80',
    };
    expect(computeIncomeTax({ ...input, taxpayerType: 'huf' }).totalTax).toBe(11_960);
    expect(computeIncomeTax(input).totalTax).toBe(0);
  });

  it('slab breakdown: each band, its income and tax', () => {
    // New regime, salary 15,00,000 → 14,25,000.
    const r = computeIncomeTax({ annualIncome: 1_500_000, regime: 'new', financialYear: FY });
    expect(r.slabBreakdown.map((b) => [b.from, b.to, b.ratePercent, b.income, b.tax])).toEqual([
      [0, 400_000, 0, 400_000, 0],
      [400_000, 800_000, 5, 400_000, 20_000],
      [800_000, 1_200_000, 10, 400_000, 40_000],
      [1_200_000, 1_600_000, 15, 225_000, 33_750],
      [1_600_000, 2_000_000, 20, 0, 0],
      [2_000_000, 2_400_000, 25, 0, 0],
      [2_400_000, null, 30, 0, 0],
    ]);
    expect(r.slabBreakdown.reduce((t, b) => t + b.tax, 0)).toBe(r.slabTax);
  });

  it('a simple request keeps its balance as the whole tax and no interest', () => {
    const r = computeIncomeTax({ annualIncome: 1_500_000, regime: 'new', financialYear: FY });
    expect(r.balancePayable).toBe(r.totalTax);
    expect(r.interest).toEqual({ s234A: 0, s234B: 0, s234C: 0, s234F: 0 });
    expect(r.regimeAvailable).toBe(true);
  });

  it('a late return cannot choose the old regime; compare picks the new one', () => {
    // Old: 20,00,000 − 50,000 − 3,00,000 HRA − 2,00,000 interest − 1,50,000 − 50,000 − 25,000
    // − 2,00,000 = 10,25,000 → 1,12,500 + 7,500 = 1,20,000 + cess = 1,24,800. New: 19,25,000 →
    // 1,20,000 + 65,000 = 1,85,000 + cess = 1,92,400. On time the old regime wins.
    const input = {
      annualIncome: 2_000_000,
      financialYear: FY,
      deductions: {
        hra: 300_000,
        homeLoanInterest: 200_000,
        section80C: 150_000,
        section80CCD1B: 50_000,
        section80D: 25_000,
        section80E: 200_000,
      },
      taxesPaid: { tds: 100_000 },
    } as const;
    const onTime = compareRegimes(input);
    expect(onTime.old.totalTax).toBe(124_800);
    expect(onTime.new.totalTax).toBe(192_400);
    expect(onTime.winner).toBe('old');
    const late = compareRegimes({ ...input, returnFiledOn: '2027-11-30' });
    expect(late.old.regimeAvailable).toBe(false);
    expect(late.winner).toBe('new');
    expect(late.breakEvenDeductions).toBeNull();
  });
});
