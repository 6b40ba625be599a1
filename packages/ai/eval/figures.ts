// The engine figures the question sets expect: the total tax on an income in one regime, FY 2026-27.
import { call } from '@taxguide/content';

export const newTax = (annualIncome: number) => ({
  calculation: call('income_tax', { annualIncome, regime: 'new', financialYear: '2026-27' }),
  field: 'totalTax',
});
export const oldTax = (annualIncome: number) => ({
  calculation: call('income_tax', { annualIncome, regime: 'old', financialYear: '2026-27' }),
  field: 'totalTax',
});
