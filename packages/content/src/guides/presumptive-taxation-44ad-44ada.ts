import { pct } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const SHOP = call('presumptive', {
  businessType: '44AD',
  grossReceipts: 8000000,
  digitalReceipts: 7000000,
  financialYear: '2026-27',
});
const TRADER = call('presumptive', {
  businessType: '44AD',
  grossReceipts: 25000000,
  digitalReceipts: 24500000,
  cashReceipts: 500000,
  financialYear: '2026-27',
});
const DOCTOR = call('presumptive', {
  businessType: '44ADA',
  grossReceipts: 6000000,
  cashReceipts: 100000,
  financialYear: '2026-27',
});
const taxOn = (income: number) =>
  call('income_tax', {
    annualIncome: 0,
    businessIncome: income,
    regime: 'new',
    incomeType: 'other',
    financialYear: '2026-27',
  });

export const presumptiveTaxationGuide = guide({
  slug: 'presumptive-taxation-44ad-44ada',
  title:
    'Presumptive Taxation Under 44AD and 44ADA: Simple Tax for Small Businesses and Professionals',
  excerpt:
    'Declare 6% or 8% of turnover (44AD) or 50% of professional receipts (44ADA) as profit, skip detailed books and the tax audit, and pay advance tax once, by 15 March. Limits, who qualifies, and worked examples.',
  category: 'guide',
  publishedAt: '2026-06-15',
  imageAlt:
    'A shopfront and a laptop with percentage tags of 6, 8 and 50 percent, under the title Presumptive Taxation',
  relatedSections: ['44AD', '44ADA', '44AE', '44AB', '211'],
  markdown: `Keeping full accounts and getting them audited is costly for a small shop or a one-person practice. Presumptive taxation lets you declare profit as a fixed share of turnover instead. Under the Income-tax Act 2025 all three schemes ([44AD](/section/44AD), [44ADA](/section/44ADA) and [44AE](/section/44AE)) are in section 58, with the same rates.

## Section 44AD: small businesses

| | Rule |
|---|---|
| Who | Resident individuals, HUFs and partnership firms (not LLPs) |
| Turnover limit | ₹2 crore, or ₹3 crore if cash receipts are no more than 5% of turnover |
| Deemed profit on digital receipts (bank transfer, UPI, account-payee cheque) | 6% |
| Deemed profit on other receipts | 8% |
| Not for | Commission or brokerage, agency business, goods-carriage business, professions |

**Example: a grocery shop.** Turnover ₹80,00,000, of which ₹70,00,000 came by UPI and bank transfer. Presumptive profit = 6% of ₹70,00,000 + 8% of ₹10,00,000 = ₹5,00,000. With no other income, the tax in the new regime is ₹0 after the 87A rebate.

**Example: a trader near the higher limit.** Turnover ₹2,50,00,000 with only ₹5,00,000 in cash (2%). Because cash is within 5%, the ₹3 crore limit applies and 44AD is available: presumptive profit is ₹15,10,000.

## Section 44ADA: professionals

| | Rule |
|---|---|
| Who | Resident individuals and partnership firms (not LLPs) in legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration and notified professions |
| Receipts limit | ₹50 lakh, or ₹75 lakh if cash receipts are no more than 5% |
| Deemed profit | 50% of gross receipts |

**Example: a doctor.** Gross receipts ₹60,00,000, of which ₹1,00,000 in cash. The ₹75 lakh limit applies, so presumptive income is ₹30,00,000. Tax on it in the new regime for tax year 2026-27 is ₹4,99,200 including cess.

Freelance software developers and consultants often qualify as "technical consultancy"; check whether your work fits before relying on it.

## What you get, and what you give up

- No detailed books of account and no [tax audit](/section/44AB), as long as you declare at least the presumptive profit.
- No further expenses or depreciation can be deducted: the rate is deemed to cover them.
- You can declare a higher profit if your real profit is higher.
- File ITR-4 (Sugam) if your total income is up to ₹50 lakh; otherwise ITR-3. See [which ITR form](/blog/which-itr-form).

## Advance tax: one instalment

Presumptive taxpayers pay all their advance tax by **15 March** instead of in four instalments ([section 211](/section/211)). Missing it brings interest under 234C and 234B; see the [advance tax guide](/blog/advance-tax-guide).

## The 44AD five-year rule

If you use 44AD and in any of the next five years declare less than the presumptive profit, you cannot use 44AD for the following five years, and you need books and an audit in any year your income exceeds the basic exemption limit. 44ADA has no such lock-out, but declaring less than 50% with income above the exemption limit also needs books and an audit.

## Regime choice

Presumptive income is computed the same way in both regimes. If you want the old regime for its deductions, you must file the opt-out form (Form 10-IEA under the 1962 Rules; its Income-tax Rules 2026 number is not yet confirmed) before the due date; see [old vs new regime](/blog/old-vs-new-tax-regime). Try the presumptive calculator on the [calculators page](/calculators).`,
  claims: [
    pct('presumptive.44AD.digitalRate', 6, 'Declare 6% or 8% of turnover'),
    pct('presumptive.44AD.rate', 8, 'Declare 6% or 8% of turnover'),
    pct('presumptive.44ADA.rate', 50, 'or 50% of professional receipts (44ADA)'),
    pct(
      'presumptive.44AD.digitalRate',
      6,
      '| Deemed profit on digital receipts (bank transfer, UPI, account-payee cheque) | 6% |',
    ),
    pct('presumptive.44AD.rate', 8, '| Deemed profit on other receipts | 8% |'),
    pct(
      'presumptive.44AD.digitalRate',
      6,
      'Presumptive profit = 6% of ₹70,00,000 + 8% of ₹10,00,000',
    ),
    pct('presumptive.44AD.rate', 8, 'Presumptive profit = 6% of ₹70,00,000 + 8% of ₹10,00,000'),
    pct('presumptive.44ADA.rate', 50, '| Deemed profit | 50% of gross receipts |'),
    pct('presumptive.44ADA.rate', 50, 'declaring less than 50%'),
  ],
  figures: [
    { label: 'shop income', calculation: SHOP, field: 'presumptiveIncome', value: 500000 },
    { label: 'shop tax', calculation: taxOn(500000), field: 'totalTax', value: 0 },
    { label: 'trader income', calculation: TRADER, field: 'presumptiveIncome', value: 1510000 },
    { label: 'doctor income', calculation: DOCTOR, field: 'presumptiveIncome', value: 3000000 },
    { label: 'doctor tax', calculation: taxOn(3000000), field: 'totalTax', value: 499200 },
  ],
});
