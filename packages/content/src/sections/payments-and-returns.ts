import { calc } from '../examples/calculations';
import { inr, pct } from '../claims';
import { formatINR, percentOf } from '../format';
import type { SectionContent } from '../types';
import { INDIA_CODE_1961, LAST_REVIEWED, PLAIN_LANGUAGE_NOTE, act2025Verified, md } from './common';

const base = {
  sourceUrl: INDIA_CODE_1961,
  lastReviewed: LAST_REVIEWED,
  act2025Section: '',
} as const;

const TAX_YEAR_NOTE =
  'Returns for FY 2025-26 (assessment year 2026-27) are filed under the 1961 Act in 2026; from tax year 2026-27 the Income-tax Act 2025 applies, and "tax year" replaces "previous year" and "assessment year".';

/** Paying tax during the year and interest (tax_payment), returns and notices (returns), late fees and penalties (penalty). */
export const paymentsAndReturnsSections: SectionContent[] = [
  {
    ...base,
    sectionNumber: '207',
    act2025Section: '403',
    title: 'Liability to Pay Advance Tax',
    category: 'tax_payment',
    description:
      'Tax must be paid during the year as advance tax; resident seniors (60+) with no business income are exempt.',
    summary:
      'Section 207 makes income tax payable in advance during the year in which the income is earned. A resident individual aged 60 or more who has no income from business or profession is exempt and can pay any tax due as self-assessment tax before filing.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### The rule\nTax on the current year's income is paid during that year as advance tax, in the instalments set by [section 211](/section/211), when the amount due is at least the threshold in [section 208](/section/208).",
      '### Senior-citizen exemption\nA resident individual who is 60 or older at any time during the year, and who has no income from business or profession, does not have to pay advance tax. Such a person pays any balance as [self-assessment tax](/section/140A) before filing, without interest under 234B or 234C.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('403', 'the senior-citizen exemption is in section 403(3)'),
    ),
    keyLimits: [
      'Tax is payable during the year it is earned',
      'Resident 60+ with no business income: exempt',
      'Threshold and instalments in sections 208 and 211',
    ],
    examples: [
      {
        title: 'A retired pensioner with rental income',
        scenario:
          'Mrs Rao, 66, has a pension and rent from a flat, and no business income. Even though her tax after TDS is ₹40,000, she need not pay advance tax; she pays it as self-assessment tax before filing.',
      },
    ],
    related: ['208', '211', '140A', '234B', '234C'],
  },
  {
    ...base,
    sectionNumber: '208',
    act2025Section: '404',
    title: 'When Advance Tax Is Payable',
    category: 'tax_payment',
    description:
      'Advance tax is payable when the tax due for the year, after TDS and TCS, is ₹10,000 or more.',
    summary:
      'You must pay advance tax if your estimated tax for the year, after subtracting TDS and TCS, is ₹10,000 or more. Salaried people whose employer deducts enough TDS usually owe none; those with interest, rent, capital gains, business or freelance income often do.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Threshold\nAdvance tax is payable when the tax for the year, as estimated, minus TDS and TCS, is **₹10,000 or more**. (Some summaries say "more than ₹10,000"; the law says ₹10,000 or more.)',
      "### Who typically pays\n- Freelancers, consultants and business owners.\n- Salaried people with large interest, rent, dividends or capital gains on top of salary.\n- Anyone whose TDS falls short of the year's tax by ₹10,000 or more.\n\nResident senior citizens with no business income are exempt ([section 207](/section/207)).",
      '### What happens if you do not pay\nInterest under [234B](/section/234B) (if less than 90% is paid by 31 March) and [234C](/section/234C) (for each instalment paid short or late).',
      '### Under the Income-tax Act 2025\n' + act2025Verified('404'),
      'The advance tax calculator on the [calculators page](/calculators) splits your tax into the four instalments; see also the [advance tax guide](/blog/advance-tax-guide).',
    ),
    keyLimits: [
      'Payable if tax after TDS/TCS is ₹10,000 or more',
      'Senior citizens without business income exempt',
      'Shortfall attracts interest under 234B and 234C',
    ],
    examples: [
      {
        title: "A consultant's advance tax",
        scenario:
          'Rahul expects ₹18,00,000 of consulting income (non-salary) in tax year 2026-27, with ₹1,00,000 already deducted as TDS by clients.',
        calculation: calc(
          'advance_tax',
          {
            annualIncome: 1800000,
            tdsDeducted: 100000,
            incomeType: 'other',
            hasBusinessIncome: true,
            financialYear: '2026-27',
          },
          (r) =>
            `His tax for the year is ${formatINR(r.totalTaxLiability)}; after TDS, ${formatINR(r.balanceAfterTds)} remains. ${
              r.liable
                ? `That is ₹10,000 or more, so he pays it as advance tax: ${formatINR(r.quarters.q1)} by 15 June, ${formatINR(r.quarters.q2)} by 15 September, ${formatINR(r.quarters.q3)} by 15 December and ${formatINR(r.quarters.q4)} by 15 March.`
                : 'That is below ₹10,000, so no advance tax is due.'
            }`,
        ),
      },
    ],
    hi: {
      title: 'अग्रिम कर कब देना होता है',
      description:
        'जब साल का देय कर, स्रोत पर कर कटौती (TDS) और स्रोत पर कर संग्रहण (TCS) के बाद, ₹10,000 या अधिक हो तो अग्रिम कर (advance tax) देना होता है।',
      summary:
        'धारा 208 (आयकर अधिनियम 2025 की धारा 404) के तहत अगर TDS और TCS घटाने के बाद साल का आपका अनुमानित कर ₹10,000 या अधिक है, तो आपको अग्रिम कर देना होगा। जिन वेतनभोगियों का नियोक्ता पर्याप्त TDS काटता है, उन पर आम तौर पर कुछ बकाया नहीं होता; ब्याज, किराये, पूंजीगत लाभ (capital gains), कारोबार या फ्रीलांस आय वालों पर अक्सर होता है।',
      keyLimits: [
        'TDS/TCS के बाद कर ₹10,000 या अधिक हो तो देय',
        'बिना कारोबार आय वाले वरिष्ठ नागरिक (senior citizen) को छूट',
        'कमी पर 234B और 234C के तहत ब्याज',
      ],
      examples: [
        {
          title: 'एक सलाहकार का अग्रिम कर',
          scenario:
            'राहुल को कर वर्ष 2026-27 में ₹18,00,000 की परामर्श आय (वेतन नहीं) की उम्मीद है, जिस पर ग्राहक ₹1,00,000 TDS पहले ही काट चुके हैं।',
        },
      ],
    },
    related: ['207', '211', '234B', '234C', '140A'],
    claims: [
      inr('advanceTax.threshold', 10000, 'after TDS and TCS, is ₹10,000 or more.'),
      inr('advanceTax.threshold', 10000, 'after subtracting TDS and TCS, is ₹10,000 or more'),
      inr('advanceTax.threshold', 10000, 'is **₹10,000 or more**'),
      inr('advanceTax.threshold', 10000, '"more than ₹10,000"; the law says ₹10,000 or more'),
      inr('advanceTax.threshold', 10000, "short of the year's tax by ₹10,000 or more"),
      inr('advanceTax.threshold', 10000, 'Payable if tax after TDS/TCS is ₹10,000 or more'),
    ],
  },
  {
    ...base,
    sectionNumber: '209',
    act2025Section: '405',
    title: 'How Advance Tax Is Computed',
    category: 'tax_payment',
    description:
      "Advance tax = tax on the year's estimated income at the year's rates, less TDS and TCS that will be deducted or collected on that income.",
    summary:
      "Section 209 says how much advance tax is payable: estimate the year's total income, work out the tax on it at the rates in force for that year, and subtract the TDS and TCS that will be deducted or collected during the year on income included in the estimate (209(1)(d)). TDS the payer should have deducted but did not cannot be subtracted.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### The computation\n1. **Estimate the year's income** from every head: salary, rent, business, capital gains realised so far, interest, dividends.\n2. **Tax it at the rates in force** for the year, in your chosen regime, with rebate, surcharge and cess.\n3. **Subtract TDS and TCS** that will be deducted or collected during the year on income in the estimate (209(1)(d)).\n4. **The result is the advance tax.** It is payable only if it is ₹10,000 or more ([section 208](/section/208)), in the instalments of [section 211](/section/211).",
      '### TDS that was not deducted\nIf a payer credits or pays you income without deducting the TDS due, you cannot subtract that TDS: you pay the tax yourself as advance tax.',
      '### Revising the estimate\nEstimates can change during the year: a capital gain in December or a bonus in March. Recompute at each instalment date and pay the difference; a short instalment costs interest under [234C](/section/234C), and paying less than 90% of the final tax by 31 March costs interest under [234B](/section/234B). Interest on a shortfall caused by a capital gain, dividend or winnings arising after an instalment date is not charged if the tax on it is paid in the remaining instalments.',
      '### If the Assessing Officer sends an order\nThe Assessing Officer may work out the advance tax on your last assessed income and send an order; you may pay on your own lower estimate instead, telling the officer. Most people never receive such an order and simply pay on their own estimate.',
      '### Old or new regime\nThe tax in step 2 is worked out in whichever regime you expect to use for the year.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '405',
          'it writes the formula as advance tax = tax on the specified sum less tax deductible or collectible at source',
        ),
    ),
    keyLimits: [
      "Tax on the year's estimated income at the year's rates",
      'Less TDS and TCS deductible or collectible during the year',
      'TDS a payer failed to deduct cannot be subtracted',
      'Payable if the result is ₹10,000 or more',
    ],
    examples: [
      {
        title: 'A consultant with some TDS',
        scenario:
          'Farhan expects ₹22,00,000 of consulting fees in tax year 2026-27, not presumptive, and his clients will deduct ₹1,50,000 of TDS. He uses the new regime.',
        calculation: calc(
          'advance_tax',
          {
            annualIncome: 2200000,
            incomeType: 'other',
            tdsDeducted: 150000,
            financialYear: '2026-27',
            regime: 'new',
          },
          (r) =>
            `Tax on his estimated income, with cess, is ${formatINR(r.totalTaxLiability)}. Less the ${formatINR(r.tdsDeducted)} of TDS, his advance tax is ${formatINR(r.advanceTaxDue)}, paid in four instalments: ${formatINR(r.quarters.q1)} by 15 June, ${formatINR(r.quarters.q2)} by 15 September, ${formatINR(r.quarters.q3)} by 15 December and ${formatINR(r.quarters.q4)} by 15 March.`,
        ),
      },
    ],
    related: ['208', '211', '207', '234B', '234C'],
    claims: [
      inr('advanceTax.threshold', 10000, 'Payable if the result is ₹10,000 or more'),
      inr('advanceTax.threshold', 10000, 'It is payable only if it is ₹10,000 or more'),
    ],
  },
  {
    ...base,
    sectionNumber: '211',
    act2025Section: '408',
    title: 'Advance Tax Instalments and Due Dates',
    category: 'tax_payment',
    description:
      'Advance tax is paid cumulatively: 15% by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March.',
    summary:
      "Advance tax is paid in four instalments that add up: at least 15% of the year's tax by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March. Taxpayers using presumptive taxation under 44AD or 44ADA may pay the whole amount in one instalment by 15 March.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Instalments\n| Due date | Cumulative amount paid by then |\n|---|---|\n| 15 June | At least 15% |\n| 15 September | At least 45% |\n| 15 December | At least 75% |\n| 15 March | 100% |\n\nAny tax paid by 31 March still counts as advance tax for the year.',
      '### Presumptive taxpayers\nThose declaring income under [44AD](/section/44AD) or [44ADA](/section/44ADA) pay the full advance tax in one instalment by 15 March.',
      '### How to pay\nOnline through e-Pay Tax on the e-filing portal (Challan ITNS 280, "advance tax"), using net banking, card or UPI, or at an authorised bank.',
      '### If an instalment is short\nInterest under [234C](/section/234C) at 1% a month; and under [234B](/section/234B) if less than 90% is paid by 31 March.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('408'),
    ),
    keyLimits: [
      '15 June: 15%',
      '15 September: 45%',
      '15 December: 75%',
      '15 March: 100% (44AD/44ADA: all by 15 March)',
    ],
    examples: [
      {
        title: 'Instalments on ₹1,20,000 of advance tax',
        scenario: `Priya's estimated advance tax for the year is ₹1,20,000. She pays at least ${formatINR(percentOf(120000, 15))} by 15 June, a cumulative ${formatINR(percentOf(120000, 45))} by 15 September, ${formatINR(percentOf(120000, 75))} by 15 December and ${formatINR(120000)} by 15 March.`,
      },
    ],
    hi: {
      title: 'अग्रिम कर की किस्तें और नियत तारीखें',
      description:
        'अग्रिम कर (advance tax) संचयी रूप से दिया जाता है: 15 जून तक 15%, 15 सितंबर तक 45%, 15 दिसंबर तक 75% और 15 मार्च तक 100%।',
      summary:
        'धारा 211 (आयकर अधिनियम 2025 की धारा 408) के तहत अग्रिम कर चार किस्तों में दिया जाता है जो जुड़ती जाती हैं: साल के कर का कम से कम 15% 15 जून तक, 45% 15 सितंबर तक, 75% 15 दिसंबर तक और 100% 15 मार्च तक। 44AD या 44ADA के तहत अनुमानित कराधान अपनाने वाले करदाता पूरी राशि 15 मार्च तक एक ही किस्त में दे सकते हैं।',
      keyLimits: [
        '15 जून: 15%',
        '15 सितंबर: 45%',
        '15 दिसंबर: 75%',
        '15 मार्च: 100% (44AD/44ADA: सब 15 मार्च तक)',
      ],
      examples: [
        {
          title: '₹1,20,000 के अग्रिम कर की किस्तें',
          scenario:
            'प्रिया का साल का अनुमानित अग्रिम कर ₹1,20,000 है। वह 15 जून तक कम से कम ₹18,000, 15 सितंबर तक कुल ₹54,000, 15 दिसंबर तक ₹90,000 और 15 मार्च तक ₹1,20,000 देती है।',
        },
      ],
    },
    related: ['208', '207', '234C', '234B', '44AD'],
    claims: [
      pct(
        'advanceTax.cumulative.june',
        15,
        '15% by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March',
      ),
      pct(
        'advanceTax.cumulative.september',
        45,
        '15% by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March',
      ),
      pct(
        'advanceTax.cumulative.december',
        75,
        '15% by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March',
      ),
      pct(
        'advanceTax.cumulative.march',
        100,
        '15% by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March',
      ),
      pct(
        'advanceTax.cumulative.june',
        15,
        "at least 15% of the year's tax by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March",
      ),
      pct(
        'advanceTax.cumulative.september',
        45,
        "at least 15% of the year's tax by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March",
      ),
      pct(
        'advanceTax.cumulative.december',
        75,
        "at least 15% of the year's tax by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March",
      ),
      pct(
        'advanceTax.cumulative.march',
        100,
        "at least 15% of the year's tax by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March",
      ),
      pct('advanceTax.cumulative.june', 15, '| 15 June | At least 15% |'),
      pct('advanceTax.cumulative.september', 45, '| 15 September | At least 45% |'),
      pct('advanceTax.cumulative.december', 75, '| 15 December | At least 75% |'),
      pct('advanceTax.cumulative.march', 100, '| 15 March | 100% |'),
      pct('advanceTax.cumulative.june', 15, '15 June: 15%'),
      pct('advanceTax.cumulative.september', 45, '15 September: 45%'),
      pct('advanceTax.cumulative.december', 75, '15 December: 75%'),
      pct('advanceTax.cumulative.march', 100, '15 March: 100% (44AD/44ADA'),
    ],
  },
  {
    ...base,
    sectionNumber: '140A',
    act2025Section: '266',
    title: 'Self-Assessment Tax',
    category: 'tax_payment',
    description:
      'Any tax still due after TDS and advance tax, with interest and fees, must be paid before you file the return.',
    summary:
      'If your tax for the year, after TDS, TCS and advance tax, still shows a balance when you prepare the return, you pay it as self-assessment tax before filing, together with any interest under 234A, 234B and 234C and any late fee. Payments are applied first to the fee and interest, then to tax.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What to pay\nThe balance tax plus interest (under [234A](/section/234A), [234B](/section/234B), [234C](/section/234C)) and any [late fee](/section/234F), before filing the return.',
      '### Order of adjustment\nIf you pay less than the full amount, it is applied first to the fee, then to interest, and only the rest to tax.',
      '### How to pay\nThrough e-Pay Tax on the e-filing portal, choosing "self-assessment tax"; enter the challan details (BSR code, date, serial number) in the return.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('266'),
    ),
    keyLimits: [
      'Pay the balance before filing the return',
      'Include interest under 234A/B/C and any fee',
      'Payment applied to fee and interest first',
    ],
    examples: [
      {
        title: 'A balance found while filing',
        scenario:
          'While preparing his return, Anil finds ₹22,000 of tax due on FD interest not covered by TDS, plus interest under 234B and 234C. He pays the total as self-assessment tax and then files.',
      },
    ],
    related: ['208', '234B', '234C', '139(1)', '288B'],
  },
  {
    ...base,
    sectionNumber: '234A',
    act2025Section: '423',
    title: 'Interest for Filing the Return Late',
    category: 'tax_payment',
    description:
      'Simple interest of 1% a month on unpaid tax from the day after the return due date until you file.',
    summary:
      'If you file the return after the due date and tax is still unpaid, you pay simple interest of 1% for every month or part of a month from the day after the due date until the date of filing, on the tax remaining after TDS, TCS, advance tax and relief.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### How it is worked out\n- Rate: 1% a month or part of a month, simple.\n- On: tax on total income minus TDS, TCS, advance tax and reliefs (self-assessment tax paid before the due date reduces it too).\n- Period: from the day after the due date until the date the return is filed.',
      '### Points to note\nIf all tax was paid by the due date, there is no 234A interest even on a late return, though the [late fee](/section/234F) still applies.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('423'),
    ),
    keyLimits: [
      '1% a month or part of a month',
      'On unpaid tax after TDS and advance tax',
      'From the day after the due date to filing',
    ],
    examples: [
      {
        title: 'Filing two months late',
        scenario: `Vinay's unpaid tax is ₹30,000 and his due date was 31 July; he files on 20 September. Counting August and September (a part month counts in full), interest is 1% × 2 × ₹30,000 = ${formatINR(percentOf(30000, 1 * 2))}.`,
      },
    ],
    related: ['234B', '234C', '234F', '139(1)', '139(4)'],
  },
  {
    ...base,
    sectionNumber: '234B',
    act2025Section: '424',
    title: 'Interest for Not Paying Enough Advance Tax',
    category: 'tax_payment',
    description:
      'If advance tax paid by 31 March is less than 90% of the tax due, interest of 1% a month runs from 1 April until you pay.',
    summary:
      'If you were liable to pay advance tax but paid nothing, or paid less than 90% of the tax finally due (after TDS and TCS), you pay simple interest of 1% a month on the shortfall from 1 April after the year ends until the tax is paid or assessed.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### When it applies\nAdvance tax paid by 31 March is less than 90% of "assessed tax" (tax on total income minus TDS and TCS).',
      '### How it is worked out\n- 1% a month or part of a month, simple interest.\n- On the shortfall: assessed tax minus advance tax paid.\n- From 1 April following the year until the date of payment (self-assessment tax paid before filing reduces the shortfall from that date).',
      '### Points to note\nResident senior citizens without business income, who are exempt from advance tax, do not pay 234B interest.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('424'),
    ),
    keyLimits: [
      'Triggered if advance tax paid < 90% of assessed tax',
      '1% a month on the shortfall',
      'Runs from 1 April after the year ends',
    ],
    examples: [
      {
        title: 'No advance tax paid',
        scenario: `Sonal owed ₹80,000 after TDS but paid no advance tax. She pays the balance on 25 July. Interest under 234B is 1% × 4 months (April to July) × ₹80,000 = ${formatINR(percentOf(80000, 1 * 4))}, in addition to 234C interest.`,
      },
    ],
    hi: {
      title: 'पर्याप्त अग्रिम कर न देने पर ब्याज',
      description:
        '31 मार्च तक दिया गया अग्रिम कर (advance tax) देय कर के 90% से कम हो, तो 1 अप्रैल से भुगतान तक 1% प्रति माह ब्याज लगता है।',
      summary:
        'धारा 234B (आयकर अधिनियम 2025 की धारा 424) के तहत अगर आप पर अग्रिम कर देने की ज़िम्मेदारी थी पर आपने कुछ नहीं दिया, या अंत में देय कर के 90% से कम दिया, जहां देय कर स्रोत पर कर कटौती (TDS) और स्रोत पर कर संग्रहण (TCS) घटाकर गिना जाता है, तो साल खत्म होने के बाद 1 अप्रैल से कर चुकाने या निर्धारण होने तक कमी पर 1% प्रति माह साधारण ब्याज देना होता है।',
      keyLimits: [
        'दिया गया अग्रिम कर निर्धारित कर के 90% से कम हो तो लागू',
        'कमी पर 1% प्रति माह',
        'साल खत्म होने के बाद 1 अप्रैल से चलता है',
      ],
      examples: [
        {
          title: 'कोई अग्रिम कर नहीं दिया',
          scenario:
            'TDS के बाद सोनल पर ₹80,000 बकाया था, पर उसने कोई अग्रिम कर नहीं दिया। वह बाकी राशि 25 जुलाई को चुकाती है। 234B के तहत ब्याज 1% × 4 महीने (अप्रैल से जुलाई) × ₹80,000 = ₹3,200 है, 234C के ब्याज के अलावा।',
        },
      ],
    },
    related: ['234C', '208', '211', '140A', '234A'],
  },
  {
    ...base,
    sectionNumber: '234C',
    act2025Section: '425',
    title: 'Interest for Late or Short Advance Tax Instalments',
    category: 'tax_payment',
    description:
      'Interest of 1% a month on each advance-tax instalment paid short: 3 months for the first three dates, 1 month for March.',
    summary:
      'If an advance-tax instalment falls short of the required 15%, 45%, 75% or 100%, simple interest of 1% a month is charged on the shortfall: for three months for the June, September and December instalments, and one month for the March instalment. There is no interest for June or September if at least 12% or 36% was paid.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### How it is worked out\n| Instalment | Required by the date | No interest if paid at least | Interest on the shortfall |\n|---|---|---|---|\n| 15 June | 15% | 12% | 1% × 3 months |\n| 15 September | 45% | 36% | 1% × 3 months |\n| 15 December | 75% | — | 1% × 3 months |\n| 15 March | 100% | — | 1% × 1 month |\n\nPercentages are of the tax due on the returned income, after TDS and TCS.',
      '### Exceptions\n- Presumptive taxpayers under 44AD or 44ADA are tested only on the 15 March instalment.\n- No interest on the shortfall caused by capital gains, lottery winnings, first-year business income or dividends that arise after an instalment date, if the tax on them is paid in the remaining instalments.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('425'),
    ),
    keyLimits: [
      '1% a month on each instalment shortfall',
      '3 months for June, September, December; 1 month for March',
      'Safe harbour: 12% by June, 36% by September',
    ],
    examples: [
      {
        title: 'Missing the June instalment',
        scenario: `Arun's advance tax for the year is ₹1,00,000 but he pays nothing by 15 June and pays on time afterwards. The June shortfall is ${formatINR(percentOf(100000, 15))}, so 234C interest is 1% × 3 months on it: ${formatINR(percentOf(percentOf(100000, 15), 1 * 3))}.`,
      },
    ],
    related: ['234B', '211', '208', '44AD'],
    claims: [
      pct('advanceTax.cumulative.june', 15, '| 15 June | 15% | 12%'),
      pct('advanceTax.cumulative.september', 45, '| 15 September | 45% | 36%'),
      pct('advanceTax.cumulative.december', 75, '| 15 December | 75% |'),
      pct('advanceTax.cumulative.march', 100, '| 15 March | 100% |'),
      pct('advanceTax.cumulative.june', 15, 'short of the required 15%, 45%, 75% or 100%'),
      pct('advanceTax.cumulative.september', 45, 'short of the required 15%, 45%, 75% or 100%'),
      pct('advanceTax.cumulative.december', 75, 'short of the required 15%, 45%, 75% or 100%'),
      pct('advanceTax.cumulative.march', 100, 'short of the required 15%, 45%, 75% or 100%'),
    ],
  },
  {
    ...base,
    sectionNumber: '139(1)',
    act2025Section: '263(1)',
    title: 'Filing the Income Tax Return: Who Must File and Due Dates',
    category: 'returns',
    description:
      'Who must file an income tax return, and by when: 31 July for most individuals, 31 August for non-audit business cases.',
    summary:
      'You must file a return if your total income before deductions exceeds the basic exemption limit, or if you meet conditions such as high deposits, foreign travel spending or TDS above set amounts, or hold foreign assets. The due date is 31 July for most individuals, 31 August for business and professional cases without audit (from FY 2025-26 returns, Finance Act 2026), and 31 October for audit cases.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who must file\n- Anyone whose total income, before Chapter VI-A deductions and capital-gains exemptions, exceeds the basic exemption limit of the regime that applies to them. This includes people whose tax is nil because of the 87A rebate.\n- Even with lower income, anyone who in the year: deposited more than ₹1 crore in current accounts; spent more than ₹2 lakh on foreign travel; paid electricity bills above ₹1 lakh; had business turnover above ₹60 lakh or professional receipts above ₹10 lakh; had TDS and TCS of ₹25,000 or more (₹50,000 for senior citizens); or deposited ₹50 lakh or more in savings accounts.\n- A resident holding assets or signing authority outside India.\n- Companies and firms, always.\n\nSenior citizens aged 75 or more who qualify under [section 194P](/section/194P) are excused.',
      '### Due dates\n| Who | Due date after the year ends |\n|---|---|\n| Individuals and others with no business or professional income (ITR-1, ITR-2) | 31 July |\n| Business or professional income, no audit needed | 31 August (from FY 2025-26 returns; 31 July before) |\n| Accounts audited | 31 October |\n| Transfer-pricing report cases | 30 November |\n\nThe government sometimes extends these dates (for FY 2024-25 the 31 July date was extended to 15 September 2025).\n\nThe 31 August date for non-audit business cases comes from the Finance Act 2026, not from a CBDT notification: it amended Explanation 2 to section 139(1) of the 1961 Act from 1 March 2026, so it applies to FY 2025-26 returns, and section 263(1) of the 2025 Act from tax year 2026-27. Sources disagree: some due-date tables for FY 2025-26 still show 31 July for every non-audit case. Check the e-filing portal before relying on 31 August.',
      '### After filing\nVerify the return within 30 days (Aadhaar OTP, net banking or a signed ITR-V), or it is treated as not filed.',
      '### Missing the date\nYou can still file a [belated return](/section/139(4)), with a [late fee](/section/234F) and interest under [234A](/section/234A), and you lose some benefits, such as choosing the old regime if you have no business income.',
      '### Tax year 2026-27\n' + TAX_YEAR_NOTE + ' ' + act2025Verified('263(1)'),
      'Not sure which form to use? Read [which ITR form](/blog/which-itr-form).',
    ),
    keyLimits: [
      'Must file if income exceeds the basic exemption limit',
      '31 July for most individuals',
      '31 August for non-audit business/profession (FY 2025-26 returns onward, Finance Act 2026)',
      '31 October for audit cases',
    ],
    examples: [
      {
        title: 'Nil tax, but a return is still due',
        scenario:
          "Megha's salary is ₹11,00,000 in FY 2025-26. After the 87A rebate her tax is nil, but her income is above the basic exemption limit, so she must file a return by 31 July 2026.",
      },
    ],
    hi: {
      title: 'आयकर रिटर्न भरना: किसे भरना है और नियत तारीखें',
      description:
        'आयकर रिटर्न किसे भरना है और कब तक: ज़्यादातर व्यक्तियों के लिए 31 जुलाई, बिना लेखापरीक्षा वाले कारोबार मामलों के लिए 31 अगस्त।',
      summary:
        'धारा 139(1) (आयकर अधिनियम 2025 की धारा 263(1)) के तहत अगर कोई भी कटौती घटाने से पहले आपकी कुल आय मूल छूट सीमा से अधिक है, या आप तय राशि से अधिक जमा, विदेश यात्रा पर खर्च या स्रोत पर कर कटौती (TDS) जैसी शर्तें पूरी करते हैं, या विदेशी परिसंपत्तियां रखते हैं, तो आपको रिटर्न भरना होगा। नियत तारीख (due date) ज़्यादातर व्यक्तियों के लिए 31 जुलाई, बिना लेखापरीक्षा वाले कारोबार और पेशे के मामलों के लिए 31 अगस्त (वित्तीय वर्ष 2025-26 के रिटर्न से, वित्त अधिनियम 2026), और लेखापरीक्षा वाले मामलों के लिए 31 अक्टूबर है।',
      keyLimits: [
        'आय मूल छूट सीमा से अधिक हो तो भरना ज़रूरी',
        'ज़्यादातर व्यक्तियों के लिए 31 जुलाई',
        'बिना लेखापरीक्षा वाले कारोबार/पेशे के लिए 31 अगस्त (वित्तीय वर्ष 2025-26 के रिटर्न से, वित्त अधिनियम 2026)',
        'लेखापरीक्षा वाले मामलों के लिए 31 अक्टूबर',
      ],
      examples: [
        {
          title: 'कर शून्य, फिर भी रिटर्न भरना है',
          scenario:
            'वित्तीय वर्ष 2025-26 में मेघा का वेतन ₹11,00,000 है। 87A रिबेट के बाद उसका कर शून्य है, पर उसकी आय मूल छूट सीमा से अधिक है, इसलिए उसे 31 जुलाई 2026 तक रिटर्न भरना होगा।',
        },
      ],
    },
    related: ['139(4)', '139(5)', '139(8A)', '143(1)', '234F', '234A'],
  },
  {
    ...base,
    sectionNumber: '139(4)',
    act2025Section: '263(4)',
    title: 'Belated Return',
    category: 'returns',
    description:
      'Missed the due date? A belated return can be filed until 31 December after the year ends, with a late fee and interest.',
    summary:
      'If you miss the due date, you can still file a belated return up to three months before the end of the assessment year (31 December after the year ends) or before the assessment is completed, whichever is earlier. A late fee under 234F and interest under 234A apply, most losses cannot be carried forward, and the old regime cannot be chosen by a person without business income.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Deadline\n31 December after the end of the financial year (for FY 2025-26: 31 December 2026), or before assessment is completed, if earlier.',
      '### Costs of filing late\n- [Late fee under 234F](/section/234F): ₹5,000, or ₹1,000 if total income does not exceed ₹5 lakh.\n- [Interest under 234A](/section/234A) on unpaid tax.\n- Business, capital-gain and other losses of the year cannot be carried forward (house-property loss and unabsorbed depreciation can).\n- A person without business income is taxed in the new regime: the old regime can be chosen only in a return filed by the due date.',
      '### After 31 December\nThe remaining route is an [updated return](/section/139(8A)), which costs extra tax.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('263(4)'),
    ),
    keyLimits: [
      'Until 31 December after the year ends',
      'Late fee ₹5,000 (₹1,000 if income ≤ ₹5 lakh)',
      'Most losses cannot be carried forward',
      'No old-regime option for non-business individuals',
    ],
    examples: [
      {
        title: 'Filing in November',
        scenario:
          'Rajat, salaried with income of ₹9,00,000, forgets the 31 July 2026 deadline and files on 10 November 2026. He pays a ₹5,000 fee and is taxed in the new regime, which in his case means nil tax after the rebate, so no interest arises.',
      },
    ],
    related: ['139(1)', '139(5)', '139(8A)', '234F', '234A'],
  },
  {
    ...base,
    sectionNumber: '139(5)',
    act2025Section: '263(5)',
    title: 'Revised Return',
    category: 'returns',
    description:
      'Correct a mistake in a filed return by filing a revised return; the Finance Act 2026 extended the time to 31 March, with a fee after 31 December.',
    summary:
      'If you find an omission or a wrong statement in a return you have filed (on time or belated), you can file a revised return. The deadline used to be 31 December after the year ends; the Finance Act 2026 extended it to 31 March (twelve months after the year ends), with a fee for revisions filed after 31 December. A return can be revised more than once.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can revise\nAnyone who has filed an original or belated return and discovers an omission or error: a missed interest income, a wrong deduction, a wrong bank account.',
      '### Deadline\n- Up to FY 2024-25 returns: by 31 December after the end of the financial year, or before assessment is completed, if earlier.\n- From FY 2025-26 returns: up to 31 March, twelve months after the year ends; a revised return filed after 31 December carries a fee (₹1,000 where total income does not exceed ₹5 lakh, ₹5,000 otherwise).\n\nThe longer window is in the Finance Act 2026, which amended section 139(5) of the 1961 Act from 1 March 2026 and section 263(5) of the 2025 Act (with the fee in section 428) from tax year 2026-27; no separate notification was needed. Some published tables still give 31 December for FY 2025-26, so sources disagree; the e-filing portal shows which date it accepts.',
      '### Points to note\n- The revised return replaces the original entirely; fill it in completely.\n- You can revise more than once within the time limit.\n- Missed the revision window? An [updated return](/section/139(8A)) may still be possible.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('263(5)'),
    ),
    keyLimits: [
      'Up to FY 2024-25: by 31 December after the year',
      'From FY 2025-26 (Finance Act 2026): by 31 March, fee after 31 December',
      'Can revise more than once',
    ],
    examples: [
      {
        title: 'Forgotten FD interest',
        scenario:
          'After filing in July, Kiran notices he left out ₹20,000 of FD interest. He pays the extra tax as self-assessment tax and files a revised return in October, well within the deadline and before any fee applies.',
      },
    ],
    related: ['139(1)', '139(4)', '139(8A)', '143(1)'],
  },
  {
    ...base,
    sectionNumber: '139(8A)',
    act2025Section: '263(6)',
    title: 'Updated Return (ITR-U)',
    category: 'returns',
    description:
      'Report missed income up to 48 months after the assessment year ends by paying 25% to 70% extra tax, 10% more after a reassessment notice.',
    summary:
      'An updated return lets you report income you missed or correct a return, even if you never filed, within 48 months from the end of the assessment year (24 months before Finance Act 2025). You pay the tax and interest plus additional tax of 25%, 50%, 60% or 70% of that amount, depending on how late you are. It cannot be used to reduce tax or claim a bigger refund.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Additional tax\n| Filed within (from the end of the assessment year) | Additional tax on the tax and interest due |\n|---|---|\n| 12 months | 25% |\n| 24 months | 50% |\n| 36 months | 60% |\n| 48 months | 70% |\n\nThe 36- and 48-month windows were added by the Finance Act 2025.',
      '### When it cannot be filed\n- To lower tax, increase a refund or increase a loss.\n- If a search or survey has been started, or an assessment or reassessment is pending or completed for that year, except in the case below.\n- In a few other cases set out in the law, such as when the department already holds information about the income under specified laws.',
      '### After a reassessment notice (Finance Act 2026)\nAn updated return can now be filed in response to a notice under [section 148](/section/148) (section 280 of the Income-tax Act 2025), within the time the notice allows. The additional tax is then a further 10% of the tax and interest on top of the 25% to 70% above (so 35% in the first year), and the income it discloses is not penalised as under-reported or misreported income. The Finance Act 2026 made this change in section 263(6) of the 2025 Act for tax year 2026-27 onward and in section 140B of the 1961 Act from 1 March 2026.',
      '### How\nPay the tax, interest and additional tax first, then file ITR-U with proof of payment.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('263(6)', 'the additional tax is in section 267'),
    ),
    keyLimits: [
      'Up to 48 months from the end of the assessment year (Finance Act 2025)',
      'Additional tax 25%, 50%, 60% or 70% (a further 10% if filed after a section 148 notice)',
      'Not for reducing tax or increasing refunds',
    ],
    examples: [
      {
        title: 'Capital gains missed two years ago',
        scenario:
          'Sunil missed reporting a capital gain for FY 2023-24 and realises it in August 2026, within 24 months of the end of that assessment year. He pays the tax and interest plus 50% of that amount as additional tax, and files ITR-U.',
      },
    ],
    hi: {
      title: 'अद्यतन रिटर्न (ITR-U)',
      description:
        'छूटी हुई आय निर्धारण वर्ष (assessment year) खत्म होने के 48 महीने बाद तक 25% से 70% अतिरिक्त कर देकर बताएं; पुनर्निर्धारण नोटिस के बाद 10% और।',
      summary:
        'धारा 139(8A) (आयकर अधिनियम 2025 की धारा 263(6)) के तहत अद्यतन रिटर्न (updated return) से आप छूटी हुई आय बता सकते हैं या रिटर्न सुधार सकते हैं, भले ही आपने कभी रिटर्न न भरा हो, निर्धारण वर्ष के अंत से 48 महीने के भीतर (वित्त अधिनियम 2025 से पहले 24 महीने)। आप कर और ब्याज के साथ उस राशि का 25%, 50%, 60% या 70% अतिरिक्त कर देते हैं, इस पर निर्भर कि कितनी देर हुई है। इससे कर घटाया या बड़ा रिफंड नहीं लिया जा सकता।',
      keyLimits: [
        'निर्धारण वर्ष के अंत से 48 महीने तक (वित्त अधिनियम 2025)',
        'अतिरिक्त कर 25%, 50%, 60% या 70% (धारा 148 के नोटिस के बाद भरें तो 10% और)',
        'कर घटाने या रिफंड बढ़ाने के लिए नहीं',
      ],
      examples: [
        {
          title: 'दो साल पहले छूटा पूंजीगत लाभ',
          scenario:
            'सुनील वित्तीय वर्ष 2023-24 का एक पूंजीगत लाभ बताना भूल गया और अगस्त 2026 में उसे यह पता चलता है, जो उस निर्धारण वर्ष के अंत से 24 महीने के भीतर है। वह कर और ब्याज के साथ उस राशि का 50% अतिरिक्त कर देता है और ITR-U भरता है।',
        },
      ],
    },
    related: ['139(1)', '139(4)', '139(5)', '148', '270A'],
  },
  {
    ...base,
    sectionNumber: '143(1)',
    act2025Section: '270(1)',
    title: 'Processing of Returns and the Intimation',
    category: 'returns',
    description:
      'The Centralised Processing Centre checks your return and sends an intimation showing a refund, a demand or no change.',
    summary:
      'Every return is processed by the Centralised Processing Centre, which checks arithmetic, TDS credits and claims that are plainly inconsistent, and sends an intimation under 143(1) showing a refund, a demand or no change. Processing must be done within nine months from the end of the financial year in which the return was filed. Adjustments can be made only after giving you a chance to respond.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What is checked\n- Arithmetical errors.\n- Claims that are clearly wrong on the face of the return (for example a deduction above its limit).\n- Mismatches with Form 26AS (Form 168 from tax year 2026-27), the AIS, Form 16 (Form 130) or 16A, and the audit report.\n- Losses claimed in a late return, and deductions claimed in a late return that the law allows only in a timely one.',
      '### Before any adjustment\nYou get a notice on the portal and 30 days to respond. Respond online, agreeing or explaining.',
      '### The intimation\nShows the tax as per your return and as computed by the department. A refund comes with interest (generally 0.5% a month); a demand must be paid within 30 days of the notice of demand, or disputed by rectification or appeal.',
      '### Time limit\nNine months from the end of the financial year in which the return was filed.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('270(1)'),
    ),
    keyLimits: [
      'Processed within 9 months from the end of the year of filing',
      '30 days to respond to a proposed adjustment',
      'Demand payable within 30 days of the notice',
    ],
    examples: [
      {
        title: 'A TDS mismatch',
        scenario:
          'Pooja claimed ₹12,000 of TDS but her bank reported only ₹9,000. The intimation allows ₹9,000 and raises a small demand; she asks the bank to correct its TDS statement and then seeks rectification.',
      },
    ],
    hi: {
      title: 'रिटर्न की प्रोसेसिंग और सूचना (intimation)',
      description:
        'केंद्रीकृत प्रोसेसिंग केंद्र (CPC) आपका रिटर्न जांचता है और सूचना भेजता है, जिसमें रिफंड, मांग या कोई बदलाव नहीं दिखाया जाता है।',
      summary:
        'हर रिटर्न की प्रोसेसिंग केंद्रीकृत प्रोसेसिंग केंद्र करता है। वह हिसाब की गलतियां, स्रोत पर कर कटौती (TDS) के क्रेडिट और साफ़ तौर पर असंगत दावे जांचता है, और धारा 143(1) (आयकर अधिनियम 2025 की धारा 270(1)) के तहत सूचना भेजता है जिसमें रिफंड, मांग या कोई बदलाव नहीं दिखाया जाता है। प्रोसेसिंग उस वित्तीय वर्ष के अंत से नौ महीने के भीतर होनी चाहिए जिसमें रिटर्न दाखिल हुआ। कोई समायोजन आपको जवाब देने का मौका देने के बाद ही किया जा सकता है।',
      keyLimits: [
        'दाखिल करने वाले वर्ष के अंत से 9 महीने के भीतर प्रोसेसिंग',
        'प्रस्तावित समायोजन पर जवाब के लिए 30 दिन',
        'मांग नोटिस के 30 दिन के भीतर देय',
      ],
      examples: [
        {
          title: 'TDS का मेल न खाना',
          scenario:
            'पूजा ने ₹12,000 TDS का दावा किया, पर उसके बैंक ने केवल ₹9,000 दर्ज किए। सूचना में ₹9,000 मान्य होते हैं और थोड़ी मांग निकलती है; वह बैंक से उसका TDS विवरण सुधारने को कहती है और फिर सुधार (rectification) का अनुरोध करती है।',
        },
      ],
    },
    related: ['139(1)', '139(5)', '148', '270A'],
  },
  {
    ...base,
    sectionNumber: '148',
    act2025Section: '280',
    title: 'Reassessment: Notice When Income Has Escaped Assessment',
    category: 'returns',
    description:
      'The department can reopen a past year if income escaped tax: within 3 years, or 5 years if ₹50 lakh or more.',
    summary:
      'If the Assessing Officer has information suggesting that income has escaped assessment, a past year can be reopened after a show-cause procedure under section 148A. For notices from 1 September 2024, the limit is generally three years from the end of the assessment year, and up to five years where the escaped income is ₹50 lakh or more.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Procedure\nBefore issuing a notice under 148, the officer must (except in search cases) give you a show-cause notice under section 148A with the information relied on, consider your reply, and pass an order deciding whether it is a fit case.',
      '### Time limits (notices from 1 September 2024)\n- Up to three years from the end of the relevant assessment year (with a short extra period for the 148A procedure).\n- Up to five years if the income that escaped, represented by an asset, expenditure or an entry in books, is ₹50 lakh or more.\n\nThe Finance (No. 2) Act 2024 shortened the earlier outer limit of ten years.',
      '### What to do\nReply to the 148A notice in time with evidence; if a notice under 148 follows, file the return it asks for within the time given. Since the Finance Act 2026 you may instead answer the notice with an [updated return](/section/139(8A)), paying a further 10% of additional tax, and the income it discloses is then not penalised.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('280'),
    ),
    keyLimits: [
      'Show-cause under 148A first',
      'Generally within 3 years from the end of the assessment year',
      'Up to 5 years if escaped income is ₹50 lakh or more',
    ],
    examples: [
      {
        title: 'A property purchase not matching income',
        scenario:
          'The department learns of a property bought for ₹60 lakh by a person whose returns show low income. It issues a 148A show-cause notice for that year; because the amount is above ₹50 lakh, it can act up to five years after the end of the assessment year.',
      },
    ],
    related: ['143(1)', '139(8A)', '270A'],
  },
  {
    ...base,
    sectionNumber: '234E',
    act2025Section: '427',
    title: 'Late Fee for TDS and TCS Statements',
    category: 'penalty',
    description:
      'Deductors who file TDS or TCS statements late pay ₹200 a day until filed, capped at the tax deducted or collected.',
    summary:
      'A person who deducts TDS or collects TCS must file quarterly statements. If a statement is filed late, a fee of ₹200 for every day of delay applies, but the total cannot exceed the TDS or TCS amount in that statement. The fee must be paid before the statement is filed.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### The fee\n₹200 for each day the statement is late, up to the amount of tax deducted or collected.',
      '### Who pays\nEmployers, businesses and anyone with a TAN filing Forms 24Q, 26Q, 27Q or 27EQ; also individuals filing 26QB, 26QC or 26QD late.',
      '### Related penalty\nA separate penalty (section 271H) of ₹10,000 to ₹1,00,000 can apply for not filing or filing incorrect statements, but not if tax, fee and interest are paid and the statement is filed within one month of the due date. The Finance (No. 2) Act 2024 cut that grace period from one year to one month for statements due from 1 April 2025; section 461 of the Income-tax Act 2025 keeps the one month.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('427', 'as substituted by the Finance Act 2026'),
    ),
    keyLimits: [
      '₹200 a day of delay',
      'Capped at the TDS/TCS amount',
      'Must be paid before filing the statement',
    ],
    examples: [
      {
        title: 'A statement 40 days late',
        scenario: `A small firm files its TDS statement 40 days late with TDS of ₹25,000. The fee is ₹200 × 40 days = ${formatINR(Math.min(200 * 40, 25000))} (below the ₹25,000 cap).`,
      },
    ],
    related: ['194C', '194IA', '194IB', '234F'],
  },
  {
    ...base,
    sectionNumber: '234F',
    act2025Section: '428(a)',
    title: 'Late Fee for Filing the Income Tax Return After the Due Date',
    category: 'penalty',
    description:
      'Filing the return after the due date costs ₹5,000, or ₹1,000 if total income does not exceed ₹5 lakh.',
    summary:
      'A person required to file a return who files it after the due date pays a late fee of ₹5,000, reduced to ₹1,000 if total income does not exceed ₹5 lakh. It is paid with the self-assessment tax before the belated return is filed.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### The fee\n| Total income | Late fee |\n|---|---|\n| Up to ₹5,00,000 | ₹1,000 |\n| Above ₹5,00,000 | ₹5,000 |',
      '### When it does not apply\nIf you were not required to file (income below the basic exemption limit and none of the other filing conditions met), a late voluntary return attracts no fee.',
      '### Points to note\nInterest under [234A](/section/234A) on unpaid tax is charged in addition. A separate fee, added by the Finance Act 2026, applies to revised returns filed after 31 December (see [139(5)](/section/139(5))).',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('428(a)', 'as substituted by the Finance Act 2026'),
    ),
    keyLimits: [
      '₹5,000 for a late return',
      '₹1,000 if total income ≤ ₹5,00,000',
      'Not charged if filing was not mandatory',
    ],
    examples: [
      {
        title: 'A late return at ₹4.5 lakh income',
        scenario:
          "Asif's total income is ₹4,50,000 and he had TDS of ₹30,000, which made filing compulsory. He files in October; his fee is ₹1,000.",
      },
    ],
    hi: {
      title: 'नियत तारीख के बाद आयकर रिटर्न भरने पर विलंब शुल्क',
      description:
        'नियत तारीख (due date) के बाद रिटर्न भरने पर ₹5,000 का विलंब शुल्क (late fee) लगता है, या कुल आय ₹5 लाख से अधिक न हो तो ₹1,000।',
      summary:
        'धारा 234F (आयकर अधिनियम 2025 की धारा 428(a)) के तहत जिस व्यक्ति को रिटर्न भरना ज़रूरी है और वह नियत तारीख के बाद भरता है, वह ₹5,000 का विलंब शुल्क देता है, जो कुल आय ₹5 लाख से अधिक न हो तो घटकर ₹1,000 रह जाता है। यह विलंबित रिटर्न (belated return) भरने से पहले स्व-निर्धारण कर के साथ चुकाया जाता है।',
      keyLimits: [
        'देर से रिटर्न पर ₹5,000',
        'कुल आय ≤ ₹5,00,000 हो तो ₹1,000',
        'रिटर्न भरना ज़रूरी न था तो नहीं लगता',
      ],
      examples: [
        {
          title: '₹4.5 लाख की आय पर देर से रिटर्न',
          scenario:
            'आसिफ़ की कुल आय ₹4,50,000 है और उसका ₹30,000 TDS कटा था, जिससे रिटर्न भरना ज़रूरी हो गया। वह अक्टूबर में भरता है; उसका शुल्क ₹1,000 है।',
        },
      ],
    },
    related: ['139(1)', '139(4)', '234A', '234E'],
  },
  {
    ...base,
    sectionNumber: '270A',
    act2025Section: '439',
    title: 'Penalty for Under-Reporting and Misreporting Income',
    category: 'penalty',
    description:
      'Penalty of 50% of the tax on under-reported income, or 200% where income is misreported (for example by false entries).',
    summary:
      'If income is found to be under-reported in an assessment, a penalty of 50% of the tax on the under-reported income can be levied. Where the under-reporting is due to misreporting (suppressing facts, false entries, unrecorded receipts or investments, unsubstantiated expenses), the penalty is 200%. Immunity is available if the tax is paid and no appeal is filed; since the Finance Act 2026 it covers misreporting too, against additional tax.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Under-reporting\nIncome assessed is higher than income returned (or, where no return was filed, higher than the basic exemption limit). Penalty: **50%** of the tax on the under-reported income.',
      '### Misreporting\nUnder-reporting because of misrepresentation or suppression of facts, failure to record investments, claiming expenses without evidence, false entries in books, failure to record receipts, or failure to report international transactions. Penalty: **200%** of the tax on that income.',
      '### Immunity (section 270AA)\nIf you pay the tax and interest demanded within the time in the notice and do not appeal, you can apply for immunity from this penalty within one month from the end of the month in which you receive the order. Until the Finance Act 2026, immunity was not available for misreporting.\n\nFor tax year 2026-27, section 440 of the Income-tax Act 2025, as amended by the Finance Act 2026, allows immunity for misreporting too if you also pay additional income-tax of 100% of the tax on the misreported income (120% where it is unexplained money, investment or expenditure under sections 102 to 106). The Finance Act 2026 made a similar change to section 270AA of the 1961 Act from 1 March 2026, so misreporting cases of earlier years can also seek immunity against additional tax.',
      '### Avoiding it\nDisclose all income, use a [revised](/section/139(5)) or [updated return](/section/139(8A)) to correct mistakes before the department finds them, and keep proof for every claim.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('439', 'immunity (the 1961 section 270AA) is in section 440'),
    ),
    keyLimits: [
      'Under-reporting: 50% of the tax on it',
      'Misreporting: 200% of the tax on it',
      'Immunity if tax paid and no appeal; for misreporting only with extra tax (Finance Act 2026)',
    ],
    examples: [
      {
        title: 'Unreported FD interest',
        scenario: `An assessment adds ₹1,00,000 of FD interest that Raghav left out; in his 30% slab the tax on it with cess is ₹31,200. The penalty for under-reporting could be 50% of that, ${formatINR(percentOf(31200, 50))}; he can seek immunity by paying the tax and interest and not appealing.`,
      },
    ],
    related: ['143(1)', '148', '139(8A)', '234F'],
  },
  {
    ...base,
    sectionNumber: '288A',
    act2025Section: '516',
    title: 'Rounding Off Total Income to the Nearest ₹10',
    category: 'income',
    description:
      'Total income is rounded to the nearest multiple of ₹10 before tax is worked out: paise are ignored, and a last digit of 5 or more rounds up.',
    summary:
      'Section 288A requires total income (gross total income minus deductions) to be rounded off to the nearest multiple of ₹10 before tax is calculated on it. Paise are ignored first; then an amount whose last digit is 5 or more is rounded up to the next ten, and one whose last digit is below 5 is rounded down. The rule is the same in both regimes and every year.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### The rule\n1. Ignore any paise.\n2. Look at the last digit of the rupees. If it is 5 or more, round up to the next multiple of ₹10; if it is less than 5, round down.\n\nSo ₹7,45,675 becomes ₹7,45,680, and ₹7,45,674 becomes ₹7,45,670.',
      '### What is rounded\nOnly **total income**: [gross total income](/section/80B(5)) minus the Chapter VI-A deductions. The individual heads of income and gross total income are not rounded. Tax is then worked out on the rounded figure, and the final tax payable is rounded separately under [section 288B](/section/288B).',
      '### Why your figure may differ from a calculator\nSome online calculators skip this rounding, so their totals can differ from the return by a few rupees. The return and the processing under [section 143(1)](/section/143(1)) use the rounded figure.',
      '### Old or new regime\nBoth regimes, every year from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '516',
          'that one section covers the rounding of both income and tax, which the 1961 Act split between sections 288A and 288B',
        ),
    ),
    keyLimits: [
      'Total income rounded to the nearest ₹10',
      'Paise ignored first; a last digit of 5 or more rounds up',
      'Only total income is rounded, not each head',
      'Income-tax Act 2025: section 516',
    ],
    examples: [
      {
        title: 'An income that rounds up',
        scenario:
          "Imran's only income in tax year 2026-27 is a salary of ₹12,87,345, and he is in the new regime.",
        calculation: calc(
          'income_tax',
          { annualIncome: 1287345, regime: 'new', incomeType: 'salary', financialYear: '2026-27' },
          (r) =>
            `After the standard deduction his total income is ${formatINR(r.grossTotalIncome)}. It ends in 5, so it is rounded up to ${formatINR(r.taxableIncome)}, and his tax is worked out on that figure.`,
        ),
      },
      {
        title: 'An income that rounds down',
        scenario: 'Jaya earns a salary of ₹18,76,543 in tax year 2026-27, in the new regime.',
        calculation: calc(
          'income_tax',
          { annualIncome: 1876543, regime: 'new', incomeType: 'salary', financialYear: '2026-27' },
          (r) =>
            `Her total income before rounding is ${formatINR(r.grossTotalIncome)}. The last digit is below 5, so it is rounded down to ${formatINR(r.taxableIncome)}.`,
        ),
      },
    ],
    related: ['288B', '80B(5)', '143(1)', '139(1)'],
    claims: [
      inr('rounding.totalIncomeNearest', 10, 'to the nearest multiple of ₹10 before tax is worked'),
      inr(
        'rounding.totalIncomeNearest',
        10,
        'rounded off to the nearest multiple of ₹10 before tax is calculated',
      ),
      inr('rounding.totalIncomeNearest', 10, 'round up to the next multiple of ₹10'),
      inr('rounding.totalIncomeNearest', 10, 'Total income rounded to the nearest ₹10'),
      inr('rounding.totalIncomeNearest', 10, 'Total income rounded to the nearest ₹10', '2025-26'),
    ],
  },
  {
    ...base,
    sectionNumber: '288B',
    act2025Section: '516',
    title: 'Rounding Off Tax Payable and Refunds to the Nearest ₹10',
    category: 'tax_payment',
    description:
      'Tax payable and refunds are rounded to the nearest ₹10, once, on the final amount, not separately on tax, surcharge and cess.',
    summary:
      'Section 288B rounds any amount payable under the Act (tax, interest, fee or penalty) and any refund due to the nearest multiple of ₹10, in the same way as total income: paise are ignored, then a last digit of 5 or more rounds up and anything less rounds down. The rounding is applied to the final amount, not separately to income-tax, surcharge and cess.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### The rule\nIgnore any paise; if the last digit of the rupees is 5 or more, round up to the next multiple of ₹10, otherwise round down. A tax of ₹45,677 is paid as ₹45,680, and ₹45,674 as ₹45,670.',
      '### Applied once, to the total\nWork out income-tax on the rounded total income ([section 288A](/section/288A)), take off any [87A rebate](/section/87A), add surcharge and 4% health and education cess, and only then round the total. Rounding income-tax, surcharge and cess one by one can give a different answer and is not how the rule works.',
      '### What else is rounded\nAny other amount payable, such as interest under [234B](/section/234B) or [234C](/section/234C), a late fee or a penalty, and the amount of a refund.',
      '### Old or new regime\nBoth regimes, every year from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('516', 'that one section also covers the rounding of total income'),
    ),
    keyLimits: [
      'Tax payable and refunds rounded to the nearest ₹10',
      'Rounded once, on the final total',
      'Covers interest, fees and penalties too',
      'Income-tax Act 2025: section 516',
    ],
    examples: [
      {
        title: 'Rounding the final tax',
        scenario: 'Vikram earns a salary of ₹23,45,678 in tax year 2026-27, in the new regime.',
        calculation: calc(
          'income_tax',
          { annualIncome: 2345678, regime: 'new', incomeType: 'salary', financialYear: '2026-27' },
          (r) =>
            `Tax at slab rates is ${formatINR(r.taxBeforeRebate)} and cess ${formatINR(r.cess)}, a total of ${formatINR(r.taxBeforeRebate - r.rebate87A + r.surcharge + r.cess)}. Rounded once to the nearest ten rupees, he pays ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    related: ['288A', '140A', '234B', '234C', '143(1)'],
    claims: [
      inr('rounding.taxNearest', 10, 'to the nearest ₹10, once, on the final amount'),
      inr('rounding.taxNearest', 10, 'refund due to the nearest multiple of ₹10'),
      inr('rounding.taxNearest', 10, 'round up to the next multiple of ₹10, otherwise round down'),
      inr('rounding.taxNearest', 10, 'Tax payable and refunds rounded to the nearest ₹10'),
      inr(
        'rounding.taxNearest',
        10,
        'Tax payable and refunds rounded to the nearest ₹10',
        '2025-26',
      ),
      pct('cess.rate', 4, 'add surcharge and 4% health and education cess'),
    ],
  },
];
