import { compareRegimes } from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { createExplainer } from '../src/explainer';

const explainer = createExplainer({ today: () => '2026-11-26' });
const newRegimeTax = (income: number, incomeType: 'salary' | 'other') =>
  compareRegimes({ annualIncome: income, incomeType, financialYear: '2026-27' }).new.totalTax;

describe('a figure for interest, dividends or rent is not worked out as salary', () => {
  it.each([
    ['tax on fd interest of 13 lakh', 1_300_000],
    ['income tax on 13 lakh interest from fixed deposits', 1_300_000],
    ['income tax on dividend of 13 lakh', 1_300_000],
  ])('%s: no standard deduction', async (question, income) => {
    const { answer } = await explainer.explain(question);
    // 13 lakh of salary is taxable 12,25,000 (nil after the rebate); of interest, 13,00,000.
    expect(newRegimeTax(income, 'other')).not.toBe(newRegimeTax(income, 'salary'));
    expect(answer.keyPoints.join('\n')).toContain(
      `New regime total tax: ₹${new Intl.NumberFormat('en-IN').format(newRegimeTax(income, 'other'))}`,
    );
    expect(answer.keyPoints.join('\n')).toContain('taxable income ₹13,00,000');
  });

  it('home-loan interest is a deduction, and the income stays a salary', async () => {
    const { answer } = await explainer.explain('tax on 13 lakh with home loan interest 2 lakh');
    expect(answer.keyPoints.join('\n')).toContain(
      `New regime total tax: ₹${new Intl.NumberFormat('en-IN').format(newRegimeTax(1_300_000, 'salary'))}`,
    );
  });
});
