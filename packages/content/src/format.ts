/** Rupee and percent formatting shared by content, examples and the content test. */

/** `150000` → `₹1,50,000` (Indian digit grouping, no decimals): the engine's one formatter. */
export { formatRupees as formatINR } from '@taxguide/tax-engine/format';

/** `12.5` → `12.5%`. Content always writes percentages without a space. */
export function formatPercent(percent: number): string {
  return `${percent}%`;
}

/** `percentOf(60000, 10)` → 6000, rounded to the rupee. For simple TDS arithmetic in examples. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}
