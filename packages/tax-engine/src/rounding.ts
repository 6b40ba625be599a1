// Named rounding functions. Every amount in the engine is a whole number of rupees; every
// percentage is applied with integer arithmetic and rounded once, half up, by one of these.

/** Largest integer for which `Number` arithmetic is exact. */
const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * s.288A (total income) and s.288B (tax payable / refund); ITA 2025 s.516.
 * Paise are ignored first, then the amount is rounded to the nearest multiple of ten rupees,
 * a last digit of five or more rounding up (not banker's rounding).
 */
export function roundToNearestTen(amount: number): number {
  const rupees = Math.trunc(amount);
  if (rupees < 0) return 0 - roundToNearestTen(-rupees) || 0; // halves away from zero; never -0
  return Math.floor((rupees + 5) / 10) * 10;
}

/** Paise ignored (s.288A: "any part of a rupee consisting of paise shall first be ignored"). */
export function ignorePaise(amount: number): number {
  return Math.trunc(amount);
}

/**
 * Rule 119A(b): the amount on which interest is computed is rounded down to a multiple of
 * one hundred rupees, any fraction of a hundred being ignored. (No stored source for it: see
 * README, "Known doubts".)
 */
export function roundDownToHundred(amount: number): number {
  if (amount <= 0) return 0;
  return Math.floor(amount / 100) * 100;
}

/**
 * numerator / denominator rounded to the nearest integer, halves up. Both non-negative integers,
 * denominator positive. Exact for every numerator below 2^53.
 */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  let q = Math.floor(numerator / denominator);
  let r = numerator - q * denominator;
  // Correct a floating quotient that landed one off.
  if (r < 0) {
    q -= 1;
    r += denominator;
  } else if (r >= denominator) {
    q += 1;
    r -= denominator;
  }
  return 2 * r >= denominator ? q + 1 : q;
}

/** numerator / denominator rounded down (non-negative integers). */
export function divFloor(numerator: number, denominator: number): number {
  let q = Math.floor(numerator / denominator);
  const r = numerator - q * denominator;
  if (r < 0) q -= 1;
  else if (r >= denominator) q += 1;
  return q;
}

/**
 * a × b / c, rounded half up, exact for non-negative integers: uses Number arithmetic when the
 * product is safe and BigInt otherwise (only for amounts in the thousands of crores).
 */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const product = a * b;
  if (product <= SAFE) return divRoundHalfUp(product, c);
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  const q = n / d;
  const r = n - q * d;
  return Number(2n * r >= d ? q + 1n : q);
}

/**
 * `amount` × `basisPoints` / 10,000 rounded half up to a whole rupee (1 % = 100 basis points).
 * The one way the engine applies a rate.
 */
export function applyRate(amount: number, basisPoints: number): number {
  if (amount <= 0 || basisPoints <= 0) return 0;
  // Split the amount so the product stays exact for any amount below 2^53.
  const high = Math.floor(amount / 10_000);
  const low = amount - high * 10_000;
  return high * basisPoints + divRoundHalfUp(low * basisPoints, 10_000);
}

/** A percentage with up to two decimals as basis points: 12.5 → 1250. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** part / whole as a percentage with two decimals, rounded half up (0 when whole is 0). */
export function percentageOf(part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  return mulDivRoundHalfUp(part, 10_000, whole) / 100;
}
