// The rule tables, one per financial year, and the lookup the calculators use.
import type { FinancialYear, TaxRules } from '../types';
import { deepFreeze } from './cite';
import { FY_2023_24 } from './fy-2023-24';
import { FY_2024_25 } from './fy-2024-25';
import { FY_2025_26 } from './fy-2025-26';
import { FY_2026_27 } from './fy-2026-27';

import { DEFAULT_FINANCIAL_YEAR, SUPPORTED_FINANCIAL_YEARS } from '../years';

export { DEFAULT_FINANCIAL_YEAR, SUPPORTED_FINANCIAL_YEARS };

const TABLES: Readonly<Record<FinancialYear, TaxRules>> = deepFreeze({
  '2023-24': FY_2023_24,
  '2024-25': FY_2024_25,
  '2025-26': FY_2025_26,
  '2026-27': FY_2026_27,
});

export function isSupportedFinancialYear(value: string): value is FinancialYear {
  return Object.prototype.hasOwnProperty.call(TABLES, value);
}

/** The rule table (with citations) of a financial year; JSON-serialisable. */
export function rulesFor(financialYear: FinancialYear): TaxRules {
  const rules = TABLES[financialYear];
  if (!rules) throw new RangeError(`Unsupported financial year: ${String(financialYear)}`);
  return rules;
}
