// English working lines and notes of deductions.ts (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';

export const DEDUCTIONS_EN = {
  less80C: 'Less: 80C + 80CCC + 80CCD(1)',
  less80CCD1B: 'Less: own NPS contribution',
  less80CCD2: "Less: employer's NPS contribution",
  less80D: 'Less: health insurance (self and family)',
  less80DParents: 'Less: health insurance (parents)',
  less80DD: 'Less: maintenance of a dependant with a disability',
  less80DDB: 'Less: treatment of a specified disease',
  less80TTA: 'Less: savings-account interest',
  less80TTB: 'Less: deposit interest (senior citizen)',
  less80E: 'Less: education-loan interest',
  less80EE: 'Less: first-home loan interest',
  less80EEA: 'Less: affordable-housing loan interest',
  less80G: 'Less: donations',
  less80GG: 'Less: rent paid without HRA',
  less80U: 'Less: own disability',

  employerNpsOnGross:
    'Basic + DA not given: the 80CCD(2) limit is computed on the gross salary, an upper bound (the law uses basic + DA), and kept within the income from salary.',
  employerNpsNoSalary:
    'Employer NPS contribution (80CCD(2)) needs a salary or basic + DA: not allowed.',
  tta80Senior:
    'Resident senior citizens cannot claim 80TTA (s.80TTA(2)); claim deposit interest under 80TTB instead.',
  ttb80NotSenior: '80TTB is only for resident senior citizens (60 or more): not allowed.',
  ee80Conditions:
    '80EE: only for interest on a loan sanctioned 1 April 2016 to 31 March 2017 (loan up to 35 lakh, house up to 50 lakh, no other house then owned): these conditions are not checked.',
  eea80Conditions:
    '80EEA: only for interest on a loan sanctioned 1 April 2019 to 31 March 2022 (stamp-duty value up to 45 lakh, no other house then owned): these conditions are not checked.',
  eea80With80EE:
    '80EEA is not allowed to anyone eligible for 80EE (s.80EEA(1)): only 80EE allowed.',
  gg80WithHra: '80GG is not allowed when an HRA is received (s.80GG): not allowed.',
  gg80And80G:
    'DOUBT: 80GG and 80G each limit themselves by the income left after the other. The engine computes 80GG first, on total income before 80G, and the 80G qualifying limit after 80GG, because s.80G(4) reduces its base by every other Chapter VI-A deduction; the Act fixes no order and the ITR utility was not checked.',

  // `what` and `section` of the shared cap note (t.common.capNote).
  capWhat80CGroup: '80C + 80CCC + 80CCD(1)',
  capWhat80D: '80D (self and family)',
  capWhat80DParents: '80D (parents)',
  cap80CGroup: 's.80C/80CCE',
  cap80CCD1B: 's.80CCD(1B)',
  cap80D: 's.80D',
  cap80TTA: 's.80TTA',
  cap80TTB: 's.80TTB',
  cap80DDB: 's.80DDB',
  cap80EE: 's.80EE',
  cap80EEA: 's.80EEA',
  cap80CCD2: (percent: number, onBasicPlusDa: boolean) =>
    `s.80CCD(2): ${percent} % of ${onBasicPlusDa ? 'basic + DA' : 'gross salary'}`,
  cap80CCD1: (percent: number, base: 'income' | 'basicPlusDa' | 'grossSalary') =>
    `s.80CCD(1): ${percent} % of ${
      base === 'income'
        ? 'gross total income other than special-rate income'
        : base === 'basicPlusDa'
          ? 'basic + DA'
          : 'gross salary (basic + DA not given: an upper bound)'
    }`,

  // Refused claims are listed by section (capWhat80DParents for the parents' 80D).
  notForHuf: (names: readonly string[]) =>
    `A Hindu undivided family cannot claim ${names.join(', ')} (individuals only): not allowed.`,
  notForNonResident: (names: readonly string[]) =>
    `${names.join(', ')}: residents only: not allowed to a non-resident.`,

  rent80GG: (
    yearLimit: number,
    percentOfIncome: number,
    adjustedTotalIncome: number,
    quarter: number,
    rent: number,
    percentRentExcess: number,
    excess: number,
    allowed: number,
  ) =>
    `80GG: least of ${formatInr(yearLimit)} a year, ${percentOfIncome} % of the adjusted total income ${formatInr(adjustedTotalIncome)} (${formatInr(quarter)}) and rent ${formatInr(rent)} less ${percentRentExcess} % of that income (${formatInr(excess)}): ${formatInr(allowed)}.`,
  donations80GLimited: (
    limited: number,
    percentQualifying: number,
    adjustedGross: number,
    qualifying: number,
  ) =>
    `80G: donations with a qualifying limit ${formatInr(limited)} count only up to ${percentQualifying} % of the adjusted gross total income ${formatInr(adjustedGross)} (${formatInr(qualifying)}), the 100 % donations first (s.80G(4)).`,
  grossTotalIncomeLimit: (claimed: number, total: number) =>
    `Chapter VI-A deductions ${formatInr(claimed)} limited to ${formatInr(total)}: they cannot exceed gross total income other than special-rate gains (s.80A(2), s.111A/112/112A).`,
};

export type DeductionsText = typeof DEDUCTIONS_EN;
