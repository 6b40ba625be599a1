import type { AdvanceTaxInput } from '@taxguide/tax-engine';
import { inr, pct } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const adv = (input: Omit<AdvanceTaxInput, 'financialYear'>) =>
  call('advance_tax', { financialYear: '2026-27', ...input });

const CONSULTANT = adv({
  annualIncome: 1800000,
  tdsDeducted: 100000,
  incomeType: 'other',
  hasBusinessIncome: true,
});
const SALARIED = adv({ annualIncome: 2000000, tdsDeducted: 180000, incomeType: 'salary' });
const PRESUMPTIVE = adv({
  annualIncome: 1500000,
  tdsDeducted: 0,
  incomeType: 'other',
  presumptive: true,
});
const LATE_JUNE = adv({
  annualIncome: 1800000,
  tdsDeducted: 0,
  incomeType: 'other',
  hasBusinessIncome: true,
  payments: { q1: 0, q2: 74880, q3: 124800, q4: 166400 },
});

export const advanceTaxGuide = guide({
  slug: 'advance-tax-guide',
  title: 'Advance Tax for Tax Year 2026-27: Who Pays, Due Dates, and How to Avoid Interest',
  excerpt:
    'If your tax after TDS will be ₹10,000 or more, you must pay it in advance: 15% by 15 June, 45% by 15 September, 75% by 15 December and all of it by 15 March. Worked examples for freelancers, salaried people and presumptive taxpayers.',
  category: 'compliance',
  publishedAt: '2026-06-01',
  imageAlt:
    'A calendar with four marked dates in June, September, December and March, under the title Advance Tax Guide',
  relatedSections: ['207', '208', '211', '234B', '234C', '140A'],
  markdown: `Income tax is meant to be paid as you earn. For salaried people the employer does this through TDS. Everyone else, and salaried people with other income, may have to pay **advance tax** during the year.

## Do you have to pay?

Yes, if your estimated tax for the year, after subtracting TDS and TCS, is **₹10,000 or more** ([section 208](/section/208) of the 1961 Act; section 404 of the Income-tax Act 2025 for tax year 2026-27). Note the wording: the law says "₹10,000 or more", not "more than ₹10,000".

You are exempt if you are a resident aged 60 or more at any time in the year and have no income from business or profession ([section 207](/section/207); section 403(3) of the 2025 Act). You simply pay any balance before filing.

## The due dates

| Pay by | Cumulative share of the year's advance tax |
|---|---|
| 15 June | 15% |
| 15 September | 45% |
| 15 December | 75% |
| 15 March | 100% |

Anything paid by 31 March still counts as advance tax. If all your business income is presumptive under [44AD or 44ADA](/blog/presumptive-taxation-44ad-44ada), you may pay the whole amount in one instalment by 15 March ([section 211](/section/211); section 408 of the 2025 Act).

## Example 1: a freelance consultant

Rahul expects ₹18,00,000 of consulting income in tax year 2026-27 and stays in the new regime. His tax is ₹1,66,400 including cess. Clients have deducted ₹1,00,000 as TDS, so his advance tax is ₹66,400, paid cumulatively:

| By | Cumulative amount |
|---|---|
| 15 June | ₹9,960 |
| 15 September | ₹29,880 |
| 15 December | ₹49,800 |
| 15 March | ₹66,400 |

## Example 2: salaried with other income

Meena's salary is ₹20,00,000, and her tax on it is ₹1,92,400. Her employer deducts ₹1,80,000 because she gave wrong investment details, leaving ₹12,400, which is above the threshold. She owes advance tax of ₹1,860 by 15 June and ₹12,400 in all by 15 March. A simpler fix is to ask the employer to deduct more TDS for the rest of the year.

## Example 3: presumptive income

A shop owner with presumptive income of ₹15,00,000 under 44AD owes ₹1,09,200 for the year and may pay all of it by 15 March.

## Interest if you pay late or too little

- **[Section 234C](/section/234C)** (section 425 of the 2025 Act): 1% a month on each instalment's shortfall: three months for June, September and December, one month for March. No interest for June or September if you paid at least 12% or 36%.
- **[Section 234B](/section/234B)** (section 424 of the 2025 Act): if you paid less than 90% of the year's tax by 31 March, 1% a month on the shortfall from 1 April until you pay.

In example 1, if Rahul (assume no TDS, so his advance tax is the full ₹1,66,400) paid nothing by 15 June but caught up by 15 September, the June shortfall of ₹24,960, rounded down to the nearest hundred, costs three months' interest: ₹747.

## How to pay

Use e-Pay Tax on the income-tax e-filing portal (Challan ITNS 280, type "advance tax") with net banking, debit card or UPI. Keep the challan details (BSR code, date and serial number) for your return. Any balance at the end is paid as [self-assessment tax](/section/140A) before filing.

Work out your own instalments with the advance tax calculator on the [calculators page](/calculators).`,
  claims: [
    inr('advanceTax.threshold', 10000, 'after TDS will be ₹10,000 or more'),
    inr('advanceTax.threshold', 10000, 'is **₹10,000 or more**'),
    inr('advanceTax.threshold', 10000, 'the law says "₹10,000 or more", not "more than ₹10,000"'),
    pct(
      'advanceTax.cumulative.june',
      15,
      '15% by 15 June, 45% by 15 September, 75% by 15 December and all of it by 15 March',
    ),
    pct(
      'advanceTax.cumulative.september',
      45,
      '15% by 15 June, 45% by 15 September, 75% by 15 December and all of it by 15 March',
    ),
    pct(
      'advanceTax.cumulative.december',
      75,
      '15% by 15 June, 45% by 15 September, 75% by 15 December and all of it by 15 March',
    ),
    pct('advanceTax.cumulative.june', 15, '| 15 June | 15% |'),
    pct('advanceTax.cumulative.september', 45, '| 15 September | 45% |'),
    pct('advanceTax.cumulative.december', 75, '| 15 December | 75% |'),
    pct('advanceTax.cumulative.march', 100, '| 15 March | 100% |'),
  ],
  figures: [
    { label: 'consultant tax', calculation: CONSULTANT, field: 'totalTaxLiability', value: 166400 },
    {
      label: 'consultant advance tax',
      calculation: CONSULTANT,
      field: 'advanceTaxDue',
      value: 66400,
    },
    {
      label: 'consultant June',
      calculation: CONSULTANT,
      field: 'schedule.0.cumulativeAmount',
      value: 9960,
    },
    {
      label: 'consultant September',
      calculation: CONSULTANT,
      field: 'schedule.1.cumulativeAmount',
      value: 29880,
    },
    {
      label: 'consultant December',
      calculation: CONSULTANT,
      field: 'schedule.2.cumulativeAmount',
      value: 49800,
    },
    {
      label: 'consultant March',
      calculation: CONSULTANT,
      field: 'schedule.3.cumulativeAmount',
      value: 66400,
    },
    { label: 'salaried tax', calculation: SALARIED, field: 'totalTaxLiability', value: 192400 },
    { label: 'salaried balance', calculation: SALARIED, field: 'advanceTaxDue', value: 12400 },
    {
      label: 'salaried June',
      calculation: SALARIED,
      field: 'schedule.0.cumulativeAmount',
      value: 1860,
    },
    {
      label: 'presumptive tax',
      calculation: PRESUMPTIVE,
      field: 'schedule.3.cumulativeAmount',
      value: 109200,
    },
    {
      label: 'June shortfall',
      calculation: LATE_JUNE,
      field: 'schedule.0.cumulativeAmount',
      value: 24960,
    },
    { label: '234C interest', calculation: LATE_JUNE, field: 'interest234C', value: 747 },
  ],
});
