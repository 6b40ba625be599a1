import type { IncomeTaxInput } from '@taxguide/tax-engine';
import { inr, pct } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const tax = (input: Omit<IncomeTaxInput, 'financialYear'>) =>
  call('income_tax', { financialYear: '2026-27', ...input });
const other = (annualIncome: number) => tax({ annualIncome, regime: 'new', incomeType: 'other' });
const salary = (annualIncome: number) => tax({ annualIncome, regime: 'new', incomeType: 'salary' });

export const section87aGuide = guide({
  slug: 'section-87a-rebate-marginal-relief',
  title:
    'Section 87A Rebate and Marginal Relief: Why ₹12 Lakh Is Tax-Free (and What Happens Just Above It)',
  excerpt:
    'How the 87A rebate makes income up to ₹12,00,000 tax-free in the new regime, how marginal relief works between ₹12 lakh and about ₹12.7 lakh, and why capital gains are left out.',
  category: 'guide',
  publishedAt: '2026-04-15',
  imageAlt:
    'A staircase of tax slabs with a shield over the first steps up to 12 lakh, under the title 87A Rebate and Marginal Relief',
  relatedSections: ['87A', '115BAC', '16(ia)', '111A', '112A'],
  markdown: `The rebate under [section 87A](/section/87A) is why most people earning up to ₹12 lakh pay no income tax. It is not an exemption: your income is still taxable and you still file a return. The rebate simply cancels the tax, up to a cap, for resident individuals whose total income is within a limit.

## The limits, year by year

| Year | New regime: income up to | New regime: rebate up to | Old regime: income up to | Old regime: rebate up to |
|---|---|---|---|---|
| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |
| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |
| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |

Under the Income-tax Act 2025 the rebate is in section 156, with the same figures.

**Salaried?** Add the ₹75,000 [standard deduction](/section/16(ia)): a salary of ₹12,75,000 leaves taxable income of exactly ₹12,00,000, so the tax is ₹0.

## Marginal relief: no cliff at ₹12 lakh

Without relief, earning ₹1 more than ₹12,00,000 would cost over ₹60,000 in tax. The law prevents that: in the new regime, the tax (before cess) cannot exceed the amount by which your income exceeds ₹12,00,000.

Income other than salary, tax year 2026-27, new regime (tax including 4% cess):

| Total income | Slab tax | Tax payable |
|---|---|---|
| ₹12,00,000 | ₹60,000 | ₹0 |
| ₹12,10,000 | ₹61,500 | ₹10,400 |
| ₹12,50,000 | ₹67,500 | ₹52,000 |
| ₹12,70,000 | ₹70,500 | ₹72,800 |

At ₹12,10,000 the slab tax of ₹61,500 is cut to the ₹10,000 excess, plus cess. The relief shrinks as income rises and ends at about ₹12,70,588, where the slab tax equals the excess.

For salaried people the same relief applies after the standard deduction: a salary of ₹13,00,000 pays ₹26,000 and a salary of ₹13,50,000 pays ₹74,100.

## The old regime has no marginal relief

In the old regime the rebate stops dead at ₹5,00,000. Total income of ₹5,10,000 pays the full slab tax: ₹15,080 including cess. If you are just above ₹5 lakh in the old regime, an extra deduction that brings you under the limit is worth far more than its face value, or the new regime may simply be cheaper.

## Capital gains and the rebate

From FY 2025-26 the new-regime rebate can only cancel tax on income taxed at **slab rates**. Tax on short-term gains under [111A](/section/111A), long-term gains under [112A](/section/112A) or [112](/section/112), and lottery winnings is payable in full.

- Salary ₹10,00,000 plus short-term gains on shares of ₹1,00,000: the rebate wipes out the slab tax but the 20% tax on the gain remains, so the total is ₹20,800.
- Salary ₹10,00,000 plus long-term equity gains of ₹2,00,000: the first ₹1,25,000 of gains is exempt, and 12.5% on the remaining ₹75,000 with cess comes to ₹9,750.

Whether such gains also count towards the ₹12,00,000 limit itself is not settled: the law tests "total income", which includes them, while some official explanations read them as excluded. If your gains take you near the limit, have the computation checked.

## Who cannot claim

Non-residents, HUFs, firms and companies. Residents of any age can.

Check your own figures on the [calculators page](/calculators), or compare regimes in [old vs new regime](/blog/old-vs-new-tax-regime).`,
  claims: [
    inr(
      'rebate87A.new.threshold',
      700000,
      '| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
      '2024-25',
    ),
    inr(
      'rebate87A.new.max',
      25000,
      '| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
      '2024-25',
    ),
    inr(
      'rebate87A.old.threshold',
      500000,
      '| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
      '2024-25',
    ),
    inr(
      'rebate87A.old.max',
      12500,
      '| FY 2024-25 | ₹7,00,000 | ₹25,000 | ₹5,00,000 | ₹12,500 |',
      '2024-25',
    ),
    inr(
      'rebate87A.new.threshold',
      1200000,
      '| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
      '2025-26',
    ),
    inr(
      'rebate87A.new.max',
      60000,
      '| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
      '2025-26',
    ),
    inr(
      'rebate87A.old.threshold',
      500000,
      '| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
      '2025-26',
    ),
    inr(
      'rebate87A.old.max',
      12500,
      '| FY 2025-26 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
      '2025-26',
    ),
    inr(
      'rebate87A.new.threshold',
      1200000,
      '| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
    ),
    inr(
      'rebate87A.new.max',
      60000,
      '| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
    ),
    inr(
      'rebate87A.old.threshold',
      500000,
      '| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
    ),
    inr(
      'rebate87A.old.max',
      12500,
      '| Tax year 2026-27 | ₹12,00,000 | ₹60,000 | ₹5,00,000 | ₹12,500 |',
    ),
    inr('rebate87A.new.threshold', 1200000, 'makes income up to ₹12,00,000 tax-free'),
    inr('standardDeduction.new', 75000, 'Add the ₹75,000 [standard deduction]'),
    inr('rebate87A.new.threshold', 1200000, 'leaves taxable income of exactly ₹12,00,000'),
    inr(
      'rebate87A.new.threshold',
      1200000,
      'earning ₹1 more than ₹12,00,000 would cost over ₹60,000',
    ),
    inr('rebate87A.new.max', 60000, 'earning ₹1 more than ₹12,00,000 would cost over ₹60,000'),
    inr('rebate87A.new.threshold', 1200000, 'by which your income exceeds ₹12,00,000'),
    inr('rebate87A.old.threshold', 500000, 'the rebate stops dead at ₹5,00,000'),
    inr('rebate87A.new.threshold', 1200000, 'towards the ₹12,00,000 limit'),
    pct('capitalGains.111A.rate', 20, 'the 20% tax on the gain remains'),
    inr('capitalGains.112A.exemption', 125000, 'the first ₹1,25,000 of gains is exempt'),
    pct('capitalGains.112A.rate', 12.5, 'and 12.5% on the remaining ₹75,000'),
  ],
  incidentalFigures: ['| ₹12,00,000 | ₹60,000 | ₹0 |', 'the remaining ₹75,000 with cess'],
  figures: [
    { label: '12 L other', calculation: other(1200000), field: 'totalTax', value: 0 },
    { label: '12 L slab', calculation: other(1200000), field: 'slabTax', value: 60000 },
    { label: '12.10 L slab', calculation: other(1210000), field: 'slabTax', value: 61500 },
    { label: '12.10 L payable', calculation: other(1210000), field: 'totalTax', value: 10400 },
    { label: '12.5 L slab', calculation: other(1250000), field: 'slabTax', value: 67500 },
    { label: '12.5 L payable', calculation: other(1250000), field: 'totalTax', value: 52000 },
    { label: '12.7 L slab', calculation: other(1270000), field: 'slabTax', value: 70500 },
    { label: '12.7 L payable', calculation: other(1270000), field: 'totalTax', value: 72800 },
    { label: '12.75 L salary', calculation: salary(1275000), field: 'totalTax', value: 0 },
    { label: '13 L salary', calculation: salary(1300000), field: 'totalTax', value: 26000 },
    { label: '13.5 L salary', calculation: salary(1350000), field: 'totalTax', value: 74100 },
    {
      label: 'old 5.1 L',
      calculation: tax({ annualIncome: 510000, regime: 'old', incomeType: 'other' }),
      field: 'totalTax',
      value: 15080,
    },
    {
      label: '10 L salary + 1 L STCG',
      calculation: tax({
        annualIncome: 1000000,
        regime: 'new',
        incomeType: 'salary',
        capitalGains: { stcg111A: 100000 },
      }),
      field: 'totalTax',
      value: 20800,
    },
    {
      label: '10 L salary + 2 L LTCG',
      calculation: tax({
        annualIncome: 1000000,
        regime: 'new',
        incomeType: 'salary',
        capitalGains: { ltcg112A: 200000 },
      }),
      field: 'totalTax',
      value: 9750,
    },
  ],
});
