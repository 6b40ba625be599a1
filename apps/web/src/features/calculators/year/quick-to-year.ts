// The quick calculator's figures as the start of a whole year (kept free of zod and the engine:
// the quick calculator is on the page's first load).
import type { CompareRequest } from '@taxguide/contracts/calculators';
import { parseAmount } from '../inputs';

const DEDUCTION_KEYS = [
  'section80C',
  'section80D',
  'hra',
  'homeLoanInterest',
  'section80CCD1B',
  'section80CCD2',
  'section80TTA',
  'section80TTB',
  'section80E',
  'section80G',
] as const;

const positive = (text: string | undefined) => {
  const amount = parseAmount(text);
  return amount !== undefined && Number.isFinite(amount) && amount > 0 ? amount : undefined;
};

/** The quick form's values (field key → text, as in its share URL) as a year's request. */
export function quickToYear(values: Record<string, string>): Partial<CompareRequest> {
  const request: Record<string, unknown> = {};
  const income = positive(values.annualIncome);
  if (income !== undefined) request.annualIncome = income;
  if (values.financialYear) request.financialYear = values.financialYear;
  if (values.ageGroup) request.ageGroup = values.ageGroup;
  if (values.residentialStatus) request.residentialStatus = values.residentialStatus;
  // The quick form sends "salaried" only when ticked.
  request.incomeType = values.salaried === '1' ? 'salary' : 'other';
  const other = positive(values.otherIncome);
  if (other !== undefined) request.otherIncome = other;
  const deductions = Object.fromEntries(
    DEDUCTION_KEYS.map((key) => [key, positive(values[key])]).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(deductions).length > 0) request.deductions = deductions;
  return request as Partial<CompareRequest>;
}
