// Public API of @taxguide/tax-engine: pure functions in whole rupees over per-year rule tables
// with citations. No I/O, no clock, no dependencies.
export { computeIncomeTax } from './income-tax';
export { compareRegimes } from './compare';
export { hraExemption, resolveMetroCity } from './hra';
export { computeCapitalGains } from './capital-gains';
export { computeAdvanceTax } from './advance-tax';
export { computePresumptive } from './presumptive';
export { CALCULATORS, runCalculation } from './calculators';
export type { CalculatorId, CalculatorMap, EngineCall } from './calculators';
export {
  DEFAULT_FINANCIAL_YEAR,
  SUPPORTED_FINANCIAL_YEARS,
  isSupportedFinancialYear,
  rulesFor,
} from './rules/index';
export { costInflationIndex } from './rules/cii';
export {
  applyRate,
  divRoundHalfUp,
  ignorePaise,
  percentageOf,
  roundDownToHundred,
  roundToNearestTen,
} from './rounding';
export { formatInr } from './format';
export { EN } from './text/en/index';
export type { EngineOptions, EngineText } from './text/en/index';
export { addMonths, completedMonths, financialYearOf, isIsoDate } from './dates';
export type * from './types';
