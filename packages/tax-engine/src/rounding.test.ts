import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  divFloor,
  divRoundHalfUp,
  ignorePaise,
  mulDivRoundHalfUp,
  percentToBasisPoints,
  percentageOf,
  roundDownToHundred,
  roundToNearestTen,
} from './rounding';

describe('roundToNearestTen (s.288A / s.288B; ITA 2025 s.516)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 10], // a last digit of 5 rounds up, not to even
    [1004, 1000],
    [1005, 1010],
    [1015, 1020], // banker's rounding would give 1020 too; 1025 distinguishes
    [1025, 1030],
    [13_665, 13_670],
    [15_288, 15_290], // CBDT-circular example [S33]
    [1_234_567.89, 1_234_570], // paise ignored first: 1,234,567 → 1,234,570
    [1_234_564.99, 1_234_560], // not 1,234,565 → 1,234,570: paise are dropped, not rounded
    [-1005, -1010],
    [-3, 0],
  ])('%d → %d', (amount, rounded) => {
    expect(roundToNearestTen(amount)).toBe(rounded);
  });

  it('never returns -0', () => {
    expect(Object.is(roundToNearestTen(-3), 0)).toBe(true);
  });

  it('is a multiple of ten within 5 of the truncated amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (n) => {
        const r = roundToNearestTen(n);
        return r % 10 === 0 && r - n <= 5 && n - r < 5;
      }),
    );
  });
});

describe('ignorePaise', () => {
  it('drops the paise', () => {
    expect(ignorePaise(100.99)).toBe(100);
    expect(ignorePaise(-100.99)).toBe(-100);
  });
});

describe('roundDownToHundred (Rule 119A)', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 100],
    [164_970, 164_900],
    [-50, 0],
  ])('%d → %d', (amount, rounded) => expect(roundDownToHundred(amount)).toBe(rounded));
});

describe('divRoundHalfUp / divFloor / mulDivRoundHalfUp', () => {
  it('rounds halves up', () => {
    expect(divRoundHalfUp(5, 10)).toBe(1);
    expect(divRoundHalfUp(4, 10)).toBe(0);
    expect(divRoundHalfUp(15, 10)).toBe(2);
    expect(divRoundHalfUp(25, 10)).toBe(3);
    expect(divFloor(19, 10)).toBe(1);
  });

  it('is exact up to 2^53', () => {
    const big = Number.MAX_SAFE_INTEGER - 1; // even
    expect(divRoundHalfUp(big, 2)).toBe(big / 2);
    expect(divFloor(Number.MAX_SAFE_INTEGER, 10)).toBe(900719925474099);
  });

  it('falls back to BigInt when the product is not safe', () => {
    // 1e12 × 3700 / 10_000 = 370,000,000,000 exactly.
    expect(mulDivRoundHalfUp(1e12, 3700, 10_000)).toBe(370_000_000_000);
    expect(mulDivRoundHalfUp(9e15, 3, 2)).toBe(13_500_000_000_000_000);
  });

  it('agrees with BigInt arithmetic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1e6 }),
        (a, b, c) => {
          const n = BigInt(a) * BigInt(b);
          const d = BigInt(c);
          const q = n / d;
          const expected = Number(2n * (n - q * d) >= d ? q + 1n : q);
          return mulDivRoundHalfUp(a, b, c) === expected;
        },
      ),
    );
  });
});

describe('applyRate (basis points, half up)', () => {
  it.each([
    [100_000, 500, 5_000], // 5 %
    [10, 500, 1], // 0.5 rounds up
    [9, 500, 0], // 0.45 rounds down
    [875_000, 1250, 109_375], // 12.5 %
    [898_563, 400, 35_943], // 35,942.52
    [0, 3000, 0],
    [100, 0, 0],
  ])('%d at %d bp = %d', (amount, bp, expected) => expect(applyRate(amount, bp)).toBe(expected));

  it('equals exact rational rounding for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(100, 400, 500, 1000, 1250, 1500, 2000, 2500, 3000, 3700),
        (amount, bp) => {
          const n = BigInt(amount) * BigInt(bp);
          const q = n / 10_000n;
          const expected = Number(2n * (n - q * 10_000n) >= 10_000n ? q + 1n : q);
          return applyRate(amount, bp) === expected;
        },
      ),
    );
  });
});

describe('percentToBasisPoints / percentageOf', () => {
  it('converts', () => {
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(4)).toBe(400);
    expect(percentageOf(1, 3)).toBe(33.33);
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(5, 0)).toBe(0);
    expect(percentageOf(0, 10)).toBe(0);
  });
});
