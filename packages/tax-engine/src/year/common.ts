// Small helpers shared by the steps of the whole-year computation.

/** Whole rupees of an optional amount (paise ignored). */
export function whole(value: number | undefined): number {
  return value ? Math.trunc(value) : 0;
}
