import type { Step } from '@taxguide/contracts/calculators';

/** The parts of a result that each show their own working. */
export type Phase = 'income' | 'deductions' | 'tax' | 'balance';

// The engine writes its working in computation order; these steps close each part: gross total
// income (s.80B(5)), total income rounded (s.288A), total tax rounded (s.288B).
const CLOSING_SECTION: Record<Exclude<Phase, 'balance'>, string> = {
  income: '80B(5)',
  deductions: '288A',
  tax: '288B',
};

/**
 * A regime's working cut into its parts, in order; every step lands in exactly one part. A part
 * whose closing step is missing is left empty and its steps fall into the next part.
 */
export function workingPhases(steps: readonly Step[]): Record<Phase, Step[]> {
  const phases: Record<Phase, Step[]> = { income: [], deductions: [], tax: [], balance: [] };
  let start = 0;
  for (const phase of ['income', 'deductions', 'tax'] as const) {
    const end = steps.findIndex((s, i) => i >= start && s.section === CLOSING_SECTION[phase]);
    if (end < 0) continue;
    phases[phase] = steps.slice(start, end + 1);
    start = end + 1;
  }
  phases.balance = steps.slice(start);
  return phases;
}
