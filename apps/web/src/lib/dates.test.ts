import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';

const reference = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

describe('formatLongDate', () => {
  it('writes a date as Indian readers do', () => {
    expect(formatLongDate('2026-11-23')).toBe('23 November 2026');
    expect(formatLongDate('2024-07-23')).toBe('23 July 2024');
    expect(formatLongDate('2024-02-29')).toBe('29 February 2024');
  });

  it("reads a timestamp in India's time zone", () => {
    // 20:00 UTC on 5 January is 01:30 on 6 January in India.
    expect(formatLongDate('2026-01-05T20:00:00Z')).toBe('6 January 2026');
    expect(formatLongDate('2026-01-05T18:29:59Z')).toBe('5 January 2026');
    expect(formatLongDate('2026-03-31T18:30:00.000Z')).toBe('1 April 2026');
  });

  it('gives back text that is not a date', () => {
    expect(formatLongDate('not a date')).toBe('not a date');
    expect(formatLongDate('')).toBe('');
  });

  it('agrees with Intl.DateTimeFormat (en-IN, Asia/Kolkata) across the years', () => {
    // Every 7 hours 13 minutes from 1999 to 2031: every hour of the day, month ends, leap days.
    const step = (7 * 60 + 13) * 60 * 1000;
    let checked = 0;
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2031, 0, 1); t += step) {
      const date = new Date(t);
      expect(formatLongDate(date.toISOString())).toBe(reference.format(date));
      checked++;
    }
    expect(checked).toBeGreaterThan(38_000);
  });
});
