import { calc } from '../examples/calculations';
import { formatINR, percentOf } from '../format';
import type { SectionContent } from '../types';
import { INDIA_CODE_1961, LAST_REVIEWED, PLAIN_LANGUAGE_NOTE, act2025Verified, md } from './common';

const base = {
  sourceUrl: INDIA_CODE_1961,
  lastReviewed: LAST_REVIEWED,
  act2025Section: '',
} as const;

/** Closing note on every TDS/TCS entry: which year's figures these are. */
const TDS_YEAR_NOTE =
  "### Which year these figures are for\nRates and thresholds here are those in force from 1 April 2025 (Finance Act 2025, which raised many thresholds), unless a later change is mentioned. From 1 April 2026 the Income-tax Act 2025 restates the TDS provisions in two sections (392 for salary, 393 for everything else, in tables) and TCS in section 394, with the rates and thresholds carried over except where the Finance Act 2026 changed them; check the department's current TDS rate chart before deducting.";

const TDS_CREDIT_NOTE =
  'TDS is not an extra tax: the person whose tax was deducted sees it in Form 26AS (Form 168 from tax year 2026-27) and the Annual Information Statement, and claims it against their own tax (or as a refund) in the return.';

export const tdsSections: SectionContent[] = [
  {
    ...base,
    sectionNumber: '192',
    act2025Section: '392',
    title: 'TDS on Salary',
    category: 'tds',
    description:
      "Employers deduct tax from salary each month at the employee's estimated average rate, under the regime the employee chooses.",
    summary:
      "An employer must estimate each employee's tax for the year (on salary, perquisites and any other income the employee reports) and deduct it in roughly equal monthly instalments. The new regime applies unless the employee tells the employer they want the old one. The employer issues Form 16 (Form 130 from tax year 2026-27) by 15 June after the year ends.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### How it works\n- The employer estimates your taxable salary for the year, applies the slab rates, the [87A rebate](/section/87A) and cess, and spreads the tax over the remaining months.\n- There is no threshold: if your estimated tax is nil, no TDS is deducted.\n- You declare your regime at the start of the year. Without a declaration the employer uses the default [new regime](/section/115BAC).\n- For the old regime, you give proof of HRA rent, 80C investments and other deductions (Form 12BB; Form 124 from tax year 2026-27) to your employer.',
      '### Other income and other TDS\nYou may give your employer details of other income (such as interest) and of TDS or TCS deducted elsewhere, so that the salary TDS accounts for them. From October 2024 employers can take TCS and TDS on other income into account.',
      '### Form 16 (Form 130)\nFrom tax year 2026-27 the certificate is Form 130 under the Income-tax Rules 2026, with the same content. The employer issues Form 16 (Part A: TDS deposited; Part B: salary breakup and tax computation) by 15 June after the year ends.',
      '### Regime choice at filing\nA salaried person without business income can still choose the other regime when filing the return by the due date, whatever was declared to the employer.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' + act2025Verified('392'),
    ),
    keyLimits: [
      'No threshold: deducted if estimated tax exceeds nil',
      'Average rate on estimated annual salary',
      'New regime by default unless the employee opts out',
      'Form 16 (Form 130 from tax year 2026-27) by 15 June',
    ],
    examples: [
      {
        title: 'Monthly TDS on a ₹15,00,000 salary',
        scenario:
          "Neeraj's salary for tax year 2026-27 is ₹15,00,000 and he stays in the new regime with no other income.",
        calculation: calc(
          'income_tax',
          { annualIncome: 1500000, regime: 'new', incomeType: 'salary', financialYear: '2026-27' },
          (r) =>
            `His tax for the year is ${formatINR(r.totalTax)} including cess, so his employer deducts about ${formatINR(r.totalTax / 12)} a month.`,
        ),
      },
    ],
    hi: {
      title: 'वेतन पर स्रोत पर कर कटौती (TDS)',
      description:
        'नियोक्ता हर महीने कर्मचारी की अनुमानित औसत दर से, कर्मचारी की चुनी कर व्यवस्था के अनुसार, वेतन से कर काटते हैं।',
      summary:
        'धारा 192 (आयकर अधिनियम 2025 की धारा 392) के तहत नियोक्ता को हर कर्मचारी के साल के कर का अनुमान लगाना होता है (वेतन, अनुलाभ और कर्मचारी द्वारा बताई गई किसी अन्य आय पर) और उसे लगभग बराबर मासिक किस्तों में काटना होता है। नई कर व्यवस्था (new tax regime) लागू होती है, जब तक कर्मचारी नियोक्ता को पुरानी कर व्यवस्था चाहने की बात न बताए। नियोक्ता साल खत्म होने के बाद 15 जून तक Form 16 जारी करता है, जो कर वर्ष (tax year) 2026-27 से Form 130 है।',
      keyLimits: [
        'कोई न्यूनतम सीमा नहीं: अनुमानित कर शून्य से अधिक हो तो कटौती',
        'अनुमानित सालाना वेतन पर औसत दर',
        'डिफ़ॉल्ट रूप से नई कर व्यवस्था, जब तक कर्मचारी बाहर न निकले',
        '15 जून तक Form 16 (कर वर्ष 2026-27 से Form 130)',
      ],
      examples: [
        {
          title: '₹15,00,000 के वेतन पर मासिक TDS',
          scenario:
            'कर वर्ष 2026-27 के लिए नीरज का वेतन ₹15,00,000 है और वह बिना किसी अन्य आय के नई कर व्यवस्था में रहता है।',
        },
      ],
    },
    related: ['16(ia)', '17(2)', '115BAC', '87A', '89'],
  },
  {
    ...base,
    sectionNumber: '194',
    act2025Section: '393(1), Table item 7',
    title: 'TDS on Dividends',
    category: 'tds',
    description:
      'Companies deduct 10% TDS on dividends paid to a resident shareholder above ₹10,000 a year (₹5,000 until March 2025).',
    summary:
      "A company paying dividends to a resident shareholder deducts 10% TDS when the dividends to that shareholder exceed ₹10,000 in the financial year (the threshold was ₹5,000 until 31 March 2025). The dividend itself is taxed at the shareholder's slab rate.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate and threshold\n- 10% (20% without a valid PAN).\n- No TDS if the total dividend from the company to an individual shareholder in the year is ₹10,000 or less (from 1 April 2025; ₹5,000 before).',
      '### Points to note\n- Dividends are taxable at slab rates in both regimes; interest on money borrowed to buy the shares is deductible only up to 20% of the dividend up to FY 2025-26, and not at all from tax year 2026-27 (Finance Act 2026, section 93(2) of the Income-tax Act 2025).\n- A resident whose total income is below the taxable limit can give Form 15G (or 15H if 60 or older) to avoid TDS.\n- Mutual-fund income distributions have TDS under section 194K instead.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '393(1), Table item 7',
          'the table of payments to residents in section 393',
        ),
    ),
    keyLimits: [
      '10% rate',
      'Threshold ₹10,000 a year per company (from 1-4-2025)',
      'Form 15G/15H if no tax is payable',
      'Dividend taxed at slab rates',
    ],
    examples: [
      {
        title: 'Dividend above the threshold',
        scenario: `Ritu receives dividends of ₹18,000 from one company in FY 2025-26. As this is above ₹10,000, the company deducts 10%, that is ${formatINR(percentOf(18000, 10))}.`,
      },
    ],
    related: ['194A', '206AA', '111A'],
  },
  {
    ...base,
    sectionNumber: '194A',
    act2025Section: '393(1), Table item 5',
    title: 'TDS on Interest Other Than Interest on Securities',
    category: 'tds',
    description:
      'Banks deduct 10% TDS on FD and RD interest above ₹50,000 a year (₹1,00,000 for senior citizens) from FY 2025-26.',
    summary:
      "Banks, co-operative banks and post offices deduct 10% TDS on interest from fixed and recurring deposits when the year's interest exceeds ₹50,000, or ₹1,00,000 for senior citizens (from 1 April 2025). Other payers (companies, firms) deduct above ₹10,000. Savings-account interest has no TDS.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Thresholds from 1 April 2025\n| Payer | Threshold for a senior citizen | Threshold for others |\n|---|---|---|\n| Bank, co-operative bank, post office | ₹1,00,000 | ₹50,000 |\n| Anyone else (company, firm, NBFC) | ₹10,000 | ₹10,000 |\n\nUntil 31 March 2025 these were ₹50,000 (seniors) and ₹40,000 for banks, and ₹5,000 for others.',
      '### Rate\n10% (20% without a valid PAN).',
      '### Points to note\n- Interest on savings accounts has no TDS, but it is still taxable (see [80TTA](/section/80TTA) and [80TTB](/section/80TTB)).\n- A resident below 60 with total income under the taxable limit can submit Form 15G; a senior citizen with no tax payable can submit Form 15H.\n- TDS is deducted when interest is credited (even on an accruing FD), not only when it is paid out.\n- Individuals and HUFs paying interest deduct TDS only if their accounts were audited in the previous year.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '393(1), Table item 5',
          'items 5(ii) and 5(iii) of the table of payments to residents',
        ),
    ),
    keyLimits: [
      '10% rate (20% without PAN)',
      'Bank FD/RD interest: ₹50,000 a year; ₹1,00,000 for seniors',
      'Other payers: ₹10,000 a year',
      'No TDS on savings-account interest',
    ],
    examples: [
      {
        title: "A senior citizen's FD interest",
        scenario: `Mrs Kapoor, 70, earns ₹85,000 FD interest from one bank in FY 2025-26. It is below ₹1,00,000, so no TDS. Her son, 40, earns ₹62,000 from the same bank: above ₹50,000, so the bank deducts ${formatINR(percentOf(62000, 10))}.`,
      },
    ],
    hi: {
      title: 'प्रतिभूतियों पर ब्याज के अलावा अन्य ब्याज पर TDS',
      description:
        'वित्तीय वर्ष 2025-26 से बैंक सावधि जमा (FD) और आवर्ती जमा (RD) के ब्याज पर 10% स्रोत पर कर कटौती (TDS) करते हैं, जब वह साल में ₹50,000 से अधिक हो; वरिष्ठ नागरिक (senior citizen) के लिए सीमा ₹1,00,000 है।',
      summary:
        'धारा 194A (आयकर अधिनियम 2025 की धारा 393(1), सारणी की मद 5) के तहत बैंक, सहकारी बैंक और डाकघर सावधि और आवर्ती जमा के ब्याज पर 10% TDS काटते हैं, जब साल का ब्याज ₹50,000 से अधिक हो, या वरिष्ठ नागरिकों के लिए ₹1,00,000 से अधिक (1 अप्रैल 2025 से)। अन्य भुगतानकर्ता (कंपनियां, फर्म) ₹10,000 से ऊपर काटते हैं। बचत खाते के ब्याज पर कोई TDS नहीं है।',
      keyLimits: [
        'दर 10%; स्थायी खाता संख्या (PAN) न हो तो 20%',
        'बैंक FD/RD ब्याज: साल में ₹50,000; वरिष्ठ नागरिकों के लिए ₹1,00,000',
        'अन्य भुगतानकर्ता: साल में ₹10,000',
        'बचत खाते के ब्याज पर TDS नहीं',
      ],
      examples: [
        {
          title: 'एक वरिष्ठ नागरिक का FD ब्याज',
          scenario:
            'श्रीमती कपूर (70) को वित्तीय वर्ष 2025-26 में एक बैंक से ₹85,000 FD ब्याज मिलता है। यह ₹1,00,000 से कम है, इसलिए कोई TDS नहीं। उनके बेटे (40) को उसी बैंक से ₹62,000 मिलते हैं: ₹50,000 से अधिक, इसलिए बैंक ₹6,200 काटता है।',
        },
      ],
    },
    related: ['80TTA', '80TTB', '194P', '206AA'],
  },
  {
    ...base,
    sectionNumber: '194B',
    act2025Section: '393(3), Table item 1',
    title: 'TDS on Lottery, Crossword and Game-Show Winnings',
    category: 'tds',
    description:
      'Winnings from lotteries, crosswords, card games and game shows above ₹10,000 a transaction have 30% TDS; the winnings are taxed at 30%.',
    summary:
      'Winnings from lotteries, crossword puzzles, card games, game shows and similar contests are taxed at a flat 30% (plus surcharge and cess) with no deductions, and the payer deducts 30% TDS when a single payout exceeds ₹10,000 (from 1 April 2025). Online-game winnings have a separate rule, section 194BA.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate and threshold\n- TDS at 30% when the winnings in a single transaction exceed ₹10,000 (from 1 April 2025; before that the test was the aggregate for the year).\n- Prizes in kind: the winner must pay the tax (or the payer ensures it is paid) before the prize is released.',
      '### How the winnings are taxed\nAt a flat 30% (section 115BB) in both regimes. No basic exemption, no 80C or other deduction, and no expense can be set against them.',
      '### Online games\nWinnings from online games fall under section 194BA: 30% on net winnings, with no threshold.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393(3), Table item 1', 'the table of payments to any person'),
    ),
    keyLimits: [
      '30% TDS',
      'Single transaction above ₹10,000 (from 1-4-2025)',
      'Winnings taxed at 30% with no deductions',
      'Online games: section 194BA',
    ],
    examples: [
      {
        title: 'A quiz-show prize',
        scenario: `Ajay wins ₹2,00,000 on a television quiz. The channel deducts 30%, that is ${formatINR(percentOf(200000, 30))}, before paying him.`,
      },
    ],
    related: ['194', '194S', '206AA'],
  },
  {
    ...base,
    sectionNumber: '194C',
    act2025Section: '393(1), Table item 6',
    title: 'TDS on Payments to Contractors',
    category: 'tds',
    description:
      'TDS of 1% (individual or HUF contractor) or 2% (others) on contract payments above ₹30,000 at a time or ₹1,00,000 a year.',
    summary:
      "Businesses and other specified payers deduct TDS on payments to resident contractors and sub-contractors for any work, including advertising, broadcasting, transport, catering and manufacturing to order: 1% if the contractor is an individual or HUF, 2% otherwise, when a single payment exceeds ₹30,000 or the year's total exceeds ₹1,00,000.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate and threshold\n| Contractor | Rate |\n|---|---|\n| Individual or HUF | 1% |\n| Any other (firm, company) | 2% |\n\nNo TDS if a single payment is ₹30,000 or less and the total for the year is ₹1,00,000 or less.',
      '### Who must deduct\nCompanies, firms, government, trusts and others; individuals and HUFs only if their accounts were audited in the previous year, and never for payments for personal purposes (for example, home renovation).',
      '### Transporters\nNo TDS on payments to a transporter who owns ten or fewer goods carriages at any time in the year and gives a declaration with PAN.',
      '### Points to note\n- If GST is shown separately on the invoice, TDS is on the amount excluding GST.\n- Under the Finance Act 2026 (Budget 2026), payments for supply of manpower are expressly covered by this section from tax year 2026-27, at the same 1% or 2%.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393(1), Table item 6', 'item 6(i) of the table of payments to residents'),
    ),
    keyLimits: [
      '1% for individual/HUF contractors, 2% for others',
      'Single payment above ₹30,000 or yearly total above ₹1,00,000',
      'Small transporters (≤ 10 goods carriages) exempt with declaration',
      'Not for personal payments by individuals',
    ],
    examples: [
      {
        title: 'Several small bills adding up',
        scenario: `A company pays a catering firm five bills of ₹25,000 each in a year. No single bill exceeds ₹30,000, but the total of ₹1,25,000 exceeds ₹1,00,000, so TDS at 2% applies on the full ₹1,25,000: ${formatINR(percentOf(125000, 2))}.`,
      },
    ],
    hi: {
      title: 'ठेकेदारों को भुगतान पर TDS',
      description:
        'एक बार में ₹30,000 या साल में ₹1,00,000 से अधिक के ठेका भुगतान पर स्रोत पर कर कटौती (TDS): ठेकेदार व्यक्ति या हिंदू अविभाजित कुटुंब (HUF) हो तो 1%, अन्य हों तो 2%।',
      summary:
        'धारा 194C (आयकर अधिनियम 2025 की धारा 393(1), सारणी की मद 6) के तहत कारोबार और अन्य निर्दिष्ट भुगतानकर्ता निवासी ठेकेदारों और उप-ठेकेदारों को किसी भी काम के भुगतान पर TDS काटते हैं, जिसमें विज्ञापन, प्रसारण, परिवहन, कैटरिंग और ऑर्डर पर निर्माण शामिल हैं: ठेकेदार व्यक्ति या HUF हो तो 1%, अन्यथा 2%, जब एक भुगतान ₹30,000 से अधिक हो या साल का कुल ₹1,00,000 से अधिक हो।',
      keyLimits: [
        'व्यक्ति/HUF ठेकेदार के लिए 1%, अन्य के लिए 2%',
        'एक भुगतान ₹30,000 से अधिक या सालाना कुल ₹1,00,000 से अधिक',
        'छोटे ट्रांसपोर्टर (≤ 10 मालवाहक वाहन) घोषणा देकर छूट पाते हैं',
        'व्यक्तियों के निजी भुगतानों पर नहीं',
      ],
      examples: [
        {
          title: 'कई छोटे बिल जो जुड़कर बढ़ जाते हैं',
          scenario:
            'एक कंपनी एक कैटरिंग फर्म को साल में ₹25,000 के पांच बिल चुकाती है। कोई एक बिल ₹30,000 से अधिक नहीं है, पर कुल ₹1,25,000 है जो ₹1,00,000 से अधिक है, इसलिए पूरे ₹1,25,000 पर 2% TDS लगता है: ₹2,500।',
        },
      ],
    },
    related: ['194J', '194M', '194Q', '206AA'],
  },
  {
    ...base,
    sectionNumber: '194H',
    act2025Section: '393(1), Table item 1',
    title: 'TDS on Commission and Brokerage',
    category: 'tds',
    description:
      'TDS of 2% on commission or brokerage above ₹20,000 a year (rate 2% from October 2024; threshold ₹20,000 from April 2025).',
    summary:
      "Commission and brokerage paid to a resident (other than insurance commission) attract TDS at 2% when the year's total exceeds ₹20,000. The rate was cut from 5% to 2% from 1 October 2024, and the threshold raised from ₹15,000 to ₹20,000 from 1 April 2025.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate and threshold\n- 2% (from 1 October 2024; 5% before).\n- Only when the total commission or brokerage to the person in the year exceeds ₹20,000 (from 1 April 2025; ₹15,000 before).',
      "### What it covers\nCommission or brokerage for buying or selling goods or services on another's behalf, other than insurance commission (which is under section 194D) and commission on securities.",
      '### Who must deduct\nAll payers except individuals and HUFs whose accounts were not audited in the previous year.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393(1), Table item 1', 'item 1(ii) of the table of payments to residents'),
    ),
    keyLimits: [
      '2% rate (from 1-10-2024)',
      'Threshold ₹20,000 a year (from 1-4-2025)',
      'Insurance commission excluded (194D)',
    ],
    examples: [
      {
        title: "Sales agent's commission",
        scenario: `A distributor pays an agent commission of ₹90,000 in FY 2025-26. TDS at 2% is ${formatINR(percentOf(90000, 2))}.`,
      },
    ],
    related: ['194C', '194J', '206AA'],
  },
  {
    ...base,
    sectionNumber: '194I',
    act2025Section: '393',
    title: 'TDS on Rent',
    category: 'tds',
    description:
      'TDS on rent above ₹50,000 a month: 10% for land, buildings and furniture, 2% for plant and machinery (threshold from April 2025).',
    summary:
      'Businesses and other payers (apart from individuals and HUFs not under audit) deduct TDS on rent paid to a resident: 10% for land, building, furniture or fittings and 2% for plant, machinery or equipment. From 1 April 2025 TDS applies when rent exceeds ₹50,000 for a month or part of a month (the old test was ₹2,40,000 a year).',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate\n| Rent for | Rate |\n|---|---|\n| Land, building, furniture, fittings | 10% |\n| Plant, machinery, equipment | 2% |',
      '### Threshold\nFrom 1 April 2025, TDS applies if the rent for a month or part of a month exceeds ₹50,000. Until 31 March 2025 the test was rent exceeding ₹2,40,000 in the year.',
      '### Who must deduct\nCompanies, firms, government and others, and individuals or HUFs whose accounts are audited. Other individuals and HUFs paying high rent use [section 194IB](/section/194IB).',
      '### Points to note\n- If GST is shown separately, TDS is on the rent excluding GST.\n- A refundable security deposit is not rent; an advance adjustable against rent is.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '10% for land, building, furniture',
      '2% for plant and machinery',
      'Rent above ₹50,000 a month (from 1-4-2025)',
      'Rent excluding GST if shown separately',
    ],
    examples: [
      {
        title: 'Office rent',
        scenario: `A company rents an office for ₹80,000 a month. Each month it deducts 10%, that is ${formatINR(percentOf(80000, 10))}.`,
      },
    ],
    hi: {
      title: 'किराये पर TDS',
      description:
        'महीने में ₹50,000 से अधिक किराये पर स्रोत पर कर कटौती (TDS): ज़मीन, भवन और फ़र्नीचर पर 10%, संयंत्र और मशीनरी पर 2% (अप्रैल 2025 से सीमा)।',
      summary:
        'धारा 194I (आयकर अधिनियम 2025 की धारा 393) के तहत कारोबार और अन्य भुगतानकर्ता, सिवाय उन व्यक्तियों और हिंदू अविभाजित कुटुंब (HUF) के जिनकी लेखापरीक्षा नहीं होती, किसी निवासी को दिए किराये पर TDS काटते हैं: ज़मीन, भवन, फ़र्नीचर या फ़िटिंग पर 10% और संयंत्र, मशीनरी या उपकरण पर 2%। 1 अप्रैल 2025 से TDS तब लगता है जब किसी महीने या महीने के हिस्से का किराया ₹50,000 से अधिक हो (पुरानी कसौटी साल में ₹2,40,000 थी)।',
      keyLimits: [
        'ज़मीन, भवन, फ़र्नीचर पर 10%',
        'संयंत्र और मशीनरी पर 2%',
        'महीने में ₹50,000 से अधिक किराया (1-4-2025 से)',
        'GST अलग दिखाया गया हो तो उसे छोड़कर किराया',
      ],
      examples: [
        {
          title: 'दफ़्तर का किराया',
          scenario:
            'एक कंपनी ₹80,000 प्रति माह पर एक दफ़्तर किराये पर लेती है। हर महीने वह 10%, यानी ₹8,000, काटती है।',
        },
      ],
    },
    related: ['194IB', '194IA', '206AA'],
  },
  {
    ...base,
    sectionNumber: '194IA',
    act2025Section: '393',
    title: 'TDS on Buying Immovable Property',
    category: 'tds',
    description:
      'A buyer of property worth ₹50 lakh or more from a resident deducts 1% TDS and deposits it with Form 26QB; no TAN needed.',
    summary:
      'When you buy land (other than rural agricultural land) or a building from a resident seller for ₹50 lakh or more, you must deduct 1% of the price, or of the stamp duty value if higher, deposit it with Form 26QB within 30 days from the end of the month, and give the seller Form 16B. A PAN is enough; no TAN is needed.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate and threshold\n- 1% of the consideration or the stamp duty value, whichever is higher.\n- Applies when that amount is ₹50 lakh or more. From 1 October 2024 the ₹50 lakh test applies to the whole property even if there are several buyers or sellers.',
      '### How to comply\n1. Deduct 1% from each payment, including instalments to a builder.\n2. Pay it online with Form 26QB (a challan-cum-statement) within 30 days from the end of the month of deduction.\n3. Download Form 16B from TRACES and give it to the seller.',
      '### Points to note\n- If the seller is a non-resident, this section does not apply; TDS is deducted under [section 195](/section/195) on the capital gain at higher rates.\n- Rural agricultural land is outside this section.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '1% of the higher of price and stamp duty value',
      'Property worth ₹50 lakh or more',
      'Form 26QB within 30 days from month-end',
      'Resident sellers only; NRI sellers under 195',
    ],
    examples: [
      {
        title: 'Buying a flat for ₹75 lakh',
        scenario: `Arvind buys a flat for ₹75,00,000 (stamp duty value ₹72,00,000) from a resident. He deducts 1% of ₹75,00,000, that is ${formatINR(percentOf(7500000, 1))}, and files Form 26QB.`,
      },
    ],
    hi: {
      title: 'अचल संपत्ति खरीदने पर TDS',
      description:
        'किसी निवासी से ₹50 लाख या अधिक की संपत्ति खरीदने वाला 1% स्रोत पर कर कटौती (TDS) करता है और Form 26QB से जमा करता है; TAN की ज़रूरत नहीं।',
      summary:
        'धारा 194IA (आयकर अधिनियम 2025 की धारा 393) के तहत जब आप किसी निवासी विक्रेता से ₹50 लाख या अधिक में ज़मीन (ग्रामीण कृषि भूमि के अलावा) या भवन खरीदते हैं, तो आपको कीमत का 1%, या स्टांप शुल्क मूल्य अधिक हो तो उसका 1%, काटना होता है, महीने के अंत से 30 दिन के भीतर Form 26QB से जमा करना होता है, और विक्रेता को Form 16B देना होता है। स्थायी खाता संख्या (PAN) काफ़ी है; TAN की ज़रूरत नहीं।',
      keyLimits: [
        'कीमत और स्टांप शुल्क मूल्य में से अधिक का 1%',
        '₹50 लाख या अधिक की संपत्ति',
        'महीने के अंत से 30 दिन के भीतर Form 26QB',
        'केवल निवासी विक्रेता; NRI विक्रेता धारा 195 के तहत',
      ],
      examples: [
        {
          title: '₹75 लाख में फ्लैट खरीदना',
          scenario:
            'अरविंद एक निवासी से ₹75,00,000 में फ्लैट खरीदता है (स्टांप शुल्क मूल्य ₹72,00,000)। वह ₹75,00,000 का 1%, यानी ₹75,000, काटता है और Form 26QB दाखिल करता है।',
        },
      ],
    },
    related: ['195', '194I', '54', '112'],
  },
  {
    ...base,
    sectionNumber: '194IB',
    act2025Section: '393',
    title: 'TDS on Rent Paid by Individuals and HUFs',
    category: 'tds',
    description:
      'Tenants (individuals/HUFs not under audit) paying rent above ₹50,000 a month deduct 2% TDS once a year via Form 26QC.',
    summary:
      "Individuals and HUFs who are not required to deduct TDS under section 194I but pay rent above ₹50,000 for a month or part of a month must deduct TDS at 2% (5% until 30 September 2024). It is deducted once, from the last month's rent of the year or tenancy, and deposited with Form 26QC. No TAN is needed.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate and threshold\n- 2% from 1 October 2024 (5% before).\n- Applies when the rent exceeds ₹50,000 for a month or part of a month.',
      "### How to comply\n- Deduct once, from the rent for March or the last month of the tenancy, on the rent for the whole year or period.\n- Pay it with Form 26QC within 30 days from the end of that month, then give the landlord Form 16C.\n- If the landlord has no PAN, the rate is 20%, but the deduction cannot exceed the last month's rent.",
      '### Points to note\nSalaried tenants claiming [HRA](/section/10(13A)) with such high rent should keep the Form 16C trail.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '2% (from 1-10-2024)',
      'Rent above ₹50,000 a month',
      'Deducted once a year, Form 26QC',
      'No TAN needed',
    ],
    examples: [
      {
        title: 'A tenant paying ₹60,000 a month',
        scenario: `Shalini pays rent of ₹60,000 a month for all of FY 2025-26 (₹7,20,000). From March's rent she deducts 2% of ₹7,20,000, that is ${formatINR(percentOf(720000, 2))}, and files Form 26QC.`,
      },
    ],
    related: ['194I', '10(13A)', '80GG'],
  },
  {
    ...base,
    sectionNumber: '194J',
    act2025Section: '393',
    title: 'TDS on Professional and Technical Fees, Royalty',
    category: 'tds',
    description:
      "TDS of 10% on professional fees and 2% on technical services above ₹50,000 a year each; director's fees have no threshold.",
    summary:
      "Payers deduct TDS on fees for professional services (10%), fees for technical services, call-centre services and film-related royalty (2%), other royalty and non-compete fees (10%), and non-salary payments to directors (10%). From 1 April 2025 the yearly threshold for each type of fee is ₹50,000 (₹30,000 before); directors' fees have no threshold.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rates\n| Payment | Rate |\n|---|---|\n| Fees for professional services (doctors, lawyers, CAs, architects, consultants and others) | 10% |\n| Fees for technical services, call-centre operations, royalty for sale or screening of films | 2% |\n| Other royalty; non-compete fees | 10% |\n| Fees or commission to a director (not salary) | 10% |',
      "### Threshold\nFrom 1 April 2025, no TDS if the amount of each type (professional fees, technical fees, royalty, non-compete fees) paid to a person in the year is ₹50,000 or less; it was ₹30,000 before. Directors' fees have no threshold.",
      '### Who must deduct\nAll payers except individuals and HUFs whose accounts were not audited in the previous year; payments for personal purposes (your own doctor or lawyer) are not covered. Individuals not under audit who pay professionals more than ₹50 lakh a year use [section 194M](/section/194M).',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '10% professional fees; 2% technical services',
      'Threshold ₹50,000 a year per type (from 1-4-2025)',
      "Director's fees: no threshold",
      'Not for personal payments by individuals',
    ],
    examples: [
      {
        title: "A consultant's fees",
        scenario: `A company pays a designer professional fees of ₹1,20,000 in FY 2025-26, above the ₹50,000 threshold. TDS at 10% is ${formatINR(percentOf(120000, 10))}.`,
      },
    ],
    hi: {
      title: 'पेशेवर और तकनीकी फ़ीस, रॉयल्टी पर TDS',
      description:
        'हर प्रकार की फ़ीस के लिए साल में ₹50,000 से अधिक पर पेशेवर फ़ीस पर 10% और तकनीकी सेवाओं पर 2% स्रोत पर कर कटौती (TDS); निदेशक की फ़ीस पर कोई सीमा नहीं।',
      summary:
        'धारा 194J (आयकर अधिनियम 2025 की धारा 393) के तहत भुगतानकर्ता पेशेवर सेवाओं की फ़ीस (10%), तकनीकी सेवाओं, कॉल-सेंटर सेवाओं और फ़िल्म से जुड़ी रॉयल्टी की फ़ीस (2%), अन्य रॉयल्टी और गैर-प्रतिस्पर्धा फ़ीस (10%), और निदेशकों को वेतन के अलावा भुगतान (10%) पर TDS काटते हैं। 1 अप्रैल 2025 से हर प्रकार की फ़ीस की सालाना सीमा ₹50,000 है (पहले ₹30,000); निदेशकों की फ़ीस पर कोई सीमा नहीं है।',
      keyLimits: [
        'पेशेवर फ़ीस 10%; तकनीकी सेवाएं 2%',
        'हर प्रकार पर साल में ₹50,000 की सीमा (1-4-2025 से)',
        'निदेशक की फ़ीस: कोई सीमा नहीं',
        'व्यक्तियों के निजी भुगतानों पर नहीं',
      ],
      examples: [
        {
          title: 'एक सलाहकार की फ़ीस',
          scenario:
            'एक कंपनी वित्तीय वर्ष 2025-26 में एक डिज़ाइनर को ₹1,20,000 पेशेवर फ़ीस देती है, जो ₹50,000 की सीमा से अधिक है। 10% पर TDS ₹12,000 है।',
        },
      ],
    },
    related: ['194C', '194M', '44ADA', '206AA'],
  },
  {
    ...base,
    sectionNumber: '194M',
    act2025Section: '393',
    title: 'TDS by Individuals and HUFs on Large Contract and Professional Payments',
    category: 'tds',
    description:
      'Individuals/HUFs not under audit who pay contractors, professionals or commission above ₹50 lakh a year deduct 2% TDS.',
    summary:
      'Individuals and HUFs who are not required to deduct TDS under sections 194C, 194H or 194J (because their accounts are not audited, or the payment is personal) must still deduct TDS when payments for contract work, professional fees or commission to a resident exceed ₹50 lakh in a year. The rate is 2% from 1 October 2024 (5% before). No TAN is needed; use Form 26QD.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate and threshold\n- 2% from 1 October 2024 (5% before).\n- Only when the total paid to one person in the year exceeds ₹50,00,000.',
      '### Typical cases\nBuilding or renovating your own house through a contractor, paying an architect or interior designer, or large legal fees for a personal matter.',
      '### How to comply\nDeposit with Form 26QD within 30 days from the end of the month and issue Form 16D. A PAN is enough.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '2% (from 1-10-2024)',
      'Payments above ₹50,00,000 a year to one person',
      'Form 26QD; no TAN needed',
    ],
    examples: [
      {
        title: 'Building a house',
        scenario: `Manish pays a contractor ₹70,00,000 in the year to build his home. He deducts 2%, that is ${formatINR(percentOf(7000000, 2))}, through Form 26QD.`,
      },
    ],
    related: ['194C', '194J', '194H'],
  },
  {
    ...base,
    sectionNumber: '194N',
    act2025Section: '393',
    title: 'TDS on Cash Withdrawals',
    category: 'tds',
    description:
      'Banks deduct 2% TDS on cash withdrawals above ₹1 crore a year (₹20 lakh, at up to 5%, for people who have not filed returns).',
    summary:
      'Banks, co-operative banks and post offices deduct 2% TDS on cash withdrawn by a person above ₹1 crore in a year (₹3 crore for co-operative societies). If the person has not filed income-tax returns for the three previous years, TDS is 2% above ₹20 lakh and 5% above ₹1 crore.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rates\n| Situation | TDS |\n|---|---|\n| Regular return filer | 2% on cash withdrawn above ₹1 crore in the year (₹3 crore for co-operative societies) |\n| Has not filed returns for the three previous years | 2% on withdrawals above ₹20 lakh, 5% above ₹1 crore |',
      '### Points to note\n- The limit counts all accounts of the person with the same bank together.\n- Government, banks, business correspondents, white-label ATM operators and some others are exempt.\n- The deducted amount is claimed in your return like any other TDS.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '2% above ₹1 crore a year (₹3 crore for co-operatives)',
      'Non-filers: 2% above ₹20 lakh, 5% above ₹1 crore',
      'Counted per bank across all accounts',
    ],
    examples: [
      {
        title: 'A trader withdrawing cash',
        scenario: `A trader who files returns withdraws ₹1,30,00,000 in cash from his bank in a year. TDS of 2% applies to ₹30,00,000, that is ${formatINR(percentOf(3000000, 2))}.`,
      },
    ],
    related: ['194A', '139(1)', '44AD'],
  },
  {
    ...base,
    sectionNumber: '194O',
    act2025Section: '393',
    title: 'TDS by E-commerce Operators',
    category: 'tds',
    description:
      "E-commerce platforms deduct 0.1% TDS on sellers' gross sales (1% until September 2024); small individual sellers may be exempt.",
    summary:
      'An e-commerce operator deducts TDS on the gross amount of sales or services of sellers on its platform: 0.1% from 1 October 2024 (1% before). A resident individual or HUF seller whose gross sales through the platform are up to ₹5 lakh in the year, and who gives PAN or Aadhaar, is exempt.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate and threshold\n- 0.1% of gross sales or services (1% until 30 September 2024); 5% if the seller has no PAN or Aadhaar.\n- No TDS for a resident individual or HUF seller whose gross amount through the operator is ₹5,00,000 or less in the year and who has furnished PAN or Aadhaar.',
      '### Points to note\nPayments on which TDS is deducted here are not subject to TDS again under other sections. Sellers claim the credit in their return.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '0.1% of gross sales (from 1-10-2024)',
      'Small individual/HUF sellers up to ₹5,00,000 a year exempt',
      '5% without PAN/Aadhaar',
    ],
    examples: [
      {
        title: 'An online seller',
        scenario: `A seller's gross sales on a marketplace are ₹40,00,000 in FY 2025-26. The platform deducts 0.1%, that is ${formatINR(percentOf(4000000, 0.1))}.`,
      },
    ],
    related: ['194Q', '194C', '44AD'],
  },
  {
    ...base,
    sectionNumber: '194P',
    act2025Section: '393',
    title: 'No Return Needed for Senior Citizens Aged 75 or More (Bank Deducts the Tax)',
    category: 'tds',
    description:
      'Residents aged 75+ with only pension and interest from the same bank need not file a return; the bank computes and deducts the tax.',
    summary:
      'A resident senior citizen aged 75 or more whose only income is pension and interest from the bank that pays the pension (a specified bank) can give that bank a declaration. The bank then computes tax after deductions and the 87A rebate, deducts it, and the senior citizen need not file a return.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Conditions\n- Resident individual aged 75 or more during the year.\n- Income only from pension and interest, and the interest is from the same specified bank that credits the pension.\n- A declaration (Form 12BBA) to the bank, with details of deductions such as 80C, 80D or 80TTB.',
      '### What the bank does\nComputes total income after the [standard deduction](/section/16(ia)) and declared deductions, applies the slab rates and the [87A rebate](/section/87A), and deducts the tax. Once it does, the senior citizen is not required to file a return for that year.',
      '### Points to note\nIf there is any other income (rent, capital gains, interest from another bank), the exemption does not apply and a return is due in the usual way.',
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      'Resident, aged 75 or more',
      'Only pension + interest from the same specified bank',
      'Declaration in Form 12BBA',
      'No return needed once the bank deducts tax',
    ],
    examples: [
      {
        title: 'A retired teacher',
        scenario:
          'Mr Pillai, 78, gets his pension and FD interest from the same bank and has no other income. He gives the bank Form 12BBA; the bank deducts whatever tax is due and he does not have to file a return.',
      },
    ],
    related: ['194A', '80TTB', '139(1)', '87A'],
  },
  {
    ...base,
    sectionNumber: '194Q',
    act2025Section: '393',
    title: 'TDS on Purchase of Goods',
    category: 'tds',
    description:
      'Buyers with turnover above ₹10 crore deduct 0.1% TDS on purchases from a seller above ₹50 lakh in a year.',
    summary:
      'A buyer whose business turnover exceeded ₹10 crore in the previous year deducts 0.1% TDS on purchases of goods from a resident seller, on the amount above ₹50 lakh in the year. The matching TCS on sale of goods (section 206C(1H)) was removed from 1 April 2025, so only this TDS remains.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate and threshold\n- 0.1% of the purchase value exceeding ₹50,00,000 from a seller in the year (5% if the seller has no PAN).\n- Applies only to buyers whose total sales, gross receipts or turnover exceeded ₹10 crore in the previous financial year.',
      '### Points to note\n- TDS is deducted at the time of credit or payment, whichever is earlier.\n- Transactions already covered by other TDS or TCS provisions are excluded.\n- The TCS on sale of goods under section 206C(1H) was omitted from 1 April 2025.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '0.1% on purchases above ₹50,00,000 a year from one seller',
      'Buyer turnover above ₹10 crore in the previous year',
      '5% if the seller has no PAN',
    ],
    examples: [
      {
        title: 'A distributor buying stock',
        scenario: `A distributor with ₹40 crore turnover buys goods worth ₹1,50,00,000 from one supplier in a year. TDS applies to ₹1,00,00,000 above the ₹50 lakh threshold: ${formatINR(percentOf(10000000, 0.1))}.`,
      },
    ],
    related: ['206C', '194O', '194C'],
  },
  {
    ...base,
    sectionNumber: '194S',
    act2025Section: '393',
    title: 'TDS on Transfer of Crypto and Other Virtual Digital Assets',
    category: 'tds',
    description:
      'Buyers or exchanges deduct 1% TDS on crypto and other virtual digital asset sales above ₹50,000 or ₹10,000 a year.',
    summary:
      'When a virtual digital asset (crypto-currency, NFT) is transferred, the buyer or the exchange deducts 1% TDS on the consideration. The yearly threshold is ₹50,000 for "specified persons" (individuals and HUFs without business income or with small turnover) and ₹10,000 for others. Gains on such assets are taxed at a flat 30% in both regimes.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### Rate and threshold\n- 1% of the sale consideration.\n- No TDS if the year's total is up to ₹50,000 for a specified person, or up to ₹10,000 for anyone else.\n- On exchanges, the exchange usually deducts the TDS.",
      '### How the gains are taxed\nGains on virtual digital assets are taxed at 30% (section 115BBH) plus cess, with no deduction except the cost of acquisition, and losses cannot be set off against any other income or carried forward.',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '1% of sale consideration',
      'Threshold ₹50,000 (specified persons) or ₹10,000 a year',
      'Gains taxed at 30%; losses not set off',
    ],
    examples: [
      {
        title: 'Selling crypto on an exchange',
        scenario: `Kiran sells crypto worth ₹3,00,000 on an Indian exchange. The exchange deducts 1%, that is ${formatINR(percentOf(300000, 1))}; Kiran still pays 30% tax on any gain when filing.`,
      },
    ],
    related: ['194B', '111A', '139(1)'],
  },
  {
    ...base,
    sectionNumber: '194T',
    act2025Section: '393',
    title: 'TDS on Payments by Firms to Partners',
    category: 'tds',
    description:
      'From 1 April 2025 firms deduct 10% TDS on salary, remuneration, commission, bonus or interest to a partner above ₹20,000 a year.',
    summary:
      "From 1 April 2025, a partnership firm (including an LLP) that pays a partner salary, remuneration, commission, bonus or interest on capital must deduct 10% TDS when the total to that partner exceeds ₹20,000 in the year. Partners' share of profit, which is exempt in their hands, is not covered.",
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      "### Rate and threshold\n- 10%.\n- When the total of such payments to a partner in the year exceeds ₹20,000.\n- Deducted on credit (including credit to the partner's capital account) or payment, whichever is earlier.",
      '### Points to note\nBefore 1 April 2025 there was no TDS on these payments; partners paid advance tax on them. Partners should now check Form 26AS (Form 168 from tax year 2026-27) for this credit when working out their [advance tax](/section/208).',
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('393', 'the single TDS section; the table item was not confirmed here'),
    ),
    keyLimits: [
      '10% rate',
      'Above ₹20,000 a year to a partner',
      'In force from 1 April 2025',
      'Share of profit not covered',
    ],
    examples: [
      {
        title: "Interest on a partner's capital",
        scenario: `A firm credits a partner with remuneration of ₹6,00,000 and interest on capital of ₹1,00,000 in FY 2025-26. TDS at 10% on ₹7,00,000 is ${formatINR(percentOf(700000, 10))}.`,
      },
    ],
    related: ['44AB', '208', '194J'],
  },
  {
    ...base,
    sectionNumber: '195',
    act2025Section: '393',
    title: 'TDS on Payments to Non-Residents',
    category: 'tds',
    description:
      'Anyone paying a non-resident (including an NRI) a sum taxable in India must deduct TDS at the rates in force or a lower treaty rate.',
    summary:
      'Any person paying a non-resident (including a non-resident Indian) interest, rent, royalty, fees, capital-gain proceeds or any other sum chargeable to tax in India must deduct TDS at the rates in force, plus surcharge and cess, or at a lower rate under a tax treaty (DTAA) if the recipient gives a tax residency certificate and Form 10F. There is no threshold.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What it covers\nAny sum chargeable to tax in India paid to a non-resident, other than salary (which is under [section 192](/section/192)): for example, rent from a property in India, interest on an NRO account, consultancy fees, or the price of a property bought from an NRI.',
      '### Rate\nThe "rates in force" in the Finance Act for the payment type, plus surcharge and 4% cess; or the treaty rate if lower, when the non-resident provides a tax residency certificate, Form 10F and a PAN.',
      '### Buying property from an NRI\nTDS is on the capital gain at the rate that applies to the seller (for long-term gains on property transferred after 23 July 2024, 12.5% plus surcharge and cess), not 1% as for a resident seller. The seller can apply for a lower-deduction certificate. Under the Finance Act 2026 (Budget 2026), from tax year 2026-27 a resident buyer can deposit this TDS using a PAN-based challan instead of obtaining a TAN.',
      "### Remittances\nBefore sending money abroad, the payer files Form 15CA, and in many cases a chartered accountant's certificate in Form 15CB.",
      TDS_CREDIT_NOTE,
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified(
          '393',
          'payments to non-residents are in the same section; the sub-section and table item were not confirmed here',
        ),
    ),
    keyLimits: [
      'No threshold',
      'Rates in force plus surcharge and cess, or lower DTAA rate',
      'Treaty rate needs TRC and Form 10F',
      'Forms 15CA/15CB for remittances',
    ],
    examples: [
      {
        title: 'Renting a flat from an NRI',
        scenario:
          'Gaurav rents a flat from an owner who lives in Dubai. Whatever the rent, Gaurav must deduct TDS under section 195 on the rent (at the rate for other income of a non-resident, plus surcharge and cess) and deposit it; a lower-deduction certificate from the owner would reduce it.',
      },
    ],
    related: ['194IA', '112', '206AA'],
  },
  {
    ...base,
    sectionNumber: '206AA',
    act2025Section: '397',
    title: 'Higher TDS When PAN Is Not Given or Is Inoperative',
    category: 'tds',
    description:
      'Without a valid PAN (or with a PAN not linked to Aadhaar), TDS is at least 20%, or twice the normal rate if higher.',
    summary:
      'If the person receiving a payment does not give a valid PAN to the payer, or their PAN is inoperative because it is not linked with Aadhaar, TDS is deducted at the highest of twice the normal rate, the rate in force, or 20% (5% for sections 194O and 194Q). Forms 15G and 15H are invalid without a PAN.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Rate without PAN: the highest of\n1. the rate in the relevant section or the Finance Act;\n2. twice that rate;\n3. 20%.\n\nFor e-commerce (194O) and purchase of goods (194Q) the no-PAN rate is 5%.',
      '### Inoperative PAN\nA PAN not linked with Aadhaar by the deadline becomes inoperative and is treated as not furnished, so this higher rate applies until the PAN is made operative again.',
      '### Points to note\nForm 15G or 15H without a PAN is not valid, so TDS is deducted at the higher rate. Non-residents can avoid it in some cases by giving other prescribed details such as a tax identification number from their country.',
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' +
        act2025Verified('397', "among the deductor's compliance and reporting rules"),
    ),
    keyLimits: [
      'Highest of twice the rate, the rate in force, or 20%',
      '5% for 194O and 194Q',
      'Inoperative PAN (not Aadhaar-linked) counts as no PAN',
      '15G/15H invalid without PAN',
    ],
    examples: [
      {
        title: 'FD interest without PAN',
        scenario: `A depositor who has not given a PAN earns ₹60,000 FD interest. Instead of 10%, the bank deducts 20%, that is ${formatINR(percentOf(60000, 20))}.`,
      },
    ],
    related: ['206AB', '194A', '194Q', '194O'],
  },
  {
    ...base,
    sectionNumber: '206AB',
    title: 'Higher TDS for Non-Filers (Omitted from 1 April 2025)',
    category: 'tds',
    description:
      'The rule charging double TDS to people who had not filed returns was omitted from 1 April 2025; a missing PAN still costs more.',
    summary:
      'Section 206AB required TDS at twice the normal rate (or 5%, if higher) on payments to "specified persons" who had not filed their previous year\'s return and whose TDS and TCS were ₹50,000 or more. The Finance Act 2025 omitted it, together with the matching TCS rule in section 206CCA, from 1 April 2025. It matters now only for payments up to 31 March 2025.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### What the rule was (payments up to 31 March 2025)\n- Applied to a "specified person": someone who had not filed the return for the relevant earlier year (one year, from FY 2022-23) although the due date had passed, and whose TDS plus TCS in that year was ₹50,000 or more.\n- TDS was the higher of twice the normal rate, twice the rate in force, or 5%.\n- Salary, EPF withdrawals, lottery winnings, cash withdrawals and a few other payments were outside it.',
      "### What applies now\nFrom 1 April 2025 there is no higher TDS for not filing a return. The higher rate for a missing or inoperative PAN under [section 206AA](/section/206AA) still applies, and [section 194N](/section/194N) still has lower thresholds for non-filers' cash withdrawals.",
      '### Why it still matters\nTDS deducted at the higher rate on payments made up to 31 March 2025 remains creditable in the return for that year.',
      '### Under the Income-tax Act 2025\nThe Income-tax Act 2025, in force from 1 April 2026, has no counterpart to this section: it was omitted from the 1961 Act before the new Act was passed, and the section-wise mapping of the two Acts lists no 2025 section for it.',
    ),
    keyLimits: [
      'Omitted from 1 April 2025 (Finance Act 2025)',
      'Applied up to FY 2024-25: twice the rate or 5%',
      'Specified person: non-filer with TDS + TCS ≥ ₹50,000',
      'Missing PAN still attracts 206AA',
    ],
    examples: [
      {
        title: 'Before and after April 2025',
        scenario:
          "A vendor who had not filed the FY 2023-24 return received professional fees in March 2025 with TDS at 20% (twice 10%). For fees paid in FY 2025-26 the payer deducts the normal 10%, provided the vendor's PAN is valid and operative.",
      },
    ],
    related: ['206AA', '194N', '139(1)', '206C'],
  },
  {
    ...base,
    sectionNumber: '206C',
    act2025Section: '394',
    title: 'Tax Collected at Source (TCS)',
    category: 'tds',
    description:
      'Sellers collect tax on certain sales (scrap, liquor, cars above ₹10 lakh) and on foreign remittances and overseas tour packages.',
    summary:
      'Tax collected at source is collected by the seller or the remitting bank on top of the price for specified transactions: sale of goods such as alcoholic liquor, scrap, tendu leaves, timber and minerals; motor vehicles and notified luxury goods above ₹10 lakh; foreign remittances under the Liberalised Remittance Scheme; and overseas tour packages. The buyer claims it as a credit in the return.',
    fullText: md(
      PLAIN_LANGUAGE_NOTE,
      '### Main cases\n- Sale of specified goods: alcoholic liquor, tendu leaves, timber and other forest produce, scrap, certain minerals (each with its own rate).\n- Sale of a motor vehicle, and of notified luxury goods, worth more than ₹10 lakh.\n- Foreign remittances under the Liberalised Remittance Scheme (LRS) and sale of overseas tour packages.',
      '### Foreign remittances and tour packages\n| | FY 2025-26 | Tax year 2026-27 (Finance Act 2026) |\n|---|---|---|\n| LRS threshold for TCS | ₹10 lakh a year (raised from ₹7 lakh) | ₹10 lakh a year |\n| Education funded by a loan from a financial institution | No TCS | No TCS |\n| Education (own funds) or medical treatment, above threshold | 5% | 2% |\n| Other purposes (investment, gifts, travel), above threshold | 20% | 20% |\n| Overseas tour package | 5% up to ₹10 lakh, 20% above | 2%, no threshold |',
      '### Points to note\n- TCS is shown in Form 26AS (Form 168 from tax year 2026-27) and the AIS and is credited against your tax when you file; any excess is refunded.\n- Employees can ask their employer to take TCS into account when deducting salary TDS.\n- The TCS on sale of goods above ₹50 lakh (section 206C(1H)) was omitted from 1 April 2025; buyers deduct TDS under [section 194Q](/section/194Q) instead.',
      TDS_YEAR_NOTE,
      '### Under the Income-tax Act 2025\n' + act2025Verified('394'),
    ),
    keyLimits: [
      'LRS: ₹10 lakh a year before TCS applies',
      'Tax year 2026-27: 2% on education/medical and on tour packages',
      'Motor vehicles and luxury goods above ₹10 lakh',
      'Credited in the return like TDS',
    ],
    examples: [
      {
        title: "Paying a child's foreign tuition",
        scenario: `In tax year 2026-27 Sandeep remits ₹16 lakh from his own savings for his daughter's university fees abroad. The first ₹10 lakh has no TCS; on the remaining ₹6 lakh the bank collects 2%, that is ${formatINR(percentOf(600000, 2))}, which he claims back in his return.`,
      },
    ],
    hi: {
      title: 'स्रोत पर कर संग्रहण (TCS)',
      description:
        'विक्रेता कुछ बिक्री (कबाड़, शराब, ₹10 लाख से अधिक की कार) पर और विदेश भेजी राशि व विदेशी टूर पैकेज पर कर वसूलते हैं।',
      summary:
        'धारा 206C (आयकर अधिनियम 2025 की धारा 394) के तहत स्रोत पर कर संग्रहण (TCS) निर्दिष्ट लेनदेन पर विक्रेता या राशि भेजने वाला बैंक कीमत के ऊपर वसूलता है: शराब, कबाड़, तेंदू पत्ता, लकड़ी और खनिज जैसे सामान की बिक्री; ₹10 लाख से अधिक के मोटर वाहन और अधिसूचित विलासिता की वस्तुएं; उदारीकृत प्रेषण योजना (LRS) के तहत विदेश भेजी राशि; और विदेशी टूर पैकेज। खरीदार रिटर्न में इसका क्रेडिट लेता है।',
      keyLimits: [
        'LRS: TCS लगने से पहले साल में ₹10 लाख',
        'कर वर्ष (tax year) 2026-27: शिक्षा/चिकित्सा और टूर पैकेज पर 2%',
        '₹10 लाख से अधिक के मोटर वाहन और विलासिता की वस्तुएं',
        'स्रोत पर कर कटौती (TDS) की तरह रिटर्न में क्रेडिट',
      ],
      examples: [
        {
          title: 'बच्चे की विदेशी पढ़ाई की फ़ीस',
          scenario:
            'कर वर्ष 2026-27 में संदीप अपनी बेटी की विदेशी विश्वविद्यालय की फ़ीस के लिए अपनी बचत से ₹16 लाख भेजता है। पहले ₹10 लाख पर कोई TCS नहीं; बाकी ₹6 लाख पर बैंक 2%, यानी ₹12,000, वसूलता है, जिसे वह अपने रिटर्न में वापस मांगता है।',
        },
      ],
    },
    related: ['194Q', '206AA', '195'],
  },
];
