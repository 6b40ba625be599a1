// Calendar arithmetic on ISO 'YYYY-MM-DD' strings, by hand: no Date, no time zones, no clock.
import type { FinancialYear } from './types';

export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number; // 1-31
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Two or four ASCII digits at `from` as a number, or -1 (no regex: this is on the hot path). */
function digitsAt(value: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const c = value.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** Parses a real calendar date; returns undefined for anything else (e.g. 2023-02-29). */
export function parseIsoDate(value: string): CalendarDate | undefined {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45)
    return undefined;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return undefined;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== undefined;
}

function mustParse(value: string): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`Not an ISO calendar date (YYYY-MM-DD): ${value}`);
  return parsed;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export function formatIsoDate(date: CalendarDate): string {
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

/**
 * The date `months` calendar months after `date`; a day that does not exist in the target month
 * becomes that month's last day (31 Jan + 1 month = 28/29 Feb).
 */
export function addMonths(date: string, months: number): string {
  const d = mustParse(date);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatIsoDate({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}

/**
 * Whole calendar months from `from` to `to` (to ≥ from): the number of monthly anniversaries of
 * `from` reached on or before `to`.
 */
export function completedMonths(from: string, to: string): number {
  const a = mustParse(from);
  const b = mustParse(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (months <= 0) return 0;
  const anniversaryDay = Math.min(a.day, daysInMonth(b.year, b.month));
  if (b.day < anniversaryDay) months -= 1;
  return months;
}

/** The financial year (1 April to 31 March) a date falls in: 2024-07-23 → '2024-25'. */
export function financialYearOf(date: string): string {
  const d = mustParse(date);
  const startYear = d.month >= 4 ? d.year : d.year - 1;
  return `${startYear}-${pad2((startYear + 1) % 100)}`;
}

/** First and last day of a financial year. */
export function financialYearBounds(fy: FinancialYear | string): { start: string; end: string } {
  const startYear = Number(fy.slice(0, 4));
  return { start: `${startYear}-04-01`, end: `${startYear + 1}-03-31` };
}
