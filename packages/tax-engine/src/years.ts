// The financial years the engine has rule tables for: the one list every other package derives
// from (API enum, year selectors, the assistant). No rule data lives in this file, so browsers
// import it cheaply.

/** Written by `pnpm gen:years` from the rule files (rules/fy-YYYY-YY.ts); do not edit by hand. */
export const SUPPORTED_FINANCIAL_YEARS = ['2023-24', '2024-25', '2025-26', '2026-27'] as const;

export type FinancialYear = (typeof SUPPORTED_FINANCIAL_YEARS)[number];

/** The year a calculation uses when the input names none. */
export const DEFAULT_FINANCIAL_YEAR: FinancialYear = '2026-27';

/**
 * The first year taxed under the Income-tax Act 2025 (s.536 repeals the 1961 Act from 1 April
 * 2026): from it, a year is a "tax year" and has no assessment year (docs/tax-sources.md).
 */
export const FIRST_TAX_YEAR_UNDER_2025_ACT = '2026-27';

/** Years are "YYYY-YY", so they compare as text. */
export function isUnder2025Act(financialYear: string): boolean {
  return financialYear >= FIRST_TAX_YEAR_UNDER_2025_ACT;
}

/** "2025-26" → "2026-27": the assessment year of a year under the 1961 Act. */
export function assessmentYearOf(financialYear: string): string {
  const start = Number(financialYear.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** How a year is named to readers: "FY 2026-27 (tax year 2026-27)", "FY 2025-26 (AY 2026-27)". */
export function financialYearLabel(financialYear: string): string {
  return isUnder2025Act(financialYear)
    ? `FY ${financialYear} (tax year ${financialYear})`
    : `FY ${financialYear} (AY ${assessmentYearOf(financialYear)})`;
}
