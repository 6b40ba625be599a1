/**
 * A holdout set: questions as people type them (lower case, Hinglish, typos, WhatsApp short
 * forms), written after eval/people-questions.ts had been tuned to 100 % and before any tuning for
 * these. Its untuned score is recorded in the README; it was tuned on afterwards, so the final
 * score is no longer a blind one. Same shape and scoring as eval/people-questions.ts.
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

export const holdoutQuestions: EvalQuestion[] = [
  // Yes/no questions that state a figure or a rule we can check.
  {
    id: 'h-80c-max-yes',
    category: 'limit',
    question: '80c me max 150000 hi claim hota hai na?',
    sections: ['80C'],
    opening: 'Yes',
  },
  {
    id: 'h-std-50k-no',
    category: 'limit',
    question: 'standard deduction 50000 hai new regime me?',
    sections: ['16(ia)'],
    opening: 'No',
    facts: ['₹75,000'],
  },
  {
    id: 'h-ltcg-1l-no',
    category: 'limit',
    question: 'ltcg exemption still 1 lakh on equity?',
    sections: ['112A'],
    opening: 'No',
    facts: ['₹1,25,000'],
  },
  {
    id: 'h-24b-2l-yes',
    category: 'limit',
    question: 'home loan interest 2 lakh max hai kya self occupied ghar pe',
    sections: ['24(b)'],
    opening: 'Yes',
  },
  {
    id: 'h-hra-new-no',
    category: 'topic',
    question: 'can i claim hra under new regime',
    sections: ['10(13A)', '115BAC'],
    opening: 'No',
  },
  {
    id: 'h-stcg-20-yes',
    category: 'limit',
    question: 'short term gain on shares 20% now?',
    sections: ['111A'],
    opening: 'Yes',
  },
  // Deductions.
  {
    id: 'h-80d-parents',
    category: 'limit',
    question: 'parents ka health insurance premium kitna claim kar sakte',
    sections: ['80D'],
  },
  {
    id: 'h-80ccd1',
    category: 'limit',
    question: 'own nps contribution 80ccd1 limit',
    sections: ['80CCD(1)'],
  },
  {
    id: 'h-80ccc',
    category: 'topic',
    question: 'lic pension plan premium deduction section',
    sections: ['80CCC'],
  },
  {
    id: 'h-80eea',
    category: 'topic',
    question: 'first time home buyer extra interest deduction 80eea still there?',
    sections: ['80EEA'],
  },
  { id: 'h-80ee', category: 'topic', question: '80ee kya hai', sections: ['80EE'] },
  {
    id: 'h-80g-pmcares',
    category: 'topic',
    question: 'donation to pm cares 100 percent deduction?',
    sections: ['80G'],
  },
  {
    id: 'h-80ttb',
    category: 'limit',
    question: 'mummy senior citizen hai, fd interest pe deduction kitna',
    sections: ['80TTB'],
  },
  {
    id: 'h-80tta',
    category: 'limit',
    question: 'sb a/c interest kitna tax free hai',
    sections: ['80TTA'],
  },
  {
    id: 'h-tuition',
    category: 'topic',
    question: 'kids school tution fees deduction',
    sections: ['80C'],
  },
  {
    id: 'h-80ddb',
    category: 'topic',
    question: 'papa ke cancer ilaaj ka kharcha deduction milega?',
    sections: ['80DDB'],
  },
  {
    id: 'h-80dd',
    category: 'topic',
    question: 'handicapped son deduction which sec',
    sections: ['80DD'],
  },
  {
    id: 'h-80u',
    category: 'topic',
    question: 'i have 40% disability any tax benefit',
    sections: ['80U'],
  },
  {
    id: 'h-80gg',
    category: 'topic',
    question: 'no hra in my ctc but staying on rent, form 10ba',
    sections: ['80GG'],
  },
  {
    id: 'h-80ggc',
    category: 'topic',
    question: 'donated to political party by upi can i claim',
    sections: ['80GGC'],
  },
  {
    id: 'h-80ccd2',
    category: 'topic',
    question: 'employer nps 14% allowed in new regime?',
    sections: ['80CCD(2)'],
  },
  // Salary.
  {
    id: 'h-rent-parents',
    category: 'topic',
    question: 'can i show rent paid to parents',
    sections: ['10(13A)'],
  },
  {
    id: 'h-lta-times',
    category: 'topic',
    question: 'lta kitni baar claim kar sakte hai',
    sections: ['10(5)'],
  },
  {
    id: 'h-gratuity-20l',
    category: 'limit',
    question: 'gratuity kitna tax free private job',
    sections: ['10(10)'],
  },
  {
    id: 'h-leave-resign',
    category: 'topic',
    question: 'leave encashment on resignation taxable',
    sections: ['10(10AA)'],
  },
  {
    id: 'h-hostel',
    category: 'topic',
    question: 'hostel allowance for kids exemption',
    sections: ['10(14)'],
  },
  {
    id: 'h-ptax',
    category: 'topic',
    question: 'professional tax deducted from salary can i claim',
    sections: ['16(iii)'],
  },
  {
    id: 'h-rent-free-flat',
    category: 'topic',
    question: 'company gave rent free flat perquisite value',
    sections: ['17(2)'],
  },
  {
    id: 'h-arrears',
    category: 'topic',
    question: 'salary arrears relief form 10e',
    sections: ['89'],
  },
  {
    id: 'h-ulip',
    category: 'topic',
    question: 'ulip maturity tax free or not',
    sections: ['10(10D)'],
  },
  // House property and other income.
  {
    id: 'h-rent-30pc',
    category: 'topic',
    question: '30% standard deduction on rental income',
    sections: ['24'],
  },
  {
    id: 'h-let-out-value',
    category: 'topic',
    question: 'second flat khali pada hai, uspe bhi tax lagega?',
    sections: ['23'],
  },
  {
    id: 'h-gift-mama',
    category: 'topic',
    question: 'gift from mama taxable?',
    sections: ['56(2)(x)'],
  },
  {
    id: 'h-shaadi-gift',
    category: 'topic',
    question: 'cash received in shaadi as gift taxable',
    sections: ['56(2)(x)'],
  },
  {
    id: 'h-family-pension',
    category: 'topic',
    question: 'family pension deduction 15000',
    sections: ['57'],
  },
  {
    id: 'h-fd-head',
    category: 'topic',
    question: 'fd interest comes under which head of income',
    sections: ['56'],
  },
  // Capital gains.
  {
    id: 'h-ltcg-mf',
    category: 'topic',
    question: 'ltcg on mutual fund new rate',
    sections: ['112A'],
  },
  {
    id: 'h-debt-fund',
    category: 'topic',
    question: 'debt fund gains kaise tax hote hai ab',
    sections: ['50AA'],
  },
  {
    id: 'h-plot-ltcg',
    category: 'topic',
    question: 'plot sold after 6 yrs tax on profit',
    sections: ['112'],
  },
  {
    id: 'h-flat-becha',
    category: 'topic',
    question: 'flat becha aur naya flat liya, tax bachega?',
    sections: ['54'],
  },
  {
    id: 'h-shares-to-house',
    category: 'topic',
    question: 'sold shares and bought my first house exemption',
    sections: ['54F'],
  },
  {
    id: 'h-54ec-rec',
    category: 'topic',
    question: 'rec bonds for saving capital gain tax',
    sections: ['54EC'],
  },
  {
    id: 'h-54b',
    category: 'topic',
    question: 'agri land becha, dusri agri land kharidi exemption',
    sections: ['54B'],
  },
  {
    id: 'h-2001-fmv',
    category: 'topic',
    question: 'property bought in 1990 fmv 2001 cost',
    sections: ['55', '48'],
  },
  {
    id: 'h-set-off-stcl',
    category: 'topic',
    question: 'can short term loss be set off against ltcg',
    sections: ['70', '74'],
  },
  {
    id: 'h-hp-loss-salary',
    category: 'topic',
    question: 'house property loss set off against salary how much',
    sections: ['71'],
  },
  // TDS and TCS.
  {
    id: 'h-tds-freelance',
    category: 'topic',
    question: 'tds on freelancing income',
    sections: ['194J'],
  },
  {
    id: 'h-tds-salary',
    category: 'topic',
    question: 'employer kitna tds katega salary pe kaise calculate',
    sections: ['192'],
  },
  {
    id: 'h-tds-fd',
    category: 'limit',
    question: 'bank cut tds on my fd interest, whats the limit',
    sections: ['194A'],
  },
  {
    id: 'h-tds-kbc',
    category: 'topic',
    question: 'kbc prize money tds',
    sections: ['194B', '115BB'],
  },
  {
    id: 'h-tds-goods',
    category: 'topic',
    question: 'tds on purchase of goods above 50 lakh',
    sections: ['194Q'],
  },
  {
    id: 'h-tds-ecom',
    category: 'topic',
    question: 'amazon seller tds deducted 0.1%',
    sections: ['194O'],
  },
  {
    id: 'h-tds-partner',
    category: 'topic',
    question: 'tds on salary paid to partner of firm',
    sections: ['194T'],
  },
  {
    id: 'h-tds-renovation',
    category: 'topic',
    question: 'paying contractor 60 lakh for house renovation, do i deduct tds',
    sections: ['194M'],
  },
  {
    id: 'h-75-no-itr',
    category: 'topic',
    question: '75 plus senior citizen pension only, itr not needed?',
    sections: ['194P'],
  },
  {
    id: 'h-tcs-tour',
    category: 'topic',
    question: 'tcs on foreign tour package',
    sections: ['206C'],
  },
  { id: 'h-26as', category: 'abbreviation', question: 'form 26as kya hai', facts: ['Form 168'] },
  // Filing, payments, business.
  {
    id: 'h-belated',
    category: 'topic',
    question: 'missed 31 july, can i still file itr',
    sections: ['139(4)', '234F'],
  },
  {
    id: 'h-234b',
    category: 'topic',
    question: 'advance tax nahi bhara to interest kitna lagega',
    sections: ['234B', '234C'],
  },
  {
    id: 'h-sat',
    category: 'topic',
    question: 'self assessment tax kaise pay kare',
    sections: ['140A'],
  },
  {
    id: 'h-reopen',
    category: 'topic',
    question: 'got notice for income escaped assessment',
    sections: ['148'],
  },
  {
    id: 'h-143-1',
    category: 'topic',
    question: 'intimation u/s 143 1 received mismatch',
    sections: ['143(1)'],
  },
  {
    id: 'h-234e',
    category: 'topic',
    question: 'late filing of tds return fee per day',
    sections: ['234E'],
  },
  {
    id: 'h-44ae',
    category: 'topic',
    question: 'truck owner presumptive income',
    sections: ['44AE'],
  },
  {
    id: 'h-44ada-doc',
    category: 'topic',
    question: 'doctor ke liye 50% profit scheme',
    sections: ['44ADA'],
  },
  {
    id: 'h-gaming',
    category: 'topic',
    question: 'dream11 winnings tax',
    sections: ['115BBJ'],
  },
  {
    id: 'h-round-tax',
    category: 'topic',
    question: 'tax rounded off to nearest 10 rupees rule',
    sections: ['288B', '288A'],
  },
  // Figures from the engine.
  {
    id: 'h-calc-9l',
    category: 'calculation',
    question: 'salary 9 lakh kitna tax',
    sections: ['115BAC'],
    figures: [newTax(900_000)],
  },
  {
    id: 'h-calc-14lpa-old',
    category: 'calculation',
    question: '14 lpa old regime tax kitna',
    sections: ['115BAC'],
    figures: [oldTax(1_400_000)],
  },
  {
    id: 'h-calc-25l',
    category: 'calculation',
    question: 'income 25L new regime tax?',
    sections: ['115BAC'],
    figures: [newTax(2_500_000)],
  },
  // Refusals.
  {
    id: 'h-ref-sip',
    category: 'refusal',
    question: 'best sip to start with 5000 per month',
    refuse: true,
  },
  { id: 'h-ref-share', category: 'refusal', question: 'tata motors share lu kya', refuse: true },
  { id: 'h-ref-ipl', category: 'refusal', question: 'ipl 2026 schedule', refuse: true },
  {
    id: 'h-ref-fake-bills',
    category: 'refusal',
    question: 'fake rent bills kaise banaye hra ke liye',
    refuse: true,
  },
  { id: 'h-ref-biryani', category: 'refusal', question: 'biryani banane ka tarika', refuse: true },
  {
    id: 'h-ref-gold',
    category: 'refusal',
    question: 'gold etf or sgb which gives more return',
    refuse: true,
  },
];
