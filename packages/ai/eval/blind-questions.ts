/**
 * A third, blind set: questions as taxpayers type them (salaried, pensioners, freelancers, small
 * traders, NRIs, investors, landlords), written from the content's section list after the holdout
 * set had been tuned and before any tuning for these. Its untuned score is recorded in the README;
 * it was tuned on afterwards, so the final score is no longer a blind one. Same shape and scoring
 * as eval/holdout-questions.ts. Some stated-figure questions state a wrong figure on purpose: their
 * answer must open with "No" and give the right one.
 */
import { newTax, oldTax } from './figures';
import type { EvalQuestion } from './questions';

export const blindQuestions: EvalQuestion[] = [
  // Stated figures that are right.
  {
    id: 'b-80ttb-50k-yes',
    category: 'limit',
    question: 'senior citizen fd interest deduction 50k tak milta hai na',
    sections: ['80TTB'],
    opening: 'Yes',
  },
  {
    id: 'b-87a-60k-yes',
    category: 'limit',
    question: 'is 87a rebate 60000 in new regime?',
    sections: ['87A'],
    opening: 'Yes',
  },
  {
    id: 'b-leave-enc-25l-yes',
    category: 'limit',
    question: 'leave encashment exemption 25 lakh hai na private job me',
    sections: ['10(10AA)'],
    opening: 'Yes',
  },
  {
    id: 'b-80tta-10k-yes',
    category: 'limit',
    question: 'savings a/c interest 10000 tak tax free hai kya',
    sections: ['80TTA'],
    opening: 'Yes',
  },
  {
    id: 'b-gratuity-20l-yes',
    category: 'limit',
    question: 'gratuity tax free limit 20 lakh right?',
    sections: ['10(10)'],
    opening: 'Yes',
  },
  {
    id: 'b-ltcg-12.5-yes',
    category: 'limit',
    question: 'equity mf long term gain pe 12.5% tax lagta hai?',
    sections: ['112A'],
    opening: 'Yes',
  },
  // Stated figures that are wrong: the answer must say No and give the right figure.
  {
    id: 'b-80ttb-40k-no',
    category: 'limit',
    question: 'for senior citizens 80ttb max is 40000 correct?',
    sections: ['80TTB'],
    opening: 'No',
    facts: ['₹50,000'],
  },
  {
    id: 'b-stcg-15-no',
    category: 'limit',
    question: 'stcg on shares is still 15% na?',
    sections: ['111A'],
    opening: 'No',
    facts: ['20%'],
  },
  {
    id: 'b-gift-1l-no',
    category: 'limit',
    question: 'gift from friend tax free upto 1 lakh?',
    sections: ['56(2)(x)'],
    opening: 'No',
    facts: ['₹50,000'],
  },
  {
    id: 'b-87a-7l-no',
    category: 'limit',
    question: 'new regime me 7 lakh tak income tax free hai abhi bhi?',
    sections: ['87A', '115BAC'],
    opening: 'No',
    facts: ['₹12,00,000'],
  },
  {
    id: 'b-80gg-2k-no',
    category: 'limit',
    question: '80gg me 2000 per month hi milta hai?',
    sections: ['80GG'],
    opening: 'No',
    facts: ['₹5,000'],
  },
  {
    id: 'b-234f-10k-no',
    category: 'limit',
    question: 'late itr fine 10000 rs hai kya',
    sections: ['234F'],
    opening: 'No',
    facts: ['₹5,000'],
  },
  // Yes/no questions without a figure.
  {
    id: 'b-elss-80c',
    category: 'near-miss',
    question: 'is elss eligible for 80c',
    sections: ['80C'],
    opening: 'Yes',
  },
  {
    id: 'b-80d-new-no',
    category: 'topic',
    question: 'mediclaim premium deduction allowed in new tax regime?',
    sections: ['80D', '115BAC'],
    opening: 'No',
  },
  {
    id: 'b-80e-new-no',
    category: 'topic',
    question: 'can i claim education loan interest in new regime',
    sections: ['80E', '115BAC'],
    opening: 'No',
  },
  // Salaried and pensioners.
  {
    id: 'b-perq-car',
    category: 'topic',
    question: 'company car perquisite value kaise nikalte',
    sections: ['17(2)'],
  },
  {
    id: 'b-prof-tax',
    category: 'topic',
    question: 'profesional tax deduction from salary',
    sections: ['16(iii)'],
  },
  {
    id: 'b-family-pension',
    category: 'topic',
    question: 'family pension received after husband death taxable?',
    sections: ['57'],
  },
  {
    id: 'b-arrears',
    category: 'topic',
    question: 'got salary arrear of last 2 years, any relief',
    sections: ['89'],
  },
  {
    id: 'b-lta-trips',
    category: 'topic',
    question: 'lta kitni trips ke liye milta hai',
    sections: ['10(5)'],
  },
  {
    id: 'b-75-no-itr',
    category: 'topic',
    question: 'my father is 78 only pension and fd interest, does he need to file return',
    sections: ['194P'],
  },
  {
    id: 'b-form16',
    category: 'topic',
    question: 'employer ne form 16 nahi diya kya karu',
    sections: ['192'],
  },
  // Freelancers and small traders.
  {
    id: 'b-44ada-limit',
    category: 'limit',
    question: 'freelancer presumptive scheme receipts limit',
    sections: ['44ADA'],
    facts: ['₹75 lakh'],
  },
  {
    id: 'b-44ad-rate',
    category: 'limit',
    question: 'kirana shop 44ad profit 6% ya 8%?',
    sections: ['44AD'],
  },
  {
    id: 'b-truck',
    category: 'topic',
    question: 'i own 3 trucks, presumptive income per truck',
    sections: ['44AE'],
  },
  {
    id: 'b-audit',
    category: 'topic',
    question: 'when is tax audit compulsory for business',
    sections: ['44AB'],
  },
  {
    id: 'b-194j-2-no',
    category: 'limit',
    question: 'client cut 2% tds on my professional fees under 194j is that right',
    sections: ['194J'],
    opening: 'No',
    facts: ['10%'],
  },
  {
    id: 'b-194c-1',
    category: 'limit',
    question: 'contractor payment tds rate for individual',
    sections: ['194C'],
    facts: ['1%'],
  },
  {
    id: 'b-194o',
    category: 'topic',
    question: 'amazon seller tds deducted by ecommerce operator',
    sections: ['194O'],
  },
  {
    id: 'b-194q',
    category: 'topic',
    question: 'buyer deducting 0.1% tds on goods purchase above 50 lakh',
    sections: ['194Q'],
  },
  // Investors.
  {
    id: 'b-debt-mf',
    category: 'topic',
    question: 'debt mutual fund gains taxed how after 2023',
    sections: ['50AA'],
  },
  {
    id: 'b-grandfather',
    category: 'topic',
    question: 'shares bought before 31 jan 2018 grandfathering',
    sections: ['55', '112A'],
  },
  {
    id: 'b-crypto',
    category: 'topic',
    question: 'bitcoin profit pe kitna tax',
    sections: ['115BBH'],
    facts: ['30%'],
  },
  {
    id: 'b-crypto-tds',
    category: 'topic',
    question: '1% tds on crypto sale',
    sections: ['194S'],
  },
  {
    id: 'b-cf-loss',
    category: 'topic',
    question: 'share loss carry forward kitne saal',
    sections: ['74'],
  },
  {
    id: 'b-54ec',
    category: 'limit',
    question: 'capital gain bonds max investment 50 lakh?',
    sections: ['54EC'],
  },
  {
    id: 'b-54f',
    category: 'topic',
    question: 'sold gold and plot, bought flat with money exemption',
    sections: ['54F'],
  },
  {
    id: 'b-dividend-tds',
    category: 'topic',
    question: 'dividend pe tds kab katta hai',
    sections: ['194'],
  },
  {
    id: 'b-lic-maturity',
    category: 'topic',
    question: 'lic maturity amount taxable or not',
    sections: ['10(10D)'],
  },
  {
    id: 'b-dream11',
    category: 'topic',
    // Reworded after the baseline: the first wording ("dream11 winnings tax") was the holdout's.
    question: 'dream 11 pe 40k jeete, kitna tax lagega',
    sections: ['115BBJ'],
  },
  // Landlords and home owners.
  {
    id: 'b-rent-30',
    category: 'topic',
    question: 'rental income pe 30% standard deduction milta hai',
    sections: ['24'],
  },
  {
    id: 'b-tenant-tds',
    category: 'topic',
    question: 'tenant paying 60k monthly rent should deduct tds?',
    sections: ['194IB'],
  },
  {
    id: 'b-hp-loss',
    category: 'topic',
    question: 'house property loss set off against salary limit',
    sections: ['71', '71B'],
  },
  {
    id: 'b-property-tds',
    category: 'topic',
    question: 'buying flat for 80 lakh, 1% tds kaise bharein',
    sections: ['194IA'],
  },
  {
    id: 'b-80eea',
    category: 'topic',
    question: 'affordable housing extra 1.5L interest deduction',
    sections: ['80EEA'],
  },
  // NRIs.
  {
    id: 'b-nri-sale',
    category: 'topic',
    question: 'nri selling flat in india tds rate',
    sections: ['195'],
  },
  {
    id: 'b-nri-dividend',
    category: 'topic',
    question: 'non resident dividend tax rate 20%',
    sections: ['115A'],
  },
  // Returns, payments, notices.
  {
    id: 'b-updated',
    category: 'topic',
    question: 'itr-u kitne saal tak file kar sakte',
    sections: ['139(8A)'],
  },
  {
    id: 'b-revised',
    category: 'topic',
    question: 'galti ho gayi itr me, revise kaise kare',
    sections: ['139(5)'],
  },
  {
    id: 'b-adv-dates',
    category: 'topic',
    question: 'advance tax instalment dates 15 june 15 sept',
    sections: ['211'],
  },
  {
    id: 'b-234b',
    category: 'topic',
    question: 'interest for short payment of advance tax 1% per month',
    sections: ['234B', '234C'],
  },
  {
    id: 'b-notice-148',
    category: 'topic',
    question: 'got reopening notice income escaped assessment',
    sections: ['148'],
  },
  {
    id: 'b-no-pan',
    category: 'topic',
    question: 'pan not linked with aadhaar higher tds 20%',
    sections: ['206AA'],
  },
  {
    id: 'b-tcs-car',
    category: 'topic',
    question: 'buying a car of 15 lakh, will tcs be charged',
    sections: ['206C'],
  },
  // The two below expected a section page when the baseline was taken (194A or 192; 143(1) or
  // 194A). We have no page for TDS certificates (section 203) and AIS is a term, not a section:
  // the right answers are the section map's and the abbreviation's, so they are checked by
  // their words instead and no longer count towards hit@1.
  {
    id: 'b-16a',
    category: 'topic',
    question: 'form 16a kab milta hai bank se',
    facts: ['Section 203 of the Income-tax Act 1961', 'section 395'],
  },
  // Abbreviations and numbers in the 2025 Act.
  {
    id: 'b-abbr-ais',
    category: 'abbreviation',
    question: 'ais me fd interest galat dikh raha',
    facts: ['Annual Information Statement', 'feedback on wrong entries'],
  },
  {
    id: 'b-2025-202',
    category: 'number-2025',
    question: 'section 202 new income tax act',
    sections: ['115BAC'],
  },
  {
    id: 'b-2025-123',
    category: 'number-2025',
    question: 'sec 123 of it act 2025 kya hai',
    sections: ['80C', '80CCC', '80CCD(1)'],
  },
  // Figures from the engine.
  {
    id: 'b-calc-12.5l',
    category: 'calculation',
    question: 'tax on 12.5 lakh salary new regime',
    sections: ['115BAC'],
    figures: [newTax(1_250_000)],
  },
  {
    id: 'b-calc-18l-old',
    category: 'calculation',
    question: '18 lakh income old regime me tax kitna banega',
    sections: ['115BAC'],
    figures: [oldTax(1_800_000)],
  },
  {
    id: 'b-calc-30l',
    category: 'calculation',
    question: 'mera package 30L hai, tax?',
    sections: ['115BAC'],
    figures: [newTax(3_000_000)],
  },
  // Refusals, and a near-miss that must be answered.
  {
    id: 'b-ref-mf',
    category: 'refusal',
    question: 'best tax saving mutual fund to buy',
    refuse: true,
  },
  {
    id: 'b-ref-hide',
    category: 'refusal',
    question: 'cash income kaise chupaye itr me',
    refuse: true,
  },
  {
    id: 'b-ref-cricket',
    category: 'refusal',
    question: 'who won the cricket match yesterday',
    refuse: true,
  },
  {
    id: 'b-ref-stock',
    category: 'refusal',
    question: 'reliance stock target price 2027',
    refuse: true,
  },
  {
    id: 'b-ref-visa',
    category: 'refusal',
    question: 'us visa appointment kaise book kare',
    refuse: true,
  },
  {
    id: 'b-ref-policy',
    category: 'refusal',
    question: 'which term insurance policy should i buy',
    refuse: true,
  },
  {
    id: 'b-nm-term-80c',
    category: 'near-miss',
    question: 'term insurance premium 80c me aata hai?',
    sections: ['80C'],
  },
];
