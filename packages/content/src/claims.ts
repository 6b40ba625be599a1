import type { Claim, ClaimRule, FinancialYear, SlabClaim } from './types';

/**
 * Builders for claims: a rate or limit the text states, with the exact excerpt (`quote`) that
 * states it. The content test finds the quote in the text, checks that it shows the figure, and
 * compares the figure with the engine's rule table for the year.
 */
export function inr(
  rule: ClaimRule,
  value: number,
  quote: string,
  fy: FinancialYear = '2026-27',
): Claim {
  return { rule, value, fy, unit: 'inr', quote };
}

export function pct(
  rule: ClaimRule,
  value: number,
  quote: string,
  fy: FinancialYear = '2026-27',
): Claim {
  return { rule, value, fy, unit: 'percent', quote };
}

/** A slab row: the rate of the band ending at `upTo` (null = top band); the quote shows both. */
export function slab(
  rule: 'slab.new.rate' | 'slab.old.rate',
  upTo: number | null,
  ratePercent: number,
  quote: string,
  options: { fy?: FinancialYear; ageGroup?: SlabClaim['ageGroup'] } = {},
): SlabClaim {
  return {
    rule,
    upTo,
    value: ratePercent,
    fy: options.fy ?? '2026-27',
    unit: 'percent',
    quote,
    ...(options.ageGroup ? { ageGroup: options.ageGroup } : {}),
  };
}
