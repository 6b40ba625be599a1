// Invariants of the whole-year computation over generated years (fast-check): tax never negative
// and never falling as an income rises; the new regime ignoring old-only deductions; a zero-amount
// transfer, the order of transfers and the taxes paid never changing the tax.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_FINANCIAL_YEARS,
  computeIncomeTax,
  financialYearOf,
  type CapitalGainsInput,
  type FinancialYear,
  type IncomeTaxInput,
} from '../src/index';

const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 200) };
const amount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 2_000_000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 60_000_000 }) },
);
const small = fc.integer({ min: 0, max: 300_000 });

/** An ISO date between two dates (inclusive). */
function dateBetween(from: string, to: string): fc.Arbitrary<string> {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return fc
    .integer({ min: 0, max: Math.round((end - start) / 86_400_000) })
    .map((days) => new Date(start + days * 86_400_000).toISOString().slice(0, 10));
}

function transfer(fy: FinancialYear): fc.Arbitrary<CapitalGainsInput> {
  const startYear = Number(fy.slice(0, 4));
  return fc
    .record({
      assetType: fc.constantFrom(
        'equity',
        'equityFund',
        'property',
        'gold',
        'unlistedShares',
        'specifiedMutualFund',
        'listedBond',
      ) as fc.Arbitrary<CapitalGainsInput['assetType']>,
      purchasePrice: amount,
      salePrice: amount,
      purchaseDate: dateBetween('2005-01-01', `${startYear}-04-01`),
      saleDate: dateBetween(`${startYear}-04-01`, `${startYear + 1}-03-31`),
    })
    .filter((t) => t.purchaseDate <= t.saleDate && financialYearOf(t.saleDate) === fy);
}

const year: fc.Arbitrary<IncomeTaxInput> = fc
  .constantFrom(...SUPPORTED_FINANCIAL_YEARS)
  .chain((fy) =>
    fc.record(
      {
        annualIncome: amount,
        regime: fc.constantFrom('old' as const, 'new' as const),
        financialYear: fc.constant(fy),
        ageGroup: fc.constantFrom('below60' as const, '60to80' as const, '80plus' as const),
        residentialStatus: fc.constantFrom('resident' as const, 'nonResident' as const),
        taxpayerType: fc.constantFrom('individual' as const, 'huf' as const),
        otherIncome: small,
        dividends: small,
        familyPension: small,
        specialRateIncome: fc.record(
          { lottery115BB: small, virtualDigitalAssets115BBH: small },
          { requiredKeys: [] },
        ),
        houseProperties: fc.array(
          fc.oneof(
            fc.record({
              use: fc.constant('letOut' as const),
              annualRent: small,
              municipalTaxesPaid: fc.integer({ min: 0, max: 20_000 }),
              interestOnLoan: small,
            }),
            fc.record({ use: fc.constant('selfOccupied' as const), interestOnLoan: small }),
          ),
          { maxLength: 2 },
        ),
        capitalGainsTransactions: fc.array(transfer(fy), { maxLength: 5 }),
        broughtForwardLosses: fc.record(
          { shortTermCapitalLoss: small, longTermCapitalLoss: small, houseProperty: small },
          { requiredKeys: [] },
        ),
        deductions: fc.record(
          { section80C: small, section80D: small, section80E: small, section80CCD1B: small },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: ['annualIncome', 'regime', 'financialYear'] },
    ),
  );

describe('whole-year invariants', () => {
  it('tax is never negative and is a multiple of ten', () => {
    fc.assert(
      fc.property(year, (input) => {
        const r = computeIncomeTax(input);
        expect(r.totalTax).toBeGreaterThanOrEqual(0);
        expect(r.totalTax % 10).toBe(0);
      }),
      RUNS,
    );
  });

  it('tax never falls when other income rises', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 5_000_000 }), (input, extra) => {
        const before = computeIncomeTax(input).totalTax;
        const raised = computeIncomeTax({
          ...input,
          otherIncome: (input.otherIncome ?? 0) + extra,
        });
        if (raised.totalTax < before) {
          // The one exception is the law's: s.87A's marginal relief (second proviso, FA 2023)
          // limits the whole tax to the income above the threshold, and until FA 2025 capped the
          // rebate at the tax at slab rates, tax on special-rate income (s.115BBH, s.111A) could
          // fall just above it (docs/tax-sources.md, known doubts).
          expect(raised.rebate87A).toBeGreaterThan(0);
          expect(raised.financialYear < '2025-26').toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('the new regime ignores old-regime-only deductions', () => {
    fc.assert(
      fc.property(year, (input) => {
        const withOut = computeIncomeTax({ ...input, regime: 'new', deductions: {} });
        const withIn = computeIncomeTax({ ...input, regime: 'new' });
        expect(withIn.totalTax).toBe(withOut.totalTax);
      }),
      RUNS,
    );
  });

  it('a zero-amount transfer changes nothing', () => {
    fc.assert(
      fc.property(year, (input) => {
        const fy = input.financialYear ?? '2026-27';
        const start = Number(fy.slice(0, 4));
        const zero: CapitalGainsInput = {
          assetType: 'equity',
          purchasePrice: 0,
          salePrice: 0,
          purchaseDate: `${start}-05-01`,
          saleDate: `${start}-06-01`,
        };
        const txs = input.capitalGainsTransactions ?? [];
        const r1 = computeIncomeTax(input);
        const r2 = computeIncomeTax({ ...input, capitalGainsTransactions: [...txs, zero] });
        expect(r2.totalTax).toBe(r1.totalTax);
        expect(r2.setOff.carriedForward).toEqual(r1.setOff.carriedForward);
      }),
      RUNS,
    );
  });

  it('the order of transfers does not matter', () => {
    fc.assert(
      fc.property(year, (input) => {
        const txs = input.capitalGainsTransactions ?? [];
        const r1 = computeIncomeTax(input);
        const r2 = computeIncomeTax({ ...input, capitalGainsTransactions: [...txs].reverse() });
        expect(r2.totalTax).toBe(r1.totalTax);
        expect(r2.setOff.carriedForward).toEqual(r1.setOff.carriedForward);
      }),
      RUNS,
    );
  });

  it('taxes paid change the balance and interest, never the tax', () => {
    fc.assert(
      fc.property(year, amount, small, (input, tds, advance) => {
        const fy = input.financialYear ?? '2026-27';
        const start = Number(fy.slice(0, 4));
        const plain = computeIncomeTax(input);
        const paid = computeIncomeTax({
          ...input,
          taxesPaid: { tds, advanceTax: [{ date: `${start}-12-10`, amount: advance }] },
        });
        expect(paid.totalTax).toBe(plain.totalTax);
        expect(paid.taxesPaid.total).toBe(tds + advance);
        const interest =
          paid.interest.s234A + paid.interest.s234B + paid.interest.s234C + paid.interest.s234F;
        expect(paid.balancePayable).toBe(paid.totalTax + interest - tds - advance);
      }),
      RUNS,
    );
  });
});
