import type { Step } from '@taxguide/contracts/calculators';
import { compareRegimes } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { alignSteps } from './aligned-steps';

const step = (label: string, amount: number): Step => ({ label, amount });

describe('alignSteps', () => {
  it('matches the steps both regimes take and keeps the others on their own lines, in order', () => {
    const old = [
      step('Gross salary', 100),
      step('Less: exempt HRA', 10),
      step('Less: standard deduction', 5),
      step('Total income', 85),
    ];
    const neu = [
      step('Gross salary', 100),
      step('Less: standard deduction', 7),
      step('Less: employer NPS', 3),
      step('Total income', 90),
    ];
    expect(
      alignSteps(old, neu).map((line) => [line.label, line.old?.amount, line.new?.amount]),
    ).toEqual([
      ['Gross salary', 100, 100],
      ['Less: exempt HRA', 10, undefined],
      ['Less: standard deduction', 5, 7],
      ['Less: employer NPS', undefined, 3],
      ['Total income', 85, 90],
    ]);
  });

  it('handles an empty side and repeated labels', () => {
    expect(alignSteps([], [step('Tax', 1)])).toEqual([{ label: 'Tax', new: step('Tax', 1) }]);
    const twice = [step('Sale', 1), step('Sale', 2)];
    expect(alignSteps(twice, [step('Sale', 3)]).map((l) => [l.old?.amount, l.new?.amount])).toEqual(
      [
        [1, 3],
        [2, undefined],
      ],
    );
  });

  it('keeps every step of a whole year once, in each regime’s order', () => {
    const compare = compareRegimes({
      financialYear: '2026-27',
      annualIncome: 1_500_000,
      salaryDetails: { basic: 600_000, hraReceived: 240_000, rentPaid: 240_000, city: 'Delhi' },
      deductions: { section80C: 150_000, section80D: 25_000 },
      otherIncome: 40_000,
      taxesPaid: { tds: 120_000 },
    });
    const lines = alignSteps(compare.old.steps, compare.new.steps);
    expect(lines.flatMap((line) => (line.old ? [line.old] : []))).toEqual(compare.old.steps);
    expect(lines.flatMap((line) => (line.new ? [line.new] : []))).toEqual(compare.new.steps);
    expect(lines.length).toBeLessThan(compare.old.steps.length + compare.new.steps.length);
  });
});
