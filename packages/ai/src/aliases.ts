/**
 * The names people use for sections instead of their numbers ("HRA", "home loan interest",
 * "LTCG on shares", "TDS on contractors"), as data. A row matches when one of its phrases is in
 * the question as whole words (a trailing plural "s" is allowed) and, when the row has `with`,
 * one of those words too: "TDS" alone is the topic, "TDS" with "contractor" is 194C.
 */
import { matchText } from './normalize';

export interface SectionAlias {
  /** 1961 Act numbers, most relevant first. */
  sections: readonly string[];
  /** Ways of naming the topic, lower case. */
  phrases: readonly string[];
  /** Further words of which one must also appear (anywhere in the question). */
  with?: readonly string[];
  /** A second set of words of which one must also appear ("tds" with "rent" and "landlord"). */
  alsoWith?: readonly string[];
  /**
   * A whole topic rather than one section ("TDS", "capital gains"): a question that only names
   * the topic is better answered by a matching FAQ or guide when the search finds one.
   */
  broad?: boolean;
  /**
   * Added to the match's specificity: above 0 for a narrow rule that shares words with a general
   * one (54's "buying another house" against 112's "capital gains on a house"), below 0 for a
   * catch-all ("due date" and "last date" mean 139(1) only when nothing narrower matched).
   */
  weight?: number;
  /**
   * False for a row whose phrases are common words that name the section only with its `with`
   * words ("deduction" with "rent"): kept out of the search index, where they would pull every
   * question with those words towards the section.
   */
  indexed?: false;
}

const CAPITAL_GAIN = [
  'capital gain',
  'capital gains tax',
  'cg',
  'profit on sale',
  'profit on selling',
  'gain on sale',
  'gain on selling',
  'selling',
  'sold',
  'sale',
];
const LONG_TERM = ['ltcg', 'long term capital gain', 'long term gain', 'long term'];
const SHORT_TERM = ['stcg', 'short term capital gain', 'short term gain', 'short term'];
const EQUITY = [
  'share',
  'shares',
  'equity',
  'equities',
  'stock',
  'stocks',
  'mutual fund',
  'mutual funds',
  'equity fund',
  'listed',
];
const PROPERTY_OR_GOLD = [
  'property',
  'house',
  'land',
  'flat',
  'apartment',
  'plot',
  'real estate',
  'gold',
  'jewellery',
  'debt fund',
  'unlisted',
  'building',
];

export const SECTION_ALIASES: readonly SectionAlias[] = [
  // Salary and exemptions
  {
    sections: ['10(13A)'],
    phrases: ['hra', 'house rent allowance', 'rent allowance', 'hra exemption'],
  },
  {
    // Rent paid to a relative who owns the house is claimed through HRA.
    sections: ['10(13A)'],
    weight: 1,
    indexed: false,
    phrases: ['rent paid', 'rent receipt', 'paying rent', 'pay rent', 'rent'],
    with: ['parents', 'parent', 'father', 'mother', 'mom', 'dad', 'papa', 'relative', 'spouse'],
  },
  {
    sections: ['80GG'],
    phrases: ['rent paid', 'rent'],
    with: [
      'no hra',
      'without hra',
      'not receive hra',
      'dont get hra',
      'self employed',
      'no house rent allowance',
    ],
  },
  { sections: ['80GG'], phrases: ['80gg', 'rent deduction without hra', 'form 10ba', '10ba'] },
  {
    sections: ['10(5)'],
    phrases: ['lta', 'leave travel allowance', 'leave travel concession', 'ltc'],
  },
  { sections: ['10(10)'], phrases: ['gratuity'] },
  {
    sections: ['10(10AA)'],
    phrases: ['leave encashment', 'encashment of leave', 'earned leave encashment'],
  },
  {
    sections: ['10(10D)'],
    phrases: [
      'life insurance maturity',
      'maturity of life insurance',
      'insurance maturity',
      'maturity amount',
      'death benefit',
      'policy maturity',
    ],
  },
  {
    sections: ['10(14)'],
    phrases: [
      'special allowance',
      'children education allowance',
      'hostel allowance',
      'transport allowance',
      'conveyance allowance',
      'uniform allowance',
    ],
  },
  {
    sections: ['16(iii)'],
    weight: 2,
    phrases: ['professional tax', 'profession tax', 'ptax', 'tax on employment'],
  },
  {
    // The 30% deduction from rent (24(a)) is explained on our page for section 24.
    sections: ['24'],
    weight: 1,
    indexed: false,
    phrases: ['standard deduction', '30% deduction', '30 percent deduction', 'deduction'],
    with: ['rent', 'rental', 'rental income', 'let out', 'house property'],
  },
  {
    sections: ['23'],
    phrases: [
      'annual value',
      'deemed let out',
      'vacant',
      'lying vacant',
      'lying empty',
      'khali',
      'second house',
      'second flat',
      'second home',
      'self occupied houses',
    ],
  },
  {
    sections: ['57'],
    weight: 1,
    phrases: ['family pension'],
  },
  {
    sections: ['56'],
    weight: 1,
    phrases: ['other sources', 'income from other sources', 'head of income', 'which head'],
  },
  {
    sections: ['17(2)'],
    phrases: [
      'perquisite',
      'perquisites',
      'perks',
      'esop',
      'esops',
      'rsu',
      'rsus',
      'restricted stock units',
      'company car',
      'rent free accommodation',
      'employer provided',
    ],
  },
  { sections: ['56(2)(x)'], phrases: ['gift', 'gifts', 'gifted', 'received as gift'] },
  {
    sections: ['16(ia)'],
    phrases: [
      'standard deduction',
      'flat deduction for salaried',
      '75000 deduction',
      '75,000 deduction',
    ],
  },
  // Deductions
  {
    sections: ['24(b)'],
    phrases: [
      'home loan interest',
      'housing loan interest',
      'interest on home loan',
      'interest on housing loan',
      'home loan',
      'housing loan',
      'interest paid on home loan',
      'mortgage interest',
    ],
  },
  {
    sections: ['80C'],
    phrases: ['principal repayment', 'home loan principal', 'principal of home loan'],
  },
  {
    sections: ['80C'],
    phrases: [
      'ppf',
      'public provident fund',
      'elss',
      'epf',
      'vpf',
      'provident fund',
      'life insurance premium',
      'lic premium',
      'nsc',
      'national savings certificate',
      'tax saving fd',
      'tax saving fixed deposit',
      'tax saver fd',
      'sukanya samriddhi',
      'ssy',
      'scss',
      'senior citizens savings scheme',
      'tuition fee',
      'tuition fees',
      'school fees',
      'tax saving investment',
      'tax saving investments',
      '1.5 lakh deduction',
      '1,50,000 deduction',
    ],
  },
  {
    sections: ['80CCC'],
    phrases: ['pension fund of insurer', 'annuity plan', 'pension plan of lic', '80ccc'],
  },
  {
    sections: ['80CCD(1B)'],
    phrases: [
      'nps',
      'national pension system',
      'national pension scheme',
      'additional nps',
      'extra 50000 nps',
      'nps 50000',
    ],
  },
  {
    sections: ['80CCD(2)'],
    phrases: [
      'employer nps',
      'employer contribution to nps',
      'employers contribution to nps',
      'employer s contribution to nps',
      'corporate nps',
    ],
  },
  {
    // "nps employer contribution 14%": the words in either order.
    sections: ['80CCD(2)'],
    phrases: [
      'employer contribution',
      'employers contribution',
      'employer share',
      'company contribution',
    ],
    with: ['nps', 'national pension'],
    weight: 1,
  },
  {
    sections: ['80CCD(1)'],
    phrases: ['own contribution to nps', 'employee contribution to nps', 'atal pension', 'apy'],
  },
  {
    sections: ['80D'],
    phrases: [
      'medical insurance',
      'health insurance',
      'mediclaim',
      'health cover',
      'health policy',
      'medical policy',
      'preventive health check up',
      'preventive check up',
      'health check up',
      'health insurance premium',
      'family floater',
    ],
  },
  {
    sections: ['80DD'],
    phrases: [
      'dependant with disability',
      'dependent with disability',
      'disabled dependant',
      'disabled dependent',
      'disabled child',
      'disabled parent',
      'disabled son',
      'disabled daughter',
      'disabled spouse',
      'disabled wife',
      'disabled husband',
      'disabled brother',
      'disabled sister',
    ],
  },
  {
    // The reader's own disability ("i have 40% disability") is 80U, a dependant's 80DD.
    sections: ['80U'],
    weight: 1,
    indexed: false,
    phrases: ['disability', 'disabled'],
    with: ['i have', 'i am', 'im', 'myself', 'my own', 'self', 'mujhe', 'main'],
  },
  {
    sections: ['80DDB'],
    phrases: [
      'specified diseases',
      'specified disease',
      'cancer treatment',
      'critical illness treatment',
      'medical treatment of',
      'treatment of cancer',
      'neurological disease',
      'cancer',
      'chemotherapy',
      'dialysis',
    ],
  },
  {
    sections: ['80E'],
    phrases: [
      'education loan',
      'student loan',
      'study loan',
      'interest on education loan',
      'higher education loan',
    ],
  },
  { sections: ['80EE'], phrases: ['first home loan 2016', 'first time home buyer 2016', '80ee'] },
  {
    sections: ['80EEA'],
    phrases: ['affordable housing', 'affordable home', 'first time home buyer', 'first home buyer'],
  },
  {
    sections: ['80G'],
    phrases: ['donation', 'donations', 'charity', 'charitable', 'pm cares', 'relief fund'],
  },
  {
    sections: ['80GGC'],
    phrases: ['political party', 'political parties', 'electoral trust', 'political donation'],
  },
  {
    sections: ['80TTA'],
    phrases: [
      'savings account interest',
      'savings bank interest',
      'interest on savings account',
      'interest on savings',
      'savings interest',
      'sb interest',
      'savings account',
      'savings bank account',
      'sb account',
    ],
  },
  {
    sections: ['80TTB'],
    phrases: [
      'deposit interest',
      'interest on deposits',
      'fd interest',
      'fixed deposit interest',
      'interest income',
      'interest',
    ],
    with: [
      'senior',
      'seniors',
      'senior citizen',
      'senior citizens',
      'aged 60',
      'above 60',
      'over 60',
      '60 years',
    ],
  },
  {
    sections: ['80U'],
    phrases: [
      'person with disability',
      'disabled person',
      'self disability',
      'severe disability',
      'i am disabled',
      'disability deduction',
    ],
  },
  // Capital gains
  { sections: ['112A'], phrases: LONG_TERM, with: EQUITY },
  {
    sections: ['112A', '112'],
    phrases: ['ltcg', 'long term capital gain', 'long term capital gains tax', 'long term gain'],
  },
  {
    sections: ['112A'],
    phrases: ['1.25 lakh exemption', '1,25,000 exemption', 'grandfathering', 'stt paid'],
  },
  { sections: ['112'], phrases: LONG_TERM, with: PROPERTY_OR_GOLD },
  { sections: ['112'], phrases: CAPITAL_GAIN, with: PROPERTY_OR_GOLD },
  { sections: ['112'], phrases: ['indexation', 'cost inflation index', 'cii', 'indexed cost'] },
  {
    // Shares listed abroad are not listed Indian equity with STT (111A, 112A): they are taxed
    // like other assets, long term after 24 months under 112, as our 112 page explains.
    sections: ['112'],
    weight: 5,
    phrases: [
      'foreign shares',
      'foreign share',
      'foreign stocks',
      'foreign stock',
      'foreign equity',
      'us stocks',
      'us shares',
      'international stocks',
      'international shares',
      'overseas stocks',
      'overseas shares',
      'shares listed abroad',
      'stocks listed abroad',
    ],
  },
  { sections: ['111A'], phrases: SHORT_TERM, with: EQUITY },
  {
    sections: ['111A'],
    phrases: ['stcg', 'short term capital gain', 'short term capital gains tax', 'short term gain'],
  },
  { sections: ['112A', '111A'], phrases: CAPITAL_GAIN, with: EQUITY },
  {
    sections: ['112A', '112', '111A'],
    phrases: ['capital gain', 'capital gains tax'],
    broad: true,
  },
  {
    sections: ['54'],
    weight: 1,
    phrases: [
      'buy another house',
      'buying another house',
      'new house',
      'reinvest in house',
      'residential house',
      'bought new',
      'bought a new',
      'bought another',
      'buy new',
      'buy a new',
      'purchased new',
      'purchased another',
      'new flat',
      'another flat',
      'new home',
      'another house',
      'bought flat',
      'bought house',
    ],
    with: ['capital gain', 'sell', 'sold', 'sale', 'selling', 'exemption', 'ltcg'],
  },
  {
    sections: ['54'],
    weight: 1,
    phrases: ['capital gains exemption on house', 'exemption on sale of house'],
  },
  {
    sections: ['54EC'],
    phrases: [
      '54ec bonds',
      'capital gain bonds',
      'capital gains bonds',
      'nhai bonds',
      'rec bonds',
      'pfc bonds',
      'irfc bonds',
    ],
  },
  {
    sections: ['54F'],
    phrases: [
      'sale proceeds',
      'net consideration',
      'other than a house',
      'any asset other than house',
    ],
    with: ['house', 'residential'],
  },
  {
    // Something other than a house sold (shares, gold, a plot) and a house bought: 54F.
    sections: ['54F'],
    weight: 1.5,
    indexed: false,
    phrases: [
      'sold shares',
      'sold my shares',
      'sold stocks',
      'sold mutual funds',
      'sold gold',
      'sold land',
      'sold plot',
      'sold a plot',
      'sale of shares',
      'selling shares',
      'selling gold',
      'selling plot',
    ],
    with: ['house', 'flat', 'home', 'residential'],
  },
  { sections: ['54B'], weight: 1, phrases: ['agricultural land'] },
  {
    // Debt funds bought from April 2023 are always short term (50AA).
    sections: ['50AA'],
    weight: 1,
    indexed: false,
    phrases: [
      'debt fund',
      'debt funds',
      'debt mutual fund',
      'debt mutual funds',
      'market linked debenture',
      'market linked debentures',
      'mld',
    ],
  },
  // Losses
  {
    sections: ['70'],
    weight: 1,
    indexed: false,
    phrases: ['set off', 'setoff', 'adjust'],
    with: ['loss', 'losses'],
  },
  {
    sections: ['71'],
    weight: 2,
    phrases: [
      'house property loss',
      'loss from house property',
      'loss on house property',
      'loss under house property',
    ],
  },
  // Rates, rebate, regimes
  {
    sections: ['87A'],
    phrases: [
      'rebate',
      'tax rebate',
      '87a rebate',
      'marginal relief',
      'zero tax up to 12 lakh',
      'tax free upto 12 lakh',
      'no tax upto 12 lakh',
      'no tax up to 12 lakh',
      'tax free up to 12 lakh',
      '12 lakh tax free',
    ],
  },
  {
    sections: ['115BAC'],
    phrases: [
      'new regime',
      'new tax regime',
      'default regime',
      'default tax regime',
      'new slab',
      'new slabs',
      'new tax slabs',
      'old regime',
      'old tax regime',
      'old vs new',
      'old or new',
      'old and new regime',
      'tax regime',
      'regime',
      'slab rates',
      'tax slabs',
      'slabs',
      'income tax slab',
      'form 10 iea',
      'opt out of new regime',
    ],
  },
  {
    // The surcharge rates sit with the slab rates on our 115BAC page (and the engine's rules).
    sections: ['115BAC'],
    phrases: ['surcharge', 'surcharge rate', 'surcharge rates'],
  },
  {
    sections: ['89'],
    phrases: [
      'arrears',
      'arrear',
      'salary arrears',
      'advance salary',
      'form 10e',
      'relief under 89',
    ],
  },
  // Business and profession
  {
    sections: ['44AD'],
    phrases: [
      'presumptive',
      'presumptive taxation',
      'presumptive tax',
      'small business',
      'trader',
      'traders',
      'shopkeeper',
      '6% of turnover',
      '8% of turnover',
    ],
  },
  { sections: ['44ADA'], phrases: ['freelancer', 'freelancing', 'freelance'] },
  {
    sections: ['44ADA'],
    phrases: ['presumptive', 'presumptive taxation', 'presumptive tax', 'presumptive income'],
    with: [
      'freelancer',
      'freelancing',
      'professional',
      'profession',
      'consultant',
      'doctor',
      'lawyer',
      'architect',
    ],
  },
  {
    sections: ['44ADA'],
    phrases: ['professional', 'consultant', 'doctor', 'lawyer', 'architect'],
    with: ['presumptive', '50%', 'receipts', 'gross receipts'],
  },
  {
    sections: ['44ADA'],
    phrases: ['presumptive for professionals', 'presumptive taxation for professionals'],
  },
  {
    sections: ['44AE'],
    phrases: [
      'goods carriage',
      'goods vehicle',
      'truck',
      'trucks',
      'transporter',
      'transport business',
      'heavy vehicle',
    ],
  },
  {
    sections: ['44AB'],
    phrases: ['tax audit', 'audit limit', 'audit report', 'turnover limit for audit'],
  },
  // TDS and TCS
  {
    sections: ['192'],
    phrases: ['tds', 'tax deducted', 'tds deducted'],
    with: ['salary', 'salaries', 'employer', 'form 16'],
  },
  { sections: ['192'], phrases: ['form 16', 'tds on salary'] },
  { sections: ['194'], phrases: ['tds', 'tax deducted'], with: ['dividend', 'dividends'] },
  { sections: ['194'], phrases: ['dividend', 'dividends'] },
  {
    sections: ['194A'],
    phrases: ['tds', 'tax deducted'],
    with: ['interest', 'fd', 'fixed deposit', 'bank', 'recurring deposit'],
    // "TDS on FD interest for seniors" asks about the deduction at source (194A), not the
    // senior's deduction from income (80TTB).
    weight: 1.5,
  },
  { sections: ['194A'], phrases: ['form 15g', 'form 15h', '15g', '15h'] },
  {
    sections: ['194B'],
    phrases: ['lottery', 'lotteries', 'crossword', 'game show', 'prize money', 'winnings'],
  },
  {
    sections: ['115BBJ'],
    weight: 1,
    phrases: [
      'online gaming',
      'online game',
      'online games',
      'gaming app',
      'fantasy',
      'dream11',
      'dream 11',
      'rummy',
      'poker',
    ],
  },
  {
    sections: ['194C'],
    phrases: ['tds', 'tax deducted'],
    with: [
      'contractor',
      'contractors',
      'contract',
      'sub contractor',
      'subcontractor',
      'contract work',
    ],
  },
  {
    sections: ['194C'],
    phrases: [
      'contractor',
      'contractors',
      'contractor payment',
      'payment to contractor',
      'payments to contractors',
    ],
  },
  { sections: ['194H'], phrases: ['commission', 'brokerage'] },
  { sections: ['194I'], phrases: ['tds', 'tax deducted'], with: ['rent', 'rental', 'lease'] },
  {
    // Rent paid by an individual or HUF not under audit (a tenant to a landlord): 194IB.
    sections: ['194IB'],
    weight: 1,
    indexed: false,
    phrases: ['tds', 'tax deducted'],
    with: ['rent', 'rental'],
    alsoWith: ['individual', 'individuals', 'landlord', 'tenant', 'salaried', 'huf'],
  },
  {
    sections: ['194IB'],
    phrases: [
      'tds on rent paid by individuals',
      'rent above 50000',
      'rent more than 50000',
      'tenant deduct tds',
      'tenant tds',
      'form 26qc',
      '26qc',
    ],
  },
  {
    sections: ['194IA'],
    phrases: ['tds', 'tax deducted'],
    with: [
      'property purchase',
      'buying property',
      'purchase of property',
      'immovable property',
      'buying a flat',
      'buying flat',
      'buy a flat',
      'buy flat',
      'flat purchase',
      'buying a house',
      'buying house',
      'house purchase',
      'property',
    ],
  },
  { sections: ['194IA'], phrases: ['form 26qb', '26qb', 'tds on property'] },
  {
    sections: ['194J'],
    phrases: ['tds', 'tax deducted'],
    with: [
      'professional',
      'professional fees',
      'technical',
      'technical fees',
      'royalty',
      'consultancy',
      'fees',
    ],
  },
  { sections: ['194J'], phrases: ['professional fees', 'technical services', 'royalty'] },
  {
    // TDS on a freelancer's fees (194J), as against how the freelancer is taxed (44ADA).
    sections: ['194J'],
    weight: 1,
    indexed: false,
    phrases: ['freelancer', 'freelancing', 'freelance', 'freelancers'],
    with: ['tds', 'tax deducted'],
  },
  { sections: ['194M'], phrases: ['194m'] },
  {
    // An individual paying a contractor for personal work (a home renovation): 194M.
    sections: ['194M'],
    weight: 2,
    indexed: false,
    phrases: [
      'renovation',
      'house construction',
      'home construction',
      'construction of my house',
      'personal work',
    ],
    with: ['tds', 'tax deducted', 'deduct', 'contractor', 'contractors'],
  },
  {
    sections: ['194N'],
    phrases: ['cash withdrawal', 'cash withdrawals', 'withdraw cash', 'withdrawing cash'],
  },
  {
    sections: ['194N'],
    phrases: ['tds', 'tax deducted'],
    with: ['cash withdrawal', 'cash withdrawals', 'withdraw cash', 'withdrawing cash'],
    // Above the 194A row, which a "bank" in the question also matches.
    weight: 2,
  },
  {
    sections: ['194O'],
    phrases: [
      'e commerce',
      'ecommerce',
      'online seller',
      'marketplace seller',
      'amazon seller',
      'flipkart seller',
    ],
  },
  {
    // Whether someone of 75 or more must file: 194P's exemption, before the general 139(1).
    sections: ['194P'],
    phrases: ['aged 75 plus'],
    with: ['return', 'returns', 'itr', 'file', 'filing'],
    indexed: false,
  },
  {
    sections: ['194P'],
    phrases: ['aged 75', 'age 75', '75 years', 'above 75', 'over 75', 'senior citizens 75'],
  },
  { sections: ['194Q'], phrases: ['purchase of goods', 'buyer of goods', 'goods purchase'] },
  {
    sections: ['194S'],
    phrases: ['tds', 'tax deducted'],
    with: ['crypto', 'cryptocurrency', 'bitcoin', 'virtual digital asset', 'vda', 'nft'],
  },
  {
    // How crypto income is taxed (115BBH), as against the TDS on its transfer (194S).
    sections: ['115BBH'],
    phrases: [
      'crypto',
      'cryptocurrency',
      'cryptocurrencies',
      'bitcoin',
      'virtual digital asset',
      'vda',
      'nft',
      'nfts',
    ],
    with: [
      'tax rate',
      'taxable',
      'taxed',
      'income',
      'gain',
      'gains',
      'profit',
      'profits',
      'loss',
      'losses',
      '30%',
    ],
  },
  {
    sections: ['194S'],
    phrases: [
      'crypto',
      'cryptocurrency',
      'cryptocurrencies',
      'bitcoin',
      'virtual digital asset',
      'vda',
      'nft',
      'nfts',
    ],
  },
  {
    sections: ['194T'],
    phrases: [
      'partner salary',
      'partner remuneration',
      'payment to partners',
      'payments to partners',
      'partners interest',
    ],
  },
  {
    sections: ['194T'],
    weight: 1.5,
    indexed: false,
    phrases: ['partner', 'partners'],
    with: ['firm', 'llp', 'remuneration', 'salary', 'tds'],
  },
  {
    sections: ['195'],
    phrases: ['nri', 'nris', 'non resident', 'non residents'],
    with: ['tds', 'tax deducted'],
    weight: 1.5,
  },
  {
    // The flat rates on a non-resident's dividends, interest, royalty and technical fees (115A),
    // as against the TDS on paying them (195).
    sections: ['115A'],
    phrases: ['dividend', 'dividends', 'interest', 'royalty', 'technical fees'],
    with: ['nri', 'nris', 'non resident', 'non residents'],
    alsoWith: ['rate', 'rates', 'taxed', 'tax rate', 'how much tax', 'kitna tax'],
    weight: 2,
  },
  {
    sections: ['195'],
    phrases: [
      'non resident',
      'non residents',
      'nri',
      'nris',
      'foreign remittance',
      'payment to non resident',
    ],
  },
  {
    sections: ['206AA'],
    phrases: [
      'no pan',
      'without pan',
      'pan not given',
      'inoperative pan',
      'pan not linked',
      'higher tds',
    ],
  },
  {
    sections: ['206AB'],
    phrases: [
      'non filer',
      'non filers',
      'specified person',
      'tds for non filers',
      'higher tds for non filers',
      'tcs for non filers',
      '206cca',
    ],
  },
  {
    // Tax on buying a car is collected by the seller (TCS), whatever word the buyer uses for it.
    sections: ['206C'],
    phrases: ['tds', 'tcs', 'tax deducted', 'tax collected'],
    with: ['car', 'cars', 'motor vehicle', 'motor vehicles', 'luxury goods', 'luxury car'],
    weight: 2,
  },
  {
    sections: ['206C'],
    phrases: [
      'tcs',
      'tax collected at source',
      'foreign remittance tcs',
      'tcs on foreign remittance',
      'tcs on remittance',
      'lrs',
      'tcs on foreign travel',
      'tour package',
    ],
  },
  {
    sections: ['192', '194A', '194C', '194J'],
    phrases: ['tds', 'tax deducted at source', 'tds rates', 'tds rate chart'],
    broad: true,
  },
  // Paying tax and returns
  {
    sections: ['208'],
    phrases: ['advance tax', 'who pays advance tax', 'advance tax liability', 'pay advance tax'],
  },
  {
    sections: ['211'],
    phrases: [
      'advance tax due date',
      'advance tax due dates',
      'advance tax instalments',
      'advance tax installments',
      'advance tax instalment',
      'advance tax installment',
      'advance tax dates',
      'instalment dates',
      'installment dates',
      'advance tax schedule',
      'june 15',
      '15 june',
      '15 march',
    ],
  },
  { sections: ['207'], phrases: ['senior citizen advance tax', 'exempt from advance tax'] },
  {
    sections: ['234B'],
    weight: 1,
    indexed: false,
    phrases: ['interest'],
    with: ['advance tax'],
  },
  { sections: ['140A'], phrases: ['self assessment tax', 'self assessment', 'challan 280'] },
  {
    sections: ['234A'],
    phrases: ['interest for late return', 'interest on late filing', '234a interest'],
  },
  {
    sections: ['234B'],
    phrases: [
      'interest for not paying advance tax',
      'shortfall in advance tax',
      'interest on advance tax shortfall',
      '90% advance tax',
    ],
  },
  {
    sections: ['234C'],
    phrases: [
      'deferment of advance tax',
      'late advance tax instalment',
      'interest for late instalment',
      'missed advance tax instalment',
    ],
  },
  {
    sections: ['234F'],
    phrases: ['penalty', 'fee', 'fine', 'late fee'],
    with: ['late', 'delay', 'delayed', 'after the due date', 'missed the due date', 'belated'],
  },
  {
    sections: ['234F'],
    phrases: [
      'late fee',
      'late filing fee',
      'penalty for late filing',
      'penalty for late return',
      'late filing penalty',
      'fee for late filing',
      'missed the due date',
      'filed late',
      'file late',
    ],
  },
  {
    sections: ['234E'],
    phrases: [
      'late tds return',
      'late fee for tds return',
      'late tds statement',
      'tds statement late',
    ],
  },
  {
    sections: ['234E'],
    weight: 1.5,
    indexed: false,
    phrases: ['tds return', 'tds statement', 'tcs return', 'tcs statement', '24q', '26q'],
    with: ['late', 'delay', 'delayed', 'fee', 'fees', 'penalty'],
  },
  {
    // Creators' earnings are business or professional income.
    sections: ['28'],
    phrases: [
      'youtube',
      'youtuber',
      'youtube income',
      'influencer',
      'content creator',
      'blogger',
      'instagram income',
    ],
  },
  {
    // Whether a non-resident must file: the filing rule, not the TDS on paying a non-resident.
    sections: ['139(1)'],
    phrases: ['itr', 'return', 'file', 'filing'],
    with: ['nri', 'nris', 'non resident', 'non residents'],
    weight: 1,
    indexed: false,
  },
  {
    sections: ['139(1)'],
    weight: -0.5,
    phrases: [
      'itr due date',
      'return due date',
      'due date',
      'due date for filing',
      'last date',
      'who must file',
      'who should file',
      'file itr',
      'file my itr',
      'filing itr',
      'itr filing',
      'income tax return',
      'file return',
      'filing return',
      'itr form',
      'which itr',
      'itr 1',
      'itr 2',
      'itr 3',
      'itr 4',
      'sahaj',
      'sugam',
      'file income tax return',
      'filing of return',
    ],
  },
  {
    sections: ['139(4)'],
    phrases: [
      'belated return',
      'belated itr',
      'late return',
      'after the due date',
      'missed itr deadline',
      'december 31',
      '31 december',
      'after 31 december',
      'missed 31 july',
      'missed july 31',
      'after 31 july',
      'after july 31',
      'missed the deadline',
      'missed deadline',
    ],
  },
  {
    // Health and education cess is explained with the slab rates on our 115BAC page; bare
    // "cess" is a catch-all, so a question naming a narrower section goes there.
    sections: ['115BAC'],
    weight: 1,
    phrases: [
      'health and education cess',
      'education cess',
      'health cess',
      '4% cess',
      'cess 4%',
      'cess rate',
      'rate of cess',
    ],
  },
  { sections: ['115BAC'], weight: -1, phrases: ['cess'] },
  {
    sections: ['74'],
    phrases: [
      'capital loss',
      'capital losses',
      'carry forward capital loss',
      'carry forward loss',
      'carry forward losses',
      'carry forward of loss',
      'carry forward of losses',
      'loss carry forward',
    ],
  },
  {
    sections: ['139(5)'],
    phrases: [
      'revised return',
      'revise my return',
      'revise return',
      'revise itr',
      'correct a mistake in return',
      'mistake in itr',
    ],
  },
  {
    // "itr mein galti ho gayi": galti is Hindi for mistake.
    sections: ['139(5)'],
    phrases: ['revise', 'revising', 'galti', 'mistake'],
    with: ['itr', 'return', 'returns'],
  },
  {
    sections: ['139(8A)'],
    phrases: ['updated return', 'itr u', 'itru', 'update return', 'missed income'],
  },
  {
    sections: ['143(1)'],
    phrases: ['intimation', 'processing of return', 'cpc', 'refund status', 'tax refund', 'refund'],
  },
  {
    sections: ['148'],
    phrases: [
      'reassessment',
      'escaped assessment',
      'income escaping assessment',
      'reopening',
      'reopen assessment',
      'notice under 148',
    ],
  },
  {
    sections: ['270A'],
    phrases: [
      'under reporting',
      'underreporting',
      'misreporting',
      'concealment',
      'penalty for under reporting',
      'penalty on wrong income',
    ],
  },
];

/**
 * Hinglish names of sections ("home loan ka byaj", "hra chhut", "manak katauti"). Each row needs
 * a Hindi word, so an English question matches exactly what it matched before; a Devanagari
 * question reaches the English rows above through readHindi (normalize.ts), which puts the
 * glossary's Hindi terms in English first. Kept out of the index's alias field for the same
 * reason: English scores there stay as they were.
 */
export const HINGLISH_ALIASES: readonly SectionAlias[] = [
  {
    sections: ['24(b)'],
    phrases: ['byaj', 'byaaj', 'bayaj', 'biyaj', 'ब्याज'],
    with: ['home loan', 'housing loan', 'house loan', 'house', 'home', 'होम लोन'],
  },
  {
    sections: ['80E'],
    weight: 1,
    phrases: ['byaj', 'byaaj', 'bayaj', 'biyaj'],
    with: ['education loan', 'padhai', 'shiksha', 'study loan'],
  },
  {
    sections: ['10(13A)'],
    phrases: ['chhut', 'chhoot', 'chhootein', 'chhuut'],
    with: ['hra', 'house rent', 'kiraya', 'rent allowance'],
  },
  {
    sections: ['16(ia)'],
    phrases: ['manak katauti', 'manak kataouti', 'manak kattauti', 'standard katauti'],
  },
  { sections: ['208', '211'], phrases: ['agrim kar', 'agrim tax', 'advance kar'] },
  {
    sections: ['211'],
    weight: 1,
    phrases: ['kab bharna', 'kab bhare', 'kab bharen', 'kab tak bharna', 'kab jama', 'kab pay'],
    with: ['agrim kar', 'agrim tax', 'advance tax', 'advance kar'],
  },
  {
    sections: ['211'],
    phrases: ['kist', 'kisht', 'kiston'],
    with: ['agrim kar', 'agrim tax', 'advance tax', 'advance kar'],
  },
  {
    sections: ['112A', '112', '111A'],
    phrases: ['punjigat labh', 'poonjigat labh', 'punji labh', 'poonji labh', 'punjigat laabh'],
    broad: true,
  },
  { sections: ['80D'], phrases: ['swasthya bima', 'sehat bima', 'health bima', 'mediclaim bima'] },
  { sections: ['80G'], phrases: ['daan', 'chanda'] },
  {
    sections: ['139(1)'],
    phrases: ['itr bharna', 'itr bharne', 'return bharna', 'return bharne', 'itr kab bhare'],
  },
  {
    sections: ['234F'],
    phrases: ['der se return', 'deri se return', 'late return bharne', 'der se itr'],
  },
];

export interface AliasMatch {
  alias: SectionAlias;
  phrase: string;
  /** Longer and qualified phrases are more specific. */
  specificity: number;
  /** Where the phrase starts in the question (its words), for ordering. */
  position: number;
}

function phrasePattern(phrase: string): RegExp {
  const words = matchText(phrase).trim().split(' ');
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // A trailing plural on the last word: "health insurances", "tds deductions".
  return new RegExp(` ${escaped.join(' ')}(?:s|es)? `);
}

interface CompiledAlias {
  alias: SectionAlias;
  phrases: { phrase: string; pattern: RegExp; words: number }[];
  with: RegExp[];
  alsoWith: RegExp[];
}

const compiled: CompiledAlias[] = [...SECTION_ALIASES, ...HINGLISH_ALIASES].map((alias) => ({
  alias,
  phrases: alias.phrases.map((phrase) => ({
    phrase,
    pattern: phrasePattern(phrase),
    words: matchText(phrase).trim().split(' ').length,
  })),
  with: (alias.with ?? []).map(phrasePattern),
  alsoWith: (alias.alsoWith ?? []).map(phrasePattern),
}));

/**
 * Words people type for the words our phrases use: Hindi ("becha" sold, "ilaaj" treatment),
 * short forms ("a/c" account, "yrs" years) and older terms ("handicapped" disabled).
 */
const SYNONYMS: readonly [RegExp, string][] = [
  [/ (?:a c|acc|acct) /g, ' account '],
  [/ saving (?=account|bank|interest)/g, ' savings '],
  [/ (?:handicapped|handicap|divyang|differently abled|physically challenged) /g, ' disabled '],
  [/ (?:ilaaj|ilaj|upchar) /g, ' treatment '],
  [/ (?:kharcha|kharch) /g, ' expense '],
  [/ (?:becha|bechi|beche|bech diya|bechna) /g, ' sold '],
  [/ (?:kharida|kharidi|kharide|liya|li) /g, ' bought '],
  [/ (?:naya|nayi|naye) /g, ' new '],
  [/ (?:ghar|makaan|makan) /g, ' house '],
  [/ (?:dusri|dusra|doosri|doosra) /g, ' another '],
  [/ (?:zameen|jameen) /g, ' land '],
  [/ agri land /g, ' agricultural land '],
  [/ (?:yrs|yr) /g, ' years '],
  [/ std (?=deduction|ded )/g, ' standard '],
  // A holding period under a year is short term for shares and equity funds.
  [
    / (?:within|less than|under|before|in) (?:[1-9]|1[01]) (?:months?|mahine|mahina) /g,
    ' short term ',
  ],
  [/ hp (?=loss|income|property)/g, ' house property '],
  // An age of 75 or more, however typed ("is 78", "aged 80", "82 saal"), for 194P's row.
  [
    / (?:is|aged?|age of|umar|umr) (?:7[5-9]|[89]\d|1[01]\d)(?: years| saal)?(?: old)? | (?:7[5-9]|[89]\d|1[01]\d) (?:years|saal)(?: old| ka| ki| ke)? /g,
    ' aged 75 plus ',
  ],
];

function withSynonyms(text: string): string {
  // Twice, so that neighbouring words both get replaced (" naya flat liya ").
  let out = text;
  for (let pass = 0; pass < 2; pass++)
    for (const [pattern, word] of SYNONYMS) out = out.replace(pattern, word);
  return out;
}

/**
 * The alias rows a question matches, most specific first: a qualified row ("tds" with
 * "contractor") beats a bare one, a longer phrase beats a shorter one, an earlier one a later.
 */
export function matchAliases(question: string): AliasMatch[] {
  const text = withSynonyms(matchText(question));
  const matches: AliasMatch[] = [];
  for (const row of compiled) {
    if (row.with.length > 0 && !row.with.some((w) => w.test(text))) continue;
    if (row.alsoWith.length > 0 && !row.alsoWith.some((w) => w.test(text))) continue;
    let best: AliasMatch | undefined;
    for (const p of row.phrases) {
      const found = p.pattern.exec(text);
      if (!found) continue;
      const specificity =
        p.words +
        (row.with.length > 0 ? 1.5 : 0) +
        (row.alsoWith.length > 0 ? 1.5 : 0) +
        (row.alias.weight ?? 0);
      if (!best || specificity > best.specificity) {
        best = { alias: row.alias, phrase: p.phrase, specificity, position: found.index };
      }
    }
    if (best) matches.push(best);
  }
  return matches.sort((a, b) => b.specificity - a.specificity || a.position - b.position);
}

/** Every phrase naming a section, for the search index (so "mediclaim" finds 80D). */
export function aliasPhrasesFor(sectionNumber: string): string[] {
  return SECTION_ALIASES.filter(
    (a) => a.sections[0] === sectionNumber && a.indexed !== false,
  ).flatMap((a) => a.phrases);
}
