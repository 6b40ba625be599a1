// compareRegimes: the same facts under both regimes, the winner, the saving and the break-even
// amount of old-regime deductions.
import { computeIncomeTax } from './income-tax';
import { DEFAULT_FINANCIAL_YEAR } from './rules/index';
import { textOf, type EngineOptions } from './text/en/index';
import type { CompareInput, CompareResult, IncomeTaxInput, IncomeTaxResult, Step } from './types';

/**
 * The facts of `input` with every old-regime-only deduction taken out: the salary as plain income
 * (no standard deduction, HRA or professional tax), self-occupied interest and Chapter VI-A
 * removed; incomes, houses let out, gains and losses kept. The break-even search adds one total
 * back, so no deduction is counted twice.
 */
function withoutOldDeductions(input: CompareInput): IncomeTaxInput {
  const {
    deductions: _deductions,
    salaryDetails: _salaryDetails,
    basicPlusDa: _basicPlusDa,
    employerType: _employerType,
    taxesPaid: _taxesPaid,
    returnFiledOn: _returnFiledOn,
    returnDueDate: _returnDueDate,
    ...facts
  } = input;
  return {
    ...facts,
    regime: 'old',
    incomeType: 'other',
    ...(input.houseProperties
      ? {
          houseProperties: input.houseProperties.map((h) =>
            h.use === 'selfOccupied' ? { use: h.use } : h,
          ),
        }
      : {}),
  };
}

/** Old-regime tax with a single deduction total `total` against slab income. */
function oldTaxWithDeductions(base: IncomeTaxInput, total: number): number {
  // 80E is uncapped, old-regime only and goes against slab income: it stands for the total.
  return computeIncomeTax({ ...base, deductions: { section80E: total } }).totalTax;
}

/** Smallest deduction total at which the old regime's tax is below `newTax` (null if none). */
function breakEven(base: IncomeTaxInput, newTax: number, slabIncome: number): number | null {
  if (newTax <= 0 || oldTaxWithDeductions(base, slabIncome) >= newTax) return null;
  // Old-regime tax never rises as deductions rise, so bisect on the first winning amount.
  let lo = 0;
  let hi = slabIncome;
  if (oldTaxWithDeductions(base, 0) < newTax) return 0;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (oldTaxWithDeductions(base, mid) < newTax) hi = mid;
    else lo = mid;
  }
  return hi;
}

export function compareRegimes(input: CompareInput, options: EngineOptions = {}): CompareResult {
  const t = textOf(options);
  const x = t.compare;
  const oldResult = computeIncomeTax({ ...input, regime: 'old' }, options);
  const newResult = computeIncomeTax({ ...input, regime: 'new' }, options);
  // A late return cannot choose the old regime (s.115BAC(6)): the new regime is the only choice.
  const oldAvailable = oldResult.regimeAvailable;
  const winner = oldAvailable && oldResult.totalTax < newResult.totalTax ? 'old' : 'new';
  const saving = Math.abs(oldResult.totalTax - newResult.totalTax);

  // Income the deductions can reduce: gross income before any old-regime deduction, less gains.
  const facts = withoutOldDeductions(input);
  const plain = computeIncomeTax(facts);
  const slabIncome = plain.grossTotalIncome - plain.heads.capitalGains - specialOnly(plain);
  const breakEvenDeductions = oldAvailable
    ? breakEven(facts, newResult.totalTax, Math.max(0, slabIncome + slabGains(plain)))
    : null;

  const notes: string[] = [];
  if (input.financialYear === undefined)
    notes.push(t.common.financialYearAssumed(DEFAULT_FINANCIAL_YEAR));
  if (!oldAvailable) notes.push(x.oldUnavailable);
  else if (oldResult.totalTax === newResult.totalTax) notes.push(x.tie);
  notes.push(x.breakEvenVaried);
  if (breakEvenDeductions === null) notes.push(x.noBreakEven);
  else notes.push(x.breakEven(newResult.totalTax, breakEvenDeductions, oldResult.totalDeductions));
  const steps: Step[] = [
    { label: x.totalOld, amount: oldResult.totalTax },
    { label: x.totalNew, amount: newResult.totalTax, section: '115BAC', section2025: '202' },
    { label: winner === 'new' ? x.savingNew : x.savingOld, amount: saving },
    { label: x.deductionsClaimed, amount: oldResult.totalDeductions },
  ];
  if (breakEvenDeductions !== null)
    steps.push({ label: x.breakEvenLine, amount: breakEvenDeductions });

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

/** Flat-rate (30 %) income in a result: other-sources income the slab rates never reach. */
function specialOnly(r: IncomeTaxResult): number {
  let total = 0;
  for (const line of r.specialRateIncome) if (line.section.startsWith('115')) total += line.income;
  return total;
}

/** Short-term gains at slab rates: capital gains that deductions can reduce. */
function slabGains(r: IncomeTaxResult): number {
  let total = 0;
  for (const line of r.capitalGainsByRate) if (line.section === 'slab') total += line.income;
  return total;
}
