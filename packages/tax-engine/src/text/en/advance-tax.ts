// English working lines and notes of advance-tax.ts (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';

export const ADVANCE_TAX_EN = {
  /** The four due dates, as the instalment lines name them. */
  quarters: ['15 June', '15 September', '15 December', '15 March'] as [
    string,
    string,
    string,
    string,
  ],
  estimatedTax: 'Estimated tax for the year (given, incl. cess)',
  regimeAssumed: 'Regime not given: the new regime (the default regime) assumed.',
  businessIncomeAssumed:
    'Income type not given with business or presumptive income: the income is taken as profits of business or profession (no salary standard deduction).',
  taxNewRegime: 'Tax for the year (new regime, incl. cess)',
  taxOldRegime: 'Tax for the year (old regime, incl. cess)',
  lessTds: 'Less: TDS / TCS',
  payableAfterTds: 'Tax payable after TDS',
  seniorExempt:
    'Resident senior citizen without business or professional income: no advance tax (s.207(2); ITA 2025 s.403(3)); pay the balance before filing the return.',
  belowThreshold: (threshold: number) =>
    `Tax after TDS is below ${formatInr(threshold)}: no advance tax (s.208; ITA 2025 s.404); pay any balance before filing the return.`,
  refund: (amount: number) =>
    `TDS exceeds the tax by ${formatInr(amount)}: refundable on filing the return.`,
  presumptiveBy15March:
    'Presumptive income (44AD/44ADA): the whole advance tax is due by 15 March (s.211(1)(b); ITA 2025 s.408(2)).',
  instalment: (dueBy: string | undefined, cumulativePercent: number) =>
    `Instalment by ${dueBy} (${cumulativePercent} % cumulative)`,
  interest234C: (dueBy: string | undefined, months: number) =>
    `Interest u/s 234C: shortfall by ${dueBy} × 1 % × ${months} month(s)`,
  shortfall: (amount: number) => `shortfall ${formatInr(amount)}`,
  interestNote:
    's.234C interest: shortfalls rounded down to a multiple of 100 (Rule 119A(b) of the Income-tax Rules 1962, as commonly applied; not confirmed by a stored source); the exceptions for unforeseen capital gains and first-year business income are not modelled; s.234B interest (ITA 2025 s.424) is not computed.',
  notLiableNoInterest: 'Not liable to advance tax: no interest u/s 234C.',
};

export type AdvanceTaxText = typeof ADVANCE_TAX_EN;
