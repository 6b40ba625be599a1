import type { DeductionClaims } from '@taxguide/tax-engine';
import { inr, pct, slab } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const cmp = (annualIncome: number, deductions: DeductionClaims) =>
  call('compare', { annualIncome, incomeType: 'salary', financialYear: '2026-27', deductions });

const D_175 = { section80C: 150000, section80D: 25000 };
const D_375 = { section80C: 150000, section80D: 25000, homeLoanInterest: 200000 };
const D_725 = {
  section80C: 150000,
  section80D: 25000,
  homeLoanInterest: 200000,
  hra: 300000,
  section80CCD1B: 50000,
};

export const oldVsNewTaxRegime = guide({
  slug: 'old-vs-new-tax-regime',
  title: 'Old vs New Tax Regime for FY 2026-27: Which One Should You Choose?',
  excerpt:
    'The new regime is the default and, with the ₹12 lakh rebate, wins for most salaried people. Here are both slab tables, what each regime allows, worked comparisons and the break-even level of deductions.',
  category: 'strategy',
  publishedAt: '2026-04-06',
  imageAlt:
    'Two columns labelled Old and New with balance scales between them, under the title Old vs New Tax Regime',
  relatedSections: ['115BAC', '87A', '16(ia)', '80C', '80D', '24(b)', '10(13A)'],
  markdown: `Every individual taxpayer now starts in the **new tax regime**. You can still choose the **old regime**, with its deductions and exemptions, if it costs you less. The Income-tax Act 2025, in force from 1 April 2026, kept both regimes and their rates exactly as they were for FY 2025-26, so the choice for tax year 2026-27 works the same way.

## The new regime at a glance

| Total income | Rate |
|---|---|
| Up to ₹4,00,000 | Nil |
| ₹4,00,001 – ₹8,00,000 | 5% |
| ₹8,00,001 – ₹12,00,000 | 10% |
| ₹12,00,001 – ₹16,00,000 | 15% |
| ₹16,00,001 – ₹20,00,000 | 20% |
| ₹20,00,001 – ₹24,00,000 | 25% |
| Above ₹24,00,000 | 30% |

The same slabs apply at every age. A rebate under [section 87A](/section/87A) of up to ₹60,000 means no tax on total income up to ₹12,00,000, and with the ₹75,000 [standard deduction](/section/16(ia)) a salary of up to ₹12,75,000 is tax-free.

## The old regime at a glance

| Total income | Below 60 | 60 to 79 | 80 and above |
|---|---|---|---|
| Up to ₹2,50,000 | Nil | Nil | Nil |
| ₹2,50,001 – ₹3,00,000 | 5% | Nil | Nil |
| ₹3,00,001 – ₹5,00,000 | 5% | 5% | Nil |
| ₹5,00,001 – ₹10,00,000 | 20% | 20% | 20% |
| Above ₹10,00,000 | 30% | 30% | 30% |

The old-regime rebate covers income only up to ₹5,00,000 (rebate up to ₹12,500) and the standard deduction is ₹50,000. Both regimes add 4% health and education cess.

## What you give up in the new regime

- [HRA exemption](/section/10(13A)) and [LTA](/section/10(5));
- [80C](/section/80C) (PPF, ELSS, EPF, life insurance, tuition fees, home-loan principal);
- [80D](/section/80D) health insurance, [80E](/section/80E) education-loan interest, [80G](/section/80G) donations, [80TTA](/section/80TTA) and [80TTB](/section/80TTB) interest;
- interest on a loan for a self-occupied home under [24(b)](/section/24(b)).

What you keep: the ₹75,000 standard deduction, the employer's NPS contribution under [80CCD(2)](/section/80CCD(2)) up to 14% of basic pay, and exemptions such as gratuity and leave encashment.

## Worked comparisons for tax year 2026-27

Salaried, below 60, figures including cess, from our tax engine:

| Salary | Old-regime deductions besides the standard deduction | Old regime | New regime |
|---|---|---|---|
| ₹10,00,000 | ₹1,75,000 (80C + 80D) | ₹70,200 | ₹0 |
| ₹15,00,000 | ₹1,75,000 (80C + 80D) | ₹2,02,800 | ₹97,500 |
| ₹15,00,000 | ₹3,75,000 (adding ₹2,00,000 home-loan interest) | ₹1,40,400 | ₹97,500 |
| ₹20,00,000 | ₹3,75,000 | ₹2,96,400 | ₹1,92,400 |
| ₹20,00,000 | ₹7,25,000 (adding HRA of ₹3,00,000 and NPS of ₹50,000) | ₹1,87,200 | ₹1,92,400 |
| ₹30,00,000 | ₹3,75,000 | ₹6,08,400 | ₹4,75,800 |

The new regime wins in every row but one. The old regime pulls ahead only with very large deductions: in the ₹20 lakh case it needed HRA, home-loan interest, 80C, 80D and NPS together.

## The break-even rule of thumb

For a given salary there is a level of total old-regime deductions (counting the ₹50,000 standard deduction) at which both regimes cost the same. Below it, the new regime is cheaper:

| Salary | Old regime is cheaper only if total old-regime deductions reach |
|---|---|
| ₹15,00,000 | ₹5,93,776 |
| ₹20,00,000 | ₹7,58,356 |
| ₹30,00,000 | ₹8,50,016 |

Up to a salary of ₹12,75,000 the new regime always costs nil, so no amount of deductions can beat it.

## How to switch

- **Salaried, no business income:** tell your employer your choice at the start of the year so that [TDS](/section/192) matches, and make the final choice in the return. The old regime is available only in a return filed by the due date; a late return is taxed in the new regime.
- **Business or professional income:** file the opt-out form before the return due date to move to the old regime (Form 10-IEA under the 1962 Rules; we have not confirmed its number under the Income-tax Rules 2026). You can come back to the new regime later, but only once.

## Bottom line

Run your own numbers on the [calculators page](/calculators). If your deductions are modest, the new regime is simpler and usually cheaper; if you pay large rent, home-loan interest and fill 80C, check the break-even figure for your salary. For how each deduction works, see the [80C guide](/blog/section-80c-guide), the [HRA guide](/blog/hra-exemption-guide) and [home-loan benefits](/blog/home-loan-tax-benefits).`,
  claims: [
    slab('slab.new.rate', 400000, 0, '| Up to ₹4,00,000 | Nil |'),
    slab('slab.new.rate', 800000, 5, '| ₹4,00,001 – ₹8,00,000 | 5% |'),
    slab('slab.new.rate', 1200000, 10, '| ₹8,00,001 – ₹12,00,000 | 10% |'),
    slab('slab.new.rate', 1600000, 15, '| ₹12,00,001 – ₹16,00,000 | 15% |'),
    slab('slab.new.rate', 2000000, 20, '| ₹16,00,001 – ₹20,00,000 | 20% |'),
    slab('slab.new.rate', 2400000, 25, '| ₹20,00,001 – ₹24,00,000 | 25% |'),
    slab('slab.new.rate', null, 30, '| Above ₹24,00,000 | 30% |'),
    slab('slab.old.rate', 250000, 0, '| Up to ₹2,50,000 | Nil | Nil | Nil |'),
    slab('slab.old.rate', 500000, 5, '| ₹3,00,001 – ₹5,00,000 | 5% | 5% | Nil |'),
    slab('slab.old.rate', 1000000, 20, '| ₹5,00,001 – ₹10,00,000 | 20% | 20% | 20% |'),
    slab('slab.old.rate', null, 30, '| Above ₹10,00,000 | 30% | 30% | 30% |'),
    slab('slab.old.rate', 300000, 0, '| ₹2,50,001 – ₹3,00,000 | 5% | Nil | Nil |', {
      ageGroup: '60to80',
    }),
    slab('slab.old.rate', 500000, 5, '| ₹3,00,001 – ₹5,00,000 | 5% | 5% | Nil |', {
      ageGroup: '60to80',
    }),
    slab('slab.old.rate', 1000000, 20, '| ₹5,00,001 – ₹10,00,000 | 20% | 20% | 20% |', {
      ageGroup: '60to80',
    }),
    slab('slab.old.rate', 500000, 0, '| ₹3,00,001 – ₹5,00,000 | 5% | 5% | Nil |', {
      ageGroup: '80plus',
    }),
    slab('slab.old.rate', 1000000, 20, '| ₹5,00,001 – ₹10,00,000 | 20% | 20% | 20% |', {
      ageGroup: '80plus',
    }),
    slab('slab.old.rate', null, 30, '| Above ₹10,00,000 | 30% | 30% | 30% |', {
      ageGroup: '80plus',
    }),
    inr('rebate87A.new.max', 60000, 'of up to ₹60,000 means no tax'),
    inr('rebate87A.new.threshold', 1200000, 'no tax on total income up to ₹12,00,000'),
    inr('standardDeduction.new', 75000, 'and with the ₹75,000 [standard deduction]'),
    inr(
      'rebate87A.old.threshold',
      500000,
      'The old-regime rebate covers income only up to ₹5,00,000 (rebate up to ₹12,500) and the standard deduction is ₹50,000. Both regimes add 4% health and education cess.',
    ),
    inr(
      'rebate87A.old.max',
      12500,
      'The old-regime rebate covers income only up to ₹5,00,000 (rebate up to ₹12,500) and the standard deduction is ₹50,000. Both regimes add 4% health and education cess.',
    ),
    inr(
      'standardDeduction.old',
      50000,
      'The old-regime rebate covers income only up to ₹5,00,000 (rebate up to ₹12,500) and the standard deduction is ₹50,000. Both regimes add 4% health and education cess.',
    ),
    pct(
      'cess.rate',
      4,
      'The old-regime rebate covers income only up to ₹5,00,000 (rebate up to ₹12,500) and the standard deduction is ₹50,000. Both regimes add 4% health and education cess.',
    ),
    inr('standardDeduction.new', 75000, 'What you keep: the ₹75,000 standard deduction'),
    pct('deduction.80CCD2.newRegimePercent', 14, 'up to 14% of basic pay'),
    inr('standardDeduction.old', 50000, '(counting the ₹50,000 standard deduction)'),
  ],
  incidentalFigures: ['NPS of ₹50,000'],
  figures: [
    {
      label: '10 L, 80C + 80D, old',
      calculation: cmp(1000000, D_175),
      field: 'old.totalTax',
      value: 70200,
    },
    { label: '10 L, new', calculation: cmp(1000000, D_175), field: 'new.totalTax', value: 0 },
    {
      label: '15 L, 80C + 80D, old',
      calculation: cmp(1500000, D_175),
      field: 'old.totalTax',
      value: 202800,
    },
    { label: '15 L, new', calculation: cmp(1500000, D_175), field: 'new.totalTax', value: 97500 },
    {
      label: '15 L, + home loan, old',
      calculation: cmp(1500000, D_375),
      field: 'old.totalTax',
      value: 140400,
    },
    {
      label: '20 L, 3.75 L deductions, old',
      calculation: cmp(2000000, D_375),
      field: 'old.totalTax',
      value: 296400,
    },
    { label: '20 L, new', calculation: cmp(2000000, D_375), field: 'new.totalTax', value: 192400 },
    {
      label: '20 L, 7.25 L deductions, old',
      calculation: cmp(2000000, D_725),
      field: 'old.totalTax',
      value: 187200,
    },
    { label: '30 L, old', calculation: cmp(3000000, D_375), field: 'old.totalTax', value: 608400 },
    { label: '30 L, new', calculation: cmp(3000000, D_375), field: 'new.totalTax', value: 475800 },
    {
      label: 'break-even 15 L',
      calculation: cmp(1500000, D_175),
      field: 'breakEvenDeductions',
      value: 593776,
    },
    {
      label: 'break-even 20 L',
      calculation: cmp(2000000, D_175),
      field: 'breakEvenDeductions',
      value: 758356,
    },
    {
      label: 'break-even 30 L',
      calculation: cmp(3000000, D_175),
      field: 'breakEvenDeductions',
      value: 850016,
    },
  ],
});
