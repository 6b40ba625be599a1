// Income from salary (s.15-17; ITA 2025 ss.15-19): gross salary less the exempt HRA (s.10(13A),
// old regime only), the standard deduction (s.16(ia); ITA 2025 s.19(1)) and professional tax
// (s.16(iii), old regime only, at most 2,500 under Article 276(2)).
import type { CompiledRegime, CompiledYear } from '../compiled';
import { formatInr } from '../format';
import { hraExemption } from '../hra';
import type { FinancialYear, IncomeTaxInput, Step } from '../types';
import { capNote, whole } from './common';

const L_GROSS_SALARY = 'Gross salary';
const L_HRA = 'Less: exempt house rent allowance';
const L_SD = 'Less: standard deduction';
const L_PT = 'Less: professional tax';
const L_SALARY = 'Income from salary';
const N_HUF_SALARY =
  'A Hindu undivided family cannot earn a salary: the annual income is taken as income from other sources.';
const N_HRA_BOTH =
  'Exempt HRA worked out from salaryDetails (Rule 2A); deductions.hra is ignored so it is not counted twice.';
const N_PT_BOTH =
  'Professional tax taken from salaryDetails; deductions.professionalTax is ignored so it is not counted twice.';

export interface SalaryHead {
  readonly gross: number;
  readonly hraExemption: number;
  readonly standardDeduction: number;
  readonly professionalTax: number;
  /** Income from salary after the three deductions. */
  readonly income: number;
  /** Basic + DA when given (salaryDetails or basicPlusDa), else 0: the 80CCD(2) base. */
  readonly basicPlusDa: number;
  /** An HRA is part of the salary (80GG is then not allowed). */
  readonly receivesHra: boolean;
  /** A claim was ignored because the regime is new. */
  readonly disallowedInNew: boolean;
  /** salaryDetails was given. */
  readonly detailsGiven: boolean;
}

export interface SalaryContext {
  readonly y: CompiledYear;
  readonly R: CompiledRegime;
  readonly isOld: boolean;
  readonly huf: boolean;
  readonly financialYear: FinancialYear;
}

/** The HRA exemption claimed, from salaryDetails (computed) or deductions.hra (as entered). */
function exemptHra(input: IncomeTaxInput, ctx: SalaryContext, notes: string[]): number {
  const details = input.salaryDetails;
  if (details && whole(details.hraReceived) > 0) {
    if (whole(input.deductions?.hra) > 0) notes.push(N_HRA_BOTH);
    const hra = hraExemption({
      basicSalary: whole(details.basic),
      dearnessAllowance: whole(details.dearnessAllowance),
      hraReceived: whole(details.hraReceived),
      rentPaid: whole(details.rentPaid),
      ...(details.city ? { city: details.city } : {}),
      financialYear: ctx.financialYear,
    });
    if (hra.exemptHra > 0 && ctx.isOld) {
      notes.push(
        `Exempt HRA ${formatInr(hra.exemptHra)}: the least of HRA received ${formatInr(hra.limbs.actualHra)}, rent less 10 % of salary ${formatInr(hra.limbs.rentMinusTenPercent)} and ${hra.percentApplied} % of salary ${formatInr(hra.limbs.percentOfSalary)} (s.10(13A), Rule 2A).`,
      );
    }
    return hra.exemptHra;
  }
  return whole(input.deductions?.hra);
}

export function salaryHead(
  input: IncomeTaxInput,
  ctx: SalaryContext,
  steps: Step[],
  notes: string[],
): SalaryHead {
  const details = input.salaryDetails;
  const isSalary = input.incomeType !== 'other';
  if (isSalary && ctx.huf && whole(input.annualIncome) > 0) notes.push(N_HUF_SALARY);
  const gross = isSalary && !ctx.huf ? whole(input.annualIncome) : 0;
  const detailBase = details ? whole(details.basic) + whole(details.dearnessAllowance) : 0;
  const basicPlusDa = detailBase > 0 ? detailBase : whole(input.basicPlusDa);
  const receivesHra = whole(details?.hraReceived) > 0 || whole(input.deductions?.hra) > 0;
  let disallowedInNew = false;

  const hraClaim = gross > 0 ? exemptHra(input, ctx, notes) : 0;
  let hra = 0;
  if (hraClaim > 0) {
    if (!ctx.isOld) disallowedInNew = true;
    else {
      hra = Math.min(hraClaim, gross);
      if (hra < hraClaim)
        notes.push(capNote('Exempt HRA', hraClaim, hra, 's.10(13A): not more than the salary'));
    }
  }
  const standardDeduction = gross > 0 ? Math.min(ctx.R.standardDeduction, gross - hra) : 0;

  let ptClaim = whole(input.deductions?.professionalTax);
  const ptDetail = whole(details?.professionalTax);
  if (ptDetail > 0) {
    if (ptClaim > 0) notes.push(N_PT_BOTH);
    ptClaim = ptDetail;
  }
  let professionalTax = 0;
  if (ptClaim > 0 && gross > 0) {
    if (!ctx.isOld) disallowedInNew = true;
    else {
      const capped = Math.min(ptClaim, ctx.y.limitProfessionalTax);
      if (capped < ptClaim)
        notes.push(
          capNote('Professional tax', ptClaim, capped, 'Article 276(2) of the Constitution'),
        );
      professionalTax = Math.min(capped, gross - hra - standardDeduction);
    }
  }
  const income = gross - hra - standardDeduction - professionalTax;
  if (gross > 0) {
    steps.push({ label: L_GROSS_SALARY, amount: gross, section: '17', section2025: '16' });
    if (hra > 0) steps.push({ label: L_HRA, amount: hra, section: '10(13A)' });
    steps.push({ label: L_SD, amount: standardDeduction, section: '16(ia)', section2025: '19(1)' });
    if (professionalTax > 0)
      steps.push({
        label: L_PT,
        amount: professionalTax,
        section: '16(iii)',
        section2025: '19(1)',
      });
    steps.push({ label: L_SALARY, amount: income, section: '15', section2025: '15' });
  }
  return {
    gross,
    hraExemption: hra,
    standardDeduction,
    professionalTax,
    income,
    basicPlusDa,
    receivesHra,
    disallowedInNew,
    detailsGiven: details !== undefined,
  };
}
