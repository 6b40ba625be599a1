// computeAdvanceTax: ss.207-211 and 234C (ITA 2025 ss.403-408 and 425). Liability of 10,000 or
// more after TDS (s.208; ITA 2025 s.404); resident seniors without business income exempt
// (s.207(2); s.403(3)); cumulative 15/45/75/100 % by 15 June/September/December/March, or
// everything by 15 March for 44AD/44ADA (s.211(1)(b); s.408(2)); s.234C (s.425) interest on the
// shortfalls when the payments made are given.
import { computeIncomeTax } from './income-tax';
import { divFloor, divRoundHalfUp } from './rounding';
import { DEFAULT_FINANCIAL_YEAR, rulesFor } from './rules/index';
import { textOf, type EngineOptions } from './text/en/index';
import type {
  AdvanceTaxInput,
  AdvanceTaxResult,
  AdvanceTaxScheduleLine,
  IncomeTaxInput,
  Step,
} from './types';

function whole(value: number | undefined): number {
  return value ? Math.trunc(value) : 0;
}

/**
 * How `annualIncome` enters the income-tax computation. With business or presumptive income and
 * no income type, it is profits of business or profession: no salary standard deduction.
 */
function incomeForTax(
  input: AdvanceTaxInput,
  hasBusinessIncome: boolean,
): Pick<IncomeTaxInput, 'annualIncome' | 'incomeType' | 'businessIncome'> {
  if (input.incomeType !== undefined)
    return { annualIncome: input.annualIncome, incomeType: input.incomeType };
  if (hasBusinessIncome)
    return { annualIncome: 0, incomeType: 'other', businessIncome: input.annualIncome };
  return { annualIncome: input.annualIncome };
}

export function computeAdvanceTax(
  input: AdvanceTaxInput,
  options: EngineOptions = {},
): AdvanceTaxResult {
  const t = textOf(options);
  const m = t.advanceTax;
  const financialYear = input.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const rules = rulesFor(financialYear).advanceTax;
  const notes: string[] = [];
  const steps: Step[] = [];
  if (input.financialYear === undefined)
    notes.push(t.common.financialYearAssumed(DEFAULT_FINANCIAL_YEAR));

  const ageGroup = input.ageGroup ?? 'below60';
  const resident = input.residentialStatus !== 'nonResident';
  const presumptive = input.presumptive === true;
  const hasBusinessIncome = input.hasBusinessIncome === true || presumptive;

  let totalTaxLiability: number;
  if (input.estimatedTax !== undefined) {
    totalTaxLiability = whole(input.estimatedTax);
    steps.push({
      label: m.estimatedTax,
      amount: totalTaxLiability,
    });
  } else {
    const regime = input.regime ?? 'new';
    const computed = computeIncomeTax(
      {
        ...incomeForTax(input, hasBusinessIncome),
        regime,
        financialYear,
        ageGroup,
        ...(input.residentialStatus ? { residentialStatus: input.residentialStatus } : {}),
        ...(input.deductions ? { deductions: input.deductions } : {}),
      },
      options,
    );
    totalTaxLiability = computed.totalTax;
    if (input.regime === undefined) notes.push(m.regimeAssumed);
    if (input.incomeType === undefined && hasBusinessIncome) notes.push(m.businessIncomeAssumed);
    steps.push({
      label: regime === 'new' ? m.taxNewRegime : m.taxOldRegime,
      amount: totalTaxLiability,
    });
  }

  const tdsDeducted = whole(input.tdsDeducted);
  const balanceAfterTds = Math.max(0, totalTaxLiability - tdsDeducted);
  const refundDue = Math.max(0, tdsDeducted - totalTaxLiability);
  steps.push({
    label: m.lessTds,
    amount: tdsDeducted,
    section: '209(1)(d)',
    section2025: '405(1)',
  });
  steps.push({
    label: m.payableAfterTds,
    amount: balanceAfterTds,
    section: '208',
    section2025: '404',
  });

  const threshold = rules.threshold.value.amount;
  const seniorExempt =
    resident &&
    rules.seniorExemption.value.exemptAgeGroups.includes(ageGroup) &&
    !hasBusinessIncome;
  const liable = !seniorExempt && balanceAfterTds >= threshold;
  if (seniorExempt) {
    notes.push(m.seniorExempt);
  } else if (!liable) {
    notes.push(m.belowThreshold(threshold));
  }
  if (refundDue > 0) notes.push(m.refund(refundDue));
  const advanceTaxDue = liable ? balanceAfterTds : 0;

  // Cumulative amounts rounded to whole rupees (half up); instalments are the differences, so
  // they always add up to the amount due.
  const dates = rules.schedule.value;
  const percents = presumptive ? [0, 0, 0, 100] : dates.map((d) => d.cumulativePercent);
  if (presumptive) notes.push(m.presumptiveBy15March);
  const schedule: AdvanceTaxScheduleLine[] = [];
  let previous = 0;
  for (let i = 0; i < 4; i++) {
    const cumulativePercent = percents[i] as number;
    const cumulativeAmount = divRoundHalfUp(advanceTaxDue * cumulativePercent, 100);
    const dueDate =
      presumptive && i === 3
        ? rules.presumptiveDueDate.value.dueDate
        : (dates[i]?.dueDate as string);
    schedule.push({
      dueDate,
      cumulativePercent,
      cumulativeAmount,
      instalment: cumulativeAmount - previous,
    });
    previous = cumulativeAmount;
  }
  const [l1, l2, l3, l4] = schedule as [
    AdvanceTaxScheduleLine,
    AdvanceTaxScheduleLine,
    AdvanceTaxScheduleLine,
    AdvanceTaxScheduleLine,
  ];
  for (const [i, line] of schedule.entries()) {
    if (line.instalment > 0)
      steps.push({
        label: m.instalment(m.quarters[i], line.cumulativePercent),
        amount: line.instalment,
        section: presumptive ? '211(1)(b)' : '211(1)(a)',
        section2025: presumptive ? '408(2)' : '408(1)',
      });
  }

  let interest234C: number | undefined;
  if (input.payments) {
    interest234C = 0;
    if (liable) {
      const interest = rules.interest234C.value;
      const roundTo = rules.shortfallRounding.value.roundedDownTo;
      const p = input.payments;
      // Cumulative paid by each date; a missing figure means nothing more was paid by then.
      const given = [p.q1, p.q2, p.q3, p.q4];
      const paid: number[] = [];
      let running = 0;
      for (const amount of given) {
        running = amount === undefined ? running : Math.max(running, whole(amount));
        paid.push(running);
      }
      for (let i = 0; i < 4; i++) {
        if (presumptive && i < 3) continue;
        const cumulativePaid = paid[i] as number;
        const required = presumptive ? 100 : (dates[i]?.cumulativePercent as number);
        const harbour =
          !presumptive && i < 2 ? (interest.safeHarbourPercent[i] as number) : undefined;
        if (harbour !== undefined && cumulativePaid * 100 >= advanceTaxDue * harbour) continue;
        // Shortfall = required % of the tax due − paid, in hundredths of a rupee, then rounded
        // down to a multiple of 100 (Rule 119A(b) of the 1962 Rules; no source for it in docs/tax-sources.md).
        const shortfallHundredths = advanceTaxDue * required - cumulativePaid * 100;
        if (shortfallHundredths <= 0) continue;
        const shortfall = divFloor(shortfallHundredths, 100 * roundTo) * roundTo;
        const months = interest.months[i] as number;
        const amount = (shortfall * interest.ratePercentPerMonth * months) / 100;
        if (amount > 0) {
          interest234C += amount;
          steps.push({
            label: m.interest234C(m.quarters[i], months),
            amount,
            section: '234C',
            section2025: '425',
            note: m.shortfall(shortfall),
          });
        }
      }
      notes.push(m.interestNote);
    } else {
      notes.push(m.notLiableNoInterest);
    }
  }

  return {
    financialYear,
    totalTaxLiability,
    tdsDeducted,
    balanceAfterTds,
    refundDue,
    liable,
    advanceTaxDue,
    quarters: { q1: l1.instalment, q2: l2.instalment, q3: l3.instalment, q4: l4.instalment },
    schedule,
    ...(interest234C !== undefined ? { interest234C } : {}),
    steps,
    notes,
  };
}
