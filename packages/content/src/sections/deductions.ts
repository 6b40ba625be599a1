import { calc } from '../examples/calculations';
import { inr, pct } from '../claims';
import { formatINR } from '../format';
import type { SectionContent } from '../types';
import { INDIA_CODE_1961, LAST_REVIEWED, PLAIN_LANGUAGE_NOTE, act2025Verified, md } from './common';

const base = {
  sourceUrl: INDIA_CODE_1961,
  lastReviewed: LAST_REVIEWED,
  act2025Section: '',
} as const;

export const deductionSections: SectionContent[] = [
  {
    ...base,
    sectionNumber: '16(ia)',
    act2025Section: '19(1)',
    title: 'Standard Deduction for Salaried Employees and Pensioners',
    category: 'deduction',
    description:
      'Flat deduction from salary or pension: ₹75,000 in the new regime and ₹50,000 in the old regime, with no proof needed.',
    summary:
      'Every salaried employee and pensioner gets a flat standard deduction from salary income without showing any expense. For FY 2025-26 and tax year 2026-27 it is ₹75,000 in the new regime and ₹50,000 in the old regime, never more than the salary itself.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who gets it\nAnyone with income under the head "Salaries", including pensioners (a pension from a former employer is salary). You do not need bills, a declaration or an investment: the employer allows it while deducting TDS and you claim it again in the return.',
      '### How much\n| Year | New regime | Old regime |\n|---|---|---|\n| FY 2023-24 | ₹50,000 | ₹50,000 |\n| FY 2024-25 | ₹75,000 | ₹50,000 |\n| FY 2025-26 | ₹75,000 | ₹50,000 |\n| Tax year 2026-27 | ₹75,000 | ₹50,000 |\n\nThe deduction is the figure above or the salary, whichever is less. Someone with two employers in a year still gets it only once.',
      "### Family pension\nA family pension (received by the family after an employee's death) is taxed as other income, not salary, so the standard deduction does not apply. Instead there is a separate deduction under section 57(iia): one third of the family pension or a cap, whichever is less. The cap is ₹25,000 in the new regime from FY 2024-25 (₹15,000 before) and ₹15,000 in the old regime; see [section 57](/section/57).",
      '### Why it matters with the 87A rebate\nIn the new regime the ₹75,000 standard deduction and the rebate under [section 87A](/section/87A) together mean a salaried person with salary up to ₹12,75,000 pays no income tax in FY 2025-26 and tax year 2026-27.',
      '### What changed\nThe new regime first allowed the standard deduction from FY 2023-24 (₹50,000). The Finance (No. 2) Act 2024 raised it to ₹75,000 for the new regime only, from FY 2024-25. The old-regime figure has stayed ₹50,000 since FY 2019-20.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '19(1)',
          'it is item 2 of the table of deductions from salary in that sub-section',
        ),
    ),
    keyLimits: [
      '₹75,000 a year in the new regime (FY 2024-25 onward)',
      '₹50,000 a year in the old regime',
      'Capped at the salary or pension if that is lower',
      'Family pension: one third, up to ₹25,000 (new regime) under section 57(iia) instead',
    ],
    examples: [
      {
        title: 'Salary of ₹12,75,000 in the new regime',
        scenario:
          "Ravi's only income in tax year 2026-27 is a salary of ₹12,75,000 and he stays in the default new regime.",
        calculation: calc(
          'income_tax',
          { annualIncome: 1275000, regime: 'new', incomeType: 'salary', financialYear: '2026-27' },
          (r) =>
            `After the ₹75,000 standard deduction his taxable income is ${formatINR(r.taxableIncome)}. The 87A rebate of ${formatINR(r.rebate87A)} wipes out the slab tax, so he pays ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    hi: {
      title: 'वेतनभोगी कर्मचारियों और पेंशनभोगियों के लिए मानक कटौती',
      description:
        'वेतन या पेंशन से एकमुश्त कटौती: नई कर व्यवस्था (new tax regime) में ₹75,000 और पुरानी कर व्यवस्था (old tax regime) में ₹50,000, किसी सबूत की ज़रूरत नहीं।',
      summary:
        'धारा 16(ia) (आयकर अधिनियम 2025 की धारा 19(1)) के तहत हर वेतनभोगी कर्मचारी और पेंशनभोगी को कोई खर्च दिखाए बिना वेतन आय से एकमुश्त मानक कटौती (standard deduction) मिलती है। वित्तीय वर्ष 2025-26 और कर वर्ष (tax year) 2026-27 के लिए यह नई कर व्यवस्था में ₹75,000 और पुरानी कर व्यवस्था में ₹50,000 है, पर वेतन से अधिक कभी नहीं।',
      keyLimits: [
        'नई कर व्यवस्था में साल में ₹75,000 (वित्तीय वर्ष 2024-25 से)',
        'पुरानी कर व्यवस्था में साल में ₹50,000',
        'वेतन या पेंशन कम हो तो कटौती उतनी ही',
        'पारिवारिक पेंशन: इसकी जगह धारा 57(iia) के तहत एक-तिहाई, ₹25,000 तक (नई कर व्यवस्था)',
      ],
      examples: [
        {
          title: 'नई कर व्यवस्था में ₹12,75,000 का वेतन',
          scenario:
            'कर वर्ष 2026-27 में रवि की एकमात्र आय ₹12,75,000 का वेतन है और वह डिफ़ॉल्ट नई कर व्यवस्था में रहता है।',
        },
      ],
    },
    related: ['87A', '115BAC', '192', '17(2)', '15', '16(iii)'],
    claims: [
      inr('familyPension.newRegimeCap', 25000, 'The cap is ₹25,000 in the new regime'),
      inr('familyPension.newRegimeCap', 15000, '(₹15,000 before)', '2023-24'),
      inr('familyPension.oldRegimeCap', 15000, 'and ₹15,000 in the old regime'),
      inr('familyPension.newRegimeCap', 25000, 'one third, up to ₹25,000 (new regime)'),
      inr('standardDeduction.new', 75000, 'pension: ₹75,000 in the new regime'),
      inr('standardDeduction.old', 50000, 'and ₹50,000 in the old regime, with no proof'),
      inr('standardDeduction.new', 75000, 'it is ₹75,000 in the new regime'),
      inr('standardDeduction.old', 50000, 'and ₹50,000 in the old regime, never'),
      inr('standardDeduction.new', 50000, '| FY 2023-24 | ₹50,000 | ₹50,000 |', '2023-24'),
      inr('standardDeduction.old', 50000, '| FY 2023-24 | ₹50,000 | ₹50,000 |', '2023-24'),
      inr('standardDeduction.new', 75000, '| FY 2024-25 | ₹75,000 | ₹50,000 |', '2024-25'),
      inr('standardDeduction.old', 50000, '| FY 2024-25 | ₹75,000 | ₹50,000 |', '2024-25'),
      inr('standardDeduction.new', 75000, '| FY 2025-26 | ₹75,000 | ₹50,000 |', '2025-26'),
      inr('standardDeduction.old', 50000, '| FY 2025-26 | ₹75,000 | ₹50,000 |', '2025-26'),
      inr('standardDeduction.new', 75000, '| Tax year 2026-27 | ₹75,000 | ₹50,000 |'),
      inr('standardDeduction.old', 50000, '| Tax year 2026-27 | ₹75,000 | ₹50,000 |'),
      inr('standardDeduction.new', 75000, 'the ₹75,000 standard deduction and the rebate'),
      inr('standardDeduction.new', 50000, 'from FY 2023-24 (₹50,000)', '2023-24'),
      inr(
        'standardDeduction.new',
        75000,
        'raised it to ₹75,000 for the new regime only',
        '2024-25',
      ),
      inr('standardDeduction.old', 50000, 'has stayed ₹50,000 since FY 2019-20'),
      inr('standardDeduction.new', 75000, '₹75,000 a year in the new regime (FY 2024-25 onward)'),
      inr('standardDeduction.old', 50000, '₹50,000 a year in the old regime'),
    ],
  },
  {
    ...base,
    sectionNumber: '24(b)',
    act2025Section: '22(1)(b)',
    title: 'Interest on Home Loan (Income from House Property)',
    category: 'deduction',
    description:
      'Deduction for interest on a loan to buy, build or repair a house: up to ₹2,00,000 for a self-occupied home in the old regime.',
    summary:
      'Interest on money borrowed to buy, construct, repair or renovate a house is deducted from income from house property. For a self-occupied home the deduction is capped at ₹2,00,000 a year and is available only in the old regime; for a let-out house the whole interest is deductible in both regimes, but a resulting loss is restricted.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What it covers\nInterest payable on a loan taken to acquire, construct, repair, renew or reconstruct a residential property. Processing and similar service charges on the loan count as interest. Principal repayment is not covered here: it falls under [section 80C](/section/80C).',
      '### Self-occupied house (old regime only)\n- Up to **₹2,00,000** a year, for up to two self-occupied houses taken together.\n- The cap falls to ₹30,000 if the loan was taken before 1 April 1999, if the loan is for repairs or renovation, or if the purchase or construction is not completed within five years from the end of the financial year in which the loan was taken.\n- Each co-owner who is also a co-borrower and pays the EMI can claim up to the cap on their own share.',
      '### Let-out house\n- The whole interest is deductible from the rent (after the 30% standard deduction from annual value under [section 24(a)](/section/24)); there is no cap on the interest itself.\n- Old regime: a loss from house property can be set off against other income (such as salary) only up to ₹2,00,000 in a year; the rest is carried forward for up to eight years and set off against house-property income only.\n- New regime: interest on a let-out house is still deductible against its rent, but a house-property loss cannot be set off against salary or any other head.',
      '### Interest before construction is complete\nInterest paid before the year in which construction or purchase is completed is added up and deducted in five equal instalments from that year onward. For a self-occupied house these instalments sit inside the same ₹2,00,000 cap.',
      '### Old or new regime\nThe ₹2,00,000 deduction for a self-occupied home is one of the reliefs the new regime gives up. If your home-loan interest, 80C and other old-regime deductions are large, compare both regimes before choosing: see our [home-loan guide](/blog/home-loan-tax-benefits) and the [calculators](/calculators).',
      '### What changed\nThe limits have not changed between FY 2023-24 and tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('22(1)(b)'),
    ),
    keyLimits: [
      '₹2,00,000 a year for self-occupied house(s), old regime only',
      '₹30,000 if loan before 1-4-1999, for repairs, or construction not completed in 5 years',
      'Let-out house: full interest; loss set-off against other income ₹2,00,000 (old regime)',
      'Pre-construction interest: 5 equal yearly instalments',
    ],
    examples: [
      {
        title: 'Home loan, 80C and the choice of regime',
        scenario:
          'Meera earns a salary of ₹18,00,000 in tax year 2026-27. She pays ₹2,00,000 interest on the loan for the flat she lives in and invests ₹1,50,000 under 80C.',
        calculation: calc(
          'compare',
          {
            annualIncome: 1800000,
            incomeType: 'salary',
            financialYear: '2026-27',
            deductions: { homeLoanInterest: 200000, section80C: 150000 },
          },
          (r) =>
            `Old regime (with both deductions): ${formatINR(r.old.totalTax)}. New regime (no home-loan or 80C deduction): ${formatINR(r.new.totalTax)}. ${r.old.totalTax < r.new.totalTax ? 'The old regime is cheaper for her.' : 'Even with these deductions the new regime is cheaper for her.'}`,
        ),
      },
    ],
    hi: {
      title: 'गृह ऋण पर ब्याज (गृह संपत्ति से आय)',
      description:
        'घर खरीदने, बनाने या मरम्मत के ऋण के ब्याज पर कटौती: पुरानी कर व्यवस्था (old tax regime) में स्वयं के रहने वाले घर के लिए ₹2,00,000 तक।',
      summary:
        'धारा 24(b) (आयकर अधिनियम 2025 की धारा 22(1)(b)) के तहत घर खरीदने, बनाने, मरम्मत या नवीनीकरण के लिए उधार ली गई राशि का ब्याज गृह संपत्ति की आय से घटाया जाता है। स्वयं के रहने वाले घर के लिए कटौती साल में ₹2,00,000 तक सीमित है और केवल पुरानी कर व्यवस्था में मिलती है; किराये पर दिए घर का पूरा ब्याज दोनों व्यवस्थाओं में घटता है, पर उससे होने वाला घाटा सीमित रहता है।',
      keyLimits: [
        'स्वयं के रहने वाले घर(घरों) के लिए साल में ₹2,00,000, केवल पुरानी कर व्यवस्था',
        '₹30,000 अगर ऋण 1-4-1999 से पहले का, मरम्मत के लिए, या निर्माण 5 साल में पूरा न हो',
        'किराये पर दिया घर: पूरा ब्याज; अन्य आय से घाटे का समायोजन ₹2,00,000 (पुरानी कर व्यवस्था)',
        'निर्माण से पहले का ब्याज: 5 बराबर सालाना किस्तें',
      ],
      examples: [
        {
          title: 'गृह ऋण, 80C और कर व्यवस्था का चुनाव',
          scenario:
            'कर वर्ष 2026-27 में मीरा का वेतन ₹18,00,000 है। वह जिस फ्लैट में रहती है उसके ऋण पर ₹2,00,000 ब्याज देती है और 80C के तहत ₹1,50,000 निवेश करती है।',
        },
      ],
    },
    related: ['80C', '80EE', '80EEA', '115BAC', '10(13A)', '24'],
    claims: [
      inr('deduction.24b.selfOccupied', 200000, 'up to ₹2,00,000 for a self-occupied home'),
      inr('deduction.24b.selfOccupied', 200000, 'capped at ₹2,00,000 a year'),
      inr('deduction.24b.selfOccupied', 200000, 'Up to **₹2,00,000** a year'),
      inr('deduction.housePropertyLossSetOff', 200000, 'only up to ₹2,00,000 in a year'),
      inr('deduction.24b.selfOccupied', 200000, 'inside the same ₹2,00,000 cap'),
      inr('deduction.24b.selfOccupied', 200000, 'The ₹2,00,000 deduction for a self-occupied'),
      inr('deduction.24b.selfOccupied', 200000, '₹2,00,000 a year for self-occupied house(s)'),
      inr(
        'deduction.housePropertyLossSetOff',
        200000,
        'loss set-off against other income ₹2,00,000 (old regime)',
      ),
    ],
  },
  {
    ...base,
    sectionNumber: '80C',
    act2025Section: '123',
    title:
      'Deduction for Investments and Payments: PPF, ELSS, EPF, Life Insurance, Home-Loan Principal',
    category: 'deduction',
    description:
      'Deduction of up to ₹1,50,000 a year for PPF, EPF, ELSS, life insurance, tuition fees, home-loan principal and more (old regime).',
    summary:
      "Section 80C lets individuals and HUFs deduct up to ₹1,50,000 a year for specified investments and payments such as PPF, EPF, ELSS funds, life-insurance premiums, NSC, five-year tax-saving deposits, children's tuition fees and home-loan principal. The cap is shared with 80CCC and 80CCD(1), and the deduction exists only in the old regime.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals (resident or not) and Hindu undivided families. Companies, firms and others cannot.',
      '### How much\nThe total of 80C, [80CCC](/section/80CCC) and [80CCD(1)](/section/80CCD(1)) cannot exceed **₹1,50,000** in a year (this overall cap is in section 80CCE). The cap has been the same since FY 2014-15. Employer NPS contributions under [80CCD(2)](/section/80CCD(2)) and the extra NPS deduction under [80CCD(1B)](/section/80CCD(1B)) sit outside it.',
      "### What qualifies\n| Item | Points to note |\n|---|---|\n| Employee Provident Fund and VPF | Your own contribution, not the employer's |\n| Public Provident Fund | Own, spouse's or children's account; 15-year account |\n| ELSS mutual funds | Three-year lock-in, the shortest in 80C |\n| Life-insurance premium | Self, spouse, children; for policies issued from 1 April 2012 only premium up to 10% of the sum assured counts |\n| National Savings Certificate | Five-year certificate from the post office |\n| Tax-saving fixed deposit | Five-year term deposit with a scheduled bank or post office |\n| Senior Citizens' Savings Scheme | Deposits by the account holder |\n| Sukanya Samriddhi Yojana | Account of a girl child |\n| Tuition fees | Full-time education in India of up to two children; not development or transport fees |\n| Home-loan principal | Principal repaid, plus stamp duty and registration on buying a residential house |",
      '### Conditions\n- The payment must be made during the financial year; the date of the receipt matters, not the period it covers.\n- If you sell the house within five years from the end of the year you got possession, all principal deductions already claimed are added back to income in the year of sale.\n- Ending a life-insurance policy early (before premiums for two years are paid) reverses the deduction in the same way.',
      "### Old or new regime\n80C is available only in the old regime. The new regime (the default) does not allow it. Whether the deduction is worth giving up the new regime's lower rates depends on your other deductions: our [80C guide](/blog/section-80c-guide) works through the numbers.",
      '### What changed\nNothing between FY 2023-24 and tax year 2026-27: the cap stays ₹1,50,000 and the list is unchanged.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('123'),
    ),
    keyLimits: [
      '₹1,50,000 a year together with 80CCC and 80CCD(1)',
      'Old regime only',
      'ELSS lock-in 3 years; tax-saving FD 5 years; PPF 15 years',
      'Tuition fees for up to 2 children',
    ],
    examples: [
      {
        title: 'Full ₹1,50,000 in 80C, old against new',
        scenario:
          'Ankit earns a salary of ₹12,00,000 in tax year 2026-27 and puts ₹1,50,000 into PPF and ELSS. He has no other deductions.',
        calculation: calc(
          'compare',
          {
            annualIncome: 1200000,
            incomeType: 'salary',
            financialYear: '2026-27',
            deductions: { section80C: 150000 },
          },
          (r) =>
            `Old regime with 80C: ${formatINR(r.old.totalTax)}. New regime without it: ${formatINR(r.new.totalTax)}. With salary up to ₹12,75,000 the new regime's rebate already brings tax to nil, so the 80C investment saves him no tax this year.`,
        ),
      },
      {
        title: 'Several deductions on a ₹20 lakh salary',
        scenario:
          'Nisha earns ₹20,00,000 and has ₹1,50,000 in 80C plus ₹2,00,000 home-loan interest and ₹25,000 health insurance.',
        calculation: calc(
          'compare',
          {
            annualIncome: 2000000,
            incomeType: 'salary',
            financialYear: '2026-27',
            deductions: { section80C: 150000, homeLoanInterest: 200000, section80D: 25000 },
          },
          (r) =>
            `Old regime: ${formatINR(r.old.totalTax)}. New regime: ${formatINR(r.new.totalTax)}. The difference is ${formatINR(Math.abs(r.old.totalTax - r.new.totalTax))} in favour of the ${r.old.totalTax < r.new.totalTax ? 'old' : 'new'} regime.`,
        ),
      },
    ],
    hi: {
      title: 'निवेश और भुगतान पर कटौती: PPF, ELSS, EPF, जीवन बीमा, गृह ऋण का मूलधन',
      description:
        'लोक भविष्य निधि (PPF), कर्मचारी भविष्य निधि (EPF), ELSS, जीवन बीमा, ट्यूशन फीस, गृह ऋण के मूलधन आदि पर साल में ₹1,50,000 तक की कटौती; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'धारा 80C (आयकर अधिनियम 2025 की धारा 123) के तहत व्यक्ति और हिंदू अविभाजित कुटुंब (HUF) कुछ निर्दिष्ट निवेशों और भुगतानों के लिए साल में ₹1,50,000 तक की कटौती ले सकते हैं, जैसे PPF, EPF, ELSS फंड, जीवन बीमा प्रीमियम, NSC, पांच साल की कर-बचत जमा, बच्चों की ट्यूशन फीस और गृह ऋण का मूलधन। यह सीमा 80CCC और 80CCD(1) के साथ साझा है, और यह कटौती केवल पुरानी कर व्यवस्था में है।',
      keyLimits: [
        '80CCC और 80CCD(1) को मिलाकर साल में ₹1,50,000',
        'केवल पुरानी कर व्यवस्था',
        'ELSS में लॉक-इन 3 साल; कर-बचत सावधि जमा (FD) 5 साल; PPF 15 साल',
        'अधिकतम 2 बच्चों की ट्यूशन फीस',
      ],
      examples: [
        {
          title: '80C में पूरे ₹1,50,000: पुरानी बनाम नई व्यवस्था',
          scenario:
            'कर वर्ष 2026-27 में अंकित का वेतन ₹12,00,000 है और वह ₹1,50,000 PPF और ELSS में लगाता है। उसकी कोई और कटौती नहीं है।',
        },
        {
          title: '₹20 लाख के वेतन पर कई कटौतियां',
          scenario:
            'निशा की आय ₹20,00,000 है; उसके पास 80C में ₹1,50,000, साथ में ₹2,00,000 गृह ऋण ब्याज और ₹25,000 स्वास्थ्य बीमा है।',
        },
      ],
    },
    related: ['80CCC', '80CCD(1)', '80CCD(1B)', '80CCD(2)', '80D', '24(b)', '10(10D)', '115BAC'],
    claims: [
      inr('deduction.80C.cap', 150000, 'Deduction of up to ₹1,50,000 a year'),
      inr('deduction.80C.cap', 150000, 'deduct up to ₹1,50,000 a year'),
      inr('deduction.80C.cap', 150000, 'cannot exceed **₹1,50,000** in a year'),
      inr('deduction.80C.cap', 150000, 'the cap stays ₹1,50,000'),
      inr('deduction.80C.cap', 150000, '₹1,50,000 a year together with 80CCC'),
    ],
  },
  {
    ...base,
    sectionNumber: '80CCC',
    act2025Section: '123',
    title: 'Contribution to Pension Funds of Insurers',
    category: 'deduction',
    description:
      'Deduction for premiums paid to an annuity or pension plan of LIC or another insurer, within the shared ₹1,50,000 cap (old regime).',
    summary:
      'Amounts an individual pays into a pension (annuity) plan of LIC or another insurer to receive a pension are deductible under 80CCC, but only within the single ₹1,50,000 cap shared with 80C and 80CCD(1), and only in the old regime.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals (not HUFs) who pay, out of taxable income, into an annuity plan of LIC or any other insurer for a pension.',
      '### How much\nWhatever you pay, subject to the overall ₹1,50,000 cap for 80C, 80CCC and 80CCD(1) together.',
      '### Conditions\n- The pension later received, and any amount received on surrender (including interest or bonus), is taxable in the year received.\n- Interest or bonus credited to the plan is not taxed while it accumulates.',
      '### Old or new regime\nOld regime only.',
      '### What changed\nNo change between FY 2023-24 and tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '123',
          'the pension-plan premium is one of the payments in section 123, within its single cap; the section-wise mapping by aubsp.com marks 80CCC "omitted" only because it has no section of its own',
        ),
    ),
    keyLimits: [
      'Within ₹1,50,000 together with 80C and 80CCD(1)',
      'Individuals only',
      'Pension and surrender value taxable when received',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Sharing the cap',
        scenario:
          "Suresh pays ₹50,000 into an insurer's pension plan and ₹1,20,000 into PPF and ELSS. His total deduction under 80C and 80CCC together is still limited to ₹1,50,000, so ₹20,000 of the payments brings no deduction.",
      },
    ],
    related: ['80C', '80CCD(1)', '80CCD(1B)'],
    claims: [
      inr('deduction.80C.cap', 150000, 'within the shared ₹1,50,000 cap (old regime)'),
      inr('deduction.80C.cap', 150000, 'within the single ₹1,50,000 cap'),
      inr('deduction.80C.cap', 150000, 'the overall ₹1,50,000 cap for 80C'),
      inr('deduction.80C.cap', 150000, 'Within ₹1,50,000 together with 80C and 80CCD(1)'),
    ],
  },
  {
    ...base,
    sectionNumber: '80CCD(1)',
    act2025Section: '123',
    title: 'Own Contribution to NPS and Atal Pension Yojana',
    category: 'deduction',
    description:
      'Your own NPS contribution, up to 10% of salary (20% of income if self-employed), inside the ₹1,50,000 80C cap (old regime).',
    summary:
      "An individual's own contribution to the National Pension System (and Atal Pension Yojana) is deductible up to 10% of salary for employees, or 20% of gross total income for others, but only within the shared ₹1,50,000 cap of 80C, 80CCC and 80CCD(1). An extra ₹50,000 is available separately under 80CCD(1B).",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nAny individual, resident or not, who contributes to their own NPS Tier I account or to Atal Pension Yojana. Tier II contributions do not count here.',
      '### How much\n- Employees: up to 10% of salary (basic pay plus dearness allowance that counts for retirement benefits).\n- Self-employed: up to 20% of gross total income.\n- Either way, within the overall ₹1,50,000 cap shared with [80C](/section/80C) and [80CCC](/section/80CCC).',
      '### On withdrawal\nAt exit, the lump sum is tax-free up to 60% of the corpus; the pension from the annuity is taxed as it is received. Partial withdrawals allowed by NPS rules are tax-free up to 25% of your own contributions.',
      "### Old or new regime\nOld regime only. In the new regime only the employer's contribution under [80CCD(2)](/section/80CCD(2)) is deductible.",
      '### What changed\nNo change to the limits between FY 2023-24 and tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '123',
          "your own contribution counts among the payments in section 123, within its single cap, and section 124(5) bars a second deduction of the same amount under section 124(3). Sources differ here: ICAI's tabular mapping lists all of 80CCD under section 124, but section 124 as enacted covers only the employer's contribution and the separate own contribution of [80CCD(1B)](/section/80CCD(1B))",
        ),
    ),
    keyLimits: [
      '10% of salary (employees) or 20% of gross total income (self-employed)',
      'Within ₹1,50,000 together with 80C and 80CCC',
      'Extra ₹50,000 separately under 80CCD(1B)',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Employee limit',
        scenario:
          "Farah's basic pay plus DA is ₹6,00,000 a year and she puts ₹90,000 into NPS Tier I. Under 80CCD(1) at most ₹60,000 (10% of salary) counts, inside the ₹1,50,000 cap; the remaining ₹30,000 can be claimed under 80CCD(1B).",
      },
    ],
    hi: {
      title: 'NPS और अटल पेंशन योजना में अपना अंशदान',
      description:
        'राष्ट्रीय पेंशन प्रणाली (NPS) में आपका अपना अंशदान, वेतन के 10% तक (स्वरोजगार में आय का 20%), 80C की ₹1,50,000 की सीमा के भीतर; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'NPS (और अटल पेंशन योजना) में किसी व्यक्ति का अपना अंशदान धारा 80CCD(1) (आयकर अधिनियम 2025 की धारा 123) के तहत कर्मचारियों के लिए वेतन के 10% तक, या दूसरों के लिए सकल कुल आय के 20% तक घटाया जा सकता है, पर केवल 80C, 80CCC और 80CCD(1) की साझा ₹1,50,000 की सीमा के भीतर। 80CCD(1B) के तहत अलग से अतिरिक्त ₹50,000 मिलते हैं।',
      keyLimits: [
        'वेतन का 10% (कर्मचारी) या सकल कुल आय का 20% (स्वरोजगार)',
        '80C और 80CCC को मिलाकर ₹1,50,000 के भीतर',
        '80CCD(1B) के तहत अलग से अतिरिक्त ₹50,000',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'कर्मचारी की सीमा',
          scenario:
            'फ़राह का मूल वेतन और महंगाई भत्ता मिलाकर साल में ₹6,00,000 है और वह NPS टियर I में ₹90,000 जमा करती है। 80CCD(1) के तहत अधिकतम ₹60,000 (वेतन का 10%) गिने जाते हैं, ₹1,50,000 की सीमा के भीतर; बाकी ₹30,000 का दावा 80CCD(1B) के तहत किया जा सकता है।',
        },
      ],
    },
    related: ['80CCD(1B)', '80CCD(2)', '80C', '80CCC'],
    claims: [
      inr('deduction.80C.cap', 150000, 'inside the ₹1,50,000 80C cap'),
      inr('deduction.80C.cap', 150000, 'within the shared ₹1,50,000 cap of 80C'),
      inr('deduction.80C.cap', 150000, 'within the overall ₹1,50,000 cap shared'),
      inr('deduction.80C.cap', 150000, 'Within ₹1,50,000 together with 80C and 80CCC'),
    ],
  },
  {
    ...base,
    sectionNumber: '80CCD(1B)',
    act2025Section: '124(3)',
    title: 'Additional NPS Deduction of ₹50,000',
    category: 'deduction',
    description:
      'An extra ₹50,000 a year for your own NPS Tier I contribution, over and above the ₹1,50,000 80C cap (old regime only).',
    summary:
      'Your own contribution to NPS Tier I (or Atal Pension Yojana) qualifies for an additional deduction of up to ₹50,000 a year under 80CCD(1B), on top of the ₹1,50,000 available under 80C, 80CCC and 80CCD(1). It is an old-regime deduction.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals (employees or self-employed, resident or not) contributing to their own NPS Tier I account or to Atal Pension Yojana.',
      '### How much\nUp to **₹50,000** a year. It is separate from the ₹1,50,000 cap, so a person who fills 80C and also puts ₹50,000 into NPS can deduct ₹2,00,000 in all. The same rupee cannot be claimed twice: amounts claimed under 80CCD(1) are not claimed again here.',
      '### Old or new regime\nOld regime only. The new regime does not allow it.',
      '### What changed\nUnchanged from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '124(3)',
          'with section 124(4) for deposits made for a minor, inside the same cap',
        ),
    ),
    keyLimits: [
      '₹50,000 a year, over and above the ₹1,50,000 80C cap',
      'NPS Tier I or Atal Pension Yojana',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Adding ₹50,000 of NPS in the old regime',
        scenario:
          'Karan (salary ₹15,00,000, tax year 2026-27) already uses the full ₹1,50,000 under 80C and stays in the old regime. He adds ₹50,000 to NPS under 80CCD(1B).',
        calculation: calc(
          'income_tax',
          {
            annualIncome: 1500000,
            regime: 'old',
            incomeType: 'salary',
            financialYear: '2026-27',
            deductions: { section80C: 150000, section80CCD1B: 50000 },
          },
          (r) =>
            `His taxable income falls to ${formatINR(r.taxableIncome)} and his tax is ${formatINR(r.totalTax)} including cess.`,
        ),
      },
    ],
    hi: {
      title: '₹50,000 की अतिरिक्त NPS कटौती',
      description:
        'राष्ट्रीय पेंशन प्रणाली (NPS) टियर I में अपने अंशदान के लिए साल में अतिरिक्त ₹50,000, 80C की ₹1,50,000 की सीमा के ऊपर; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'राष्ट्रीय पेंशन प्रणाली (NPS) टियर I (या अटल पेंशन योजना) में आपका अपना अंशदान धारा 80CCD(1B) (आयकर अधिनियम 2025 की धारा 124(3)) के तहत साल में ₹50,000 तक की अतिरिक्त कटौती पाता है, जो 80C, 80CCC और 80CCD(1) के तहत मिलने वाले ₹1,50,000 के ऊपर है। यह पुरानी कर व्यवस्था की कटौती है।',
      keyLimits: [
        'साल में ₹50,000, 80C की ₹1,50,000 की सीमा के ऊपर',
        'NPS टियर I या अटल पेंशन योजना',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'पुरानी कर व्यवस्था में NPS के ₹50,000 जोड़ना',
          scenario:
            'करण (वेतन ₹15,00,000, कर वर्ष 2026-27) पहले से 80C के तहत पूरे ₹1,50,000 का उपयोग करता है और पुरानी कर व्यवस्था में रहता है। वह 80CCD(1B) के तहत NPS में ₹50,000 और जमा करता है।',
        },
      ],
    },
    related: ['80CCD(1)', '80CCD(2)', '80C', '115BAC'],
    claims: [
      inr('deduction.80CCD1B.cap', 50000, 'An extra ₹50,000 a year'),
      inr('deduction.80CCD1B.cap', 50000, 'of up to ₹50,000 a year under 80CCD(1B)'),
      inr('deduction.80CCD1B.cap', 50000, 'Up to **₹50,000** a year'),
      inr('deduction.80CCD1B.cap', 50000, 'also puts ₹50,000 into NPS'),
      inr('deduction.80CCD1B.cap', 50000, '₹50,000 a year, over and above the ₹1,50,000 80C cap'),
      inr('deduction.80C.cap', 150000, '₹50,000 a year, over and above the ₹1,50,000 80C cap'),
      inr('deduction.80C.cap', 150000, 'over and above the ₹1,50,000 80C cap (old regime only)'),
      inr('deduction.80C.cap', 150000, 'on top of the ₹1,50,000 available'),
      inr('deduction.80C.cap', 150000, 'separate from the ₹1,50,000 cap'),
    ],
  },
  {
    ...base,
    sectionNumber: '80CCD(2)',
    act2025Section: '124(1)',
    title: "Employer's Contribution to NPS",
    category: 'deduction',
    description:
      'Employer NPS contribution deductible up to 14% of salary in the new regime and 10% (14% for government) in the old regime.',
    summary:
      'What your employer pays into your NPS account is first added to your salary and then deducted under 80CCD(2): up to 14% of salary in the new regime (for all employers from FY 2024-25) and up to 10% in the old regime (14% for government employers). It is outside the ₹1,50,000 cap and one of the few deductions the new regime keeps.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nEmployees whose employer contributes to their NPS Tier I account. "Salary" here means basic pay plus dearness allowance (if it counts for retirement benefits).',
      '### How much\n| Employer | New regime | Old regime |\n|---|---|---|\n| Central or State Government | 14% of salary | 14% of salary |\n| Any other employer | 14% of salary (from FY 2024-25) | 10% of salary |\n\nThe deduction does not count towards the ₹1,50,000 cap of 80C, 80CCC and 80CCD(1).',
      "### Overall ceiling on employer contributions\nIf the employer's contributions to EPF, NPS and superannuation funds together exceed ₹7,50,000 in a year, the excess (and the income earned on it) is taxed as a perquisite under [section 17(2)](/section/17(2)).",
      '### Old or new regime\nBoth. In the new regime it is one of the few deductions left, which makes NPS through the employer (for example by restructuring pay) useful there.',
      '### What changed\nBefore FY 2024-25 private-sector employees could deduct 10% in both regimes. The Finance (No. 2) Act 2024 raised the new-regime limit to 14% for all employers from FY 2024-25; the old-regime limit stayed 10% for non-government employers.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '124(1)',
          'section 124(2) raises the 10% for other employers to 14% where the new regime (section 202(1)) applies',
        ),
    ),
    keyLimits: [
      'New regime: 14% of basic + DA (all employers, FY 2024-25 onward)',
      'Old regime: 10% of basic + DA (14% for government employers)',
      'Outside the ₹1,50,000 80C cap',
      'Employer EPF + NPS + superannuation above ₹7,50,000 a year is taxable',
    ],
    examples: [
      {
        title: 'Employer NPS in the new regime',
        scenario:
          "Priya's salary package is ₹20,00,000, of which basic pay is ₹10,00,000. Her employer pays ₹1,40,000 (14% of basic) into her NPS account as part of the package, and she stays in the new regime for tax year 2026-27.",
        calculation: calc(
          'income_tax',
          {
            annualIncome: 2000000,
            regime: 'new',
            incomeType: 'salary',
            financialYear: '2026-27',
            basicPlusDa: 1000000,
            deductions: { section80CCD2: 140000 },
          },
          (r) =>
            `With the 80CCD(2) deduction her taxable income is ${formatINR(r.taxableIncome)} and her tax is ${formatINR(r.totalTax)}.`,
        ),
      },
    ],
    hi: {
      title: 'NPS में नियोक्ता का अंशदान',
      description:
        'राष्ट्रीय पेंशन प्रणाली (NPS) में नियोक्ता का अंशदान नई कर व्यवस्था (new tax regime) में वेतन के 14% तक और पुरानी कर व्यवस्था (old tax regime) में 10% (सरकारी नियोक्ता के लिए 14%) तक कटौती योग्य है।',
      summary:
        'आपका नियोक्ता आपके NPS खाते में जो जमा करता है, वह पहले आपके वेतन में जोड़ा जाता है और फिर धारा 80CCD(2) (आयकर अधिनियम 2025 की धारा 124(1)) के तहत घटाया जाता है: नई कर व्यवस्था में वेतन के 14% तक (वित्तीय वर्ष 2024-25 से सभी नियोक्ताओं के लिए) और पुरानी कर व्यवस्था में 10% तक (सरकारी नियोक्ताओं के लिए 14%)। यह ₹1,50,000 की सीमा से बाहर है और उन गिनी-चुनी कटौतियों में से है जो नई कर व्यवस्था में भी बची हैं।',
      keyLimits: [
        'नई कर व्यवस्था: मूल वेतन + महंगाई भत्ता (DA) का 14% (सभी नियोक्ता, वित्तीय वर्ष 2024-25 से)',
        'पुरानी कर व्यवस्था: मूल वेतन + DA का 10% (सरकारी नियोक्ताओं के लिए 14%)',
        '80C की ₹1,50,000 की सीमा से बाहर',
        'नियोक्ता का कर्मचारी भविष्य निधि (EPF) + NPS + सेवानिवृत्ति निधि (superannuation) अंशदान साल में ₹7,50,000 से अधिक हो तो उस पर कर लगता है',
      ],
      examples: [
        {
          title: 'नई कर व्यवस्था में नियोक्ता का NPS अंशदान',
          scenario:
            'प्रिया का वेतन पैकेज ₹20,00,000 है, जिसमें मूल वेतन ₹10,00,000 है। उसका नियोक्ता पैकेज के हिस्से के रूप में उसके NPS खाते में ₹1,40,000 (मूल वेतन का 14%) जमा करता है, और वह कर वर्ष 2026-27 के लिए नई कर व्यवस्था में रहती है।',
        },
      ],
    },
    related: ['80CCD(1)', '80CCD(1B)', '115BAC', '17(2)'],
    claims: [
      pct(
        'deduction.80CCD2.newRegimePercent',
        14,
        'up to 14% of salary in the new regime and 10% (14% for government)',
      ),
      pct(
        'deduction.80CCD2.oldRegimePercent',
        10,
        'up to 14% of salary in the new regime and 10% (14% for government)',
      ),
      pct(
        'deduction.80CCD2.newRegimePercent',
        14,
        'up to 14% of salary in the new regime (for all employers from FY 2024-25) and up to 10% in the old regime',
      ),
      pct(
        'deduction.80CCD2.oldRegimePercent',
        10,
        'up to 14% of salary in the new regime (for all employers from FY 2024-25) and up to 10% in the old regime',
      ),
      pct(
        'deduction.80CCD2.newRegimePercent',
        14,
        '| Any other employer | 14% of salary (from FY 2024-25) | 10% of salary |',
      ),
      pct(
        'deduction.80CCD2.oldRegimePercent',
        10,
        '| Any other employer | 14% of salary (from FY 2024-25) | 10% of salary |',
      ),
      pct('deduction.80CCD2.newRegimePercent', 10, 'could deduct 10% in both regimes', '2023-24'),
      pct('deduction.80CCD2.oldRegimePercent', 10, 'could deduct 10% in both regimes', '2023-24'),
      pct(
        'deduction.80CCD2.newRegimePercent',
        14,
        'raised the new-regime limit to 14% for all employers',
        '2024-25',
      ),
      pct(
        'deduction.80CCD2.oldRegimePercent',
        10,
        'the old-regime limit stayed 10% for non-government',
      ),
      pct('deduction.80CCD2.newRegimePercent', 14, 'New regime: 14% of basic + DA (all employers'),
      pct('deduction.80CCD2.oldRegimePercent', 10, 'Old regime: 10% of basic + DA'),
    ],
  },
  {
    ...base,
    sectionNumber: '80D',
    act2025Section: '126',
    title: 'Health Insurance Premium and Preventive Health Check-up',
    category: 'deduction',
    description:
      'Health-insurance premiums for self, family and parents: ₹25,000 each (₹50,000 if senior), check-up ₹5,000 within (old regime).',
    summary:
      'Section 80D allows a deduction for health-insurance premiums, preventive health check-ups and, for uninsured senior citizens, medical expenses. The limit is ₹25,000 for self, spouse and children (₹50,000 if any of them is a senior citizen) and another ₹25,000 for parents (₹50,000 if a parent is a senior). Old regime only.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals and HUFs. An individual can pay for self, spouse, dependent children and parents (parents need not be dependent). An HUF can pay for any member.',
      '### Limits\n| Whom the payment covers | Limit | If that person is a senior citizen (60+) |\n|---|---|---|\n| Self, spouse, dependent children | ₹25,000 | ₹50,000 |\n| Parents | ₹25,000 | ₹50,000 |\n\n- **Preventive health check-up:** up to ₹5,000 a year, inside the limits above (not extra), and it may be paid in cash.\n- **Senior citizens without health insurance:** medical expenditure on them is deductible within the ₹50,000 limit.\n- The largest possible deduction is therefore ₹1,00,000 (self and parents all seniors).',
      '### Conditions\n- Premiums must be paid by a mode other than cash (cheque, card, UPI, net banking).\n- A multi-year policy paid in one go is spread equally over the years it covers.\n- Contributions to the Central Government Health Scheme count like a premium.',
      '### Old or new regime\nOld regime only.',
      '### What changed\nThe limits have not changed between FY 2023-24 and tax year 2026-27. See our [80D guide](/blog/section-80d-health-insurance) for worked cases.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('126'),
    ),
    keyLimits: [
      'Self, spouse, children: ₹25,000 (₹50,000 if senior citizen)',
      'Parents: ₹25,000 more (₹50,000 if senior citizen)',
      'Preventive check-up ₹5,000 within these limits',
      'Premium not in cash; old regime only',
    ],
    examples: [
      {
        title: 'Own policy plus senior parents',
        scenario:
          'Rohan (35) pays ₹22,000 for a family floater and ₹48,000 for his parents, both over 60. He can deduct ₹22,000 + ₹48,000 = ₹70,000 under 80D. With a salary of ₹10,00,000 and ₹1,50,000 in 80C, in the old regime for tax year 2026-27:',
        calculation: calc(
          'income_tax',
          {
            annualIncome: 1000000,
            regime: 'old',
            incomeType: 'salary',
            financialYear: '2026-27',
            deductions: {
              section80C: 150000,
              section80D: 22000,
              section80DParents: 48000,
              parentsSenior: true,
            },
          },
          (r) =>
            `Taxable income ${formatINR(r.taxableIncome)}; tax ${formatINR(r.totalTax)} including cess. (In the new regime the same salary pays no tax at all.)`,
        ),
      },
    ],
    hi: {
      title: 'स्वास्थ्य बीमा प्रीमियम और निवारक स्वास्थ्य जांच',
      description:
        'स्वयं, परिवार और माता-पिता के स्वास्थ्य बीमा प्रीमियम: हर समूह के लिए ₹25,000, वरिष्ठ नागरिक (senior citizen) होने पर ₹50,000; इसी में ₹5,000 की जांच; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'धारा 80D (आयकर अधिनियम 2025 की धारा 126) स्वास्थ्य बीमा प्रीमियम, निवारक स्वास्थ्य जांच और बिना बीमा वाले वरिष्ठ नागरिकों के चिकित्सा खर्च पर कटौती देती है। स्वयं, पति/पत्नी और बच्चों के लिए सीमा ₹25,000 है (इनमें कोई वरिष्ठ नागरिक हो तो ₹50,000) और माता-पिता के लिए अलग से ₹25,000 (कोई माता-पिता वरिष्ठ नागरिक हों तो ₹50,000)। केवल पुरानी कर व्यवस्था में।',
      keyLimits: [
        'स्वयं, पति/पत्नी, बच्चे: ₹25,000 (वरिष्ठ नागरिक हों तो ₹50,000)',
        'माता-पिता: ₹25,000 और (वरिष्ठ नागरिक हों तो ₹50,000)',
        'निवारक जांच ₹5,000, इन्हीं सीमाओं के भीतर',
        'प्रीमियम नकद में नहीं; केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'अपनी पॉलिसी और वरिष्ठ माता-पिता',
          scenario:
            'रोहन (35) फैमिली फ्लोटर के लिए ₹22,000 और अपने माता-पिता के लिए, जो दोनों 60 से ऊपर हैं, ₹48,000 देता है। वह 80D के तहत ₹22,000 + ₹48,000 = ₹70,000 घटा सकता है। ₹10,00,000 के वेतन और 80C में ₹1,50,000 के साथ, कर वर्ष 2026-27 के लिए पुरानी कर व्यवस्था में:',
        },
      ],
    },
    related: ['80DDB', '80C', '80U', '115BAC'],
    claims: [
      inr('deduction.80D.self', 25000, 'family and parents: ₹25,000 each (₹50,000 if senior)'),
      inr(
        'deduction.80D.selfSenior',
        50000,
        'family and parents: ₹25,000 each (₹50,000 if senior)',
      ),
      inr('deduction.80D.parents', 25000, 'family and parents: ₹25,000 each (₹50,000 if senior)'),
      inr(
        'deduction.80D.parentsSenior',
        50000,
        'family and parents: ₹25,000 each (₹50,000 if senior)',
      ),
      inr(
        'deduction.80D.self',
        25000,
        'The limit is ₹25,000 for self, spouse and children (₹50,000 if any',
      ),
      inr(
        'deduction.80D.selfSenior',
        50000,
        'The limit is ₹25,000 for self, spouse and children (₹50,000 if any',
      ),
      inr('deduction.80D.parents', 25000, 'another ₹25,000 for parents (₹50,000 if a parent'),
      inr('deduction.80D.parentsSenior', 50000, 'another ₹25,000 for parents (₹50,000 if a parent'),
      inr('deduction.80D.self', 25000, '| Self, spouse, dependent children | ₹25,000 | ₹50,000 |'),
      inr(
        'deduction.80D.selfSenior',
        50000,
        '| Self, spouse, dependent children | ₹25,000 | ₹50,000 |',
      ),
      inr('deduction.80D.parents', 25000, '| Parents | ₹25,000 | ₹50,000 |'),
      inr('deduction.80D.parentsSenior', 50000, '| Parents | ₹25,000 | ₹50,000 |'),
      inr('deduction.80D.selfSenior', 50000, 'deductible within the ₹50,000 limit'),
      inr(
        'deduction.80D.self',
        25000,
        'Self, spouse, children: ₹25,000 (₹50,000 if senior citizen)',
      ),
      inr(
        'deduction.80D.selfSenior',
        50000,
        'Self, spouse, children: ₹25,000 (₹50,000 if senior citizen)',
      ),
      inr('deduction.80D.parents', 25000, 'Parents: ₹25,000 more (₹50,000 if senior citizen)'),
      inr(
        'deduction.80D.parentsSenior',
        50000,
        'Parents: ₹25,000 more (₹50,000 if senior citizen)',
      ),
    ],
  },
  {
    ...base,
    sectionNumber: '80DD',
    act2025Section: '127',
    title: 'Maintenance and Medical Treatment of a Dependant with Disability',
    category: 'deduction',
    description:
      'Flat ₹75,000 (₹1,25,000 for severe disability) for looking after a dependant with a disability (old regime).',
    summary:
      'A resident individual or HUF that spends on the medical treatment, training or rehabilitation of a dependant with a disability, or pays into an approved scheme for them, gets a flat deduction of ₹75,000, or ₹1,25,000 where the disability is severe (80% or more). Old regime only.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nResident individuals for a dependent spouse, child, parent, brother or sister; resident HUFs for a dependent member. The dependant must not claim [80U](/section/80U) for themselves.',
      '### How much\nA fixed amount, whatever the actual spending:\n- ₹75,000 for disability of 40% or more;\n- ₹1,25,000 for severe disability (80% or more).',
      "### Conditions\n- A certificate from a prescribed medical authority; attach it or keep it with Form 10-IA where that form applies (autism, cerebral palsy, multiple disabilities).\n- Payments into an LIC or other approved scheme for the dependant's maintenance qualify; if the dependant dies first, the amount paid back to you is taxed.",
      '### Old or new regime\nOld regime only.',
      '### What changed\nNo change from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('127'),
    ),
    keyLimits: [
      '₹75,000 flat (disability 40% or more)',
      '₹1,25,000 flat (severe disability, 80% or more)',
      'Medical certificate needed',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Severe disability of a child',
        scenario:
          "Lata's son has 85% disability certified by a government hospital. Whatever she actually spends, she deducts ₹1,25,000 under 80DD in the old regime.",
      },
    ],
    hi: {
      title: 'दिव्यांग आश्रित का भरण-पोषण और चिकित्सा',
      description:
        'दिव्यांग आश्रित की देखभाल के लिए एकमुश्त ₹75,000 (गंभीर दिव्यांगता में ₹1,25,000); केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'जो निवासी व्यक्ति या हिंदू अविभाजित कुटुंब (HUF) किसी दिव्यांग आश्रित के इलाज, प्रशिक्षण या पुनर्वास पर खर्च करता है, या उसके लिए किसी अनुमोदित योजना में जमा करता है, उसे धारा 80DD (आयकर अधिनियम 2025 की धारा 127) के तहत ₹75,000 की एकमुश्त कटौती मिलती है, या दिव्यांगता गंभीर (80% या अधिक) हो तो ₹1,25,000। केवल पुरानी कर व्यवस्था में।',
      keyLimits: [
        '₹75,000 एकमुश्त (दिव्यांगता 40% या अधिक)',
        '₹1,25,000 एकमुश्त (गंभीर दिव्यांगता, 80% या अधिक)',
        'चिकित्सा प्रमाणपत्र ज़रूरी',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'बच्चे की गंभीर दिव्यांगता',
          scenario:
            'लता के बेटे को सरकारी अस्पताल द्वारा प्रमाणित 85% दिव्यांगता है। वह असल में जितना भी खर्च करे, पुरानी कर व्यवस्था में 80DD के तहत ₹1,25,000 घटाती है।',
        },
      ],
    },
    related: ['80U', '80DDB', '80D'],
    claims: [
      inr('deduction.80DD.disability', 75000, 'Flat ₹75,000 ('),
      inr('deduction.80DD.severe', 125000, '(₹1,25,000 for severe disability)'),
      inr('deduction.80DD.disability', 75000, 'a flat deduction of ₹75,000,'),
      inr('deduction.80DD.severe', 125000, '₹1,25,000 where the disability is severe'),
      inr('deduction.80DD.disability', 75000, '- ₹75,000 for disability of 40% or more'),
      inr('deduction.80DD.severe', 125000, '- ₹1,25,000 for severe disability (80% or more)'),
      inr('deduction.80DD.disability', 75000, '₹75,000 flat (disability 40% or more)'),
      inr('deduction.80DD.severe', 125000, '₹1,25,000 flat (severe disability, 80% or more)'),
    ],
  },
  {
    ...base,
    sectionNumber: '80DDB',
    act2025Section: '128',
    title: 'Medical Treatment of Specified Diseases',
    category: 'deduction',
    description:
      'Treatment costs for specified serious diseases: up to ₹40,000, or ₹1,00,000 for a senior citizen patient (old regime).',
    summary:
      'Money actually spent on treating specified serious illnesses (such as cancer, chronic renal failure, certain neurological diseases, AIDS, haemophilia and thalassaemia) for yourself or a dependant is deductible up to ₹40,000 a year, or ₹1,00,000 if the patient is a senior citizen, less any insurance reimbursement. Old regime only.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nResident individuals (for self or a dependent spouse, child, parent, brother or sister) and resident HUFs (for a member).',
      '### How much\n- Up to ₹40,000 a year;\n- up to ₹1,00,000 if the patient is a senior citizen (60 or over).\n\nAny amount received from an insurer or employer for the treatment is subtracted.',
      '### Conditions\nA prescription from a specialist (for example a neurologist or oncologist, or the relevant specialist in a government hospital) naming the disease. The list of diseases is in Rule 11DD of the Income-tax Rules.',
      '### Old or new regime\nOld regime only.',
      '### What changed\nNo change from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('128'),
    ),
    keyLimits: [
      '₹40,000 a year',
      '₹1,00,000 if the patient is 60 or older',
      'Reduced by insurance reimbursement',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Cancer treatment of a parent',
        scenario:
          "Imran spends ₹1,60,000 on his 68-year-old mother's cancer treatment and the insurer pays ₹40,000 of it. His deduction is the lower of ₹1,00,000 and (₹1,60,000 − ₹40,000), so ₹1,00,000.",
      },
    ],
    hi: {
      title: 'निर्दिष्ट बीमारियों का इलाज',
      description:
        'निर्दिष्ट गंभीर बीमारियों के इलाज का खर्च: ₹40,000 तक, या मरीज वरिष्ठ नागरिक (senior citizen) हो तो ₹1,00,000; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'धारा 80DDB (आयकर अधिनियम 2025 की धारा 128) के तहत अपनी या किसी आश्रित की निर्दिष्ट गंभीर बीमारियों (जैसे कैंसर, क्रोनिक रीनल फेल्योर, कुछ तंत्रिका रोग, एड्स, हीमोफीलिया और थैलेसीमिया) के इलाज पर वास्तव में खर्च की गई राशि साल में ₹40,000 तक घटाई जा सकती है, या मरीज वरिष्ठ नागरिक हो तो ₹1,00,000 तक, बीमा से मिली प्रतिपूर्ति घटाकर। केवल पुरानी कर व्यवस्था में।',
      keyLimits: [
        'साल में ₹40,000',
        'मरीज 60 या अधिक उम्र का हो तो ₹1,00,000',
        'बीमा से मिली प्रतिपूर्ति घटाई जाती है',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'माता-पिता का कैंसर इलाज',
          scenario:
            'इमरान अपनी 68 वर्षीय मां के कैंसर के इलाज पर ₹1,60,000 खर्च करता है और बीमा कंपनी उसमें से ₹40,000 चुकाती है। उसकी कटौती ₹1,00,000 और (₹1,60,000 − ₹40,000) में से कम, यानी ₹1,00,000 है।',
        },
      ],
    },
    related: ['80D', '80DD', '80U'],
    claims: [
      inr('deduction.80DDB.limit', 40000, 'up to ₹40,000, or'),
      inr('deduction.80DDB.seniorLimit', 100000, '₹1,00,000 for a senior citizen patient'),
      inr('deduction.80DDB.limit', 40000, 'deductible up to ₹40,000 a year'),
      inr('deduction.80DDB.seniorLimit', 100000, 'or ₹1,00,000 if the patient is a senior'),
      inr('deduction.80DDB.limit', 40000, '- Up to ₹40,000 a year;'),
      inr('deduction.80DDB.seniorLimit', 100000, '- up to ₹1,00,000 if the patient is a senior'),
      inr('deduction.80DDB.limit', 40000, '₹40,000 a year\n'),
      inr('deduction.80DDB.seniorLimit', 100000, '₹1,00,000 if the patient is 60 or older'),
    ],
  },
  {
    ...base,
    sectionNumber: '80E',
    act2025Section: '129',
    title: 'Interest on Education Loan',
    category: 'deduction',
    description:
      'The whole interest on a higher-education loan for you, your spouse or children, for up to 8 years, with no upper limit (old regime).',
    summary:
      'Interest paid on a loan for higher education (in India or abroad) of yourself, your spouse, your children or a student of whom you are the legal guardian is fully deductible, with no cap, for the year you start paying interest and the next seven years. The loan must be from a bank, financial institution or approved charitable institution. Old regime only.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nOnly individuals, and only the person who took the loan and pays the interest.',
      '### How much\nAll the interest paid in the year. Principal repayments do not count.',
      '### For how long\nFrom the year you begin paying interest, for eight years in all, or until the interest is fully paid, whichever is earlier.',
      '### Conditions\n- The loan must come from a bank, a notified financial institution or an approved charitable institution; a loan from relatives or an employer does not qualify.\n- Any full-time or part-time course after senior secondary (Class 12), including vocational courses.',
      '### Old or new regime\nOld regime only.',
      '### What changed\nNo change from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('129'),
    ),
    keyLimits: [
      'No upper limit on interest',
      '8 years from the year interest repayment starts',
      'Loan from bank, financial institution or approved charity',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Repaying an MBA loan',
        scenario:
          'Aditi earns a salary of ₹14,00,000 in tax year 2026-27 and pays ₹1,80,000 interest on her MBA loan, besides ₹1,50,000 in 80C. She compares the two regimes:',
        calculation: calc(
          'compare',
          {
            annualIncome: 1400000,
            incomeType: 'salary',
            financialYear: '2026-27',
            deductions: { section80C: 150000, section80E: 180000 },
          },
          (r) =>
            `Old regime: ${formatINR(r.old.totalTax)}; new regime: ${formatINR(r.new.totalTax)}.`,
        ),
      },
    ],
    hi: {
      title: 'शिक्षा ऋण पर ब्याज',
      description:
        'आपकी, पति/पत्नी या बच्चों की उच्च शिक्षा के ऋण का पूरा ब्याज, 8 साल तक, बिना किसी ऊपरी सीमा के; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'धारा 80E (आयकर अधिनियम 2025 की धारा 129) के तहत अपनी, अपने पति/पत्नी, अपने बच्चों या जिस विद्यार्थी के आप कानूनी अभिभावक हैं, उसकी उच्च शिक्षा (भारत या विदेश में) के ऋण पर दिया गया ब्याज पूरा घटाया जा सकता है, बिना किसी सीमा के: जिस साल ब्याज चुकाना शुरू हो उस साल और उसके बाद के सात साल तक। ऋण किसी बैंक, वित्तीय संस्था या अनुमोदित धर्मार्थ संस्था से होना चाहिए। केवल पुरानी कर व्यवस्था में।',
      keyLimits: [
        'ब्याज पर कोई ऊपरी सीमा नहीं',
        'ब्याज चुकाना शुरू होने के साल से 8 साल',
        'बैंक, वित्तीय संस्था या अनुमोदित धर्मार्थ संस्था से ऋण',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'MBA ऋण की अदायगी',
          scenario:
            'अदिति का कर वर्ष 2026-27 में वेतन ₹14,00,000 है और वह अपने MBA ऋण पर ₹1,80,000 ब्याज देती है, साथ ही 80C में ₹1,50,000 लगाती है। वह दोनों कर व्यवस्थाओं की तुलना करती है:',
        },
      ],
    },
    related: ['80C', '115BAC'],
  },
  {
    ...base,
    sectionNumber: '80EE',
    act2025Section: '130',
    title: 'Extra Interest Deduction for First Home Loans Sanctioned in FY 2016-17',
    category: 'deduction',
    description:
      'Extra ₹50,000 of home-loan interest for first-time buyers whose loan was sanctioned between 1 April 2016 and 31 March 2017.',
    summary:
      'First-time home buyers whose loan was sanctioned in FY 2016-17 (loan up to ₹35 lakh, house value up to ₹50 lakh) can deduct up to ₹50,000 of interest a year over and above section 24(b), until the loan is repaid. Old regime only; no new loans qualify.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals who did not own any residential house on the date the loan was sanctioned.',
      '### Conditions\n- Loan sanctioned by a bank or housing finance company between **1 April 2016 and 31 March 2017**.\n- Loan amount not more than ₹35 lakh; value of the house not more than ₹50 lakh.',
      '### How much\nUp to ₹50,000 of interest a year, in addition to the ₹2,00,000 under [24(b)](/section/24(b)). The deduction continues every year until the loan is repaid.',
      '### Old or new regime\nOld regime only.',
      '### What changed\nNothing; the window for new loans closed on 31 March 2017. Later buyers should look at [80EEA](/section/80EEA) (which also closed, on 31 March 2022).',
      '### Under the Income-tax Act 2025\n' + act2025Verified('130'),
    ),
    keyLimits: [
      '₹50,000 a year over and above 24(b)',
      'Loan sanctioned 1-4-2016 to 31-3-2017',
      'Loan ≤ ₹35 lakh, house value ≤ ₹50 lakh',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Interest above the 24(b) cap',
        scenario:
          "Vikram's ₹30 lakh loan for a ₹45 lakh flat was sanctioned in January 2017; he pays ₹2,40,000 interest this year. He deducts ₹2,00,000 under 24(b) and the remaining ₹40,000 under 80EE.",
      },
    ],
    related: ['24(b)', '80EEA', '80C'],
    claims: [
      inr('deduction.80EE.limit', 50000, 'Extra ₹50,000 of home-loan interest'),
      inr('deduction.80EE.limit', 50000, 'can deduct up to ₹50,000 of interest'),
      inr('deduction.80EE.limit', 50000, 'Up to ₹50,000 of interest a year, in addition'),
      inr('deduction.80EE.limit', 50000, '₹50,000 a year over and above 24(b)'),
    ],
  },
  {
    ...base,
    sectionNumber: '80EEA',
    act2025Section: '131',
    title: 'Extra Interest Deduction for Affordable Housing Loans (2019–2022)',
    category: 'deduction',
    description:
      'Extra ₹1,50,000 of home-loan interest for affordable homes (stamp value ≤ ₹45 lakh) with loans sanctioned April 2019 – March 2022.',
    summary:
      'For loans sanctioned between 1 April 2019 and 31 March 2022 to buy an affordable first home (stamp duty value up to ₹45 lakh), up to ₹1,50,000 of interest a year is deductible in addition to section 24(b). Old regime only; new loans no longer qualify.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals who did not own any residential house on the date of sanction and who are not claiming [80EE](/section/80EE).',
      '### Conditions\n- Loan sanctioned by a bank or housing finance company between **1 April 2019 and 31 March 2022**.\n- Stamp duty value of the house not more than ₹45 lakh.',
      '### How much\nUp to ₹1,50,000 of interest a year, after first using the ₹2,00,000 under [24(b)](/section/24(b)); it continues until the loan is repaid.',
      '### Old or new regime\nOld regime only.',
      '### What changed\nThe sanction window closed on 31 March 2022; existing borrowers keep claiming.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('131'),
    ),
    keyLimits: [
      '₹1,50,000 a year over and above 24(b)',
      'Loan sanctioned 1-4-2019 to 31-3-2022',
      'Stamp duty value ≤ ₹45 lakh',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Using both deductions',
        scenario:
          'Sana pays ₹3,10,000 interest on a loan sanctioned in 2021 for a ₹40 lakh flat. She deducts ₹2,00,000 under 24(b) and ₹1,10,000 under 80EEA.',
      },
    ],
    hi: {
      title: 'किफायती आवास ऋण पर अतिरिक्त ब्याज कटौती (2019–2022)',
      description:
        'अप्रैल 2019 – मार्च 2022 के बीच स्वीकृत ऋण से खरीदे किफायती घर (स्टांप मूल्य ≤ ₹45 लाख) के गृह ऋण ब्याज पर अतिरिक्त ₹1,50,000।',
      summary:
        '1 अप्रैल 2019 से 31 मार्च 2022 के बीच पहला किफायती घर (स्टांप शुल्क मूल्य ₹45 लाख तक) खरीदने के लिए स्वीकृत ऋणों पर, धारा 80EEA (आयकर अधिनियम 2025 की धारा 131) के तहत साल में ₹1,50,000 तक का ब्याज धारा 24(b) के अतिरिक्त घटाया जा सकता है। केवल पुरानी कर व्यवस्था (old tax regime) में; नए ऋण अब इसके पात्र नहीं हैं।',
      keyLimits: [
        'साल में ₹1,50,000, 24(b) के ऊपर',
        'ऋण 1-4-2019 से 31-3-2022 के बीच स्वीकृत',
        'स्टांप शुल्क मूल्य ≤ ₹45 लाख',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'दोनों कटौतियों का उपयोग',
          scenario:
            'सना ₹40 लाख के फ्लैट के लिए 2021 में स्वीकृत ऋण पर ₹3,10,000 ब्याज देती है। वह 24(b) के तहत ₹2,00,000 और 80EEA के तहत ₹1,10,000 घटाती है।',
        },
      ],
    },
    related: ['24(b)', '80EE', '80C'],
    claims: [
      inr('deduction.80EEA.limit', 150000, 'Extra ₹1,50,000 of home-loan interest'),
      inr('deduction.80EEA.limit', 150000, 'up to ₹1,50,000 of interest a year is deductible'),
      inr('deduction.80EEA.limit', 150000, 'Up to ₹1,50,000 of interest a year, after'),
      inr('deduction.80EEA.limit', 150000, '₹1,50,000 a year over and above 24(b)'),
    ],
  },
  {
    ...base,
    sectionNumber: '80G',
    act2025Section: '133',
    title: 'Donations to Charities and Relief Funds',
    category: 'deduction',
    description:
      'Donations to approved funds and charities: 100% or 50% deductible, some within 10% of adjusted income; cash only up to ₹2,000 (old regime).',
    summary:
      "Donations to notified relief funds and approved charitable institutions are deductible at 100% or 50% of the amount, some without limit and some only up to 10% of adjusted gross total income. Cash donations above ₹2,000 do not qualify, and the claim must match the donee's statement (Form 10BE). Old regime only.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nAny taxpayer who donates, but for individuals it works only in the old regime.',
      '### Four kinds of donation\n| Kind | Examples |\n|---|---|\n| 100%, no limit | Prime Minister\'s National Relief Fund, PM CARES Fund, National Defence Fund |\n| 50%, no limit | Only the Prime Minister\'s Drought Relief Fund, since the Finance Act 2023 moved the Jawaharlal Nehru Memorial Fund, the Indira Gandhi Memorial Trust and the Rajiv Gandhi Foundation out of this group from FY 2023-24 |\n| 100%, within the 10% limit | Government or local authority for family planning |\n| 50%, within the 10% limit | Most registered charitable trusts and institutions with 80G approval |\n\nThe "10% limit" is 10% of gross total income after other deductions and excluding long-term capital gains and certain special-rate income.',
      '### Conditions\n- The institution must hold a valid 80G approval; check its registration number.\n- Cash donations above ₹2,000 are not deductible; donations in kind (clothes, food) never are.\n- From FY 2021-22 the charity files a statement of donations and issues Form 10BE; your claim should match it.',
      '### Old or new regime\nOld regime only.',
      '### What changed\nNo change to the percentages or the cash limit between FY 2023-24 and tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('133'),
    ),
    keyLimits: [
      '100% or 50% of the donation, depending on the fund',
      'Some within 10% of adjusted gross total income',
      'Cash donations above ₹2,000 not allowed',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Donation to an approved trust',
        scenario:
          'Deepa gives ₹20,000 by UPI to a trust with 50% approval (within the 10% limit); her adjusted gross total income is ₹9,00,000, so the limit of ₹90,000 is not reached. Her deduction is 50% of ₹20,000, that is ₹10,000.',
      },
    ],
    hi: {
      title: 'धर्मार्थ संस्थाओं और राहत कोषों को दान',
      description:
        'अनुमोदित कोषों और धर्मार्थ संस्थाओं को दान: 100% या 50% कटौती योग्य, कुछ समायोजित आय के 10% के भीतर; नकद केवल ₹2,000 तक; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'धारा 80G (आयकर अधिनियम 2025 की धारा 133) के तहत अधिसूचित राहत कोषों और अनुमोदित धर्मार्थ संस्थाओं को दिए गए दान की राशि का 100% या 50% घटाया जा सकता है; कुछ दान बिना सीमा के और कुछ केवल समायोजित सकल कुल आय के 10% तक। ₹2,000 से अधिक के नकद दान मान्य नहीं हैं, और दावा दान लेने वाली संस्था के विवरण (Form 10BE) से मेल खाना चाहिए। केवल पुरानी कर व्यवस्था में।',
      keyLimits: [
        'कोष के अनुसार दान का 100% या 50%',
        'कुछ दान समायोजित सकल कुल आय के 10% के भीतर',
        '₹2,000 से अधिक के नकद दान मान्य नहीं',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'अनुमोदित ट्रस्ट को दान',
          scenario:
            'दीपा UPI से ₹20,000 एक ऐसे ट्रस्ट को देती है जिसे 50% की मान्यता है (10% की सीमा के भीतर); उसकी समायोजित सकल कुल आय ₹9,00,000 है, इसलिए ₹90,000 की सीमा तक बात नहीं पहुंचती। उसकी कटौती ₹20,000 का 50%, यानी ₹10,000 है।',
        },
      ],
    },
    related: ['80GGC', '80C', '115BAC'],
    claims: [
      pct('deduction.80G.qualifyingPercent', 10, 'The "10% limit" is 10% of gross total income'),
    ],
  },
  {
    ...base,
    sectionNumber: '80GG',
    act2025Section: '134',
    title: 'Rent Paid Without House Rent Allowance',
    category: 'deduction',
    description:
      'For those paying rent without receiving HRA: least of ₹5,000 a month, 25% of income or rent minus 10% of income (old regime).',
    summary:
      'Self-employed people, and employees who get no HRA, can deduct rent for their home under 80GG: the least of ₹5,000 a month, 25% of adjusted total income, or rent paid minus 10% of adjusted total income. Old regime only, with Form 10BA.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals who do not receive house rent allowance at any time in the year, and who (or whose spouse, minor child or HUF) do not own a house at the place where they live or work. If you own a house elsewhere, you must not be claiming it as self-occupied.',
      '### How much: the least of\n1. ₹5,000 a month (₹60,000 a year);\n2. 25% of adjusted total income;\n3. rent paid minus 10% of adjusted total income.\n\n"Adjusted total income" is total income before this deduction, less long-term capital gains, short-term gains under [111A](/section/111A) and other Chapter VI-A deductions.',
      "### Conditions\nFile a declaration in Form 10BA. Keep rent receipts and the landlord's details.",
      '### Old or new regime\nOld regime only.',
      '### What changed\nNo change from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('134'),
    ),
    keyLimits: [
      'At most ₹5,000 a month (₹60,000 a year)',
      '25% of adjusted total income',
      'Rent minus 10% of adjusted total income',
      'No HRA received; Form 10BA; old regime only',
    ],
    examples: [
      {
        title: 'A freelancer paying rent',
        scenario:
          'Joseph, a freelancer with adjusted total income of ₹6,00,000, pays ₹12,000 a month (₹1,44,000 a year). The three limits are ₹60,000, ₹1,50,000 (25%) and ₹84,000 (₹1,44,000 − ₹60,000), so he deducts ₹60,000.',
      },
    ],
    hi: {
      title: 'गृह किराया भत्ते के बिना दिया गया किराया',
      description:
        'जिन्हें गृह किराया भत्ता (HRA) नहीं मिलता पर जो किराया देते हैं: ₹5,000 महीना, आय का 25% या किराया घटा आय का 10%, इनमें से जो कम हो; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'स्वरोजगार करने वाले लोग और जिन कर्मचारियों को HRA नहीं मिलता, वे धारा 80GG (आयकर अधिनियम 2025 की धारा 134) के तहत अपने घर का किराया घटा सकते हैं: ₹5,000 प्रति माह, समायोजित कुल आय का 25%, या दिया गया किराया घटा समायोजित कुल आय का 10%, इनमें से जो सबसे कम हो। केवल पुरानी कर व्यवस्था में, Form 10BA के साथ।',
      keyLimits: [
        'अधिकतम ₹5,000 प्रति माह (₹60,000 प्रति वर्ष)',
        'समायोजित कुल आय का 25%',
        'किराया घटा समायोजित कुल आय का 10%',
        'HRA न मिलता हो; Form 10BA; केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'किराया देने वाला फ्रीलांसर',
          scenario:
            'जोसेफ एक फ्रीलांसर है जिसकी समायोजित कुल आय ₹6,00,000 है; वह हर महीने ₹12,000 (साल में ₹1,44,000) किराया देता है। तीनों सीमाएं ₹60,000, ₹1,50,000 (25%) और ₹84,000 (₹1,44,000 − ₹60,000) हैं, इसलिए वह ₹60,000 घटाता है।',
        },
      ],
    },
    related: ['10(13A)', '80C', '115BAC'],
    claims: [
      inr('deduction.80GG.perMonth', 5000, 'least of ₹5,000 a month, 25% of income'),
      inr('deduction.80GG.perMonth', 5000, 'the least of ₹5,000 a month, 25% of adjusted'),
      inr('deduction.80GG.perMonth', 5000, '1. ₹5,000 a month (₹60,000 a year)'),
      inr('deduction.80GG.perMonth', 5000, 'At most ₹5,000 a month'),
    ],
  },
  {
    ...base,
    sectionNumber: '80GGC',
    act2025Section: '137',
    title: 'Contributions to Political Parties',
    category: 'deduction',
    description:
      'Individuals can deduct 100% of contributions to registered political parties or electoral trusts, if not paid in cash (old regime).',
    summary:
      'Contributions by an individual to a political party registered under the Representation of the People Act, or to an electoral trust, are fully deductible under 80GGC, provided they are not paid in cash. Old regime only.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals and HUFs. Companies have a similar rule in section 80GGB.',
      '### How much\n100% of the contribution, but the deduction cannot exceed your taxable income.',
      "### Conditions\n- Any mode other than cash: cheque, draft, card, UPI or bank transfer.\n- Keep the party's receipt showing its registration and PAN.",
      '### Old or new regime\nOld regime only.',
      '### What changed\nNo change to the deduction from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('137'),
    ),
    keyLimits: [
      '100% of the contribution',
      'No cash contributions',
      'Registered political party or electoral trust',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Bank transfer to a party',
        scenario:
          'Harish transfers ₹25,000 to a registered party by net banking and keeps the receipt. In the old regime he deducts the full ₹25,000.',
      },
    ],
    related: ['80G', '115BAC'],
  },
  {
    ...base,
    sectionNumber: '80TTA',
    act2025Section: '153',
    title: 'Interest on Savings Accounts',
    category: 'deduction',
    description:
      'Up to ₹10,000 of savings-account interest a year for individuals below 60 and HUFs; fixed deposits excluded (old regime).',
    summary:
      'Interest on savings accounts with a bank, co-operative bank or post office is deductible up to ₹10,000 a year for individuals and HUFs. Fixed and recurring deposits do not qualify, resident senior citizens use 80TTB instead, and it is an old-regime deduction.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nIndividuals (resident or non-resident, for example on an NRO savings account) and HUFs. Resident senior citizens cannot use 80TTA; they have [80TTB](/section/80TTB).',
      '### How much\nSavings-account interest up to **₹10,000** a year, across all your savings accounts together.',
      '### What does not qualify\nInterest on fixed deposits, recurring deposits and other time deposits; interest on bonds or company deposits.',
      '### Old or new regime\nOld regime only. Note the interest itself is taxable in both regimes and must be shown in the return.',
      '### What changed\nNo change from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '153',
          "one section for both savings interest (80TTA) and senior citizens' deposit interest (80TTB)",
        ),
    ),
    keyLimits: [
      '₹10,000 a year of savings interest',
      'Savings accounts only, not FDs or RDs',
      'Not for resident senior citizens (see 80TTB)',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Savings interest above the limit',
        scenario:
          'Neha, 34, earns ₹14,500 interest across two savings accounts. She deducts ₹10,000 under 80TTA; the remaining ₹4,500 is taxed.',
      },
    ],
    hi: {
      title: 'बचत खातों पर ब्याज',
      description:
        '60 से कम उम्र के व्यक्तियों और हिंदू अविभाजित कुटुंब (HUF) के लिए बचत खाते के ब्याज के ₹10,000 तक प्रति वर्ष; सावधि जमा शामिल नहीं; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'बैंक, सहकारी बैंक या डाकघर के बचत खातों पर ब्याज, धारा 80TTA (आयकर अधिनियम 2025 की धारा 153) के तहत व्यक्तियों और HUF के लिए साल में ₹10,000 तक घटाया जा सकता है। सावधि और आवर्ती जमा इसमें नहीं आतीं, निवासी वरिष्ठ नागरिक (senior citizen) इसकी जगह 80TTB लेते हैं, और यह पुरानी कर व्यवस्था की कटौती है।',
      keyLimits: [
        'बचत ब्याज के साल में ₹10,000',
        'केवल बचत खाते, सावधि जमा (FD) या आवर्ती जमा (RD) नहीं',
        'निवासी वरिष्ठ नागरिकों के लिए नहीं (80TTB देखें)',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'सीमा से अधिक बचत ब्याज',
          scenario:
            'नेहा (34) को दो बचत खातों पर कुल ₹14,500 ब्याज मिलता है। वह 80TTA के तहत ₹10,000 घटाती है; बाकी ₹4,500 पर कर लगता है।',
        },
      ],
    },
    related: ['80TTB', '194A', '115BAC'],
    claims: [
      inr('deduction.80TTA.cap', 10000, 'Up to ₹10,000 of savings-account interest'),
      inr('deduction.80TTA.cap', 10000, 'deductible up to ₹10,000 a year'),
      inr('deduction.80TTA.cap', 10000, 'interest up to **₹10,000** a year'),
      inr('deduction.80TTA.cap', 10000, '₹10,000 a year of savings interest'),
    ],
  },
  {
    ...base,
    sectionNumber: '80TTB',
    act2025Section: '153',
    title: 'Interest on Deposits for Senior Citizens',
    category: 'deduction',
    description:
      'Resident senior citizens deduct up to ₹50,000 of interest on bank, co-operative and post-office deposits, FDs included (old regime).',
    summary:
      'Resident individuals aged 60 or more can deduct up to ₹50,000 a year of interest on deposits (savings, fixed and recurring) with banks, co-operative banks and post offices. It replaces 80TTA for them and is available only in the old regime.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nResident individuals who are 60 or older at any time during the year.',
      '### How much\nUp to **₹50,000** a year of interest on deposits, savings and time deposits alike. A senior citizen cannot also claim [80TTA](/section/80TTA).',
      "### TDS link\nBanks deduct TDS on a senior citizen's interest only above ₹1,00,000 a year from FY 2025-26 (see [194A](/section/194A)); a senior with no tax liability can give Form 15H to avoid TDS.",
      '### Old or new regime\nOld regime only.',
      '### What changed\nNo change to the ₹50,000 limit from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '153',
          "one section for both savings interest (80TTA) and senior citizens' deposit interest (80TTB)",
        ),
    ),
    keyLimits: [
      '₹50,000 a year of deposit interest',
      'Savings, fixed and recurring deposits with banks, co-operatives, post office',
      'Resident senior citizens (60+) only',
      'Old regime only',
    ],
    examples: [
      {
        title: "A retired couple's FD interest",
        scenario:
          'Mr Iyer, 67, has a pension of ₹4,50,000 and FD interest of ₹1,20,000. In the old regime he deducts ₹50,000 under 80TTB along with the ₹50,000 standard deduction on his pension.',
        calculation: calc(
          'compare',
          {
            annualIncome: 450000,
            otherIncome: 120000,
            incomeType: 'salary',
            ageGroup: '60to80',
            financialYear: '2026-27',
            deductions: { section80TTB: 50000 },
          },
          (r) =>
            `Old regime: ${formatINR(r.old.totalTax)}; new regime: ${formatINR(r.new.totalTax)}.${r.old.totalTax === 0 && r.new.totalTax === 0 ? ' Both stay within the 87A rebate, so he pays no tax either way.' : ''}`,
        ),
      },
    ],
    hi: {
      title: 'वरिष्ठ नागरिकों के लिए जमा पर ब्याज',
      description:
        'निवासी वरिष्ठ नागरिक (senior citizen) बैंक, सहकारी बैंक और डाकघर की जमाओं (सावधि जमा सहित) पर ₹50,000 तक का ब्याज घटाते हैं; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        '60 या अधिक उम्र के निवासी व्यक्ति धारा 80TTB (आयकर अधिनियम 2025 की धारा 153) के तहत बैंकों, सहकारी बैंकों और डाकघरों में जमा (बचत, सावधि और आवर्ती) पर साल में ₹50,000 तक का ब्याज घटा सकते हैं। उनके लिए यह 80TTA की जगह लेती है और केवल पुरानी कर व्यवस्था में मिलती है।',
      keyLimits: [
        'जमा ब्याज के साल में ₹50,000',
        'बैंक, सहकारी संस्था और डाकघर में बचत, सावधि और आवर्ती जमा',
        'केवल निवासी वरिष्ठ नागरिक (60+)',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'सेवानिवृत्त दंपती का सावधि जमा ब्याज',
          scenario:
            'श्री अय्यर (67) की पेंशन ₹4,50,000 है और सावधि जमा (FD) का ब्याज ₹1,20,000। पुरानी कर व्यवस्था में वे 80TTB के तहत ₹50,000 घटाते हैं, साथ में अपनी पेंशन पर ₹50,000 की मानक कटौती भी।',
        },
      ],
    },
    related: ['80TTA', '194A', '194P', '115BAC'],
    claims: [
      inr('deduction.80TTB.cap', 50000, 'deduct up to ₹50,000 of interest on bank'),
      inr('deduction.80TTB.cap', 50000, 'can deduct up to ₹50,000 a year of interest'),
      inr('deduction.80TTB.cap', 50000, 'Up to **₹50,000** a year of interest'),
      inr('deduction.80TTB.cap', 50000, 'No change to the ₹50,000 limit'),
      inr('deduction.80TTB.cap', 50000, '₹50,000 a year of deposit interest'),
    ],
  },
  {
    ...base,
    sectionNumber: '80U',
    act2025Section: '154',
    title: 'Deduction for a Person with Disability',
    category: 'deduction',
    description:
      'A resident individual with a certified disability deducts a flat ₹75,000, or ₹1,25,000 if the disability is severe (old regime).',
    summary:
      'A resident individual certified by a medical authority as having a disability of 40% or more gets a flat deduction of ₹75,000, or ₹1,25,000 for severe disability (80% or more), without proof of spending. Old regime only.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Who can claim\nResident individuals who themselves have a disability (blindness, low vision, locomotor disability, hearing impairment, mental illness and others listed in the law).',
      '### How much\n- ₹75,000 for disability of 40% or more;\n- ₹1,25,000 for severe disability (80% or more).',
      '### Conditions\nA certificate from a prescribed medical authority; where the disability is temporary, a fresh certificate when the old one expires. Form 10-IA where applicable.',
      '### Old or new regime\nOld regime only.',
      '### What changed\nNo change from FY 2023-24 to tax year 2026-27.',
      '### Under the Income-tax Act 2025\n' + act2025Verified('154'),
    ),
    keyLimits: [
      '₹75,000 flat (40% or more)',
      '₹1,25,000 flat (80% or more)',
      'Resident individuals only',
      'Old regime only',
    ],
    examples: [
      {
        title: 'Self with locomotor disability',
        scenario:
          'Arjun has a certified 50% locomotor disability. He deducts ₹75,000 under 80U in the old regime, whatever he actually spends.',
      },
    ],
    hi: {
      title: 'दिव्यांग व्यक्ति के लिए कटौती',
      description:
        'प्रमाणित दिव्यांगता वाला निवासी व्यक्ति एकमुश्त ₹75,000 घटाता है, या दिव्यांगता गंभीर हो तो ₹1,25,000; केवल पुरानी कर व्यवस्था (old tax regime) में।',
      summary:
        'जिस निवासी व्यक्ति को चिकित्सा प्राधिकारी ने 40% या अधिक दिव्यांगता वाला प्रमाणित किया है, उसे धारा 80U (आयकर अधिनियम 2025 की धारा 154) के तहत खर्च का कोई सबूत दिए बिना ₹75,000 की एकमुश्त कटौती मिलती है, या गंभीर दिव्यांगता (80% या अधिक) में ₹1,25,000। केवल पुरानी कर व्यवस्था में।',
      keyLimits: [
        '₹75,000 एकमुश्त (40% या अधिक)',
        '₹1,25,000 एकमुश्त (80% या अधिक)',
        'केवल निवासी व्यक्ति',
        'केवल पुरानी कर व्यवस्था',
      ],
      examples: [
        {
          title: 'स्वयं की चलन-संबंधी (locomotor) दिव्यांगता',
          scenario:
            'अर्जुन को प्रमाणित 50% चलन-संबंधी दिव्यांगता है। वह असल में जितना भी खर्च करे, पुरानी कर व्यवस्था में 80U के तहत ₹75,000 घटाता है।',
        },
      ],
    },
    related: ['80DD', '80DDB', '80D'],
    claims: [
      inr('deduction.80U.disability', 75000, 'deducts a flat ₹75,000,'),
      inr('deduction.80U.severe', 125000, '₹1,25,000 if the disability is severe'),
      inr('deduction.80U.disability', 75000, 'a flat deduction of ₹75,000,'),
      inr('deduction.80U.severe', 125000, '₹1,25,000 for severe disability (80% or more), without'),
      inr('deduction.80U.disability', 75000, '- ₹75,000 for disability of 40% or more'),
      inr('deduction.80U.severe', 125000, '- ₹1,25,000 for severe disability (80% or more).'),
      inr('deduction.80U.disability', 75000, '₹75,000 flat (40% or more)'),
      inr('deduction.80U.severe', 125000, '₹1,25,000 flat (80% or more)'),
    ],
  },
];
