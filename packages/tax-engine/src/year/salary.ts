// Income from salary (s.15-17; ITA 2025 ss.15-19): gross salary less the exempt HRA (s.10(13A),
// old regime only), the standard deduction (s.16(ia); ITA 2025 s.19(1)) and professional tax
// (s.16(iii), old regime only, at most 2,500 under Article 276(2)).
import type { CompiledRegime, CompiledYear } from '../compiled';
import { hraExemption } from '../hra';
import { EN, type EngineText } from '../text/en/index';
import type { FinancialYear, IncomeTaxInput, Step } from '../types';
import { whole } from './common';

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
function exemptHra(
  input: IncomeTaxInput,
  ctx: SalaryContext,
  notes: string[],
  t: EngineText,
): number {
  const details = input.salaryDetails;
  if (details && whole(details.hraReceived) > 0) {
    if (whole(input.deductions?.hra) > 0) notes.push(t.salary.hraTwice);
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
        t.salary.exemptHra(
          hra.exemptHra,
          hra.limbs.actualHra,
          hra.limbs.rentMinusTenPercent,
          hra.percentApplied,
          hra.limbs.percentOfSalary,
        ),
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
  // English when not given, as for a direct call from a test.
  t: EngineText = EN,
): SalaryHead {
  const s = t.salary;
  const details = input.salaryDetails;
  const isSalary = input.incomeType !== 'other';
  if (isSalary && ctx.huf && whole(input.annualIncome) > 0) notes.push(s.hufSalary);
  const gross = isSalary && !ctx.huf ? whole(input.annualIncome) : 0;
  const detailBase = details ? whole(details.basic) + whole(details.dearnessAllowance) : 0;
  const basicPlusDa = detailBase > 0 ? detailBase : whole(input.basicPlusDa);
  const receivesHra = whole(details?.hraReceived) > 0 || whole(input.deductions?.hra) > 0;
  let disallowedInNew = false;

  const hraClaim = gross > 0 ? exemptHra(input, ctx, notes, t) : 0;
  let hra = 0;
  if (hraClaim > 0) {
    if (!ctx.isOld) disallowedInNew = true;
    else {
      hra = Math.min(hraClaim, gross);
      if (hra < hraClaim) notes.push(t.common.capNote(s.capWhatHra, hraClaim, hra, s.capHra));
    }
  }
  const standardDeduction = gross > 0 ? Math.min(ctx.R.standardDeduction, gross - hra) : 0;

  let ptClaim = whole(input.deductions?.professionalTax);
  const ptDetail = whole(details?.professionalTax);
  if (ptDetail > 0) {
    if (ptClaim > 0) notes.push(s.professionalTaxTwice);
    ptClaim = ptDetail;
  }
  let professionalTax = 0;
  if (ptClaim > 0 && gross > 0) {
    if (!ctx.isOld) disallowedInNew = true;
    else {
      const capped = Math.min(ptClaim, ctx.y.limitProfessionalTax);
      if (capped < ptClaim)
        notes.push(
          t.common.capNote(s.capWhatProfessionalTax, ptClaim, capped, s.capProfessionalTax),
        );
      professionalTax = Math.min(capped, gross - hra - standardDeduction);
    }
  }
  const income = gross - hra - standardDeduction - professionalTax;
  if (gross > 0) {
    steps.push({ label: s.grossSalary, amount: gross, section: '17', section2025: '16' });
    if (hra > 0) steps.push({ label: s.lessHra, amount: hra, section: '10(13A)' });
    steps.push({
      label: s.lessStandardDeduction,
      amount: standardDeduction,
      section: '16(ia)',
      section2025: '19(1)',
    });
    if (professionalTax > 0)
      steps.push({
        label: s.lessProfessionalTax,
        amount: professionalTax,
        section: '16(iii)',
        section2025: '19(1)',
      });
    steps.push({ label: s.salaryIncome, amount: income, section: '15', section2025: '15' });
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
