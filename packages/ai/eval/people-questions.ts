/**
 * Questions as people type them into the chat box: lower case, short, Hindi-English mixes,
 * typos, never our page titles. Written before any tuning for them; each names the section a
 * right answer is about (or a refusal, or engine figures), and a yes/no question the word its
 * answer must open with. Scored by eval/evaluate.ts like eval/questions.ts.
 */
import { call } from '@taxguide/content';
import type { EvalQuestion } from './questions';

const newTax = (annualIncome: number) => ({
  calculation: call('income_tax', { annualIncome, regime: 'new', financialYear: '2026-27' }),
  field: 'totalTax',
});
const oldTax = (annualIncome: number) => ({
  calculation: call('income_tax', { annualIncome, regime: 'old', financialYear: '2026-27' }),
  field: 'totalTax',
});

export const peopleQuestions: EvalQuestion[] = [
  // Yes/no questions: the answer opens with Yes, No or It depends.
  {
    id: 'p-hra-homeloan-both',
    category: 'topic',
    question: 'hra and home loan both allowed?',
    sections: ['10(13A)', '24(b)'],
    opening: 'Yes',
  },
  {
    id: 'p-87a-new',
    category: 'topic',
    question: 'is 87a rebate there in new regime',
    sections: ['87A'],
    opening: 'Yes',
  },
  {
    id: 'p-80c-new',
    category: 'topic',
    question: 'can i claim 80c in new regime',
    sections: ['80C', '115BAC'],
    opening: 'No',
  },
  {
    id: 'p-ppf-interest',
    category: 'topic',
    question: 'ppf interest taxable or not',
    sections: ['80C'],
    opening: 'No',
  },
  {
    id: 'p-advance-below-10k',
    category: 'topic',
    question: 'do i need to pay advance tax if my tax is below 10000',
    sections: ['208', '211'],
    opening: 'No',
  },
  {
    id: 'p-nps-new-regime',
    category: 'topic',
    question: 'is nps 50000 extra deduction allowed in new regime',
    sections: ['80CCD(1B)'],
    opening: 'No',
  },
  {
    id: 'p-std-ded-new',
    category: 'topic',
    question: 'standard deduction available in new regime?',
    sections: ['16(ia)'],
    opening: 'Yes',
  },
  {
    id: 'p-80d-new',
    category: 'topic',
    question: 'can i take health insurance deduction in new tax regime',
    sections: ['80D'],
    opening: 'No',
  },
  // Omitted sections: the answer says so and what applies now.
  {
    id: 'p-206ab',
    category: 'topic',
    question: 'is 206ab still applicable',
    sections: ['206AB'],
    facts: ['1 April 2025', '206AA'],
  },
  {
    id: 'p-206ab-nonfiler',
    category: 'topic',
    question: 'higher tds for non filers of itr',
    sections: ['206AB'],
    facts: ['1 April 2025'],
  },
  {
    id: 'p-206cca',
    category: 'topic',
    question: '206cca tcs non filer',
    sections: ['206AB', '206C'],
    facts: ['1 April 2025'],
  },
  // Deductions and exemptions.
  {
    id: 'p-donation',
    category: 'topic',
    question: 'section for donation deduction',
    sections: ['80G'],
  },
  {
    id: 'p-mediclaim-parents',
    category: 'limit',
    question: 'mediclaim for parents deduction kitna milega',
    sections: ['80D'],
  },
  {
    id: 'p-nps-extra',
    category: 'limit',
    question: 'nps extra 50000 deduction which section',
    sections: ['80CCD(1B)'],
  },
  {
    id: 'p-std-ded',
    category: 'limit',
    question: 'standard deduction for salaried',
    sections: ['16(ia)'],
  },
  {
    id: 'p-principal',
    category: 'topic',
    question: 'home loan principal which section',
    sections: ['80C'],
  },
  {
    id: 'p-interest-limit',
    category: 'limit',
    question: 'home loan interest limit self occupied',
    sections: ['24(b)'],
  },
  {
    id: 'p-edu-loan',
    category: 'topic',
    question: 'education loan interest deduction',
    sections: ['80E'],
  },
  {
    id: 'p-savings-10k',
    category: 'limit',
    question: 'savings account interest 10000 exemption',
    sections: ['80TTA'],
  },
  {
    id: 'p-no-hra',
    category: 'topic',
    question: 'paying rent but no hra in salary',
    sections: ['80GG'],
  },
  {
    id: 'p-disabled-dependent',
    category: 'topic',
    question: 'deduction for disabled dependent',
    sections: ['80DD'],
  },
  {
    id: 'p-cancer',
    category: 'topic',
    question: 'cancer treatment expense deduction',
    sections: ['80DDB'],
  },
  {
    id: 'p-self-disability',
    category: 'topic',
    question: 'deduction if i am disabled myself',
    sections: ['80U'],
  },
  {
    id: 'p-political',
    category: 'topic',
    question: 'donation to political party tax benefit',
    sections: ['80GGC'],
  },
  {
    id: 'p-employer-nps',
    category: 'topic',
    question: 'employer contribution to nps deduction',
    sections: ['80CCD(2)'],
  },
  {
    id: 'p-gratuity',
    category: 'limit',
    question: 'gratuity exemption limit',
    sections: ['10(10)'],
  },
  {
    id: 'p-leave-enc',
    category: 'topic',
    question: 'leave encashment at retirement tax free?',
    sections: ['10(10AA)'],
  },
  { id: 'p-lta', category: 'topic', question: 'lta claim rules', sections: ['10(5)'] },
  {
    id: 'p-cea',
    category: 'topic',
    question: 'children education allowance exemption',
    sections: ['10(14)'],
  },
  {
    id: 'p-insurance-maturity',
    category: 'topic',
    question: 'lic maturity amount taxable?',
    sections: ['10(10D)'],
  },
  {
    id: 'p-gift-friend',
    category: 'topic',
    question: 'gift from friend taxable',
    sections: ['56(2)(x)'],
  },
  {
    id: 'p-company-car',
    category: 'topic',
    question: 'company car perquisite tax',
    sections: ['17(2)'],
  },
  // Capital gains.
  {
    id: 'p-ltcg-shares',
    category: 'topic',
    question: 'ltcg on shares tax rate',
    sections: ['112A'],
  },
  { id: 'p-stcg-mf', category: 'topic', question: 'stcg on mutual funds', sections: ['111A'] },
  {
    id: 'p-sold-house',
    category: 'topic',
    question: 'sold house and bought new one, exemption?',
    sections: ['54'],
  },
  {
    id: 'p-54ec',
    category: 'limit',
    question: 'capital gain bonds limit',
    sections: ['54EC'],
  },
  { id: 'p-crypto', category: 'topic', question: 'crypto tax rate india', sections: ['115BBH'] },
  {
    id: 'p-capital-loss',
    category: 'topic',
    question: 'carry forward capital loss kaise kare',
    sections: ['74'],
  },
  // TDS.
  {
    id: 'p-fd-senior-tds',
    category: 'limit',
    question: 'tds on fd interest for senior citizen limit',
    sections: ['194A'],
  },
  {
    id: 'p-rent-50k',
    category: 'topic',
    question: 'tds on rent above 50000 per month',
    sections: ['194IB'],
  },
  {
    id: 'p-property-1pc',
    category: 'topic',
    question: 'tds 1% on property purchase',
    sections: ['194IA'],
  },
  { id: 'p-tds-prof', category: 'topic', question: 'tds on professional fees', sections: ['194J'] },
  {
    id: 'p-tds-contractor',
    category: 'topic',
    question: 'tds for contractor payment rate',
    sections: ['194C'],
  },
  { id: 'p-commission', category: 'topic', question: 'commission tds rate', sections: ['194H'] },
  {
    id: 'p-cash-withdrawal',
    category: 'limit',
    question: 'tds on cash withdrawal from bank limit',
    sections: ['194N'],
  },
  {
    id: 'p-no-pan',
    category: 'topic',
    question: 'tds rate if pan not given',
    sections: ['206AA'],
  },
  { id: 'p-lrs', category: 'topic', question: 'tcs on foreign remittance', sections: ['206C'] },
  {
    id: 'p-nri-property',
    category: 'topic',
    question: 'nri selling flat tds',
    sections: ['195'],
  },
  { id: 'p-dividend', category: 'limit', question: 'dividend tds limit', sections: ['194'] },
  {
    id: 'p-lottery',
    category: 'topic',
    question: 'lottery jeetne pe kitna tax',
    sections: ['115BB', '194B'],
  },
  // Filing, deadlines, penalties.
  { id: 'p-last-date', category: 'topic', question: 'last date to file itr', sections: ['139(1)'] },
  {
    id: 'p-late-fee',
    category: 'topic',
    question: 'late fee for filing itr after due date',
    sections: ['234F'],
  },
  {
    id: 'p-revise',
    category: 'topic',
    question: 'itr mein galti ho gayi revise kaise kare',
    sections: ['139(5)'],
  },
  {
    id: 'p-itr-u',
    category: 'topic',
    question: 'forgot to show income, itr u option',
    sections: ['139(8A)'],
  },
  {
    id: 'p-adv-dates',
    category: 'topic',
    question: 'advance tax installment dates',
    sections: ['211'],
  },
  {
    id: 'p-44ada',
    category: 'topic',
    question: 'presumptive tax for freelancers',
    sections: ['44ADA'],
  },
  { id: 'p-44ad', category: 'limit', question: '44ad turnover limit', sections: ['44AD'] },
  {
    id: 'p-audit',
    category: 'limit',
    question: 'tax audit limit for business',
    sections: ['44AB'],
  },
  {
    id: 'p-refund',
    category: 'topic',
    question: 'refund kab aayega after itr',
    sections: ['143(1)'],
  },
  {
    id: 'p-misreport',
    category: 'topic',
    question: 'penalty for misreporting income',
    sections: ['270A'],
  },
  // Regimes and typos.
  {
    id: 'p-slabs',
    category: 'topic',
    question: 'new regime slab rates 2026-27',
    sections: ['115BAC'],
  },
  {
    id: 'p-typo-80d',
    category: 'limit',
    question: 'secton 80d limt for parents',
    sections: ['80D'],
  },
  { id: 'p-typo-hra', category: 'topic', question: 'hra exmption rules', sections: ['10(13A)'] },
  {
    id: 'p-typo-std',
    category: 'topic',
    question: 'standrad deduction amount',
    sections: ['16(ia)'],
  },
  // Figures from the engine.
  {
    id: 'p-calc-hinglish',
    category: 'calculation',
    question: '12 lakh salary pe kitna tax lagega new regime',
    sections: ['115BAC'],
    figures: [newTax(1_200_000)],
  },
  {
    id: 'p-calc-ctc-old',
    category: 'calculation',
    question: 'tax on 18 lakh ctc old regime',
    sections: ['115BAC'],
    figures: [oldTax(1_800_000)],
  },
  {
    id: 'p-calc-both',
    category: 'calculation',
    question: 'my income is 10 lakh how much tax',
    sections: ['115BAC'],
    figures: [newTax(1_000_000), oldTax(1_000_000)],
  },
  // Refusals.
  {
    id: 'p-ref-mf',
    category: 'refusal',
    question: 'which mutual fund should i buy',
    refuse: true,
  },
  { id: 'p-ref-cricket', category: 'refusal', question: 'cricket score', refuse: true },
  { id: 'p-ref-elss', category: 'refusal', question: 'best elss fund 2025', refuse: true },
  {
    id: 'p-ref-hide',
    category: 'refusal',
    question: 'how to hide cash income from it department',
    refuse: true,
  },
  {
    id: 'p-ref-recipe',
    category: 'refusal',
    question: 'paneer butter masala recipe',
    refuse: true,
  },
  { id: 'p-ref-stock', category: 'refusal', question: 'which stock to buy for 2x', refuse: true },
];
