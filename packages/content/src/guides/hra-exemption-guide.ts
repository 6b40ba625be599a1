import type { DeductionClaims, HraInput } from '@taxguide/tax-engine';
import { inr, pct } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const hra = (input: Omit<HraInput, 'financialYear'>) =>
  call('hra', { financialYear: '2026-27', ...input });
const cmp = (deductions: DeductionClaims) =>
  call('compare', {
    annualIncome: 1500000,
    incomeType: 'salary',
    financialYear: '2026-27',
    deductions,
  });

const MUMBAI = { basicSalary: 600000, hraReceived: 240000, rentPaid: 240000, metro: true };

export const hraExemptionGuide = guide({
  slug: 'hra-exemption-guide',
  title:
    'HRA Exemption Explained: The Three-Way Formula, Metro Rules and Whether It Beats the New Regime',
  excerpt:
    'How much of your house rent allowance is tax-free under section 10(13A), with worked examples for metro and non-metro cities, the paperwork you need, and when HRA is worth staying in the old regime for.',
  category: 'guide',
  publishedAt: '2026-05-04',
  imageAlt:
    'A house with a rent receipt and a calculator showing the HRA formula, under the title HRA Exemption Explained',
  relatedSections: ['10(13A)', '80GG', '115BAC', '192'],
  markdown: `House rent allowance is part of many salary packages. If you pay rent for the home you live in, part of it is exempt from tax under [section 10(13A)](/section/10(13A)) (from tax year 2026-27, Schedule III of the Income-tax Act 2025, given effect by its section 11), but **only in the old regime**. In the new regime all of your HRA is taxable.

## The formula

The exempt amount is the **least** of:

1. the HRA you actually received;
2. rent paid minus 10% of salary;
3. 50% of salary if you live in Mumbai, Kolkata, Delhi or Chennai, 40% anywhere else.

"Salary" here means basic pay, plus dearness allowance if it counts for retirement benefits, plus any commission fixed as a percentage of turnover. It does not include other allowances.

## Example 1: Mumbai

Basic salary ₹6,00,000 a year, HRA ₹2,40,000, rent ₹2,40,000.

| Limit | Amount |
|---|---|
| HRA received | ₹2,40,000 |
| Rent minus 10% of salary | ₹1,80,000 |
| 50% of salary (metro) | ₹3,00,000 |

Exempt HRA is **₹1,80,000**; the remaining ₹60,000 is taxable.

## Example 2: rent lower than the allowance

Basic ₹8,00,000, HRA ₹3,20,000, rent ₹1,50,000 in Jaipur. Rent minus 10% of salary is only ₹70,000, so that is the exemption, however large the allowance.

## Example 3: Delhi versus Bengaluru

Basic ₹7,20,000, HRA ₹3,60,000, rent ₹4,20,000. In Delhi the exemption is ₹3,48,000 (rent test). In Bengaluru, a 40% city, it is ₹2,88,000 (40% of salary).

For tax year 2026-27 the formula comes from the Income-tax Rules 2026, which were notified on 20 March 2026 (G.S.R. 198(E)) and replace Rule 2A of the 1962 Rules. The February 2026 draft of those Rules (its Rule 279) added Bengaluru, Hyderabad, Pune and Ahmedabad to the 50% cities. We have not been able to read the notified HRA rule itself: every source we found quotes the draft. So the list of 50% cities for tax year 2026-27 is **unconfirmed**. Our figures and calculator keep the four cities above, and for a city on the draft list the calculator also shows what the exemption would be at 50%; check the notified rule before relying on the higher limit.

## Is HRA worth keeping the old regime?

Take a salary of ₹15,00,000 in tax year 2026-27:

- With the ₹1,80,000 exemption from example 1 and ₹1,50,000 under 80C, the old regime costs ₹1,54,440 against ₹97,500 in the new regime.
- Even with a ₹3,00,000 exemption, full 80C and ₹25,000 of health insurance, the old regime costs ₹1,11,800, still more than the new regime.

HRA pays off mainly at higher salaries with high rent and other large deductions. Read [old vs new regime](/blog/old-vs-new-tax-regime) for the break-even levels and test your own numbers on the [calculators page](/calculators).

## Paperwork

- Give your employer rent receipts or the rent agreement for [TDS](/section/192) purposes, with the statement of your claims (Form 12BB under the 1962 Rules; its number under the Income-tax Rules 2026 is Form 124 in one source we found, not yet confirmed by a second).
- If rent is more than ₹1,00,000 a year, give the landlord's PAN.
- Paying rent to a parent who owns the house can qualify if the rent is really paid and the parent reports it as income. Rent to a spouse is generally not accepted.
- Missed the employer deadline? You can still claim the exemption in your return, if you choose the old regime.

## No HRA in your salary?

Self-employed people, or employees without HRA, can claim a smaller deduction for rent under [section 80GG](/section/80GG) (section 134 of the 2025 Act): at most ₹5,000 a month, also only in the old regime.`,
  claims: [
    pct('hra.rentExcessPercent', 10, '2. rent paid minus 10% of salary;'),
    pct(
      'hra.metroPercent',
      50,
      '3. 50% of salary if you live in Mumbai, Kolkata, Delhi or Chennai, 40% anywhere else.',
    ),
    pct(
      'hra.nonMetroPercent',
      40,
      '3. 50% of salary if you live in Mumbai, Kolkata, Delhi or Chennai, 40% anywhere else.',
    ),
    pct('hra.rentExcessPercent', 10, '| Rent minus 10% of salary | ₹1,80,000 |'),
    pct('hra.metroPercent', 50, '| 50% of salary (metro) | ₹3,00,000 |'),
    pct('hra.rentExcessPercent', 10, 'Rent minus 10% of salary is only ₹70,000'),
    pct('hra.nonMetroPercent', 40, 'In Bengaluru, a 40% city'),
    inr('deduction.80C.cap', 150000, 'and ₹1,50,000 under 80C'),
  ],
  incidentalFigures: ['rent ₹1,50,000 in Jaipur'],
  figures: [
    { label: 'Mumbai exempt', calculation: hra(MUMBAI), field: 'exemptHra', value: 180000 },
    {
      label: 'Mumbai rent limb',
      calculation: hra(MUMBAI),
      field: 'limbs.rentMinusTenPercent',
      value: 180000,
    },
    {
      label: 'Mumbai 50% limb',
      calculation: hra(MUMBAI),
      field: 'limbs.percentOfSalary',
      value: 300000,
    },
    { label: 'Mumbai taxable', calculation: hra(MUMBAI), field: 'taxableHra', value: 60000 },
    {
      label: 'Jaipur exempt',
      calculation: hra({
        basicSalary: 800000,
        hraReceived: 320000,
        rentPaid: 150000,
        metro: false,
      }),
      field: 'exemptHra',
      value: 70000,
    },
    {
      label: 'Delhi exempt',
      calculation: hra({
        basicSalary: 720000,
        hraReceived: 360000,
        rentPaid: 420000,
        city: 'Delhi',
      }),
      field: 'exemptHra',
      value: 348000,
    },
    {
      label: 'Bengaluru exempt',
      calculation: hra({
        basicSalary: 720000,
        hraReceived: 360000,
        rentPaid: 420000,
        city: 'Bengaluru',
      }),
      field: 'exemptHra',
      value: 288000,
    },
    {
      label: '15 L, HRA 1.8 L + 80C, old',
      calculation: cmp({ hra: 180000, section80C: 150000 }),
      field: 'old.totalTax',
      value: 154440,
    },
    {
      label: '15 L new',
      calculation: cmp({ hra: 180000, section80C: 150000 }),
      field: 'new.totalTax',
      value: 97500,
    },
    {
      label: '15 L, HRA 3 L + 80C + 80D, old',
      calculation: cmp({ hra: 300000, section80C: 150000, section80D: 25000 }),
      field: 'old.totalTax',
      value: 111800,
    },
  ],
});
