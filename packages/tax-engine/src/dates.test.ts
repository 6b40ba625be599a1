import { describe, expect, it } from 'vitest';
import {
  addMonths,
  completedMonths,
  financialYearBounds,
  financialYearOf,
  isIsoDate,
  parseIsoDate,
} from './dates';

describe('ISO dates by hand', () => {
  it('parses real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('24-04-01')).toBe(false);
    expect(isIsoDate('2024-4-1')).toBe(false);
  });

  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths('2024-01-15', 12)).toBe('2025-01-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2022-07-23', 24)).toBe('2024-07-23');
  });

  it('counts whole months held', () => {
    expect(completedMonths('2024-01-15', '2025-07-15')).toBe(18);
    expect(completedMonths('2024-01-15', '2025-07-14')).toBe(17);
    expect(completedMonths('2024-01-31', '2024-02-29')).toBe(1);
    expect(completedMonths('2024-03-10', '2024-03-31')).toBe(0);
    expect(completedMonths('2024-03-10', '2024-03-10')).toBe(0);
  });

  it('knows the financial year of a date', () => {
    expect(financialYearOf('2024-03-31')).toBe('2023-24');
    expect(financialYearOf('2024-04-01')).toBe('2024-25');
    expect(financialYearOf('1999-12-31')).toBe('1999-00');
    expect(financialYearBounds('2026-27')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
  });
});
