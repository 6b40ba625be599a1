/**
 * The explainer's evaluation set: questions with the section(s) a right answer is about, facts
 * it must state, figures the engine computes, and questions it must refuse. Scored without any
 * model as judge (eval/evaluate.ts); the targets are asserted by test/evaluation.test.ts.
 *
 * Facts are exact strings as our content writes them ("₹50,000"); an expected figure is an
 * engine call whose result field, formatted in rupees, must appear in the answer.
 */
import { call, type EngineCall } from '@taxguide/content';

export type EvalCategory =
  | 'number-1961'
  | 'number-2025'
  | 'topic'
  | 'abbreviation'
  | 'limit'
  | 'calculation'
  | 'refusal'
  | 'near-miss';

export interface ExpectedFigure {
  calculation: EngineCall;
  /** Dot path into the result, e.g. "totalTax" or "new.totalTax". */
  field: string;
}

export interface EvalQuestion {
  id: string;
  category: EvalCategory;
  question: string;
  /** A right answer's main section is one of these (1961 numbers); absent: no section scored. */
  sections?: string[];
  /** Exact strings the answer must contain (explanation, key points, examples or heading). */
  facts?: string[];
  /** Engine results the answer must show. */
  figures?: ExpectedFigure[];
  /** The explainer must refuse it (true), or must not (false / absent). */
  refuse?: boolean;
  /** A yes/no question: the word the answer's explanation must open with. */
  opening?: 'Yes' | 'No' | 'It depends';
}

export const questions: EvalQuestion[] = [
  // Lookups by number, Income-tax Act 1961, in the spellings people type.
  {
    id: 'n61-80c',
    category: 'number-1961',
    question: '80C',
    sections: ['80C'],
    facts: ['₹1,50,000'],
  },
  { id: 'n61-80c-lower', category: 'number-1961', question: 'what is 80c', sections: ['80C'] },
  {
    id: 'n61-80ccd1b',
    category: 'number-1961',
    question: 'sec 80 ccd(1b)',
    sections: ['80CCD(1B)'],
    facts: ['₹50,000'],
  },
  {
    id: 'n61-80ccd1b-caps',
    category: 'number-1961',
    question: 'Explain Section 80CCD(1B)',
    sections: ['80CCD(1B)'],
  },
  {
    id: 'n61-24b',
    category: 'number-1961',
    question: 'u/s 24(b)',
    sections: ['24(b)'],
    facts: ['₹2,00,000'],
  },
  {
    id: 'n61-24b-popular',
    category: 'number-1961',
    question: 'Section 24(b)',
    sections: ['24(b)'],
  },
  {
    id: 'n61-194c',
    category: 'number-1961',
    question: 'Section 194C TDS',
    sections: ['194C'],
    facts: ['1%', '2%'],
  },
  { id: 'n61-10-13a', category: 'number-1961', question: 'section 10(13A)', sections: ['10(13A)'] },
  {
    id: 'n61-10-13a-space',
    category: 'number-1961',
    question: 'HRA u/s 10 (13A)',
    sections: ['10(13A)'],
  },
  {
    id: 'n61-139-8a',
    category: 'number-1961',
    question: 'What is section 139(8A)?',
    sections: ['139(8A)'],
  },
  {
    id: 'n61-56-2-x',
    category: 'number-1961',
    question: 'explain 56(2)(x)',
    sections: ['56(2)(x)'],
    facts: ['₹50,000'],
  },
  {
    id: 'n61-87a',
    category: 'number-1961',
    question: 'sec. 87A',
    sections: ['87A'],
    facts: ['₹12,00,000'],
  },
  {
    id: 'n61-234f',
    category: 'number-1961',
    question: 'section 234F',
    sections: ['234F'],
    facts: ['₹5,000'],
  },
  { id: 'n61-54ec', category: 'number-1961', question: 'is 54EC useful?', sections: ['54EC'] },
  {
    id: 'n61-24',
    category: 'number-1961',
    question: 'what does section 24 allow',
    // Section 24 has its own page (both deductions); 24(b), the clause most readers mean, is right too.
    sections: ['24', '24(b)'],
  },
  { id: 'n61-192', category: 'number-1961', question: 'TDS under 192', sections: ['192'] },

  // Lookups by number, Income-tax Act 2025.
  {
    id: 'n25-156',
    category: 'number-2025',
    question: 'section 156 of the 2025 Act',
    sections: ['87A'],
    facts: ['section 156'],
  },
  { id: 'n25-202', category: 'number-2025', question: 's.202 ITA 2025', sections: ['115BAC'] },
  {
    id: 'n25-198',
    category: 'number-2025',
    question: 'What does section 198 of the Income-tax Act 2025 say?',
    sections: ['112A'],
    facts: ['12.5%'],
  },
  {
    id: 'n25-58',
    category: 'number-2025',
    question: 'section 58 of the new Act',
    sections: ['44AD', '44ADA', '44AE'],
  },
  {
    id: 'n25-19-1',
    category: 'number-2025',
    question: 'section 19(1) of the income-tax act 2025',
    sections: ['16(ia)'],
    facts: ['₹75,000'],
  },
  { id: 'n25-408', category: 'number-2025', question: 'section 408 ITA 2025', sections: ['211'] },
  { id: 'n25-196', category: 'number-2025', question: 'sec 196 2025 act', sections: ['111A'] },

  // Lookups by topic.
  { id: 'topic-hra', category: 'topic', question: 'HRA exemption', sections: ['10(13A)'] },
  {
    id: 'topic-home-loan',
    category: 'topic',
    question: 'home loan interest deduction',
    sections: ['24(b)'],
  },
  {
    id: 'topic-ltcg-shares',
    category: 'topic',
    question: 'LTCG on shares',
    sections: ['112A'],
    facts: ['₹1,25,000'],
  },
  {
    id: 'topic-ltcg',
    category: 'topic',
    question: 'Long term capital gains',
    sections: ['112A', '112'],
  },
  {
    id: 'topic-tds-contractors',
    category: 'topic',
    question: 'TDS on contractors',
    sections: ['194C'],
  },
  {
    id: 'topic-standard-deduction',
    category: 'topic',
    question: 'standard deduction',
    sections: ['16(ia)'],
  },
  {
    id: 'topic-rebate',
    category: 'topic',
    question: 'how does the rebate work',
    sections: ['87A'],
  },
  {
    id: 'topic-new-regime',
    category: 'topic',
    question: 'new regime slab rates',
    sections: ['115BAC'],
  },
  { id: 'topic-medical', category: 'topic', question: '80D medical insurance', sections: ['80D'] },
  {
    id: 'topic-mediclaim',
    category: 'topic',
    question: 'Can I claim my mediclaim premium?',
    sections: ['80D'],
  },
  {
    id: 'topic-gratuity',
    category: 'topic',
    question: 'Is gratuity taxable?',
    sections: ['10(10)'],
    facts: ['₹20,00,000'],
  },
  {
    id: 'topic-education-loan',
    category: 'topic',
    question: 'deduction for education loan interest',
    sections: ['80E'],
  },
  {
    id: 'topic-property-ltcg',
    category: 'topic',
    question: 'capital gains on selling a flat',
    sections: ['112'],
  },
  {
    id: 'topic-stcg',
    category: 'topic',
    question: 'short term capital gains on equity mutual funds',
    sections: ['111A'],
    facts: ['20%'],
  },
  {
    id: 'topic-late-fee',
    category: 'topic',
    question: 'penalty for filing the return late',
    sections: ['234F'],
  },
  {
    id: 'topic-updated-return',
    category: 'topic',
    question: 'how do I file an updated return',
    sections: ['139(8A)'],
  },
  {
    id: 'topic-crypto',
    category: 'topic',
    question: 'TDS on crypto sales',
    sections: ['194S'],
    facts: ['1%'],
  },
  {
    id: 'topic-freelancer',
    category: 'topic',
    question: 'presumptive taxation for freelancers',
    sections: ['44ADA'],
  },
  { id: 'topic-rent-tds', category: 'topic', question: 'TDS on rent', sections: ['194I', '194IB'] },
  {
    id: 'topic-property-tds',
    category: 'topic',
    question: 'TDS when buying property',
    sections: ['194IA'],
    facts: ['1%'],
  },
  {
    id: 'topic-gift',
    category: 'topic',
    question: 'are gifts from friends taxable',
    sections: ['56(2)(x)'],
  },
  {
    id: 'topic-donation',
    category: 'topic',
    question: 'tax benefit on donations',
    sections: ['80G'],
  },
  {
    id: 'topic-advance-tax-dates',
    category: 'topic',
    question: 'When are the advance tax due dates?',
    sections: ['211'],
    facts: ['15 June', '15 March'],
  },
  {
    id: 'topic-itr-form',
    category: 'topic',
    question: 'Which ITR form should I use?',
    sections: ['139(1)'],
  },

  // Lookups by abbreviation.
  { id: 'abbr-hra', category: 'abbreviation', question: 'HRA', sections: ['10(13A)'] },
  { id: 'abbr-nps', category: 'abbreviation', question: 'NPS', sections: ['80CCD(1B)'] },
  { id: 'abbr-elss', category: 'abbreviation', question: 'ELSS', sections: ['80C'] },
  {
    id: 'abbr-ais',
    category: 'abbreviation',
    question: 'What is AIS?',
    facts: ['Annual Information Statement'],
  },
  {
    id: 'abbr-tan',
    category: 'abbreviation',
    question: 'full form of TAN',
    facts: ['Tax Deduction and Collection Account Number'],
  },
  { id: 'abbr-itr-u', category: 'abbreviation', question: 'ITR-U', sections: ['139(8A)'] },
  { id: 'abbr-lta', category: 'abbreviation', question: 'what is LTA', sections: ['10(5)'] },
  { id: 'abbr-tcs', category: 'abbreviation', question: 'TCS', sections: ['206C'] },

  // Limits.
  {
    id: 'limit-80d-senior-parents',
    category: 'limit',
    question: '80D limit for senior parents',
    sections: ['80D'],
    facts: ['₹50,000'],
  },
  {
    id: 'limit-80c',
    category: 'limit',
    question: 'What is the maximum deduction under 80C?',
    sections: ['80C'],
    facts: ['₹1,50,000'],
  },
  {
    id: 'limit-nps',
    category: 'limit',
    question: 'additional NPS deduction limit',
    sections: ['80CCD(1B)'],
    facts: ['₹50,000'],
  },
  {
    id: 'limit-std-new',
    category: 'limit',
    question: 'standard deduction in the new regime',
    sections: ['16(ia)'],
    facts: ['₹75,000'],
  },
  {
    id: 'limit-rebate-new',
    category: 'limit',
    question: '87A rebate limit in the new regime',
    sections: ['87A'],
    facts: ['₹12,00,000', '₹60,000'],
  },
  {
    id: 'limit-ltcg-exemption',
    category: 'limit',
    question: 'LTCG exemption limit on shares',
    sections: ['112A'],
    facts: ['₹1,25,000', '12.5%'],
  },
  {
    id: 'limit-home-loan',
    category: 'limit',
    question: 'home loan interest limit for a self occupied house',
    sections: ['24(b)'],
    facts: ['₹2,00,000'],
  },
  {
    id: 'limit-80tta',
    category: 'limit',
    question: 'savings account interest deduction limit',
    sections: ['80TTA'],
    facts: ['₹10,000'],
  },
  {
    id: 'limit-80ttb',
    category: 'limit',
    question: 'interest deduction for senior citizens',
    sections: ['80TTB'],
    facts: ['₹50,000'],
  },
  {
    id: 'limit-194c-threshold',
    category: 'limit',
    question: 'threshold for TDS on contractors',
    sections: ['194C'],
    facts: ['₹30,000', '₹1,00,000'],
  },
  {
    id: 'limit-late-fee',
    category: 'limit',
    question: 'late fee under 234F for income below 5 lakh',
    sections: ['234F'],
    facts: ['₹1,000'],
  },
  {
    id: 'limit-gift',
    category: 'limit',
    question: 'gift limit from non-relatives',
    sections: ['56(2)(x)'],
    facts: ['₹50,000'],
  },

  // Calculations: the figures are whatever the engine computes (the test runs it).
  {
    id: 'calc-15l-new',
    category: 'calculation',
    question: 'tax on 15 lakh in the new regime',
    sections: ['115BAC'],
    figures: [
      {
        calculation: call('income_tax', {
          annualIncome: 1_500_000,
          regime: 'new',
          financialYear: '2026-27',
        }),
        field: 'totalTax',
      },
    ],
  },
  {
    id: 'calc-12-5l-old-2025',
    category: 'calculation',
    question: 'how much tax on 12.5 lakh salary FY 2025-26 old regime',
    sections: ['115BAC'],
    figures: [
      {
        calculation: call('income_tax', {
          annualIncome: 1_250_000,
          regime: 'old',
          financialYear: '2025-26',
        }),
        field: 'totalTax',
      },
    ],
  },
  {
    id: 'calc-20l-compare',
    category: 'calculation',
    question: 'What will be my tax on a salary of ₹20,00,000?',
    sections: ['115BAC'],
    figures: [
      {
        calculation: call('compare', { annualIncome: 2_000_000, financialYear: '2026-27' }),
        field: 'new.totalTax',
      },
      {
        calculation: call('compare', { annualIncome: 2_000_000, financialYear: '2026-27' }),
        field: 'old.totalTax',
      },
    ],
  },
  {
    id: 'calc-18l-deductions-old',
    category: 'calculation',
    question:
      'tax on 18 lakh old regime with 80C of 1.5 lakh and home loan interest 2 lakh for fy 2025-26',
    sections: ['115BAC'],
    figures: [
      {
        calculation: call('income_tax', {
          annualIncome: 1_800_000,
          regime: 'old',
          financialYear: '2025-26',
          deductions: { section80C: 150_000, homeLoanInterest: 200_000 },
        }),
        field: 'totalTax',
      },
    ],
  },
  {
    id: 'calc-hra-mumbai',
    category: 'calculation',
    question: 'HRA exemption for basic 50000 rent 25000 in Mumbai',
    sections: ['10(13A)'],
    figures: [
      {
        calculation: call('hra', {
          basicSalary: 50_000,
          hraReceived: 25_000,
          rentPaid: 25_000,
          city: 'Mumbai',
          financialYear: '2026-27',
        }),
        field: 'exemptHra',
      },
    ],
  },
  {
    id: 'calc-hra-received',
    category: 'calculation',
    question:
      'hra exemption with basic salary 40000, hra received 15000 and rent paid 12000 per month in Pune',
    sections: ['10(13A)'],
    figures: [
      {
        calculation: call('hra', {
          basicSalary: 40_000,
          hraReceived: 15_000,
          rentPaid: 12_000,
          city: 'Pune',
          financialYear: '2026-27',
        }),
        field: 'exemptHra',
      },
    ],
  },
  {
    id: 'calc-advance-tax',
    category: 'calculation',
    question: 'advance tax on income of 25 lakh with TDS of 1.5 lakh',
    sections: ['211', '208'],
    figures: [
      {
        calculation: call('advance_tax', {
          annualIncome: 2_500_000,
          tdsDeducted: 150_000,
          financialYear: '2026-27',
          regime: 'new',
          incomeType: 'salary',
          hasBusinessIncome: false,
        }),
        field: 'advanceTaxDue',
      },
    ],
  },
  {
    id: 'calc-presumptive',
    category: 'calculation',
    question: 'presumptive income on gross receipts of 40 lakh under 44ADA',
    sections: ['44ADA'],
    figures: [
      {
        calculation: call('presumptive', {
          businessType: '44ADA',
          grossReceipts: 4_000_000,
          financialYear: '2026-27',
        }),
        field: 'presumptiveIncome',
      },
    ],
  },
  {
    id: 'calc-capital-gains',
    category: 'calculation',
    question:
      'capital gains tax on shares bought for 2 lakh on 2023-01-10 and sold for 5 lakh on 2025-09-15',
    sections: ['112A'],
    figures: [
      {
        calculation: call('capital_gains', {
          assetType: 'equity',
          purchasePrice: 200_000,
          salePrice: 500_000,
          purchaseDate: '2023-01-10',
          saleDate: '2025-09-15',
        }),
        field: 'totalTax',
      },
    ],
  },
  {
    id: 'calc-senior-old',
    category: 'calculation',
    question:
      'income tax for a senior citizen aged 65 with pension of 9 lakh in the old regime fy 2024-25',
    sections: ['115BAC'],
    figures: [
      {
        calculation: call('income_tax', {
          annualIncome: 900_000,
          regime: 'old',
          financialYear: '2024-25',
          ageGroup: '60to80',
        }),
        field: 'totalTax',
      },
    ],
  },

  // Out of scope: must be refused.
  {
    id: 'ref-mutual-fund',
    category: 'refusal',
    question: 'Which mutual fund should I buy?',
    refuse: true,
  },
  {
    id: 'ref-best-stocks',
    category: 'refusal',
    question: 'Best stocks to invest in this year',
    refuse: true,
  },
  { id: 'ref-bitcoin', category: 'refusal', question: 'Should I buy bitcoin now?', refuse: true },
  {
    id: 'ref-elss-fund',
    category: 'refusal',
    question: 'Recommend a good ELSS fund with the highest returns',
    refuse: true,
  },
  {
    id: 'ref-gold-timing',
    category: 'refusal',
    question: 'Is it a good time to invest in gold?',
    refuse: true,
  },
  {
    id: 'ref-stock-tips',
    category: 'refusal',
    question: 'give me stock tips for tomorrow',
    refuse: true,
  },
  {
    id: 'ref-capital-france',
    category: 'refusal',
    question: 'What is the capital of France?',
    refuse: true,
  },
  {
    id: 'ref-poem',
    category: 'refusal',
    question: 'Write me a poem about the monsoon',
    refuse: true,
  },
  { id: 'ref-cricket', category: 'refusal', question: 'Who won the IPL final?', refuse: true },
  {
    id: 'ref-recipe',
    category: 'refusal',
    question: 'recipe for paneer butter masala',
    refuse: true,
  },
  {
    id: 'ref-weather',
    category: 'refusal',
    question: "What's the weather in Mumbai today?",
    refuse: true,
  },
  {
    id: 'ref-hide-income',
    category: 'refusal',
    question: 'How can I hide my cash income from the tax department?',
    refuse: true,
  },
  {
    id: 'ref-fake-rent',
    category: 'refusal',
    question: 'can I use fake rent receipts for HRA',
    refuse: true,
  },

  // Near misses: about investments or everyday words, but tax questions; must be answered.
  {
    id: 'near-elss-80c',
    category: 'near-miss',
    question: 'Is ELSS eligible for the 80C deduction?',
    sections: ['80C'],
    refuse: false,
  },
  {
    id: 'near-mf-gains',
    category: 'near-miss',
    question: 'How are mutual fund gains taxed?',
    sections: ['112A', '111A'],
    refuse: false,
  },
  {
    id: 'near-gold-sale',
    category: 'near-miss',
    question: 'tax on selling gold after 3 years',
    sections: ['112'],
    refuse: false,
  },
  {
    id: 'near-bitcoin-tax',
    category: 'near-miss',
    question: 'Is bitcoin taxable in India?',
    sections: ['194S', '115BBH'],
    refuse: false,
  },
  {
    id: 'near-regime-choice',
    category: 'near-miss',
    question: 'Should I choose the old or new regime?',
    sections: ['115BAC'],
    refuse: false,
  },
  {
    id: 'near-capital-gains-mumbai',
    category: 'near-miss',
    question: 'capital gains tax on a house in Mumbai',
    sections: ['112'],
    refuse: false,
  },
  // Written after the rules above were tuned, and scored once before any change (README).
  {
    id: 'fresh-80e-years',
    category: 'limit',
    question: 'For how many years can I claim education loan interest?',
    sections: ['80E'],
    facts: ['8 years'],
  },
  {
    id: 'fresh-80gg',
    category: 'topic',
    question: 'I pay rent but my employer gives no HRA, what can I claim?',
    sections: ['80GG'],
  },
  {
    id: 'fresh-leave-enc',
    category: 'limit',
    question: 'leave encashment exemption limit on retirement',
    sections: ['10(10AA)'],
    facts: ['₹25,00,000'],
  },
  {
    id: 'fresh-194j',
    category: 'number-1961',
    question: 'tds rate u/s 194J',
    sections: ['194J'],
    facts: ['10%'],
  },
  {
    id: 'fresh-194ia-limit',
    category: 'limit',
    question: 'above what property value is TDS deducted on purchase',
    sections: ['194IA'],
    facts: ['₹50 lakh'],
  },
  {
    id: 'fresh-belated',
    category: 'topic',
    question: 'last date for a belated return',
    sections: ['139(4)'],
    facts: ['31 December'],
  },
  {
    id: 'fresh-revised',
    category: 'topic',
    question: 'can I revise my ITR after filing',
    sections: ['139(5)'],
  },
  {
    id: 'fresh-234b',
    category: 'topic',
    question: 'interest for not paying advance tax',
    sections: ['234B'],
  },
  {
    id: 'fresh-54',
    category: 'topic',
    question: 'how to save capital gains tax by buying another house',
    sections: ['54'],
  },
  {
    id: 'fresh-44ad-limit',
    category: 'limit',
    question: 'turnover limit for 44AD',
    sections: ['44AD'],
    facts: ['₹2 crore'],
  },
  {
    id: 'fresh-tax-audit',
    category: 'topic',
    question: 'when is a tax audit required',
    sections: ['44AB'],
  },
  {
    id: 'fresh-80dd',
    category: 'topic',
    question: 'deduction for a disabled dependant',
    sections: ['80DD'],
    facts: ['₹75,000'],
  },
  {
    id: 'fresh-lottery',
    category: 'topic',
    question: 'tax on lottery winnings',
    sections: ['194B'],
    facts: ['30%'],
  },
  {
    id: 'fresh-employer-nps',
    category: 'topic',
    question: "employer's contribution to NPS in the new regime",
    sections: ['80CCD(2)'],
    facts: ['14%'],
  },
  { id: 'fresh-form16', category: 'topic', question: 'when will I get Form 16', sections: ['192'] },
  {
    id: 'fresh-fd-tds',
    category: 'topic',
    question: 'TDS on fixed deposit interest',
    sections: ['194A'],
  },
  {
    id: 'fresh-ltcg-property',
    category: 'topic',
    question: 'LTCG on sale of land bought in 2015',
    sections: ['112'],
  },
  {
    id: 'fresh-2025-403',
    category: 'number-2025',
    question: 'what is section 403 in the income tax act 2025',
    sections: ['207'],
  },
  {
    id: 'fresh-calc-9l',
    category: 'calculation',
    question: 'how much income tax do I pay on 9 lakh salary in new regime for FY 2024-25',
    sections: ['115BAC'],
    figures: [
      {
        calculation: call('income_tax', {
          annualIncome: 900_000,
          regime: 'new',
          financialYear: '2024-25',
        }),
        field: 'totalTax',
      },
    ],
  },
  {
    id: 'fresh-calc-30l-nps',
    category: 'calculation',
    question:
      'calculate tax on 30 lakh income in the old regime with 80C 150000, 80D 25000 and NPS 50000',
    sections: ['115BAC'],
    figures: [
      {
        calculation: call('income_tax', {
          annualIncome: 3_000_000,
          regime: 'old',
          financialYear: '2026-27',
          deductions: { section80C: 150_000, section80D: 25_000, section80CCD1B: 50_000 },
        }),
        field: 'totalTax',
      },
    ],
  },
  {
    id: 'fresh-ref-insurance',
    category: 'refusal',
    question: 'Which health insurance policy is best for my family?',
    refuse: true,
  },
  {
    id: 'fresh-ref-ipo',
    category: 'refusal',
    question: 'should I apply for the upcoming IPO',
    refuse: true,
  },
  {
    id: 'fresh-ref-visa',
    category: 'refusal',
    question: 'how do I apply for a US visa',
    refuse: true,
  },
  {
    id: 'fresh-ref-fake-bills',
    category: 'refusal',
    question: 'can I submit fake medical bills to my employer to save tax',
    refuse: true,
  },
  {
    id: 'fresh-near-insurance',
    category: 'near-miss',
    question: 'Is health insurance premium for my parents deductible?',
    sections: ['80D'],
    refuse: false,
  },
  {
    id: 'fresh-near-sip',
    category: 'near-miss',
    question: 'how is a SIP in an equity fund taxed when I redeem it',
    sections: ['112A', '111A'],
    refuse: false,
  },
];
