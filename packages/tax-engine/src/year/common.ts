// Small helpers shared by the steps of the whole-year computation.
import { formatInr } from '../format';

/** Whole rupees of an optional amount (paise ignored). */
export function whole(value: number | undefined): number {
  return value ? Math.trunc(value) : 0;
}

export function capNote(what: string, claimed: number, allowed: number, section: string): string {
  return `${what} claimed ${formatInr(claimed)}, capped at ${formatInr(allowed)} (${section}).`;
}
