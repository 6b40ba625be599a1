// The rule tables, one per financial year, and the lookup the calculators use.
import type { FinancialYear, TaxRules } from '../types';
import { deepFreeze } from './cite';
import { RULE_TABLES } from './tables.generated';

import { DEFAULT_FINANCIAL_YEAR, SUPPORTED_FINANCIAL_YEARS } from '../years';

export { DEFAULT_FINANCIAL_YEAR, SUPPORTED_FINANCIAL_YEARS };

// Generated with the year list from the same rule files (`pnpm gen:years`); the type makes every
// listed year have its table.
const TABLES: Readonly<Record<FinancialYear, TaxRules>> = deepFreeze(RULE_TABLES);

export function isSupportedFinancialYear(value: string): value is FinancialYear {
  return Object.prototype.hasOwnProperty.call(TABLES, value);
}

/** The rule table (with citations) of a financial year; JSON-serialisable. */
export function rulesFor(financialYear: FinancialYear): TaxRules {
  const rules = TABLES[financialYear];
  if (!rules) throw new RangeError(`Unsupported financial year: ${String(financialYear)}`);
  return rules;
}
