import { inr } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const oldTax = (annualIncome: number, section80C = 0) =>
  call('income_tax', {
    annualIncome,
    regime: 'old',
    incomeType: 'salary',
    financialYear: '2026-27',
    deductions: { section80C },
  });
const newTax = (annualIncome: number) =>
  call('income_tax', {
    annualIncome,
    regime: 'new',
    incomeType: 'salary',
    financialYear: '2026-27',
  });

export const section80cGuide = guide({
  slug: 'section-80c-guide',
  title:
    'Section 80C Guide for FY 2026-27: Every Option, the ₹1.5 Lakh Limit and When It Actually Saves Tax',
  excerpt:
    'What counts under section 80C, how the ₹1,50,000 cap works with 80CCC and NPS, how much it really saves at different salaries, and why it only matters if you choose the old regime.',
  category: 'tax planning',
  publishedAt: '2026-04-10',
  imageAlt:
    'A piggy bank beside labelled coins for PPF, ELSS and EPF, under the title Section 80C Guide',
  relatedSections: ['80C', '80CCC', '80CCD(1)', '80CCD(1B)', '115BAC', '24(b)'],
  markdown: `Section 80C is the best-known deduction in Indian income tax: up to **₹1,50,000** a year for a long list of investments and payments. Two things about it are easy to miss. It exists **only in the old regime**, and since the new regime's rebate covers income up to ₹12 lakh, for many people it no longer saves any tax at all.

## What qualifies

| Option | Lock-in | How returns are taxed |
|---|---|---|
| Employees' Provident Fund (your share) and VPF | Till retirement (partial withdrawals allowed) | Interest tax-free, except on yearly contributions above ₹2.5 lakh |
| Public Provident Fund | 15 years | Tax-free |
| ELSS mutual funds | 3 years | Equity capital gains ([112A](/section/112A)) |
| National Savings Certificate | 5 years | Interest taxable |
| Tax-saving fixed deposit | 5 years | Interest taxable |
| Senior Citizens' Savings Scheme | 5 years | Interest taxable |
| Sukanya Samriddhi Yojana | 21 years from opening (partial withdrawal once she turns 18) | Tax-free |
| Life-insurance premium | Policy term | Payout exempt within the [10(10D)](/section/10(10D)) limits |
| Children's tuition fees (up to two) | — | — |
| Home-loan principal, stamp duty and registration | House must be kept 5 years | — |

## The ₹1,50,000 cap is shared

The cap covers 80C, pension plans under [80CCC](/section/80CCC) and your own NPS contribution under [80CCD(1)](/section/80CCD(1)) together. Two NPS deductions sit outside it: a further ₹50,000 of your own NPS contribution under [80CCD(1B)](/section/80CCD(1B)), and the employer's contribution under [80CCD(2)](/section/80CCD(2)).

## How much does it save?

Old-regime tax for tax year 2026-27 on salary alone, and with the full ₹1,50,000 under 80C (including 4% cess), beside the new regime:

| Salary | Old regime, no 80C | Old regime, full 80C | Saving from 80C | New regime |
|---|---|---|---|---|
| ₹7,00,000 | ₹44,200 | ₹0 | ₹44,200 | ₹0 |
| ₹8,00,000 | ₹65,000 | ₹33,800 | ₹31,200 | ₹0 |
| ₹10,00,000 | ₹1,06,600 | ₹75,400 | ₹31,200 | ₹0 |
| ₹15,00,000 | ₹2,57,400 | ₹2,10,600 | ₹46,800 | ₹97,500 |
| ₹20,00,000 | ₹4,13,400 | ₹3,66,600 | ₹46,800 | ₹1,92,400 |

Two lessons from the table:

1. The saving is usually ₹31,200 in the 20% bracket and ₹46,800 in the 30% bracket, but it can be more. Where 80C brings taxable income down to the old-regime rebate limit of ₹5,00,000, the [87A](/section/87A) rebate wipes out the rest of the tax: on a ₹7,00,000 salary the whole ₹44,200 goes. Above ₹50 lakh the deduction also saves surcharge: on a salary of ₹60,00,000 it saves ₹51,480.
2. Up to a salary of ₹12,75,000 the new regime costs nothing at all, so 80C cannot help. Above that, 80C alone does not bridge the gap either: you need several large deductions together (see [old vs new regime](/blog/old-vs-new-tax-regime)).

## Choosing between the options

- **Already have EPF?** Your own 12% contribution often fills much of the limit before you invest anything.
- **Want growth and liquidity:** ELSS has the shortest lock-in, but carries market risk.
- **Want safety:** PPF is tax-free throughout; NSC and tax-saving FDs are safe but their interest is taxed.
- **Have a home loan?** Principal repayments count, so check how much room is left before investing more.
- **Do not buy insurance just for the deduction:** buy cover you need; a term plan plus a separate investment usually beats an endowment policy.

## Common mistakes

- Claiming more than ₹1,50,000 across 80C, 80CCC and 80CCD(1).
- Counting the employer's EPF share, which is not yours to claim.
- Forgetting that the deduction needs the payment to be made during the financial year (by 31 March).
- Investing for 80C and then choosing the new regime, where it gives nothing.

## Under the Income-tax Act 2025

From tax year 2026-27 the same deduction, with the same ₹1,50,000 cap, is section 123 of the Income-tax Act 2025; the qualifying payments are listed in its Schedule XV. Read the [section 80C page](/section/80C) for the full conditions, or compare both regimes on the [calculators page](/calculators).`,
  claims: [
    inr('deduction.80C.cap', 150000, 'how the ₹1,50,000 cap works'),
    inr('deduction.80C.cap', 150000, 'up to **₹1,50,000** a year'),
    inr('deduction.80C.cap', 150000, '## The ₹1,50,000 cap is shared'),
    inr('deduction.80C.cap', 150000, 'with the full ₹1,50,000 under 80C'),
    inr('deduction.80C.cap', 150000, 'Claiming more than ₹1,50,000 across'),
    inr('deduction.80CCD1B.cap', 50000, 'a further ₹50,000 of your own NPS contribution'),
    inr('deduction.80C.cap', 150000, 'with the same ₹1,50,000 cap, is section 123'),
    inr('rebate87A.old.threshold', 500000, 'the old-regime rebate limit of ₹5,00,000'),
  ],
  figures: [
    { label: '7 L old, no 80C', calculation: oldTax(700000), field: 'totalTax', value: 44200 },
    { label: '7 L old, 80C', calculation: oldTax(700000, 150000), field: 'totalTax', value: 0 },
    {
      label: '7 L saving (the 87A rebate)',
      calculation: oldTax(700000),
      field: 'totalTax',
      minus: { calculation: oldTax(700000, 150000), field: 'totalTax' },
      value: 44200,
    },
    { label: '7 L new', calculation: newTax(700000), field: 'totalTax', value: 0 },
    {
      label: '60 L saving (surcharge)',
      calculation: oldTax(6000000),
      field: 'totalTax',
      minus: { calculation: oldTax(6000000, 150000), field: 'totalTax' },
      value: 51480,
    },
    { label: '8 L old, no 80C', calculation: oldTax(800000), field: 'totalTax', value: 65000 },
    { label: '8 L old, 80C', calculation: oldTax(800000, 150000), field: 'totalTax', value: 33800 },
    {
      label: '8 L saving',
      calculation: oldTax(800000),
      field: 'totalTax',
      minus: { calculation: oldTax(800000, 150000), field: 'totalTax' },
      value: 31200,
    },
    { label: '8 L new', calculation: newTax(800000), field: 'totalTax', value: 0 },
    { label: '10 L old, no 80C', calculation: oldTax(1000000), field: 'totalTax', value: 106600 },
    {
      label: '10 L old, 80C',
      calculation: oldTax(1000000, 150000),
      field: 'totalTax',
      value: 75400,
    },
    { label: '15 L old, no 80C', calculation: oldTax(1500000), field: 'totalTax', value: 257400 },
    {
      label: '15 L old, 80C',
      calculation: oldTax(1500000, 150000),
      field: 'totalTax',
      value: 210600,
    },
    {
      label: '15 L saving',
      calculation: oldTax(1500000),
      field: 'totalTax',
      minus: { calculation: oldTax(1500000, 150000), field: 'totalTax' },
      value: 46800,
    },
    { label: '15 L new', calculation: newTax(1500000), field: 'totalTax', value: 97500 },
    { label: '20 L old, no 80C', calculation: oldTax(2000000), field: 'totalTax', value: 413400 },
    {
      label: '20 L old, 80C',
      calculation: oldTax(2000000, 150000),
      field: 'totalTax',
      value: 366600,
    },
    { label: '20 L new', calculation: newTax(2000000), field: 'totalTax', value: 192400 },
  ],
});
