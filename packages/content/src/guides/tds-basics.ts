import { call } from '../examples/calculations';
import { guide } from './helpers';

const SALARY_15L = call('income_tax', {
  annualIncome: 1500000,
  regime: 'new',
  incomeType: 'salary',
  financialYear: '2026-27',
});

export const tdsBasicsGuide = guide({
  slug: 'tds-basics',
  title: 'TDS Basics: Rates, Thresholds, Form 168 (Form 26AS) and How to Get Your Money Back',
  excerpt:
    'What tax deducted at source is, the common rates and the higher thresholds in force since April 2025, how to check TDS in Form 168 (formerly Form 26AS) and the AIS, how the no-TDS declaration (Form 121, formerly Forms 15G and 15H) works, and the TDS you may have to deduct yourself.',
  category: 'compliance',
  publishedAt: '2026-07-01',
  imageAlt:
    'A payment slip split into two parts, one going to the payee and one to the tax department, under the title TDS Basics',
  relatedSections: ['192', '194A', '194C', '194I', '194J', '194IA', '206AA'],
  markdown: `**Tax deducted at source (TDS)** means the payer deducts part of a payment and deposits it with the government against your PAN. It is not an extra tax. It is an advance payment of *your* income tax, which you settle when you file your return: if more was deducted than you owe, you get a refund.

## Common TDS rates and thresholds

In force from 1 April 2025, when the Finance Act 2025 raised many thresholds:

| Payment | Section | Threshold (per year unless stated) | Rate |
|---|---|---|---|
| Salary | [192](/section/192) | Tax payable on estimated salary | Average slab rate |
| Bank FD and RD interest | [194A](/section/194A) | ₹50,000 (₹1,00,000 for senior citizens) | 10% |
| Dividends | [194](/section/194) | ₹10,000 | 10% |
| Contractors | [194C](/section/194C) | ₹30,000 a payment or ₹1,00,000 a year | 1% (individual/HUF), 2% (others) |
| Commission or brokerage | [194H](/section/194H) | ₹20,000 | 2% |
| Rent (businesses) | [194I](/section/194I) | ₹50,000 a month | 10% (land, building), 2% (machinery) |
| Professional fees | [194J](/section/194J) | ₹50,000 | 10% (2% for technical services) |
| Property purchase | [194IA](/section/194IA) | ₹50 lakh | 1% |
| Rent paid by individuals | [194IB](/section/194IB) | ₹50,000 a month | 2% |
| Lottery and game-show winnings | [194B](/section/194B) | ₹10,000 a transaction | 30% |

From tax year 2026-27 the Income-tax Act 2025 restates these provisions as rows of tables: salary is section 392, most other payments are items of the table in section 393, and the higher rate without a PAN is section 397. Check the department's current rate chart before you deduct.

## TDS on your salary

Your employer estimates your tax for the year under the regime you choose and deducts it in monthly instalments. On a salary of ₹15,00,000 in the new regime for tax year 2026-27, the year's tax is ₹97,500, so about ₹8,125 a month is deducted. Tell your employer about other income, or TDS and TCS deducted elsewhere, so that the deduction is right and you avoid a bill or a large refund at the end.

## Checking your TDS

- **Form 168** (Form 26AS before tax year 2026-27) and the **Annual Information Statement (AIS)** on the e-filing portal list every TDS entry against your PAN.
- **Form 130** (Form 16 before tax year 2026-27) for salary, and the TDS certificate for other payments (Form 16A before; Form 131 in one source we found, not yet confirmed by a second), are the certificates deductors must give you. The new numbers come from the Income-tax Rules 2026, notified on 20 March 2026 (G.S.R. 198(E)); for FY 2025-26 and earlier years the old forms still apply.
- If an entry is missing, ask the deductor to correct its TDS statement: you can claim only what appears against your PAN.

## Avoiding unnecessary TDS

- If your total income is below the taxable limit, give your bank the no-TDS declaration at the start of the year: from tax year 2026-27 one form, **Form 121** under the Income-tax Rules 2026, replaces **Form 15G** (below 60) and **Form 15H** (60 or older).
- Keep your PAN valid and linked with Aadhaar: without an operative PAN, TDS is at least 20% ([section 206AA](/section/206AA)).
- The old rule charging double TDS to people who had not filed returns ([section 206AB](/section/206AB)) was dropped from 1 April 2025.

## TDS you may have to deduct yourself

Even as an individual you must deduct TDS when you:

- buy property worth ₹50 lakh or more (1%, Form 26QB);
- pay rent above ₹50,000 a month (2%, Form 26QC);
- pay a contractor or professional more than ₹50 lakh in a year ([section 194M](/section/194M), 2%).

No TAN is needed for these; your PAN is enough.

## TCS is the mirror image

Tax collected at source is added to the price by the seller, for example on foreign remittances, overseas tour packages and cars above ₹10 lakh. Budget 2026 cut TCS on overseas tour packages and on remittances for education and medical treatment to 2% from tax year 2026-27 ([section 206C](/section/206C)). Like TDS, it is credited against your tax when you file.`,
  claims: [],
  figures: [
    { label: '15 L salary tax', calculation: SALARY_15L, field: 'totalTax', value: 97500 },
    {
      label: '15 L monthly TDS',
      calculation: SALARY_15L,
      field: 'totalTax',
      divideBy: 12,
      value: 8125,
    },
  ],
});
