import { describe, expect, it } from 'vitest';
import { formatInr } from '../format';
import { EN } from './en/index';
import { expectSameResult, trackText } from './hindi-check';
import { HI } from './hi/index';

describe("the engine's shared Hindi text", () => {
  const { text, unused } = trackText(HI);

  it('keeps the year and the amounts of every shared note', () => {
    expectSameResult(
      EN.common.financialYearAssumed('2026-27'),
      text.common.financialYearAssumed('2026-27'),
    );
    expectSameResult(
      EN.common.capNote('80TTA', 12_000, 10_000, 's.80TTA'),
      text.common.capNote('80TTA', 12_000, 10_000, 'धारा 80TTA'),
    );
    expect(text.common.capNote('80TTA', 12_000, 10_000, 'धारा 80TTA')).toContain(formatInr(10_000));
  });

  it('finds English left in a Hindi note', () => {
    expect(() =>
      expectSameResult(EN.common.financialYearAssumed('2026-27'), 'Financial year: 2026-27'),
    ).toThrow();
    expect(() => expectSameResult('capped at ₹10,000', 'सीमा ₹1,000')).toThrow();
  });

  it('uses every shared message', () => {
    expect(unused(['common'])).toEqual([]);
  });
});
