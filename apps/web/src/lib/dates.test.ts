import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './dates';

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

describe('formatShortDate', () => {
  const short = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it('agrees with Intl.DateTimeFormat (en-IN, short month) on every day of a leap year and the next', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatShortDate(iso)).toBe(short.format(new Date(t)));
    }
    expect(formatShortDate('2026-09-15')).toBe('15 Sept 2026');
  });

  it('names the month in Hindi on a Hindi page, as the long form does', () => {
    expect(formatShortDate('2026-06-15', 'hi')).toBe('15 जून 2026');
    expect(formatShortDate('2026-06-15', 'hi')).toBe(formatLongDate('2026-06-15', 'hi'));
    expect(formatLongDate('2026-11-23', 'hi')).toBe('23 नवंबर 2026');
  });

  it('gives back text that is not a date', () => {
    expect(formatShortDate('15/06/2026')).toBe('15/06/2026');
  });
});
