// English working lines and notes of year/salary.ts (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';

export const SALARY_EN = {
  grossSalary: 'Gross salary',
  lessHra: 'Less: exempt house rent allowance',
  lessStandardDeduction: 'Less: standard deduction',
  lessProfessionalTax: 'Less: professional tax',
  salaryIncome: 'Income from salary',
  hufSalary:
    'A Hindu undivided family cannot earn a salary: the annual income is taken as income from other sources.',
  hraTwice:
    'Exempt HRA worked out from salaryDetails (Rule 2A); deductions.hra is ignored so it is not counted twice.',
  professionalTaxTwice:
    'Professional tax taken from salaryDetails; deductions.professionalTax is ignored so it is not counted twice.',
  exemptHra: (
    exempt: number,
    received: number,
    rentLess: number,
    percent: number,
    ofSalary: number,
  ) =>
    `Exempt HRA ${formatInr(exempt)}: the least of HRA received ${formatInr(received)}, rent less 10 % of salary ${formatInr(rentLess)} and ${percent} % of salary ${formatInr(ofSalary)} (s.10(13A), Rule 2A).`,
  // `what` and `section` of the shared cap note (t.common.capNote).
  capWhatHra: 'Exempt HRA',
  capHra: 's.10(13A): not more than the salary',
  capWhatProfessionalTax: 'Professional tax',
  capProfessionalTax: 'Article 276(2) of the Constitution',
};

export type SalaryText = typeof SALARY_EN;
