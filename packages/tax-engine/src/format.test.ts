import { describe, expect, it } from 'vitest';
import { formatInr, formatRupees } from './format';

describe('formatInr (Indian digit grouping)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [150000, '1,50,000'],
    [1234567, '12,34,567'],
    [100000000, '10,00,00,000'],
    [-404000, '-4,04,000'],
    [12345, '12,345'],
    [123456, '1,23,456'],
    [-5, '-5'],
    [-0.4, '0'],
    [999999999999, '9,99,99,99,99,999'],
  ])('%d → %s', (n, s) => expect(formatInr(n)).toBe(s));
});

describe('formatRupees (the one rupee formatter of the site)', () => {
  it.each([
    [0, '₹0'],
    [150000, '₹1,50,000'],
    [1234567.5, '₹12,34,568'],
    [-404000, '-₹4,04,000'],
    [-0.4, '₹0'],
  ])('%d → %s', (n, s) => expect(formatRupees(n)).toBe(s));

  it('agrees with the en-IN number format wherever ICU has Indian grouping', () => {
    const icu = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (let n = 1; n < 1e13; n = n * 7 + 3)
      expect(formatRupees(n)).toBe(`₹${icu.format(Math.round(n))}`);
  });
});
