// English working lines and notes of interest.ts (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';
import type { Citation } from '../../types';

export const INTEREST_EN = {
  /** A rule's citation in both Acts, e.g. "s.211(1)(a); ITA 2025 s.408(1)". */
  cite: (c: Citation) =>
    c.act2025 ? `${c.act1961}; ITA 2025 ${c.act2025}` : (c.act1961 ?? c.financeAct),
  // Working lines
  line234A: 'Interest u/s 234A (return after the due date)',
  line234B: 'Interest u/s 234B (advance tax below 90 %)',
  line234C: 'Interest u/s 234C (instalments deferred)',
  line234F: 'Fee u/s 234F (return after the due date)',
  lessTds: 'Less: TDS',
  lessTcs: 'Less: TCS',
  lessAdvanceTax: 'Less: advance tax',
  lessSelfAssessment: 'Less: self-assessment tax',
  balancePayable: 'Balance payable',
  refundDue: 'Refund due',
  /** One part of an interest line's working: "1 % × 3 month(s) on ₹10,000". */
  interestPart: (ratePercent: number, months: number, base: number) =>
    `${ratePercent} % × ${months} month(s) on ${formatInr(base)}`,
  /** The same for an instalment of s.234C, led by its due date. */
  instalmentPart: (dueDate: string, ratePercent: number, months: number, shortfall: number) =>
    `${dueDate}: ${ratePercent} % × ${months} month(s) on ${formatInr(shortfall)}`,
  // Notes
  /** `ruleNote` is the rule table's own note on the due date, shown as it is. */
  dueDateLate: (dueDate: string, cite: string, ruleNote: string) =>
    `Due date ${dueDate} (${cite}): ${ruleNote}`,
  dueDate: (dueDate: string, cite: string) =>
    `Due date ${dueDate} (${cite}); give the due date for audit or transfer-pricing cases.`,
  filedOnDueDate: (dueDate: string) => `Return taken as filed on the due date, ${dueDate}.`,
  updatedReturnOnly: (limit: string) =>
    `A return after ${limit} can only be an updated return (s.139(8A); ITA 2025 s.263(6)), with additional tax: not modelled.`,
  paidBeforeYear: (amount: number, date: string, financialYear: string) =>
    `${formatInr(amount)} dated ${date} was paid before FY ${financialYear} began: it is not advance tax for this year (s.207) and is not counted.`,
  paidAfterYear: (amount: number, date: string, cite: string) =>
    `${formatInr(amount)} paid on ${date}, after 31 March, is not advance tax (${cite}): counted as self-assessment tax.`,
  paidAfterFiling: (amount: number) =>
    `${formatInr(amount)} was paid after the return was filed: counted as paid; interest is computed only to the filing date (interest on tax still unpaid then, charged when the return is processed, is not modelled).`,
  seniorNotLiable: (cite: string) =>
    `Resident senior citizen without business income: not liable to advance tax (${cite}), so no interest u/s 234B or 234C.`,
  belowThreshold: (threshold: number, cite: string) =>
    `Tax after TDS and TCS is below ${formatInr(threshold)}: not liable to advance tax (${cite}), so no interest u/s 234B or 234C.`,
  noReturnRequired:
    'Income not above the basic exemption limit: no return is required, so no fee u/s 234F.',
  months234A:
    's.234A months are counted from the day after the due date, each month ending the day before the same date of the next month; the department may count calendar months.',
  interest234BToFiling:
    's.234B interest runs to the filing date, with self-assessment tax taken as paid with the return; tax still unpaid after filing bears interest until the return is processed (not modelled).',
};

export type InterestText = typeof INTEREST_EN;
