// English working lines and notes of compare.ts (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';

export const COMPARE_EN = {
  totalOld: 'Total tax, old regime',
  totalNew: 'Total tax, new regime',
  savingNew: 'Saving with the new regime',
  savingOld: 'Saving with the old regime',
  deductionsClaimed: 'Old-regime deductions claimed',
  breakEvenLine: 'Old-regime deductions at which the old regime wins',
  tie: 'Both regimes give the same tax: the new regime (the default regime) is shown as the winner.',
  breakEvenVaried:
    'Break-even: the one thing varied is the TOTAL of old-regime deductions and exemptions (standard deduction, exempt HRA, professional tax, self-occupied interest and Chapter VI-A, taken together against slab income); incomes and special-rate gains stay as given. Caps still apply to each real deduction.',
  oldUnavailable:
    'The return is filed after the due date, so the old regime cannot be chosen (s.115BAC(6); ITA 2025 s.202(6)): the new regime applies. The old-regime figures are for information.',
  noBreakEven: 'No amount of old-regime deductions makes the old regime cheaper here.',
  breakEven: (newTax: number, breakEven: number, claimed: number) =>
    `The old regime's tax falls below the new regime's (${formatInr(newTax)}) once old-regime deductions total ${formatInr(breakEven)} or more; this input claims ${formatInr(claimed)}.`,
};

export type CompareText = typeof COMPARE_EN;
