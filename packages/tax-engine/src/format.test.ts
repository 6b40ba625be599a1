import { describe, expect, it } from 'vitest';
import { formatInr } from './format';

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
