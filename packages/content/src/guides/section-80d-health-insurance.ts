import type { DeductionClaims, IncomeTaxInput } from '@taxguide/tax-engine';
import { inr } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const oldTax = (deductions: DeductionClaims, extra: Partial<IncomeTaxInput> = {}) =>
  call('income_tax', {
    annualIncome: 1500000,
    regime: 'old',
    incomeType: 'salary',
    financialYear: '2026-27',
    deductions,
    ...extra,
  });

const NO_80D = oldTax({ section80C: 150000 });
const FULL_80D = oldTax({
  section80C: 150000,
  section80D: 25000,
  section80DParents: 50000,
  parentsSenior: true,
});
const OVER_LIMIT = oldTax({
  section80C: 150000,
  section80D: 30000,
  section80DParents: 60000,
  parentsSenior: true,
});
const PARENTS_YOUNGER = oldTax({
  section80C: 150000,
  section80D: 30000,
  section80DParents: 60000,
  parentsSenior: false,
});
const SENIOR_SELF = oldTax({ section80D: 50000 }, { annualIncome: 900000, ageGroup: '60to80' });

export const section80dGuide = guide({
  slug: 'section-80d-health-insurance',
  title: 'Section 80D: Tax Benefits on Health Insurance for You and Your Parents',
  excerpt:
    "Claim up to ₹25,000 for your family's health insurance and another ₹25,000 for your parents, doubled for senior citizens, in the old regime. Limits, what counts, worked examples and how much tax it saves.",
  category: 'tax planning',
  publishedAt: '2026-07-20',
  imageAlt:
    'A shield with a medical cross protecting a family of four, under the title Section 80D Health Insurance',
  relatedSections: ['80D', '80DDB', '80C', '115BAC'],
  markdown: `Health insurance protects your savings from a hospital bill, and in the old regime it also cuts your tax. [Section 80D](/section/80D) (section 126 of the Income-tax Act 2025 from tax year 2026-27) gives a deduction for premiums, preventive check-ups and, for uninsured senior citizens, medical bills. It is not available in the new regime.

## The limits

| Who is covered | Limit | If that person is a senior citizen (60+) |
|---|---|---|
| You, your spouse and dependent children | ₹25,000 | ₹50,000 |
| Your parents (dependent or not) | ₹25,000 | ₹50,000 |

- A **preventive health check-up** of up to ₹5,000 is included within these limits, and can be paid in cash.
- A **senior citizen with no health insurance** can claim medical expenses within the ₹50,000 limit.
- The most anyone can claim is ₹1,00,000: ₹50,000 for a senior self and spouse plus ₹50,000 for senior parents.

## Worked examples

Salary ₹15,00,000 in tax year 2026-27, old regime, with ₹1,50,000 already in 80C:

- **No health insurance:** tax ₹2,10,600.
- **Family floater ₹25,000 plus ₹50,000 for parents over 60:** the full ₹75,000 is deductible and the tax falls to ₹1,87,200.
- **Premiums above the limits:** paying ₹30,000 for the family and ₹60,000 for senior parents still gives only ₹25,000 + ₹50,000, so the tax is again ₹1,87,200.
- **Parents below 60:** the same ₹60,000 premium for them is capped at ₹25,000, and the tax is ₹1,95,000.

A retired person aged 65 with income of ₹9,00,000 who pays ₹50,000 for a senior-citizen policy gets the full ₹50,000 deduction; the tax comes to ₹72,800 in the old regime.

## Conditions

- Pay premiums by any mode other than cash: card, UPI, net banking or cheque.
- A policy paid for several years in advance is spread equally over the years it covers.
- Premiums paid by your employer under a group policy are not yours to claim.
- Keep the insurer's premium certificate; it carries the amounts and the policyholders' names.

## Is it worth choosing the old regime for 80D?

Rarely on its own. In the example above, even with full 80C and 80D, the old-regime tax of ₹1,87,200 is well above the new-regime tax of ₹97,500 on the same salary. 80D helps when combined with large HRA, home-loan interest and 80C claims: see [old vs new regime](/blog/old-vs-new-tax-regime). Buy health insurance for protection first; the deduction is a bonus.

For serious illnesses there is also [section 80DDB](/section/80DDB) (section 128 of the 2025 Act), which allows up to ₹40,000 (₹1,00,000 for senior citizens) of treatment costs. Compare regimes on the [calculators page](/calculators).`,
  claims: [
    inr('deduction.80D.self', 25000, 'Claim up to ₹25,000 for your family'),
    inr('deduction.80D.parents', 25000, 'another ₹25,000 for your parents'),
    inr(
      'deduction.80D.self',
      25000,
      '| You, your spouse and dependent children | ₹25,000 | ₹50,000 |',
    ),
    inr(
      'deduction.80D.selfSenior',
      50000,
      '| You, your spouse and dependent children | ₹25,000 | ₹50,000 |',
    ),
    inr('deduction.80D.parents', 25000, '| Your parents (dependent or not) | ₹25,000 | ₹50,000 |'),
    inr(
      'deduction.80D.parentsSenior',
      50000,
      '| Your parents (dependent or not) | ₹25,000 | ₹50,000 |',
    ),
    inr('deduction.80D.selfSenior', 50000, 'claim medical expenses within the ₹50,000 limit'),
    inr('deduction.80D.selfSenior', 50000, '₹50,000 for a senior self and spouse'),
    inr('deduction.80D.parentsSenior', 50000, 'plus ₹50,000 for senior parents'),
    inr('deduction.80D.self', 25000, 'still gives only ₹25,000 + ₹50,000'),
    inr('deduction.80D.parentsSenior', 50000, 'still gives only ₹25,000 + ₹50,000'),
    inr('deduction.80D.parents', 25000, 'is capped at ₹25,000'),
    inr('deduction.80D.selfSenior', 50000, 'gets the full ₹50,000 deduction'),
    inr('deduction.80C.cap', 150000, 'with ₹1,50,000 already in 80C'),
  ],
  incidentalFigures: [
    '**Family floater ₹25,000 plus ₹50,000 for parents over 60:**',
    'who pays ₹50,000 for a senior-citizen policy',
  ],
  figures: [
    { label: 'no 80D', calculation: NO_80D, field: 'totalTax', value: 210600 },
    {
      label: 'full 80D self',
      calculation: FULL_80D,
      field: 'deductionsAllowed.section80D',
      value: 25000,
    },
    {
      label: 'full 80D parents',
      calculation: FULL_80D,
      field: 'deductionsAllowed.section80DParents',
      value: 50000,
    },
    { label: 'full 80D tax', calculation: FULL_80D, field: 'totalTax', value: 187200 },
    { label: 'over-limit tax', calculation: OVER_LIMIT, field: 'totalTax', value: 187200 },
    {
      label: 'younger parents capped',
      calculation: PARENTS_YOUNGER,
      field: 'deductionsAllowed.section80DParents',
      value: 25000,
    },
    {
      label: 'younger parents tax',
      calculation: PARENTS_YOUNGER,
      field: 'totalTax',
      value: 195000,
    },
    {
      label: 'senior self deduction',
      calculation: SENIOR_SELF,
      field: 'deductionsAllowed.section80D',
      value: 50000,
    },
    { label: 'senior self tax', calculation: SENIOR_SELF, field: 'totalTax', value: 72800 },
    {
      label: 'new regime, same salary',
      calculation: call('income_tax', {
        annualIncome: 1500000,
        regime: 'new',
        incomeType: 'salary',
        financialYear: '2026-27',
      }),
      field: 'totalTax',
      value: 97500,
    },
  ],
});
