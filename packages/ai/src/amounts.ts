/**
 * Reading the figures of a question: rupee amounts in the ways Indians write them ("15 lakh",
 * "12.5L", "₹15,00,000", "1.2 crore", "50k", "14 lpa", "Rs. 1500000"), the financial year, the regime and
 * the age band. Parsing only: every tax figure comes from the engine.
 */
import {
  SUPPORTED_FINANCIAL_YEARS,
  type AgeGroup,
  type FinancialYear,
  type Regime,
} from '@taxguide/tax-engine';

export interface Amount {
  value: number;
  start: number;
  end: number;
  raw: string;
}

const UNIT: Record<string, number> = {
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  l: 100_000,
  // "14 lpa": lakh per annum, how salaries are quoted.
  lpa: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
  cr: 10_000_000,
  k: 1_000,
  thousand: 1_000,
};

const AMOUNT =
  /(₹|\brs\.?|\binr)?\s*(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)(?:\s*(lakhs?|lacs?|crores?|cr|thousand|lpa|l|k)(?![a-z]))?(?![0-9a-z(%-]|\.\d)/g;

/** Words after a bare number that make it money: "2000 per month", "2000 rupees", "2000/-". */
const MONEY_AFTER =
  /^\s*(?:rs|rupees?|inr|per (?:month|year|annum)|a month|a year|monthly|pm|\/-)(?![a-z])/;

/** Every rupee amount in the text, in order, in whole rupees. */
export function parseAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [raw, currency, digits, unit] = m;
    if (!digits) continue;
    const start = m.index ?? 0;
    const digitStart = start + raw.indexOf(digits);
    const before = text.slice(Math.max(0, digitStart - 16), digitStart);
    // Part of a word or a section number ("s.44", "80ccd1b"), or a year ("fy 2025-26").
    if (!currency && /[a-z0-9(.]$/.test(before)) continue;
    if (/\b(?:fy|ay|year)\s*$/.test(before)) continue;
    const number = Number(digits.replace(/,/g, ''));
    if (!Number.isFinite(number)) continue;
    let value: number;
    if (unit) value = Math.round(number * (UNIT[unit] ?? 1));
    else if (currency || digits.includes(',')) value = Math.round(number);
    // A bare number is an amount only from 1,000 up (below are ages, years held, sections).
    // 1900 to 2099 are years unless money words follow ("2000 per month", "2000 rs").
    else if (
      number >= 1000 &&
      (!/^(?:19|20)\d{2}$/.test(digits) || MONEY_AFTER.test(text.slice(start + raw.length)))
    )
      value = Math.round(number);
    else continue;
    if (value <= 0) continue;
    amounts.push({
      value,
      start: currency ? start : digitStart,
      end: start + raw.length,
      raw: raw.trim(),
    });
  }
  return amounts;
}

export interface YearMention {
  financialYear: string;
  supported: boolean;
}

function fy(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

function secondPart(first: number, second: string): boolean {
  const n = Number(second);
  return second.length === 4 ? n === first + 1 : n === (first + 1) % 100;
}

/** The financial year the question names ("FY 2025-26", "AY 2026-27", "tax year 2026-27", "FY26"). */
export function parseFinancialYear(text: string): YearMention | undefined {
  const range =
    /\b(fy|f\.y\.?|financial year|ay|a\.y\.?|assessment year|tax year)?\s*'?(20\d{2})\s*[-/]\s*(\d{2}|20\d{2})\b/.exec(
      text,
    );
  if (range && range[2] && range[3] && secondPart(Number(range[2]), range[3])) {
    const first = Number(range[2]);
    const isAy = /^(?:ay|a\.y\.?|assessment year)$/.test(range[1] ?? '');
    return known(fy(isAy ? first - 1 : first));
  }
  const short = /\bfy\s*'?(\d{2})\b/.exec(text);
  if (short?.[1]) return known(fy(2000 + Number(short[1]) - 1));
  return undefined;
}

function known(financialYear: string): YearMention {
  return {
    financialYear,
    supported: (SUPPORTED_FINANCIAL_YEARS as readonly string[]).includes(financialYear),
  };
}

export function asFinancialYear(mention: YearMention | undefined): FinancialYear | undefined {
  return mention?.supported ? (mention.financialYear as FinancialYear) : undefined;
}

/** "new" or "old" when the question names one regime; undefined for neither or both. */
export function parseRegime(text: string): Regime | undefined {
  if (
    /\b(?:old|new) (?:tax )?(?:regime )?(?:or|and|vs\.?|versus) (?:the )?(?:old|new)\b/.test(text)
  )
    return undefined;
  const isNew = /\b(?:new (?:tax )?regime|default regime|115bac|new slabs?)\b/.test(text);
  const isOld = /\bold (?:tax )?regime\b|\bold slabs?\b/.test(text);
  if (isNew === isOld) return undefined;
  return isNew ? 'new' : 'old';
}

/** The old regime's age band when the question gives an age or says "senior citizen". */
export function parseAgeGroup(text: string): AgeGroup | undefined {
  if (
    /\bsuper senior\b|\b(?:aged?|age of)\s*(?:8\d|9\d|1[01]\d)\b|\b(?:8\d|9\d) (?:years?|yrs?)(?: old)?\b|\b(?:above|over) 80\b/.test(
      text,
    )
  ) {
    return '80plus';
  }
  if (
    /\bsenior citizens?\b|\bsenior\b|\b(?:aged?|age of)\s*[67]\d\b|\b[67]\d (?:years?|yrs?)(?: old)?\b|\b(?:above|over) 60\b/.test(
      text,
    )
  ) {
    return '60to80';
  }
  return undefined;
}
