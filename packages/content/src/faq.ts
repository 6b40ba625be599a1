import { inr, pct, slab } from './claims';
import type { FaqCategory, FaqItem } from './types';

/** The six FAQ categories the FAQ page filters by, in filter order. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  'General Tax',
  'Deductions',
  'TDS',
  'Capital Gains',
  'Advance Tax',
  'ITR Filing',
];

/** Exactly 12 built-in FAQ items, correct for tax year 2026-27. */
export const faqs: readonly FaqItem[] = [
  {
    id: 'which-regime-applies',
    category: 'General Tax',
    question: 'Which tax regime applies to me, and can I switch?',
    answer:
      'The new tax regime is the default for individuals. For FY 2025-26 and tax year 2026-27 it has nil tax up to ₹4,00,000 and rates from 5% to 30%, and with the 87A rebate there is no tax on income up to ₹12,00,000 (₹12,75,000 for salaried people after the ₹75,000 standard deduction), except on special-rate income such as capital gains. You can choose the old regime, with its deductions such as 80C, 80D and HRA, if it costs you less. Without business income you can choose every year, but only in a return filed by the due date; with business income you opt out through a separate form filed by the due date (Form 10-IEA under the 1962 Rules; its number under the Income-tax Rules 2026 is not yet confirmed) and can come back to the new regime only once.',
    claims: [
      slab('slab.new.rate', 400000, 0, 'it has nil tax up to ₹4,00,000'),
      inr('rebate87A.new.threshold', 1200000, 'no tax on income up to ₹12,00,000'),
      inr('standardDeduction.new', 75000, 'after the ₹75,000 standard deduction'),
    ],
  },
  {
    id: 'income-tax-act-2025-tax-year',
    category: 'General Tax',
    question: 'What is the Income-tax Act 2025 and what is a "tax year"?',
    answer:
      'The Income-tax Act 2025 replaced the Income-tax Act 1961 from 1 April 2026. It uses a single "tax year" (the financial year in which you earn the income) instead of "previous year" and "assessment year", so FY 2026-27 is tax year 2026-27. Slab rates, the standard deduction and the 87A rebate are unchanged, but many section numbers changed: for example 87A is now section 156 and the new-regime section 115BAC is section 202. Income of FY 2025-26 and earlier years is still taxed, and returned, under the 1961 Act.',
  },
  {
    id: 'how-much-80c',
    category: 'Deductions',
    question: 'How much can I save under section 80C?',
    answer:
      'Section 80C allows up to ₹1,50,000 a year in total for investments and payments such as EPF, PPF, ELSS funds, life-insurance premiums, NSC, five-year tax-saving deposits, tuition fees for two children and home-loan principal. The cap is shared with 80CCC and 80CCD(1). Your own NPS contribution can earn a further ₹50,000 under 80CCD(1B). Both deductions exist only in the old regime. From tax year 2026-27, 80C is section 123 of the Income-tax Act 2025 and the NPS deductions are in section 124.',
    claims: [
      inr('deduction.80C.cap', 150000, 'allows up to ₹1,50,000 a year in total'),
      inr('deduction.80CCD1B.cap', 50000, 'a further ₹50,000 under 80CCD(1B)'),
    ],
  },
  {
    id: 'deductions-in-new-regime',
    category: 'Deductions',
    question: 'Which deductions are allowed in the new regime?',
    answer:
      "Only a few: the ₹75,000 standard deduction for salary and pension, the employer's contribution to your NPS account under 80CCD(2) up to 14% of basic pay plus DA, the Agniveer Corpus Fund deduction, a deduction from family pension of one third of it or ₹25,000, whichever is less (₹15,000 in the old regime), and interest on a let-out house against its rent. HRA, LTA, 80C, 80D, 80E, 80G, 80TTA, 80TTB and interest on a self-occupied home loan are not allowed.",
    claims: [
      inr('standardDeduction.new', 75000, 'the ₹75,000 standard deduction for salary'),
      pct('deduction.80CCD2.newRegimePercent', 14, 'up to 14% of basic pay'),
      inr('familyPension.newRegimeCap', 25000, 'one third of it or ₹25,000, whichever is less'),
      inr('familyPension.oldRegimeCap', 15000, '(₹15,000 in the old regime)'),
    ],
  },
  {
    id: 'what-is-tds',
    category: 'TDS',
    question: 'What is TDS and how do I get credit for it?',
    answer:
      'Tax deducted at source is tax that the payer (your employer, bank, tenant or client) deducts before paying you and deposits against your PAN. It is not an extra tax: it appears in your tax-credit statement (Form 168 from tax year 2026-27 under the Income-tax Rules 2026, formerly Form 26AS) and your Annual Information Statement, and you subtract it from your tax when you file the return. If more was deducted than your tax, the excess is refunded after the return is processed. Check the statement before filing and ask the deductor to correct any missing entry.',
  },
  {
    id: 'avoid-tds-on-fd',
    category: 'TDS',
    question: 'When does a bank deduct TDS on my fixed deposit interest, and can I avoid it?',
    answer:
      'From 1 April 2025 a bank deducts 10% TDS only when your interest from that bank exceeds ₹50,000 in the year, or ₹1,00,000 if you are a senior citizen. If your total income is below the taxable limit, give the bank the no-TDS declaration at the start of the year and it will not deduct: from tax year 2026-27 that is Form 121 under the Income-tax Rules 2026, which replaces Form 15G (below 60) and Form 15H (60 or older). Without a PAN, or with a PAN not linked to Aadhaar, TDS is 20%. Savings-account interest has no TDS but is still taxable.',
  },
  {
    id: 'share-capital-gains-rates',
    category: 'Capital Gains',
    question: 'How are gains on shares and equity mutual funds taxed now?',
    answer:
      'For sales on or after 23 July 2024: gains on listed shares or equity funds held for 12 months or less are short-term and taxed at 20% (section 111A; section 196 of the Income-tax Act 2025); gains on those held longer are long-term and taxed at 12.5% on the part above ₹1,25,000 a year (section 112A; section 198 of the 2025 Act), without indexation. Cess of 4% is added. The new-regime 87A rebate does not reduce tax on these gains.',
    claims: [
      pct('capitalGains.111A.rate', 20, 'taxed at 20% (section 111A;'),
      pct(
        'capitalGains.112A.rate',
        12.5,
        'taxed at 12.5% on the part above ₹1,25,000 a year (section 112A;',
      ),
      inr(
        'capitalGains.112A.exemption',
        125000,
        'taxed at 12.5% on the part above ₹1,25,000 a year (section 112A;',
      ),
    ],
  },
  {
    id: 'property-sale-tax',
    category: 'Capital Gains',
    question: 'How is the sale of a house or land taxed, and can I avoid the tax?',
    answer:
      'Property held for more than 24 months gives a long-term gain taxed at 12.5% without indexation for sales on or after 23 July 2024. A resident individual selling land or a building bought before that date pays the lower of 12.5% without indexation and 20% with indexation. You can exempt the gain by buying another house within the time limits (section 54, up to ₹10 crore; section 82 of the Income-tax Act 2025) or by investing up to ₹50 lakh in specified bonds within six months (section 54EC; section 85 of the 2025 Act).',
    claims: [
      pct(
        'capitalGains.112.rate',
        12.5,
        'taxed at 12.5% without indexation for sales on or after 23 July 2024',
      ),
    ],
  },
  {
    id: 'who-pays-advance-tax',
    category: 'Advance Tax',
    question: 'Who has to pay advance tax?',
    answer:
      'Anyone whose tax for the year, after subtracting TDS and TCS, will be ₹10,000 or more must pay it in advance during the year (section 208 of the 1961 Act; section 404 of the Income-tax Act 2025 from tax year 2026-27). This usually means freelancers, business owners, and salaried people with large interest, rent or capital gains. A resident senior citizen aged 60 or more with no business or professional income is exempt (section 207; section 403(3) of the 2025 Act).',
    claims: [inr('advanceTax.threshold', 10000, 'will be ₹10,000 or more')],
  },
  {
    id: 'advance-tax-due-dates',
    category: 'Advance Tax',
    question: 'What are the advance tax due dates?',
    answer:
      "Advance tax is paid in cumulative instalments: at least 15% of the year's tax by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March. People using presumptive taxation under 44AD or 44ADA may pay it all by 15 March. A short instalment costs interest of 1% a month under section 234C, and paying less than 90% by 31 March adds interest under section 234B.",
    claims: [
      pct('advanceTax.cumulative.june', 15, "at least 15% of the year's tax by 15 June"),
      pct('advanceTax.cumulative.september', 45, '45% by 15 September'),
      pct('advanceTax.cumulative.december', 75, '75% by 15 December'),
      pct('advanceTax.cumulative.march', 100, '100% by 15 March'),
    ],
  },
  {
    id: 'which-itr-form',
    category: 'ITR Filing',
    question: 'Which ITR form should I use?',
    answer:
      'For FY 2025-26 returns: ITR-1 (Sahaj) suits a resident with total income up to ₹50 lakh from salary or pension, one house property, interest and similar income, and long-term gains under 112A of up to ₹1.25 lakh. ITR-2 is for individuals with other capital gains, more than one house, foreign assets or income above ₹50 lakh, but no business income. ITR-3 is for business or professional income with books of account, and ITR-4 (Sugam) for presumptive income under 44AD, 44ADA or 44AE with total income up to ₹50 lakh. Forms for tax year 2026-27 are notified under the Income-tax Act 2025.',
  },
  {
    id: 'itr-due-date',
    category: 'ITR Filing',
    question: 'What is the last date to file my return, and what if I miss it?',
    answer:
      'For most individuals the due date is 31 July after the end of the year, and audit cases have until 31 October. Business and professional cases that need no audit have until 31 August: the Finance Act 2026 made that change in section 139(1) of the 1961 Act from 1 March 2026, so for FY 2025-26 returns (31 August 2026), and in section 263(1)(c) of the Income-tax Act 2025 from tax year 2026-27. No CBDT notification is involved; some commentaries read the change as starting only with tax year 2026-27, so check the e-filing portal for your return. If you miss the due date, you can file a belated return by 31 December with a late fee of ₹5,000 (₹1,000 if income is up to ₹5 lakh) plus interest on unpaid tax, but you cannot choose the old regime if you have no business income. A revised return is now allowed until 31 March (with a fee after 31 December), and after that an updated return is possible for up to 48 months, with extra tax.',
  },
];
