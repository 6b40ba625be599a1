// Invariants checked over many generated inputs (fast-check): tax is never negative, never falls
// as income rises, the new regime ignores old-only deductions, totals are multiples of ten.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_FINANCIAL_YEARS,
  compareRegimes,
  computeAdvanceTax,
  computeCapitalGains,
  computeIncomeTax,
  hraExemption,
  type AgeGroup,
  type DeductionClaims,
  type IncomeTaxInput,
  type Regime,
} from '../src/index';

const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 400) };
const fy = fc.constantFrom(...SUPPORTED_FINANCIAL_YEARS);
const regime = fc.constantFrom<Regime>('old', 'new');
const age = fc.constantFrom<AgeGroup>('below60', '60to80', '80plus');
const residency = fc.constantFrom('resident' as const, 'nonResident' as const);
/** Mostly ordinary incomes, sometimes crores (surcharge bands), rarely huge. */
const rupees = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 3_000_000 }) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 70_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 100_000_000_000 }) },
);
const small = fc.integer({ min: 0, max: 400_000 });

const deductions: fc.Arbitrary<DeductionClaims> = fc.record(
  {
    section80C: small,
    section80D: small,
    section80DParents: small,
    parentsSenior: fc.boolean(),
    hra: small,
    homeLoanInterest: small,
    section80CCD1B: small,
    section80CCD2: small,
    section80TTA: small,
    section80TTB: small,
    section80E: small,
    section80G: small,
    professionalTax: fc.integer({ min: 0, max: 2_500 }),
  },
  { requiredKeys: [] },
);

const gains = fc.record(
  { stcg111A: rupees, ltcg112A: rupees, ltcg112: rupees },
  { requiredKeys: [] },
);

const input: fc.Arbitrary<IncomeTaxInput> = fc.record(
  {
    annualIncome: rupees,
    regime,
    financialYear: fy,
    ageGroup: age,
    residentialStatus: residency,
    incomeType: fc.constantFrom('salary' as const, 'other' as const),
    otherIncome: small,
    businessIncome: rupees,
    housePropertyIncome: fc.integer({ min: -600_000, max: 600_000 }),
    basicPlusDa: rupees,
    deductions,
    capitalGains: gains,
  },
  { requiredKeys: ['annualIncome', 'regime'] },
);

const OLD_ONLY: readonly (keyof DeductionClaims)[] = [
  'section80C',
  'section80D',
  'section80DParents',
  'hra',
  'homeLoanInterest',
  'section80CCD1B',
  'section80TTA',
  'section80TTB',
  'section80E',
  'section80G',
  'professionalTax',
];

describe('computeIncomeTax properties', () => {
  it('tax and every component are whole, non-negative rupees; totals are multiples of 10', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeIncomeTax(i);
        for (const key of [
          'totalTax',
          'taxableIncome',
          'grossTotalIncome',
          'totalDeductions',
          'taxBeforeRebate',
          'rebate87A',
          'surcharge',
          'surchargeMarginalRelief',
          'cess',
        ] as const) {
          expect(Number.isSafeInteger(r[key]), key).toBe(true);
          expect(r[key], key).toBeGreaterThanOrEqual(0);
        }
        expect(r.totalTax % 10).toBe(0);
        expect(r.taxableIncome % 10).toBe(0);
        expect(r.rebate87A).toBeLessThanOrEqual(r.taxBeforeRebate);
        expect(r.effectiveRate).toBeGreaterThanOrEqual(0);
        expect(r.effectiveRate).toBeLessThanOrEqual(100);
        for (const step of r.steps)
          expect(Number.isSafeInteger(step.amount), step.label).toBe(true);
      }),
      RUNS,
    );
  });

  it('never falls as salary rises, in every year, regime and age band (marginal relief keeps it monotone)', () => {
    fc.assert(
      fc.property(input, rupees, (i, more) => {
        const lower = computeIncomeTax(i).totalTax;
        const higher = computeIncomeTax({ ...i, annualIncome: i.annualIncome + more }).totalTax;
        expect(higher).toBeGreaterThanOrEqual(lower);
      }),
      RUNS,
    );
  });

  it('never falls as income rises near every threshold (rebate, surcharge bands)', () => {
    const thresholds = [
      500_000, 700_000, 1_200_000, 1_275_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000,
    ];
    for (const f of SUPPORTED_FINANCIAL_YEARS) {
      for (const r of ['old', 'new'] as const) {
        for (const a of ['below60', '60to80', '80plus'] as const) {
          for (const t of thresholds) {
            let previous = -1;
            for (let income = t - 100_000; income <= t + 150_000; income += 1_370) {
              const total = computeIncomeTax({
                annualIncome: income,
                regime: r,
                ageGroup: a,
                financialYear: f,
                incomeType: 'other',
              }).totalTax;
              expect(total, `${f} ${r} ${a} at ${income}`).toBeGreaterThanOrEqual(previous);
              previous = total;
            }
          }
        }
      }
    }
  });

  // In whole tens of rupees: the s.288A rounding difference of total income falls on the slab
  // income (as in the ITR: slab tax on rounded total income less special-rate income), so a gain
  // a few rupees higher can move a rupee from 30 % slab income to a 20 % gain and lower the
  // rounded tax by 10 (see the next test). A rise of 10 rupees or more in steps of 10 never does.
  it('never falls as a special-rate gain rises (in steps of 10 rupees)', () => {
    fc.assert(
      fc.property(
        input,
        fc.constantFrom('stcg111A' as const, 'ltcg112A' as const, 'ltcg112' as const),
        rupees.map((n) => n * 10),
        (i, key, more) => {
          const base = i.capitalGains ?? {};
          const lower = computeIncomeTax(i).totalTax;
          const higher = computeIncomeTax({
            ...i,
            capitalGains: { ...base, [key]: (base[key] ?? 0) + more },
          }).totalTax;
          expect(higher).toBeGreaterThanOrEqual(lower);
        },
      ),
      RUNS,
    );
  });

  it('documents the s.288A rounding artefact: one more rupee of 111A gain can lower the tax by 10', () => {
    // Business income 51,67,107 + 111A gain 8 → total 51,67,115 → 51,67,120 (slab income 51,67,112);
    // gain 9 → total 51,67,116 → 51,67,120 (slab income 51,67,111): a rupee moves from 30 % to 20 %.
    const at = (gain: number) =>
      computeIncomeTax({
        annualIncome: 0,
        regime: 'old',
        financialYear: '2026-27',
        businessIncome: 5_167_107,
        capitalGains: { stcg111A: gain },
      });
    expect(at(8).taxableIncome).toBe(at(9).taxableIncome);
    expect(at(8).totalTax - at(9).totalTax).toBe(10);
  });

  it('the new regime ignores old-only deductions', () => {
    fc.assert(
      fc.property(input, (i) => {
        const withClaims = computeIncomeTax({ ...i, regime: 'new' });
        const kept: DeductionClaims = {
          ...(i.deductions?.section80CCD2 ? { section80CCD2: i.deductions.section80CCD2 } : {}),
        };
        const without = computeIncomeTax({ ...i, regime: 'new', deductions: kept });
        expect(withClaims.totalTax).toBe(without.totalTax);
        expect(withClaims.taxableIncome).toBe(without.taxableIncome);
        for (const key of OLD_ONLY) {
          if (key === 'hra' || key === 'homeLoanInterest' || key === 'professionalTax') continue;
          expect(
            withClaims.deductionsAllowed[key as keyof typeof withClaims.deductionsAllowed],
          ).toBe(0);
        }
        expect(
          withClaims.deductionsAllowed.hraExemption +
            withClaims.deductionsAllowed.selfOccupiedInterest +
            withClaims.deductionsAllowed.professionalTax,
        ).toBe(0);
      }),
      RUNS,
    );
  });

  it('in the old regime a larger deduction never raises the tax', () => {
    fc.assert(
      fc.property(
        input,
        fc.constantFrom(...OLD_ONLY.filter((k) => k !== 'hra')),
        small,
        (i, key, more) => {
          const d = i.deductions ?? {};
          const lower = computeIncomeTax({
            ...i,
            regime: 'old',
            deductions: { ...d, [key]: ((d[key] as number | undefined) ?? 0) + more },
          }).totalTax;
          expect(lower).toBeLessThanOrEqual(computeIncomeTax({ ...i, regime: 'old' }).totalTax);
        },
      ),
      RUNS,
    );
  });

  it('results are plain JSON', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeIncomeTax(i);
        expect(JSON.parse(JSON.stringify(r))).toEqual(r);
      }),
      { numRuns: 100 },
    );
  });
});

describe('other calculators: properties', () => {
  it('compareRegimes picks the lower tax, a tie going to new', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { regime: _regime, ...rest } = i;
        const r = compareRegimes(rest);
        const [win, lose] = r.winner === 'new' ? [r.new, r.old] : [r.old, r.new];
        expect(win.totalTax).toBeLessThanOrEqual(lose.totalTax);
        if (r.winner === 'old') expect(r.old.totalTax).toBeLessThan(r.new.totalTax);
        expect(r.saving).toBe(lose.totalTax - win.totalTax);
        if (r.breakEvenDeductions !== null) expect(r.breakEvenDeductions).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });

  it('hraExemption never exceeds any limb nor the HRA received', () => {
    fc.assert(
      fc.property(rupees, small, rupees, rupees, fc.boolean(), (basic, da, hra, rent, metro) => {
        const r = hraExemption({
          basicSalary: basic,
          dearnessAllowance: da,
          hraReceived: hra,
          rentPaid: rent,
          metro,
        });
        expect(r.exemptHra).toBe(
          Math.min(r.limbs.actualHra, r.limbs.rentMinusTenPercent, r.limbs.percentOfSalary),
        );
        expect(r.exemptHra + r.taxableHra).toBe(hra);
        expect(r.exemptHra).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('capital-gains tax is never negative nor above the gain', () => {
    const date = fc.integer({ min: 0, max: 365 * 30 }).map((days) => {
      // A date from 1998 onward, by whole days (UTC arithmetic is only used to generate inputs).
      return new Date(Date.UTC(1998, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
    });
    const saleDate = fc
      .integer({ min: 0, max: 365 * 4 - 1 })
      .map((days) => new Date(Date.UTC(2023, 3, 1) + days * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.constantFrom(
          'equity' as const,
          'equityFund' as const,
          'property' as const,
          'gold' as const,
          'unlistedShares' as const,
        ),
        rupees,
        rupees,
        date,
        saleDate,
        fc.boolean(),
        (assetType, purchasePrice, salePrice, purchaseDate, sale, residentIndividual) => {
          if (purchaseDate > sale) return;
          const r = computeCapitalGains({
            assetType,
            purchasePrice,
            salePrice,
            purchaseDate,
            saleDate: sale,
            residentIndividual,
          });
          expect(r.tax).toBeGreaterThanOrEqual(0);
          expect(r.totalTax).toBe(r.tax + r.cess);
          expect(r.tax).toBeLessThanOrEqual(Math.max(0, r.gain));
          expect(r.taxableGain).toBeLessThanOrEqual(Math.max(0, r.gain));
        },
      ),
      RUNS,
    );
  });

  it('advance-tax instalments add up to the amount due', () => {
    fc.assert(
      fc.property(
        rupees,
        rupees,
        fc.boolean(),
        fc.option(age, { nil: undefined }),
        (tax, tds, presumptive, ageGroup) => {
          const r = computeAdvanceTax({
            annualIncome: 0,
            tdsDeducted: tds,
            estimatedTax: tax,
            presumptive,
            ...(ageGroup ? { ageGroup } : {}),
          });
          const q = r.quarters;
          expect(q.q1 + q.q2 + q.q3 + q.q4).toBe(r.advanceTaxDue);
          expect(Math.min(q.q1, q.q2, q.q3, q.q4)).toBeGreaterThanOrEqual(0);
          expect(r.balanceAfterTds - r.refundDue).toBe(tax - tds);
        },
      ),
      RUNS,
    );
  });
});
