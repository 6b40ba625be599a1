import type { FinancialYear } from '@taxguide/tax-engine';
import { inr, pct, slab } from '../claims';
import { call } from '../examples/calculations';
import { guide } from './helpers';

const salary18L = (financialYear: FinancialYear) =>
  call('income_tax', { annualIncome: 1800000, regime: 'new', incomeType: 'salary', financialYear });

export const incomeTaxAct2025Guide = guide({
  slug: 'income-tax-act-2025-what-changed',
  title: 'The Income-tax Act 2025: What Changed on 1 April 2026 and What Did Not',
  excerpt:
    'The 1961 Act has been replaced. "Tax year" replaces previous year and assessment year, and many sections have new numbers, but slab rates, the ₹12 lakh rebate and the standard deduction are unchanged. Plus the Budget 2026 changes to due dates, revised returns and TCS.',
  category: 'updates',
  publishedAt: '2026-04-02',
  imageAlt:
    'An old law book marked 1961 beside a new one marked 2025 with an arrow between them, under the title Income-tax Act 2025',
  relatedSections: ['115BAC', '87A', '16(ia)', '111A', '112', '112A', '207', '211', '44AD'],
  markdown: `The **Income-tax Act 2025** (Act No. 30 of 2025) received the President's assent on 21 August 2025 and came into force on **1 April 2026**. It replaces the Income-tax Act 1961, which had grown to hundreds of amended sections, with a re-drafted law of 536 sections. The government's aim was a simpler text, not new tax rates.

## "Tax year" replaces previous year and assessment year

Under the 1961 Act, income earned in the "previous year" (say FY 2025-26) was assessed in the "assessment year" (AY 2026-27). The 2025 Act uses one term, the **tax year**: income of April 2026 to March 2027 is income of tax year 2026-27, and the return for it is filed in 2027.

Income of FY 2025-26 and earlier years is still taxed, and returned, under the 1961 Act. So the return you file by July or August 2026 is an old-Act return for AY 2026-27.

## What did not change

The slab rates, rebate and standard deduction for tax year 2026-27 are the same as for FY 2025-26:

- New regime: nil up to ₹4,00,000, then 5% to 30% in ₹4 lakh steps, 30% above ₹24,00,000.
- Rebate of up to ₹60,000, so no tax on income up to ₹12,00,000.
- Standard deduction of ₹75,000 (new regime) and ₹50,000 (old regime).
- Old-regime slabs, 80C, 80D and the other deductions, with their limits.
- Capital-gains rates: 20% short-term and 12.5% long-term on equity, with the ₹1,25,000 exemption.

A salaried person earning ₹18,00,000 in the new regime pays ₹1,50,800 in FY 2025-26 and the same ₹1,50,800 in tax year 2026-27. (In FY 2024-25, before Budget 2025 widened the slabs, the same salary paid ₹2,15,800, so the change saved ₹65,000.)

## New section numbers

Most sections moved. Some that people look up most, checked against the enacted text:

| Rule | 1961 Act | 2025 Act |
|---|---|---|
| New tax regime | [115BAC](/section/115BAC) | 202 |
| Rebate for resident individuals | [87A](/section/87A) | 156 |
| Standard deduction from salary | [16(ia)](/section/16(ia)) | 19(1) |
| Short-term gains on listed equity | [111A](/section/111A) | 196 |
| Long-term gains on other assets | [112](/section/112) | 197 |
| Long-term gains on listed equity | [112A](/section/112A) | 198 |
| Presumptive taxation | [44AD](/section/44AD), [44ADA](/section/44ADA), [44AE](/section/44AE) | 58 |
| Liability for advance tax | [207](/section/207) | 403 |
| Who must pay advance tax (₹10,000 or more) | [208](/section/208) | 404 |
| Deduction for PPF, ELSS, life insurance and the like | [80C](/section/80C) | 123 |
| Health-insurance premiums | [80D](/section/80D) | 126 |
| Interest on a home loan | [24(b)](/section/24(b)) | 22(1)(b) |
| TDS on salary | [192](/section/192) | 392 |
| Return filing and due dates | [139(1)](/section/139(1)) | 263(1) |
| Advance-tax instalments | [211](/section/211) | 408 |
| Rounding of income and tax | 288A, 288B | 516 |

Each [section page](/sections) leads with the 2025 number for tax year 2026-27, with the 1961 number beside it, once we have verified the new number; until then it shows the 1961 number alone. [Search](/search) accepts both numbers where known: searching for 156 finds the 87A rebate.

## Changes from Budget 2026

The Finance Act 2026 left rates alone but changed some procedures and a few reliefs from tax year 2026-27 (the return changes also apply to FY 2025-26 returns):

- **Due dates:** 31 July stays for ITR-1 and ITR-2 filers; business and professional cases without audit get until 31 August; audit cases 31 October. The Act made this change in section 263(1)(c) of the 2025 Act from tax year 2026-27 and in section 139(1) of the 1961 Act from 1 March 2026, so FY 2025-26 returns get 31 August 2026 too; some commentaries read it as starting only with tax year 2026-27.
- **Revised returns:** allowed until 31 March, twelve months after the year ends, instead of 31 December, with a fee for revisions after 31 December.
- **TCS:** 2% on overseas tour packages (no threshold) and on foreign remittances for education and medical treatment above ₹10 lakh; 20% remains for most other remittances.
- **Sovereign Gold Bonds:** the gain on redemption is exempt only for an individual who subscribed at the original issue and held the bond until redemption at maturity (section 70(1)(x) of the 2025 Act, as substituted). Bonds bought on an exchange, and early redemptions, now give a taxable gain.
- **Dividends and mutual-fund income:** interest on money borrowed to earn them is no longer deductible (section 93(2) of the 2025 Act, as amended). Under the 1961 Act up to 20% of the dividend could be set against such interest.

## What you should do

- Nothing changes in how you compute tax for tax year 2026-27; use our [calculators](/calculators) as before.
- Expect new form numbers for tax year 2026-27. The Income-tax Rules 2026, notified on 20 March 2026 (G.S.R. 198(E)), replace the 1962 Rules: your salary TDS certificate is Form 130 (formerly Form 16), the tax-credit statement is Form 168 (formerly Form 26AS), and one Form 121 replaces Forms 15G and 15H. Returns for FY 2025-26, filed in 2026, still use the old forms.
- When reading notices or advice, check which Act and which year it refers to. See also the [FAQ](/faq) and the [abbreviations](/abbreviations) list for terms such as AY, PY and TY.`,
  claims: [
    slab('slab.new.rate', 400000, 0, 'New regime: nil up to ₹4,00,000, then 5% to 30%'),
    slab('slab.new.rate', null, 30, '30% above ₹24,00,000.'),
    inr(
      'rebate87A.new.max',
      60000,
      'Rebate of up to ₹60,000, so no tax on income up to ₹12,00,000',
    ),
    inr(
      'rebate87A.new.threshold',
      1200000,
      'Rebate of up to ₹60,000, so no tax on income up to ₹12,00,000',
    ),
    inr(
      'standardDeduction.new',
      75000,
      'Standard deduction of ₹75,000 (new regime) and ₹50,000 (old regime)',
    ),
    inr(
      'standardDeduction.old',
      50000,
      'Standard deduction of ₹75,000 (new regime) and ₹50,000 (old regime)',
    ),
    pct(
      'capitalGains.111A.rate',
      20,
      '20% short-term and 12.5% long-term on equity, with the ₹1,25,000 exemption',
    ),
    pct(
      'capitalGains.112A.rate',
      12.5,
      '20% short-term and 12.5% long-term on equity, with the ₹1,25,000 exemption',
    ),
    inr(
      'capitalGains.112A.exemption',
      125000,
      '20% short-term and 12.5% long-term on equity, with the ₹1,25,000 exemption',
    ),
  ],
  figures: [
    {
      label: '18 L FY 2025-26',
      calculation: salary18L('2025-26'),
      field: 'totalTax',
      value: 150800,
    },
    {
      label: '18 L tax year 2026-27',
      calculation: salary18L('2026-27'),
      field: 'totalTax',
      value: 150800,
    },
    {
      label: '18 L FY 2024-25',
      calculation: salary18L('2024-25'),
      field: 'totalTax',
      value: 215800,
    },
    {
      label: 'Budget 2025 saving',
      calculation: salary18L('2024-25'),
      field: 'totalTax',
      minus: { calculation: salary18L('2025-26'), field: 'totalTax' },
      value: 65000,
    },
  ],
});
