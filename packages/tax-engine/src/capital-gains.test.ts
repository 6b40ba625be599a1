import { describe, expect, it } from 'vitest';
import { computeCapitalGains, transferGain } from './capital-gains';
import { costInflationIndexForStartYear } from './rules/cii';
import type { CapitalGainsInput } from './types';

const cg = (input: CapitalGainsInput) => computeCapitalGains(input);

describe('computeCapitalGains: holding period and rates by transfer date', () => {
  it('listed equity: long-term only when held MORE than 12 months', () => {
    const base = {
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 300_000,
      purchaseDate: '2024-08-01',
    } as const;
    const onAnniversary = cg({ ...base, saleDate: '2025-08-01' });
    expect(onAnniversary.holdingMonths).toBe(12);
    expect(onAnniversary.term).toBe('short');
    expect(onAnniversary.section).toBe('111A');
    expect(onAnniversary.tax).toBe(40_000); // 20 % × 2,00,000
    const dayAfter = cg({ ...base, saleDate: '2025-08-02' });
    expect(dayAfter.term).toBe('long');
    expect(dayAfter.section).toBe('112A');
    // (2,00,000 − 1,25,000) × 12.5 % = 9,375; cess 375.
    expect([
      dayAfter.exemption,
      dayAfter.taxableGain,
      dayAfter.tax,
      dayAfter.cess,
      dayAfter.totalTax,
      dayAfter.netGain,
    ]).toEqual([125_000, 75_000, 9_375, 375, 9_750, 190_250]);
    expect(dayAfter.section2025).toBe('198');
  });

  it('FY 2024-25 equity: 15 % / 10 % before 23 July 2024, 20 % / 12.5 % from it', () => {
    const stcg = (saleDate: string) =>
      cg({
        assetType: 'equityFund',
        purchasePrice: 100_000,
        salePrice: 200_000,
        purchaseDate: '2024-01-10',
        saleDate,
      });
    expect(stcg('2024-07-22')).toMatchObject({ ratePercent: 15, tax: 15_000 });
    expect(stcg('2024-07-23')).toMatchObject({ ratePercent: 20, tax: 20_000 });
    const ltcg = (saleDate: string) =>
      cg({
        assetType: 'equity',
        purchasePrice: 100_000,
        salePrice: 500_000,
        purchaseDate: '2022-01-10',
        saleDate,
      });
    // Statute (DOUBT-3): the 1,25,000 exemption applies to the whole FY 2024-25, before July too.
    expect(ltcg('2024-06-10')).toMatchObject({ ratePercent: 10, exemption: 125_000, tax: 27_500 });
    expect(ltcg('2024-09-10')).toMatchObject({
      ratePercent: 12.5,
      exemption: 125_000,
      tax: 34_375,
    });
    // FY 2023-24: 1,00,000 exemption, 10 %.
    expect(ltcg('2024-03-10')).toMatchObject({ ratePercent: 10, exemption: 100_000, tax: 30_000 });
  });

  it("shares the 112A exemption with the year's other 112A gains", () => {
    const r = cg({
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 300_000,
      purchaseDate: '2023-01-01',
      saleDate: '2025-06-01',
      other112aGainsThisYear: 100_000,
    });
    expect(r.exemption).toBe(25_000);
    expect(r.tax).toBe(21_875); // 1,75,000 × 12.5 %
    expect(
      cg({
        assetType: 'equity',
        purchasePrice: 100_000,
        salePrice: 300_000,
        purchaseDate: '2023-01-01',
        saleDate: '2025-06-01',
        other112aGainsThisYear: 500_000,
      }).exemption,
    ).toBe(0);
  });

  it('gold: 36 months before 23 July 2024, 24 months from it; short-term at the slab rate', () => {
    const gold = (purchaseDate: string, saleDate: string, slabRatePercent?: number) =>
      cg({
        assetType: 'gold',
        purchasePrice: 100_000,
        salePrice: 200_000,
        purchaseDate,
        saleDate,
        ...(slabRatePercent ? { slabRatePercent } : {}),
      });
    const pre = gold('2022-01-01', '2024-07-01'); // 30 months, rule 36 → short
    expect(pre).toMatchObject({ term: 'short', section: 'slab', ratePercent: 30, tax: 30_000 });
    expect(pre.section2025).toBeUndefined();
    expect(pre.notes.some((n) => n.includes('30 % assumed'))).toBe(true);
    // 'slab' is the rate basis, not a section: the working cites the charging section s.45
    // (the gain itself is computed under s.48) and never an invented or special-rate section.
    const cited = (label: string) => pre.steps.find((s) => s.label === label);
    expect(cited('Taxable gain')).toMatchObject({ amount: 100_000, section: '45' });
    expect(cited('Tax at 30 %')).toMatchObject({ amount: 30_000, section: '45' });
    expect(cited('Tax at 30 %')?.note).toMatch(/slab rate/);
    expect(cited('Sale consideration')).toMatchObject({ section: '48' });
    expect(pre.steps.map((s) => s.section).filter(Boolean)).toEqual(['48', '48', '45', '45', '45']);
    expect(gold('2022-01-01', '2024-07-01', 20)).toMatchObject({ ratePercent: 20, tax: 20_000 });
    const post = gold('2023-01-01', '2025-08-01'); // 31 months, rule 24 → long, 12.5 %, no indexation
    expect(post).toMatchObject({ term: 'long', section: '112', ratePercent: 12.5, tax: 12_500 });
    expect(post.indexation).toBeUndefined();
  });

  it('gold before 23 July 2024: 20 % with indexation', () => {
    // Bought FY 2020-21 (CII 301), sold FY 2024-25 (CII 363): indexed cost 1,00,000 × 363/301 = 1,20,598;
    // gain 79,402 × 20 % = 15,880.
    const r = cg({
      assetType: 'gold',
      purchasePrice: 100_000,
      salePrice: 200_000,
      purchaseDate: '2020-05-01',
      saleDate: '2024-06-01',
    });
    expect(r.term).toBe('long');
    expect(r.indexation).toEqual({
      indexedCost: 120_598,
      taxWithIndexation: 15_880,
      taxWithoutIndexation: 20_000,
      chosen: 'withIndexation',
    });
    expect(r.taxableGain).toBe(79_402);
    expect(r.tax).toBe(15_880);
  });

  it('unlisted shares: 24 months', () => {
    expect(
      cg({
        assetType: 'unlistedShares',
        purchasePrice: 1,
        salePrice: 2,
        purchaseDate: '2023-06-01',
        saleDate: '2025-06-01',
      }).term,
    ).toBe('short');
    expect(
      cg({
        assetType: 'unlistedShares',
        purchasePrice: 1,
        salePrice: 2,
        purchaseDate: '2023-06-01',
        saleDate: '2025-06-02',
      }).term,
    ).toBe('long');
  });
});

describe('computeCapitalGains: land or building bought before 23 July 2024', () => {
  it('resident individual: 12.5 % without indexation when lower', () => {
    // FY 2015-16 (CII 254) → FY 2025-26 (CII 376). Without: 70,00,000 × 12.5 % = 8,75,000.
    // With: indexed cost 50,00,000 × 376/254 = 74,01,575; gain 45,98,425 × 20 % = 9,19,685.
    const r = cg({
      assetType: 'property',
      purchasePrice: 5_000_000,
      salePrice: 12_000_000,
      purchaseDate: '2015-06-01',
      saleDate: '2025-06-01',
    });
    expect(r.indexation).toEqual({
      indexedCost: 7_401_575,
      taxWithIndexation: 919_685,
      taxWithoutIndexation: 875_000,
      chosen: 'withoutIndexation',
    });
    expect(r).toMatchObject({
      section: '112',
      ratePercent: 12.5,
      tax: 875_000,
      cess: 35_000,
      totalTax: 910_000,
      section2025: '197',
    });
  });

  it('resident individual: 20 % with indexation when lower', () => {
    // FY 2005-06 (CII 117) → FY 2025-26 (376): indexed cost 20,00,000 × 376/117 = 64,27,350;
    // gain 35,72,650 × 20 % = 7,14,530 < 80,00,000 × 12.5 % = 10,00,000.
    const r = cg({
      assetType: 'property',
      purchasePrice: 2_000_000,
      salePrice: 10_000_000,
      purchaseDate: '2005-06-01',
      saleDate: '2025-06-01',
    });
    expect(r.indexation).toEqual({
      indexedCost: 6_427_350,
      taxWithIndexation: 714_530,
      taxWithoutIndexation: 1_000_000,
      chosen: 'withIndexation',
    });
    expect(r).toMatchObject({ ratePercent: 20, taxableGain: 3_572_650, tax: 714_530 });
  });

  it('acquired before 2001: indexed from 2001-02 (cost = FMV on 1-4-2001)', () => {
    const r = cg({
      assetType: 'property',
      purchasePrice: 1_000_000,
      salePrice: 10_000_000,
      purchaseDate: '1995-01-01',
      saleDate: '2025-06-01',
    });
    expect(r.indexation?.indexedCost).toBe(3_760_000); // × 376 / 100
  });

  it('non-resident: 12.5 % only', () => {
    const r = cg({
      assetType: 'property',
      purchasePrice: 2_000_000,
      salePrice: 10_000_000,
      purchaseDate: '2005-06-01',
      saleDate: '2025-06-01',
      residentIndividual: false,
    });
    expect(r.indexation).toBeUndefined();
    expect(r.tax).toBe(1_000_000);
  });

  it('bought on or after 23 July 2024: 12.5 % only', () => {
    const r = cg({
      assetType: 'property',
      purchasePrice: 2_000_000,
      salePrice: 3_000_000,
      purchaseDate: '2024-07-23',
      saleDate: '2026-08-01',
    });
    expect(r.term).toBe('long');
    expect(r.indexation).toBeUndefined();
    expect(r.tax).toBe(125_000);
  });

  it('FY 2026-27: CII not sourced, so only 12.5 % is computed and the note says so', () => {
    const r = cg({
      assetType: 'property',
      purchasePrice: 2_000_000,
      salePrice: 10_000_000,
      purchaseDate: '2005-06-01',
      saleDate: '2026-06-01',
    });
    expect(r.indexation).toBeUndefined();
    expect(r.tax).toBe(1_000_000);
    expect(r.notes.some((n) => n.includes('not notified in our sources'))).toBe(true);
  });

  it('before 23 July 2024: 20 % with indexation (FY 2024-25)', () => {
    // FY 2015-16 (254) → FY 2024-25 (363): 50,00,000 × 363/254 = 71,45,669.29 → 71,45,669.
    const r = cg({
      assetType: 'property',
      purchasePrice: 5_000_000,
      salePrice: 12_000_000,
      purchaseDate: '2015-06-01',
      saleDate: '2024-07-01',
    });
    expect(r.indexation?.indexedCost).toBe(7_145_669);
    expect(r.tax).toBe(970_866); // (1,20,00,000 − 71,45,669) × 20 % = 9,70,866.2
  });
});

describe('computeCapitalGains: edges', () => {
  it('a loss pays no tax', () => {
    const r = cg({
      assetType: 'equity',
      purchasePrice: 300_000,
      salePrice: 200_000,
      purchaseDate: '2023-01-01',
      saleDate: '2025-06-01',
      expenses: 1_000,
    });
    expect(r).toMatchObject({
      gain: -101_000,
      taxableGain: 0,
      exemption: 0,
      tax: 0,
      cess: 0,
      totalTax: 0,
      netGain: -101_000,
    });
  });

  it('deducts transfer expenses', () => {
    expect(
      cg({
        assetType: 'equity',
        purchasePrice: 100_000,
        salePrice: 200_000,
        purchaseDate: '2025-05-01',
        saleDate: '2025-09-01',
        expenses: 10_000,
      }).gain,
    ).toBe(90_000);
  });

  it('refuses a sale outside the supported years and a purchase after the sale', () => {
    expect(() =>
      cg({
        assetType: 'equity',
        purchasePrice: 1,
        salePrice: 2,
        purchaseDate: '2020-01-01',
        saleDate: '2023-03-31',
      }),
    ).toThrow(RangeError);
    expect(() =>
      cg({
        assetType: 'equity',
        purchasePrice: 1,
        salePrice: 2,
        purchaseDate: '2025-01-02',
        saleDate: '2025-01-01',
      }),
    ).toThrow(RangeError);
  });
});

describe('s.55(2)(ac): listed equity bought before 1 February 2018', () => {
  const equity = (purchasePrice: number, fmvOn31Jan2018: number, salePrice: number) =>
    cg({
      assetType: 'equity',
      purchasePrice,
      salePrice,
      fmvOn31Jan2018,
      purchaseDate: '2017-06-01',
      saleDate: '2025-06-01',
    });

  it.each([
    // cost = max(actual, min(FMV, sale))
    [100, 200, 150, 150, 0], // max(100, min(200,150)=150) = 150: no gain, not a loss of 50
    [100, 200, 500, 200, 300], // max(100, 200) = 200
    [300, 200, 500, 300, 200], // actual cost higher: 300
    [300, 200, 250, 300, -50], // max(300, 200) = 300: the real loss stays
  ])('cost %i, FMV %i, sale %i → cost %i, gain %i', (cost, fmv, sale, expectedCost, gain) => {
    const r = equity(cost, fmv, sale);
    expect(r.gain).toBe(gain);
    expect(r.steps.find((s) => s.label === 'Less: cost of acquisition')?.amount).toBe(expectedCost);
  });

  it('no gain means no tax and no loss note; the old "enter the FMV as cost" advice is gone', () => {
    const r = equity(100, 200, 150);
    expect(r).toMatchObject({ gain: 0, taxableGain: 0, tax: 0, netGain: 0 });
    expect(r.notes.some((n) => n.startsWith('A loss'))).toBe(false);
    expect(r.notes.some((n) => n.includes('enter that figure as the purchase price'))).toBe(false);
    expect(r.notes.some((n) => n.includes('s.55(2)(ac)'))).toBe(true);
  });

  it('taxes the gain over the grandfathered cost', () => {
    // cost max(1,00,000, min(4,00,000, 6,00,000)) = 4,00,000; gain 2,00,000 − 1,25,000 = 75,000
    // × 12.5 % = 9,375.
    const r = equity(100_000, 400_000, 600_000);
    expect(r).toMatchObject({ gain: 200_000, exemption: 125_000, taxableGain: 75_000, tax: 9_375 });
  });

  it('without the FMV the actual cost is used and the note asks for it', () => {
    const r = cg({
      assetType: 'equity',
      purchasePrice: 100,
      salePrice: 150,
      purchaseDate: '2017-06-01',
      saleDate: '2025-06-01',
    });
    expect(r.gain).toBe(50);
    expect(r.notes.some((n) => n.includes('fmvOn31Jan2018'))).toBe(true);
  });
});

describe('s.55(2)(b): acquired before 1 April 2001', () => {
  it('land: FMV on 1-4-2001 as cost, indexed from 2001-02 (CII 100)', () => {
    // cost max(5,00,000, 20,00,000) = 20,00,000; indexed × 376/100 = 75,20,000; indexed gain
    // 24,80,000 × 20 % = 4,96,000 < (1,00,00,000 − 20,00,000) × 12.5 % = 10,00,000.
    const r = cg({
      assetType: 'property',
      purchasePrice: 500_000,
      fmvOn1Apr2001: 2_000_000,
      salePrice: 10_000_000,
      purchaseDate: '1995-01-01',
      saleDate: '2025-06-01',
    });
    expect(r.gain).toBe(8_000_000);
    expect(r.indexation).toEqual({
      indexedCost: 7_520_000,
      taxWithIndexation: 496_000,
      taxWithoutIndexation: 1_000_000,
      chosen: 'withIndexation',
    });
    expect(r).toMatchObject({ taxableGain: 2_480_000, tax: 496_000, ratePercent: 20 });
    expect(r.notes.some((n) => n.includes('stamp-duty value'))).toBe(true);
  });

  it('the option: an FMV below the actual cost is not taken', () => {
    // max(20,00,000, 5,00,000) = 20,00,000
    const r = cg({
      assetType: 'property',
      purchasePrice: 2_000_000,
      fmvOn1Apr2001: 500_000,
      salePrice: 10_000_000,
      purchaseDate: '1995-01-01',
      saleDate: '2025-06-01',
    });
    expect(r.indexation?.indexedCost).toBe(7_520_000); // 20,00,000 × 376/100
  });

  it('gold before 23 July 2024: FMV indexed from 2001-02', () => {
    // 50,000 × 363/100 = 1,81,500; (3,00,000 − 1,81,500) × 20 % = 23,700
    const r = cg({
      assetType: 'gold',
      purchasePrice: 10_000,
      fmvOn1Apr2001: 50_000,
      salePrice: 300_000,
      purchaseDate: '1998-05-01',
      saleDate: '2024-06-01',
    });
    expect(r).toMatchObject({ taxableGain: 118_500, tax: 23_700, gain: 250_000 });
    expect(r.notes.some((n) => n.includes('stamp-duty'))).toBe(false);
  });
});

describe('non-resident, unlisted shares (s.112(1)(c)(iii))', () => {
  const shares = (saleDate: string, residentIndividual: boolean) =>
    cg({
      assetType: 'unlistedShares',
      purchasePrice: 1_000_000,
      salePrice: 3_000_000,
      purchaseDate: '2015-06-01',
      saleDate,
      residentIndividual,
    });

  it('before 23 July 2024: 10 % without indexation', () => {
    // (30,00,000 − 10,00,000) × 10 % = 2,00,000
    const r = shares('2024-06-01', false);
    expect(r).toMatchObject({ ratePercent: 10, taxableGain: 2_000_000, tax: 200_000 });
    expect(r.indexation).toBeUndefined();
  });

  it('a resident keeps 20 % with indexation', () => {
    // 10,00,000 × 363/254 = 14,29,133.9 → 14,29,134; 15,70,866 × 20 % = 3,14,173.2 → 3,14,173
    expect(shares('2024-06-01', true)).toMatchObject({ ratePercent: 20, tax: 314_173 });
  });

  it('from 23 July 2024: 12.5 % for both', () => {
    expect(shares('2024-08-01', false)).toMatchObject({ ratePercent: 12.5, tax: 250_000 });
    expect(shares('2024-08-01', true)).toMatchObject({ ratePercent: 12.5, tax: 250_000 });
  });

  it('transferGain takes residency from its argument, not the input flag', () => {
    const input = {
      assetType: 'unlistedShares',
      purchasePrice: 1_000_000,
      salePrice: 3_000_000,
      purchaseDate: '2015-06-01',
      saleDate: '2024-06-01',
      residentIndividual: true,
    } as const;
    expect(transferGain(input, false)).toMatchObject({ rateBp: 1000, gain: 2_000_000 });
    expect(transferGain({ ...input, residentIndividual: false }, true)).toMatchObject({
      rateBp: 2000,
      gain: 1_570_866,
    });
  });
});

describe('specified mutual fund (s.50AA) and listed bonds', () => {
  const fund = (purchaseDate: string, saleDate: string, salePrice = 130_000) =>
    cg({
      assetType: 'specifiedMutualFund',
      purchasePrice: 100_000,
      salePrice,
      purchaseDate,
      saleDate,
    });

  it('bought on or after 1 April 2023: short-term at slab rates whatever the holding', () => {
    const r = fund('2023-05-01', '2026-06-01'); // 37 months
    expect(r).toMatchObject({ term: 'short', section: 'slab', gain: 30_000, tax: 9_000 }); // 30 %
    expect(r.notes.some((n) => n.includes('s.50AA'))).toBe(true);
    expect(r.notes.some((n) => n.includes('more than 65 %'))).toBe(true); // FY 2026-27 definition
    expect(fund('2023-04-01', '2024-06-01').notes.some((n) => n.includes('35 %'))).toBe(true);
  });

  it('bought before 1 April 2023: the normal rules', () => {
    // 37 months > 24: long-term, 30,000 × 12.5 % = 3,750
    expect(fund('2022-05-01', '2025-06-01')).toMatchObject({ term: 'long', tax: 3_750 });
    // before 23 July 2024: 49 months > 36, 1,00,000 × 363/301 = 1,20,598; 79,402 × 20 % = 15,880
    expect(fund('2020-05-01', '2024-06-01', 200_000)).toMatchObject({ term: 'long', tax: 15_880 });
  });

  const bond = (purchaseDate: string, saleDate: string) =>
    cg({
      assetType: 'listedBond',
      purchasePrice: 100_000,
      salePrice: 150_000,
      purchaseDate,
      saleDate,
    });

  it('listed bond: long-term after 12 months; 10 % before 23 July 2024, 12.5 % after', () => {
    // 14 months: 50,000 × 10 % = 5,000 (no indexation for bonds)
    expect(bond('2023-01-10', '2024-03-10')).toMatchObject({
      term: 'long',
      section: '112',
      ratePercent: 10,
      tax: 5_000,
    });
    expect(bond('2023-01-10', '2024-03-10').indexation).toBeUndefined();
    // 13 months: 50,000 × 12.5 % = 6,250
    expect(bond('2024-08-01', '2025-09-01')).toMatchObject({ ratePercent: 12.5, tax: 6_250 });
    // 12 months exactly: short-term, slab
    expect(bond('2024-09-01', '2025-09-01')).toMatchObject({ term: 'short', section: 'slab' });
  });
});

describe('reinvestment exemptions (ss.54, 54EC, 54F)', () => {
  // Bought after 23 July 2024: no indexation choice. 25 months: long-term.
  const house = (
    exemptions: CapitalGainsInput['exemptions'],
    purchasePrice = 5_000_000,
    salePrice = 15_000_000,
  ) =>
    cg({
      assetType: 'property',
      purchasePrice,
      salePrice,
      purchaseDate: '2024-08-01',
      saleDate: '2026-09-01',
      exemptions,
    });

  it('s.54 then s.54EC on what is left', () => {
    // gain 1,00,00,000; s.54 60,00,000; s.54EC min(40,00,000 left, 30,00,000) = 30,00,000;
    // 10,00,000 × 12.5 % = 1,25,000
    const r = house({ section54: 6_000_000, section54EC: 3_000_000 });
    expect(r).toMatchObject({
      gain: 10_000_000,
      reinvestmentExemption: 9_000_000,
      taxableGain: 1_000_000,
      tax: 125_000,
    });
    expect(r.steps.find((s) => s.section === '54')).toMatchObject({
      amount: 6_000_000,
      section2025: '82',
    });
    expect(r.steps.find((s) => s.section === '54EC')).toMatchObject({
      amount: 3_000_000,
      section2025: '85',
    });
    expect(r.notes.some((n) => n.includes('residential house'))).toBe(true);
  });

  it('never more than the gain, never a loss', () => {
    // s.54 60,00,000 + s.54EC min(40,00,000, 50,00,000) = 1,00,00,000: all exempt
    const r = house({ section54: 6_000_000, section54EC: 5_000_000 });
    expect(r).toMatchObject({ reinvestmentExemption: 10_000_000, taxableGain: 0, tax: 0 });
    expect(house({ section54: 20_000_000 }).reinvestmentExemption).toBe(10_000_000);
  });

  it('caps: s.54 investment 10 crore, s.54EC 50 lakh', () => {
    // gain 15 crore; s.54 min(12 crore → 10 crore) = 10 crore; 5 crore × 12.5 % = 62,50,000
    const big = house({ section54: 120_000_000 }, 100_000_000, 250_000_000);
    expect(big).toMatchObject({ reinvestmentExemption: 100_000_000, tax: 6_250_000 });
    // s.54EC 70 lakh → 50 lakh; (1 crore − 50 lakh) × 12.5 % = 6,25,000
    expect(house({ section54EC: 7_000_000 })).toMatchObject({
      reinvestmentExemption: 5_000_000,
      tax: 625_000,
    });
  });

  it('s.54F: gain × invested / net consideration', () => {
    const gold = (section54F: number) =>
      cg({
        assetType: 'gold',
        purchasePrice: 2_000_000,
        salePrice: 10_000_000,
        expenses: 0,
        purchaseDate: '2022-01-01',
        saleDate: '2025-06-01',
        exemptions: { section54F },
      });
    // 80,00,000 × 50,00,000 / 1,00,00,000 = 40,00,000; 40,00,000 × 12.5 % = 5,00,000
    expect(gold(5_000_000)).toMatchObject({ reinvestmentExemption: 4_000_000, tax: 500_000 });
    // invested ≥ net consideration: the whole gain
    expect(gold(12_000_000)).toMatchObject({ reinvestmentExemption: 8_000_000, tax: 0 });
  });

  it('s.54F before the s.112A yearly exemption', () => {
    // gain 20,00,000; 54F 20,00,000 × 15/30 = 10,00,000; 112A 1,25,000; 8,75,000 × 12.5 % = 1,09,375
    const r = cg({
      assetType: 'equity',
      purchasePrice: 1_000_000,
      salePrice: 3_000_000,
      purchaseDate: '2022-01-01',
      saleDate: '2025-06-01',
      exemptions: { section54F: 1_500_000 },
    });
    expect(r).toMatchObject({
      reinvestmentExemption: 1_000_000,
      exemption: 125_000,
      taxableGain: 875_000,
      tax: 109_375,
    });
  });

  it('only where the section applies', () => {
    const gold = cg({
      assetType: 'gold',
      purchasePrice: 100_000,
      salePrice: 200_000,
      purchaseDate: '2022-01-01',
      saleDate: '2025-06-01',
      exemptions: { section54: 50_000, section54EC: 50_000 },
    });
    expect(gold.reinvestmentExemption).toBeUndefined();
    expect(gold.tax).toBe(12_500);
    expect(gold.notes.some((n) => n.includes('s.54EC is only'))).toBe(true);
    const short = cg({
      assetType: 'property',
      purchasePrice: 100_000,
      salePrice: 200_000,
      purchaseDate: '2025-01-01',
      saleDate: '2025-06-01',
      exemptions: { section54: 100_000 },
    });
    expect(short.reinvestmentExemption).toBeUndefined();
    expect(short.notes.some((n) => n.includes('only long-term'))).toBe(true);
  });

  it('land bought before 23 July 2024: exemptions on each alternative, then the lower tax', () => {
    // Without: 80,00,000 − 30,00,000 = 50,00,000 × 12.5 % = 6,25,000.
    // With: 35,72,650 − 30,00,000 = 5,72,650 × 20 % = 1,14,530 → lower.
    const input = {
      assetType: 'property',
      purchasePrice: 2_000_000,
      salePrice: 10_000_000,
      purchaseDate: '2005-06-01',
      saleDate: '2025-06-01',
      exemptions: { section54EC: 3_000_000 },
    } as const;
    expect(cg(input).indexation).toMatchObject({
      taxWithIndexation: 114_530,
      taxWithoutIndexation: 625_000,
      chosen: 'withIndexation',
    });
    expect(transferGain(input, true)).toMatchObject({
      gain: 572_650,
      rateBp: 2000,
      exemptions: 3_000_000,
    });
    // All exempt either way (tax 0 = 0): the 12.5 % alternative, gain 0.
    expect(transferGain({ ...input, exemptions: { section54: 8_000_000 } }, true)).toMatchObject({
      gain: 0,
      rateBp: 1250,
      exemptions: 8_000_000,
    });
  });
});

describe('transferGain: one transfer for the year engine', () => {
  const base = { purchasePrice: 100_000, salePrice: 200_000 } as const;
  it.each([
    // asset, purchase, sale, resident → term, section, rateBp, before July, gain
    ['equity', '2023-01-01', '2025-06-01', true, 'long', '112A', 1250, false, 100_000],
    ['equityFund', '2024-01-10', '2024-07-22', true, 'short', '111A', 1500, true, 100_000],
    // 1,00,000 × 376/254 = 1,48,031; 51,969 × 20 % = 10,394 < 1,00,000 × 12.5 % = 12,500
    ['property', '2015-06-01', '2025-06-01', true, 'long', '112', 2000, false, 51_969],
    ['property', '2015-06-01', '2025-06-01', false, 'long', '112', 1250, false, 100_000],
    // 1,00,000 × 363/301 = 1,20,598; 2,00,000 − 1,20,598 = 79,402
    ['gold', '2020-05-01', '2024-06-01', true, 'long', '112', 2000, true, 79_402],
    ['unlistedShares', '2015-06-01', '2024-06-01', false, 'long', '112', 1000, true, 100_000],
    ['specifiedMutualFund', '2023-05-01', '2026-06-01', true, 'short', 'slab', 0, false, 100_000],
    ['listedBond', '2023-01-10', '2024-03-10', true, 'long', '112', 1000, true, 100_000],
  ] as const)(
    '%s %s → %s (resident %s)',
    (assetType, purchaseDate, saleDate, resident, term, section, rateBp, before, gain) => {
      const t = transferGain({ ...base, assetType, purchaseDate, saleDate }, resident);
      expect(t).toMatchObject({
        saleDate,
        term,
        section,
        rateBp,
        before23July2024: before,
        gain,
        exemptions: 0,
      });
      expect(t.steps.length).toBeGreaterThan(0);
    },
  );

  it('computeCapitalGains agrees with it', () => {
    const input = {
      assetType: 'property',
      purchasePrice: 100_000,
      salePrice: 200_000,
      purchaseDate: '2015-06-01',
      saleDate: '2025-06-01',
    } as const;
    const t = transferGain(input, true);
    const r = cg(input);
    expect(r.taxableGain).toBe(t.gain);
    expect(r.ratePercent * 100).toBe(t.rateBp);
  });

  it('CII by start year', () => {
    expect(costInflationIndexForStartYear(2001)).toBe(100);
    expect(costInflationIndexForStartYear(2025)).toBe(376);
    expect(costInflationIndexForStartYear(2026)).toBeUndefined();
    expect(costInflationIndexForStartYear(2000)).toBeUndefined();
  });
});
