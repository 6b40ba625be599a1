// interestAndBalance: the taxes paid for a year, interest u/s 234A (late return), 234B (advance tax
// short of 90 %) and 234C (instalments deferred), the fee u/s 234F, and the balance payable or
// refundable; ITA 2025 ss.423, 424, 425 and 428. The tax on total income comes from the caller:
// taxes paid change only the interest and the balance, never that tax.
import { type CalendarDate, daysInMonth, formatIsoDate, parseIsoDate } from './dates';
import { divFloor } from './rounding';
import { rulesFor } from './rules/index';
import { EN, type EngineText } from './text/en/index';
import type {
  AdvanceTaxPaid,
  FinancialYear,
  InterestAndFee,
  Step,
  TaxRules,
  TaxesPaidInput,
  TaxesPaidSummary,
} from './types';

export interface InterestInput {
  readonly financialYear: FinancialYear;
  /** Tax on total income for the year: after rebate, with surcharge and cess (s.288B-rounded). */
  readonly totalTax: number;
  /** Total income (s.288A-rounded): the 234F fee is 1,000 when it is at most 5,00,000. */
  readonly totalIncome: number;
  /** Income exceeds the basic exemption limit (a return is required; no 234F otherwise). */
  readonly returnRequired: boolean;
  readonly hasBusinessIncome: boolean;
  /** All business income is presumptive under 44AD/44ADA: the one 15 March instalment (s.211(1)(b)). */
  readonly presumptiveOnly: boolean;
  /** Resident senior (60+) without business income: not liable to advance tax (s.207(2)). */
  readonly seniorExemptFromAdvanceTax: boolean;
  readonly taxesPaid?: TaxesPaidInput;
  /** ISO date; default: filed on the due date. */
  readonly returnFiledOn?: string;
  /** Overrides the year's default due date (audit and transfer-pricing cases, extensions). */
  readonly returnDueDate?: string;
}

export interface InterestOutcome {
  readonly interest: InterestAndFee;
  readonly taxesPaid: TaxesPaidSummary;
  /** totalTax + 234A + 234B + 234C + 234F − TDS − TCS − advance tax − self-assessment tax. Negative = refund. */
  readonly balancePayable: number;
  readonly dueDate: string;
  readonly filedLate: boolean;
  readonly steps: Step[];
  readonly notes: string[];
}

/**
 * For the caller to add where the year has capital gains, dividends, lottery-type winnings or a
 * first year of business: the s.234C exception for such income is not modelled.
 */
export const INTEREST_234C_EXCEPTIONS_NOTE =
  's.234C (ITA 2025 s.425): no interest is due on a shortfall caused by capital gains, dividends, lottery and similar winnings, or business income of the first year, arising after an instalment date, when their tax is paid in the later instalments or by 31 March. That exception is not modelled: the s.234C interest shown may be too high.';

// ---------------------------------------------------------------------------------------------
// Dates

function parseDate(value: string, what: string): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`${what} is not an ISO calendar date (YYYY-MM-DD): ${value}`);
  return parsed;
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function nextDay(date: string): string {
  const d = parseDate(date, 'Date');
  if (d.day < daysInMonth(d.year, d.month)) return formatIsoDate({ ...d, day: d.day + 1 });
  if (d.month < 12) return formatIsoDate({ year: d.year, month: d.month + 1, day: 1 });
  return formatIsoDate({ year: d.year + 1, month: 1, day: 1 });
}

function isLastDayOfMonth(date: string): boolean {
  const d = parseDate(date, 'Date');
  return d.day === daysInMonth(d.year, d.month);
}

/** Last day of the n-th month of a period that starts on `start`: the day before the same date n months on (or that month's last day when the date does not exist there). */
function lastDayOfMonthN(start: CalendarDate, n: number): CalendarDate {
  const index = start.year * 12 + (start.month - 1) + n;
  if (start.day === 1) {
    const year = Math.floor((index - 1) / 12);
    const month = ((index - 1) % 12) + 1;
    return { year, month, day: daysInMonth(year, month) };
  }
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(start.day - 1, daysInMonth(year, month)) };
}

/**
 * Months charged for interest "for every month or part of a month" (Rule 119A(b)) over the period
 * from `firstDay` to `lastDay`, both inclusive: 1 April to 15 September is 6; 0 when `lastDay` is
 * before `firstDay`. A month runs to the day before the same date of the next month.
 */
export function interestMonths(firstDay: string, lastDay: string): number {
  const a = parseDate(firstDay, 'First day');
  const b = parseDate(lastDay, 'Last day');
  if (compareDates(b, a) < 0) return 0;
  let n = Math.max(1, (b.year - a.year) * 12 + (b.month - a.month));
  while (compareDates(lastDayOfMonthN(a, n), b) < 0) n += 1;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Amounts

function rupees(value: number | undefined): number {
  return value && value > 0 ? Math.trunc(value) : 0;
}

/** Rule 119A(c): the amount interest is computed on, rounded down to a multiple of `multiple`. */
function roundDownTo(amount: number, multiple: number): number {
  return amount <= 0 ? 0 : divFloor(amount, multiple) * multiple;
}

export function defaultReturnDueDate(
  financialYear: FinancialYear,
  hasBusinessIncome: boolean,
): string {
  const dates = rulesFor(financialYear).interest.returnDueDate.value;
  return hasBusinessIncome ? dates.businessNotAudited : dates.withoutBusiness;
}

// ---------------------------------------------------------------------------------------------
// Taxes paid

interface DatedPayment {
  readonly date: string;
  readonly amount: number;
}

interface TaxesPaidSplit {
  readonly tds: number;
  readonly tcs: number;
  /** Paid inside the financial year: advance tax (s.207/s.211; ITA 2025 s.403/s.408). */
  readonly advance: readonly DatedPayment[];
  readonly advanceTotal: number;
  /** Paid after 31 March, with the tax paid on the filing date: self-assessment tax. */
  readonly selfAssessment: readonly DatedPayment[];
  readonly selfAssessmentTotal: number;
}

/**
 * Sorts the payments by what they are in law: advance tax is tax paid during the financial year
 * (s.207), so a payment after 31 March is self-assessment tax and one before 1 April is not tax
 * of this year at all (left out, with a note).
 */
function splitTaxesPaid(
  paid: TaxesPaidInput | undefined,
  rules: TaxRules,
  filedOn: string,
  notes: string[],
  t: EngineText,
): TaxesPaidSplit {
  const x = t.interest;
  const { start, end } = rules.period;
  const advance: DatedPayment[] = [];
  const selfAssessment: DatedPayment[] = [];
  let afterFiling = 0;
  for (const payment of paid?.advanceTax ?? ([] as readonly AdvanceTaxPaid[])) {
    parseDate(payment.date, 'Advance tax date');
    const amount = rupees(payment.amount);
    if (amount === 0) continue;
    if (payment.date < start) {
      notes.push(x.paidBeforeYear(amount, payment.date, rules.financialYear));
    } else if (payment.date <= end) {
      advance.push({ date: payment.date, amount });
    } else {
      selfAssessment.push({ date: payment.date, amount });
      notes.push(x.paidAfterYear(amount, payment.date, x.cite(rules.advanceTax.schedule.citation)));
    }
    if (payment.date > filedOn) afterFiling += amount;
  }
  const filedWith = rupees(paid?.selfAssessmentTax);
  if (filedWith > 0) selfAssessment.push({ date: filedOn, amount: filedWith });
  selfAssessment.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (afterFiling > 0) notes.push(x.paidAfterFiling(afterFiling));
  return {
    tds: rupees(paid?.tds),
    tcs: rupees(paid?.tcs),
    advance,
    advanceTotal: advance.reduce((sum, p) => sum + p.amount, 0),
    selfAssessment,
    selfAssessmentTotal: selfAssessment.reduce((sum, p) => sum + p.amount, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Interest and fee

interface InterestLine {
  readonly amount: number;
  readonly note: string;
}

const NONE: InterestLine = { amount: 0, note: '' };

/** s.234A (ITA 2025 s.423): 1 % a month or part from the day after the due date to filing. */
function interest234A(
  totalTax: number,
  paid: TaxesPaidSplit,
  dueDate: string,
  filedOn: string,
  rules: TaxRules,
  t: EngineText,
): InterestLine {
  if (filedOn <= dueDate) return NONE;
  // Self-assessment tax paid by the due date reduces the base (Prannoy Roy; Circular 2/2015).
  const paidByDueDate = paid.selfAssessment
    .filter((p) => p.date <= dueDate)
    .reduce((sum, p) => sum + p.amount, 0);
  const unpaid = totalTax - paid.advanceTotal - paid.tds - paid.tcs - paidByDueDate;
  const base = roundDownTo(unpaid, rules.interest.amountRounding.value.roundedDownTo);
  const months = interestMonths(nextDay(dueDate), filedOn);
  const rate = rules.interest.interest234A.value.ratePercentPerMonth;
  return {
    amount: (base * rate * months) / 100,
    note: t.interest.interestPart(rate, months, base),
  };
}

/** Advance tax liability (s.208, s.207(2)); the reason when there is none. */
function advanceTaxLiability(
  taxAfterCredits: number,
  input: InterestInput,
  rules: TaxRules,
  t: EngineText,
): string | undefined {
  const advance = rules.advanceTax;
  if (input.seniorExemptFromAdvanceTax)
    return t.interest.seniorNotLiable(t.interest.cite(advance.seniorExemption.citation));
  const threshold = advance.threshold.value.amount;
  if (taxAfterCredits < threshold)
    return t.interest.belowThreshold(threshold, t.interest.cite(advance.threshold.citation));
  return undefined;
}

/**
 * s.234B (ITA 2025 s.424): advance tax below 90 % of the assessed tax bears 1 % a month or part
 * from 1 April after the year to the filing date, on the shortfall; self-assessment tax reduces
 * the shortfall from the month after the month it is paid in (s.234B(2)).
 */
function interest234B(
  assessedTax: number,
  paid: TaxesPaidSplit,
  filedOn: string,
  rules: TaxRules,
  t: EngineText,
): InterestLine {
  const r = rules.interest.interest234B.value;
  if (paid.advanceTotal * 100 >= assessedTax * r.advanceTaxPaidPercent) return NONE;
  const roundTo = rules.interest.amountRounding.value.roundedDownTo;
  const from = nextDay(rules.period.end);
  const lastMonth = interestMonths(from, filedOn);
  let shortfall = assessedTax - paid.advanceTotal;
  let month = 1;
  let amount = 0;
  const parts: string[] = [];
  const charge = (toMonth: number) => {
    const months = toMonth - month + 1;
    const base = roundDownTo(shortfall, roundTo);
    if (months <= 0 || base === 0) return;
    amount += (base * r.ratePercentPerMonth * months) / 100;
    parts.push(t.interest.interestPart(r.ratePercentPerMonth, months, base));
  };
  for (const payment of paid.selfAssessment) {
    const paidInMonth = interestMonths(from, payment.date);
    if (paidInMonth >= lastMonth) break;
    charge(paidInMonth);
    month = paidInMonth + 1;
    shortfall -= payment.amount;
  }
  charge(lastMonth);
  return { amount, note: parts.join(' + ') };
}

/**
 * s.234C (ITA 2025 s.425): shortfalls of the cumulative advance tax paid by each instalment date
 * against 15/45/75/100 % of the tax due on the returned income, as computeAdvanceTax does; 44AD/
 * 44ADA assessees only the 15 March test.
 */
function interest234C(
  taxDue: number,
  paid: TaxesPaidSplit,
  presumptiveOnly: boolean,
  rules: TaxRules,
  t: EngineText,
): InterestLine {
  const advance = rules.advanceTax;
  const r = advance.interest234C.value;
  const roundTo = advance.shortfallRounding.value.roundedDownTo;
  const schedule = advance.schedule.value;
  let amount = 0;
  const parts: string[] = [];
  for (let i = 0; i < schedule.length; i++) {
    if (presumptiveOnly && i < schedule.length - 1) continue;
    const instalment = schedule[i] as (typeof schedule)[number];
    const dueDate = presumptiveOnly ? advance.presumptiveDueDate.value.dueDate : instalment.dueDate;
    const required = presumptiveOnly ? 100 : instalment.cumulativePercent;
    let cumulativePaid = 0;
    for (const p of paid.advance) if (p.date <= dueDate) cumulativePaid += p.amount;
    const harbour = presumptiveOnly ? undefined : r.safeHarbourPercent[i];
    if (harbour !== undefined && cumulativePaid * 100 >= taxDue * harbour) continue;
    // Shortfall in hundredths of a rupee, then rounded down to a multiple of 100 rupees.
    const shortfallHundredths = taxDue * required - cumulativePaid * 100;
    if (shortfallHundredths <= 0) continue;
    const shortfall = divFloor(shortfallHundredths, 100 * roundTo) * roundTo;
    const months = r.months[i] as number;
    if (shortfall === 0) continue;
    amount += (shortfall * r.ratePercentPerMonth * months) / 100;
    parts.push(t.interest.instalmentPart(dueDate, r.ratePercentPerMonth, months, shortfall));
  }
  return { amount, note: parts.join(' + ') };
}

/** s.234F (ITA 2025 s.428(a)): a return required and filed after the due date. */
function lateFee234F(input: InterestInput, filedLate: boolean, rules: TaxRules): number {
  if (!filedLate || !input.returnRequired) return 0;
  const fee = rules.interest.lateFee234F.value;
  return rupees(input.totalIncome) <= fee.smallIncomeUpTo ? fee.smallIncomeFee : fee.fee;
}

// ---------------------------------------------------------------------------------------------
// The whole

export function interestAndBalance(
  input: InterestInput,
  // English when not given, as for a direct call from a test.
  t: EngineText = EN,
): InterestOutcome {
  const x = t.interest;
  const rules = rulesFor(input.financialYear);
  const notes: string[] = [];
  const steps: Step[] = [];
  const totalTax = rupees(input.totalTax);

  const dueDate =
    input.returnDueDate ?? defaultReturnDueDate(input.financialYear, input.hasBusinessIncome);
  parseDate(dueDate, 'Return due date');
  const filedOn = input.returnFiledOn ?? dueDate;
  parseDate(filedOn, 'Return filing date');
  if (filedOn <= rules.period.end)
    throw new RangeError(
      `A return for FY ${input.financialYear} cannot be filed before the year ends: ${filedOn}`,
    );
  const filedLate = filedOn > dueDate;
  if (input.returnDueDate === undefined) {
    const citation = rules.interest.returnDueDate.citation;
    notes.push(
      filedLate
        ? x.dueDateLate(dueDate, x.cite(citation), citation.note ?? '')
        : x.dueDate(dueDate, x.cite(citation)),
    );
  }
  if (input.returnFiledOn === undefined) notes.push(x.filedOnDueDate(dueDate));
  const belatedLimit = `${rules.period.end.slice(0, 4)}-12-31`;
  if (filedOn > belatedLimit) notes.push(x.updatedReturnOnly(belatedLimit));

  const paid = splitTaxesPaid(input.taxesPaid, rules, filedOn, notes, t);
  const taxAfterCredits = Math.max(0, totalTax - paid.tds - paid.tcs);

  const a = interest234A(totalTax, paid, dueDate, filedOn, rules, t);
  const notLiable = advanceTaxLiability(taxAfterCredits, input, rules, t);
  if (notLiable) notes.push(notLiable);
  const b = notLiable ? NONE : interest234B(taxAfterCredits, paid, filedOn, rules, t);
  const c = notLiable ? NONE : interest234C(taxAfterCredits, paid, input.presumptiveOnly, rules, t);
  const f = lateFee234F(input, filedLate, rules);
  if (filedLate && !input.returnRequired) notes.push(x.noReturnRequired);
  if (a.amount > 0 && !isLastDayOfMonth(dueDate)) notes.push(x.months234A);
  if (b.amount > 0) notes.push(x.interest234BToFiling);

  const interest: InterestAndFee = { s234A: a.amount, s234B: b.amount, s234C: c.amount, s234F: f };
  if (a.amount > 0)
    steps.push({
      label: x.line234A,
      amount: a.amount,
      section: '234A',
      section2025: '423',
      note: a.note,
    });
  if (b.amount > 0)
    steps.push({
      label: x.line234B,
      amount: b.amount,
      section: '234B',
      section2025: '424',
      note: b.note,
    });
  if (c.amount > 0)
    steps.push({
      label: x.line234C,
      amount: c.amount,
      section: '234C',
      section2025: '425',
      note: c.note,
    });
  if (f > 0)
    steps.push({
      label: x.line234F,
      amount: f,
      section: '234F',
      section2025: '428',
    });

  const taxesPaid: TaxesPaidSummary = {
    tds: paid.tds,
    tcs: paid.tcs,
    advanceTax: paid.advanceTotal,
    selfAssessmentTax: paid.selfAssessmentTotal,
    total: paid.tds + paid.tcs + paid.advanceTotal + paid.selfAssessmentTotal,
  };
  if (taxesPaid.tds > 0) steps.push({ label: x.lessTds, amount: taxesPaid.tds });
  if (taxesPaid.tcs > 0) steps.push({ label: x.lessTcs, amount: taxesPaid.tcs });
  if (taxesPaid.advanceTax > 0)
    steps.push({ label: x.lessAdvanceTax, amount: taxesPaid.advanceTax });
  if (taxesPaid.selfAssessmentTax > 0)
    steps.push({ label: x.lessSelfAssessment, amount: taxesPaid.selfAssessmentTax });

  const balancePayable = totalTax + a.amount + b.amount + c.amount + f - taxesPaid.total;
  steps.push(
    balancePayable >= 0
      ? { label: x.balancePayable, amount: balancePayable }
      : { label: x.refundDue, amount: -balancePayable },
  );
  return { interest, taxesPaid, balancePayable, dueDate, filedLate, steps, notes };
}
