// compareRegimes: the same facts under both regimes, the winner, the saving and the break-even
// amount of old-regime deductions.
import { formatInr } from './format';
import { computeIncomeTax } from './income-tax';
import { DEFAULT_FINANCIAL_YEAR } from './rules/index';
import type { CompareInput, CompareResult, IncomeTaxInput, Step } from './types';

const N_TIE =
  'Both regimes give the same tax: the new regime (the default regime) is shown as the winner.';
const N_BREAK_EVEN_VARIED =
  'Break-even: the one thing varied is the TOTAL of old-regime deductions and exemptions (standard deduction, exempt HRA, professional tax, self-occupied interest and Chapter VI-A, taken together against slab income); incomes and special-rate gains stay as given. Caps still apply to each real deduction.';
const N_NO_BREAK_EVEN = 'No amount of old-regime deductions makes the old regime cheaper here.';

/**
 * Old-regime tax with a single deduction total `total` against slab income: incomes as given,
 * the salary treated as plain income so no deduction is counted twice.
 */
function oldTaxWithDeductions(input: CompareInput, total: number): number {
  const probe: IncomeTaxInput = {
    annualIncome: input.annualIncome,
    regime: 'old',
    incomeType: 'other',
    deductions: { section80E: total }, // uncapped, old-regime only, against slab income
    ...(input.financialYear ? { financialYear: input.financialYear } : {}),
    ...(input.ageGroup ? { ageGroup: input.ageGroup } : {}),
    ...(input.residentialStatus ? { residentialStatus: input.residentialStatus } : {}),
    ...(input.otherIncome ? { otherIncome: input.otherIncome } : {}),
    ...(input.businessIncome ? { businessIncome: input.businessIncome } : {}),
    ...(input.housePropertyIncome ? { housePropertyIncome: input.housePropertyIncome } : {}),
    ...(input.capitalGains ? { capitalGains: input.capitalGains } : {}),
  };
  return computeIncomeTax(probe).totalTax;
}

/** Smallest deduction total at which the old regime's tax is below `newTax` (null if none). */
function breakEven(input: CompareInput, newTax: number, slabIncome: number): number | null {
  if (newTax <= 0 || oldTaxWithDeductions(input, slabIncome) >= newTax) return null;
  // Old-regime tax never rises as deductions rise, so bisect on the first winning amount.
  let lo = 0;
  let hi = slabIncome;
  if (oldTaxWithDeductions(input, 0) < newTax) return 0;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (oldTaxWithDeductions(input, mid) < newTax) hi = mid;
    else lo = mid;
  }
  return hi;
}

export function compareRegimes(input: CompareInput): CompareResult {
  const oldResult = computeIncomeTax({ ...input, regime: 'old' });
  const newResult = computeIncomeTax({ ...input, regime: 'new' });
  const winner = oldResult.totalTax < newResult.totalTax ? 'old' : 'new';
  const saving = Math.abs(oldResult.totalTax - newResult.totalTax);

  // Income the deductions can reduce: gross income before any old-regime deduction, less gains.
  const base = computeIncomeTax({
    annualIncome: input.annualIncome,
    regime: 'old',
    incomeType: 'other',
    ...(input.financialYear ? { financialYear: input.financialYear } : {}),
    ...(input.otherIncome ? { otherIncome: input.otherIncome } : {}),
    ...(input.businessIncome ? { businessIncome: input.businessIncome } : {}),
    ...(input.housePropertyIncome ? { housePropertyIncome: input.housePropertyIncome } : {}),
  });
  const breakEvenDeductions = breakEven(input, newResult.totalTax, base.grossTotalIncome);

  const notes: string[] = [];
  if (input.financialYear === undefined)
    notes.push(`Financial year not given: ${DEFAULT_FINANCIAL_YEAR} assumed.`);
  if (oldResult.totalTax === newResult.totalTax) notes.push(N_TIE);
  notes.push(N_BREAK_EVEN_VARIED);
  if (breakEvenDeductions === null) notes.push(N_NO_BREAK_EVEN);
  else {
    notes.push(
      `The old regime's tax falls below the new regime's (${formatInr(newResult.totalTax)}) once old-regime deductions total ${formatInr(breakEvenDeductions)} or more; this input claims ${formatInr(oldResult.totalDeductions)}.`,
    );
  }
  const steps: Step[] = [
    { label: 'Total tax, old regime', amount: oldResult.totalTax },
    {
      label: 'Total tax, new regime',
      amount: newResult.totalTax,
      section: '115BAC',
      section2025: '202',
    },
    {
      label: winner === 'new' ? 'Saving with the new regime' : 'Saving with the old regime',
      amount: saving,
    },
    { label: 'Old-regime deductions claimed', amount: oldResult.totalDeductions },
  ];
  if (breakEvenDeductions !== null)
    steps.push({
      label: 'Old-regime deductions at which the old regime wins',
      amount: breakEvenDeductions,
    });

  return {
    financialYear: oldResult.financialYear,
    old: oldResult,
    new: newResult,
    winner,
    saving,
    breakEvenDeductions,
    currentOldRegimeDeductions: oldResult.totalDeductions,
    steps,
    notes,
  };
}
