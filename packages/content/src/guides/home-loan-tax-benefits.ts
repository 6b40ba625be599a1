import type { DeductionClaims, IncomeTaxInput } from '@taxguide/tax-engine';
import { inr } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const cmp = (deductions: DeductionClaims) =>
  call('compare', {
    annualIncome: 2000000,
    incomeType: 'salary',
    financialYear: '2026-27',
    deductions,
  });
const tax = (input: Omit<IncomeTaxInput, 'financialYear' | 'annualIncome' | 'incomeType'>) =>
  call('income_tax', {
    annualIncome: 2000000,
    incomeType: 'salary',
    financialYear: '2026-27',
    ...input,
  });

const BASIC = cmp({ homeLoanInterest: 200000, section80C: 150000 });
const FULL = cmp({
  homeLoanInterest: 250000,
  section80C: 150000,
  section80D: 25000,
  section80CCD1B: 50000,
});
const LET_OUT_OLD = tax({ regime: 'old', housePropertyIncome: -300000 });
const LET_OUT_NEW = tax({ regime: 'new', housePropertyIncome: -150000 });

export const homeLoanGuide = guide({
  slug: 'home-loan-tax-benefits',
  title:
    'Home Loan Tax Benefits in FY 2026-27: Interest, Principal, Joint Loans and the Regime Question',
  excerpt:
    'Up to ₹2 lakh of interest under section 24(b) and up to ₹1.5 lakh of principal under 80C in the old regime, what changes for a let-out house, how co-borrowers can double up, and why the new regime often still wins.',
  category: 'tax planning',
  publishedAt: '2026-08-10',
  imageAlt:
    'A house with a key and a loan document showing interest and principal, under the title Home Loan Tax Benefits',
  relatedSections: ['24(b)', '80C', '80EE', '80EEA', '115BAC', '54'],
  markdown: `A home loan brings two classic deductions: interest under [section 24(b)](/section/24(b)) and principal under [section 80C](/section/80C); from tax year 2026-27 they are sections 22(1)(b) and 123 of the Income-tax Act 2025. Both are old-regime benefits for a house you live in, which is why the choice of regime matters so much for borrowers.

## The benefits at a glance

| Benefit | Limit | Regime |
|---|---|---|
| Interest on a self-occupied house, 24(b) | ₹2,00,000 a year | Old only |
| Principal, stamp duty and registration, 80C | Within ₹1,50,000 a year (shared with PPF, ELSS and others) | Old only |
| Interest on a let-out house, 24(b) | No cap against the rent | Both |
| Extra interest for first homes with loans sanctioned in FY 2016-17, [80EE](/section/80EE) | ₹50,000 | Old only |
| Extra interest for affordable homes with loans sanctioned April 2019 to March 2022, [80EEA](/section/80EEA) | ₹1,50,000 | Old only |

No new loans qualify for 80EE or 80EEA; existing borrowers keep claiming until the loan is repaid.

## Points people miss

- **Under construction:** interest paid before possession is deducted in five equal parts starting the year construction is completed, inside the ₹2,00,000 cap.
- **Five-year deadline:** if construction or purchase is not completed within five years from the end of the year of the loan, the interest cap for a self-occupied house falls to ₹30,000.
- **Joint loans:** each co-owner who is also a co-borrower and pays the EMIs can claim up to ₹2,00,000 of interest and ₹1,50,000 under 80C on their own share.
- **Selling within five years** of possession reverses the principal deductions taken under 80C.
- **Interest certificate:** get it from the lender each year; it splits the EMI into interest and principal.

## Does the home loan make the old regime cheaper?

Salary ₹20,00,000, tax year 2026-27:

| Old-regime claims | Old regime | New regime |
|---|---|---|
| ₹2,00,000 interest + ₹1,50,000 in 80C | ₹3,04,200 | ₹1,92,400 |
| ₹2,50,000 interest (capped at ₹2,00,000) + 80C + ₹25,000 health insurance + ₹50,000 NPS | ₹2,80,800 | ₹1,92,400 |

Even with the full home-loan benefits, the new regime is cheaper here. The old regime wins only when these benefits come with a large HRA exemption or other big deductions; [old vs new regime](/blog/old-vs-new-tax-regime) shows the break-even levels.

## A let-out house

Rent from a let-out property is taxed after a 30% standard deduction and the full interest. If that creates a loss:

- **Old regime:** up to ₹2,00,000 of the loss can be set off against salary and other income in the year; the rest is carried forward for up to eight years. With a ₹3,00,000 loss on a ₹20,00,000 salary, ₹1,00,000 is carried forward and the tax is ₹3,51,000.
- **New regime:** the loss cannot be set off against salary at all. The same salary pays ₹1,92,400 with or without the loss.

## Selling the house later

Gains on selling a house held over 24 months are long term; you can save the tax by buying another house under [section 54](/section/54) (section 82 of the 2025 Act). See the [capital gains guide](/blog/capital-gains-tax-after-july-2024).

Compare both regimes with your own loan figures on the [calculators page](/calculators).`,
  claims: [
    inr(
      'deduction.24b.selfOccupied',
      200000,
      '| Interest on a self-occupied house, 24(b) | ₹2,00,000 a year |',
    ),
    inr('deduction.80C.cap', 150000, '| Within ₹1,50,000 a year (shared with PPF'),
    inr('deduction.24b.selfOccupied', 200000, 'inside the ₹2,00,000 cap'),
    inr(
      'deduction.24b.selfOccupied',
      200000,
      'can claim up to ₹2,00,000 of interest and ₹1,50,000 under 80C',
    ),
    inr(
      'deduction.80C.cap',
      150000,
      'can claim up to ₹2,00,000 of interest and ₹1,50,000 under 80C',
    ),
    inr('deduction.24b.selfOccupied', 200000, '(capped at ₹2,00,000)'),
    inr('deduction.housePropertyLossSetOff', 200000, 'up to ₹2,00,000 of the loss can be set off'),
  ],
  incidentalFigures: ['| ₹1,50,000 | Old only |', '| ₹2,00,000 interest + ₹1,50,000 in 80C |'],
  figures: [
    { label: 'basic old', calculation: BASIC, field: 'old.totalTax', value: 304200 },
    { label: 'basic new', calculation: BASIC, field: 'new.totalTax', value: 192400 },
    { label: 'full old', calculation: FULL, field: 'old.totalTax', value: 280800 },
    {
      label: 'let-out old carry forward',
      calculation: LET_OUT_OLD,
      field: 'housePropertyLossNotSetOff',
      value: 100000,
    },
    { label: 'let-out old tax', calculation: LET_OUT_OLD, field: 'totalTax', value: 351000 },
    { label: 'let-out new tax', calculation: LET_OUT_NEW, field: 'totalTax', value: 192400 },
  ],
});
