// computeAdvanceTax: ss.207-211 and 234C (ITA 2025 ss.403-408 and 425). Liability of 10,000 or
// more after TDS (s.208; ITA 2025 s.404); resident seniors without business income exempt
// (s.207(2); s.403(3)); cumulative 15/45/75/100 % by 15 June/September/December/March, or
// everything by 15 March for 44AD/44ADA (s.211(1)(b); s.408(2)); s.234C (s.425) interest on the
// shortfalls when the payments made are given.
import { computeIncomeTax } from './income-tax';
import { formatInr } from './format';
import { divFloor, divRoundHalfUp } from './rounding';
import { DEFAULT_FINANCIAL_YEAR, rulesFor } from './rules/index';
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

const QUARTER_LABELS = ['15 June', '15 September', '15 December', '15 March'] as const;

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

export function computeAdvanceTax(input: AdvanceTaxInput): AdvanceTaxResult {
  const financialYear = input.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const rules = rulesFor(financialYear).advanceTax;
  const notes: string[] = [];
  const steps: Step[] = [];
  if (input.financialYear === undefined)
    notes.push(`Financial year not given: ${DEFAULT_FINANCIAL_YEAR} assumed.`);

  const ageGroup = input.ageGroup ?? 'below60';
  const resident = input.residentialStatus !== 'nonResident';
  const presumptive = input.presumptive === true;
  const hasBusinessIncome = input.hasBusinessIncome === true || presumptive;

  let totalTaxLiability: number;
  if (input.estimatedTax !== undefined) {
    totalTaxLiability = whole(input.estimatedTax);
    steps.push({
      label: 'Estimated tax for the year (given, incl. cess)',
      amount: totalTaxLiability,
    });
  } else {
    const regime = input.regime ?? 'new';
    const computed = computeIncomeTax({
      ...incomeForTax(input, hasBusinessIncome),
      regime,
      financialYear,
      ageGroup,
      ...(input.residentialStatus ? { residentialStatus: input.residentialStatus } : {}),
      ...(input.deductions ? { deductions: input.deductions } : {}),
    });
    totalTaxLiability = computed.totalTax;
    if (input.regime === undefined)
      notes.push('Regime not given: the new regime (the default regime) assumed.');
    if (input.incomeType === undefined && hasBusinessIncome)
      notes.push(
        'Income type not given with business or presumptive income: the income is taken as profits of business or profession (no salary standard deduction).',
      );
    steps.push({
      label:
        regime === 'new'
          ? 'Tax for the year (new regime, incl. cess)'
          : 'Tax for the year (old regime, incl. cess)',
      amount: totalTaxLiability,
    });
  }

  const tdsDeducted = whole(input.tdsDeducted);
  const balanceAfterTds = Math.max(0, totalTaxLiability - tdsDeducted);
  const refundDue = Math.max(0, tdsDeducted - totalTaxLiability);
  steps.push({
    label: 'Less: TDS / TCS',
    amount: tdsDeducted,
    section: '209(1)(d)',
    section2025: '405(1)',
  });
  steps.push({
    label: 'Tax payable after TDS',
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
    notes.push(
      'Resident senior citizen without business or professional income: no advance tax (s.207(2); ITA 2025 s.403(3)); pay the balance before filing the return.',
    );
  } else if (!liable) {
    notes.push(
      `Tax after TDS is below ${formatInr(threshold)}: no advance tax (s.208; ITA 2025 s.404); pay any balance before filing the return.`,
    );
  }
  if (refundDue > 0)
    notes.push(`TDS exceeds the tax by ${formatInr(refundDue)}: refundable on filing the return.`);
  const advanceTaxDue = liable ? balanceAfterTds : 0;

  // Cumulative amounts rounded to whole rupees (half up); instalments are the differences, so
  // they always add up to the amount due.
  const dates = rules.schedule.value;
  const percents = presumptive ? [0, 0, 0, 100] : dates.map((d) => d.cumulativePercent);
  if (presumptive)
    notes.push(
      'Presumptive income (44AD/44ADA): the whole advance tax is due by 15 March (s.211(1)(b); ITA 2025 s.408(2)).',
    );
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
        label: `Instalment by ${QUARTER_LABELS[i]} (${line.cumulativePercent} % cumulative)`,
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
            label: `Interest u/s 234C: shortfall by ${QUARTER_LABELS[i]} × 1 % × ${months} month(s)`,
            amount,
            section: '234C',
            section2025: '425',
            note: `shortfall ${formatInr(shortfall)}`,
          });
        }
      }
      notes.push(
        's.234C interest: shortfalls rounded down to a multiple of 100 (Rule 119A(b) of the Income-tax Rules 1962, as commonly applied; not confirmed by a stored source); the exceptions for unforeseen capital gains and first-year business income are not modelled; s.234B interest (ITA 2025 s.424) is not computed.',
      );
    } else {
      notes.push('Not liable to advance tax: no interest u/s 234C.');
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
