import { sourceAddress } from '../sources';
import type { Citation, Cited } from '../types';

/**
 * A rule value with its legal reference, linked to where its source can be read. Frozen so a
 * rule table can never be mutated.
 */
export function cited<T>(value: T, citation: Citation): Cited<T> {
  const href = citation.href ?? sourceAddress(citation.source);
  return Object.freeze({
    value: deepFreeze(value),
    citation: Object.freeze(href ? { ...citation, href } : { ...citation }),
  });
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * Start of our first supported year. Used as `effectiveFrom` for values already in force before
 * FY 2023-24 whose exact start our sources do not give; such citations say so in `note`.
 */
export const BEFORE_FY_2023_24 = '2023-04-01';
export const IN_FORCE_BEFORE =
  'In force before FY 2023-24 (earlier start date not in our sources).';

/** Transfers on or after this date take the Finance (No. 2) Act 2024 capital-gains rates. */
export const BUDGET_JULY_2024 = '2024-07-23';
