/**
 * Questions that need a figure ("tax on 15 lakh in the new regime", "HRA exemption for basic
 * 50000 rent 25000 in Mumbai") are answered by the tax engine, never by a model: this file reads
 * the inputs out of the question, runs the engine and words its result and working. Every rupee
 * figure in these answers is a field of an engine result.
 */
import { formatINR } from '@taxguide/content';
import type { ExplainAnswer, WorkingStep } from '@taxguide/contracts/ai';
import {
  DEFAULT_FINANCIAL_YEAR,
  SUPPORTED_FINANCIAL_YEARS,
  addMonths,
  isIsoDate,
  resolveMetroCity,
  rulesFor,
  runCalculation,
  type AdvanceTaxInput,
  type AssetType,
  type CalculatorId,
  type CalculatorMap,
  type CapitalGainsInput,
  type CompareInput,
  type DeductionClaims,
  type EngineOptions,
  type FinancialYear,
  type HraInput,
  type PresumptiveInput,
  type Regime,
  type Step,
} from '@taxguide/tax-engine';
import { HI } from '@taxguide/tax-engine/hindi';
import {
  asFinancialYear,
  parseAgeGroup,
  parseAmounts,
  parseFinancialYear,
  parseRegime,
  type Amount,
} from './amounts';
import { matchAliases } from './aliases';
import { CALCULATION_HI } from './calculation-hindi';
import { citationsFor, pageNumbers } from './citations';
import { hindiCitations } from './hindi-answer';
import { findSectionReferences } from './section-references';

export type CalculationRequest =
  | {
      calculator: 'income_tax';
      regime: Regime | undefined;
      input: CompareInput;
      assumptions: Assumption[];
    }
  | {
      calculator: 'hra';
      input: HraInput;
      hraGiven: boolean;
      monthly: boolean;
      assumptions: Assumption[];
    }
  | { calculator: 'advance_tax'; input: AdvanceTaxInput; assumptions: Assumption[] }
  | { calculator: 'capital_gains'; input: CapitalGainsInput; assumptions: Assumption[] }
  | { calculator: 'presumptive'; input: PresumptiveInput; assumptions: Assumption[] }
  | { calculator: 'unsupported_year'; financialYear: string };

export type IncomeTaxRequest = Extract<CalculationRequest, { calculator: 'income_tax' }>;

// ---------------------------------------------------------------------------------------------
// The sentences of an answer, one object per language (the Hindi twin is in calculation-hindi.ts)

/** Every sentence this file builds around the engine's figures; a language is one value of it. */
export interface CalculationText {
  /** What the question left out and was assumed; kept with the request, worded on answering. */
  assumption: {
    yearNotGiven: (fy: string) => string;
    treatedAsSalary: () => string;
    ageBelow60: () => string;
    resident: () => string;
    noDeductions: () => string;
    cityNotGiven: (metroCities: readonly string[]) => string;
    hraNotGiven: () => string;
    monthlyAmounts: () => string;
    periodAmounts: () => string;
    newRegimeAssumed: () => string;
    salaryNoBusiness: () => string;
    monthAsFirstDay: () => string;
    boughtBeforeSaleDate: (months: number) => string;
    saleDateToday: (today: string, months: number) => string;
    listedWithStt: () => string;
    receiptsAsCash: () => string;
  };
  regimeName: Record<Regime, string>;
  fy: (fy: string) => string;
  engineNote: string;
  stepLine: (label: string, amount: string, section?: string, section2025?: string) => string;
  regimePrefix: (regime: Regime) => string;
  incomeTax: {
    what: (other: boolean) => string;
    withDeductions: string;
    rebate: (amount: string) => string;
    surcharge: (amount: string) => string;
    title: (income: string, regime: Regime, fy: string) => string;
    explanation: (p: {
      what: string;
      income: string;
      fy: string;
      regime: Regime;
      deductions: string;
      tax: string;
      taxable: string;
      rebate: string;
      surcharge: string;
    }) => string;
    otherRegime: (regime: Regime, tax: string) => string;
    sameTax: string;
    cheaper: (winner: Regime, saving: string) => string;
    noBreakEven: string;
    breakEven: (amount: string) => string;
    compareTitle: (income: string, fy: string) => string;
    compareExplanation: (p: {
      what: string;
      income: string;
      fy: string;
      newTax: string;
      oldTax: string;
      deductions: string;
      verdict: string;
    }) => string;
    regimeLine: (regime: Regime, tax: string, taxable: string) => string;
  };
  hra: {
    period: (monthly: boolean) => string;
    place: (percent: number, metro: boolean) => string;
    taxable: (amount: string, period: string) => string;
    fullYear: (amount: string) => string;
    title: string;
    explanation: (p: {
      basic: string;
      rent: string;
      period: string;
      place: string;
      exempt: string;
      atMost: boolean;
      taxable: string;
    }) => string;
  };
  advanceTax: {
    due: (p: {
      income: string;
      fy: string;
      tax: string;
      tds: string;
      due: string;
      q1: string;
      q2: string;
      q3: string;
      q4: string;
    }) => string;
    notDue: (p: { income: string; fy: string; balance: string; threshold: string }) => string;
    title: (income: string, fy: string) => string;
  };
  capitalGains: {
    term: (long: boolean) => string;
    where: (section: string) => string;
    noGain: (p: { purchase: string; sale: string; gain: string }) => string;
    gain: (p: {
      purchase: string;
      purchaseDate: string;
      sale: string;
      saleDate: string;
      months: number;
      term: string;
      gain: string;
      where: string;
      tax: string;
      net: string;
    }) => string;
    title: (sale: string, fy: string) => string;
    indexation: (withIndexation: string, without: string) => string;
  };
  presumptive: {
    onlyIncome: (newTax: string, oldTax: string) => string;
    title: (businessType: string, fy: string) => string;
    eligible: (p: {
      receipts: string;
      businessType: string;
      income: string;
      rate: number;
    }) => string;
    aboveLimit: (p: { receipts: string; limit: string; businessType: string }) => string;
  };
  unsupportedYear: {
    title: (fy: string) => string;
    explanation: (years: string, defaultYear: string) => string;
  };
}

export const CALCULATION_EN: CalculationText = {
  assumption: {
    yearNotGiven: (fy) => `Year not given: FY ${fy} (tax year ${fy}) assumed.`,
    treatedAsSalary: () =>
      'Treated as salary income, so the standard deduction applies; say "other income" or "business income" if it is not salary.',
    ageBelow60: () => 'Age below 60 assumed (it matters only in the old regime).',
    resident: () => 'Resident individual assumed.',
    noDeductions: () =>
      'No deductions claimed: add them ("with 80C of 1.5 lakh") to see their effect.',
    cityNotGiven: (cities) =>
      `City not given: the 40% limit of a non-metro city is used (50% applies in ${cities.join(', ')}).`,
    hraNotGiven: () =>
      'HRA received not given: the exemption shown is the most it can be; it is never more than the HRA you actually receive.',
    monthlyAmounts: () => 'Amounts taken as monthly figures, as you wrote them.',
    periodAmounts: () =>
      'Amounts taken for the period you gave them (monthly figures give a monthly exemption).',
    newRegimeAssumed: () => 'New regime assumed (the default); say "old regime" to switch.',
    salaryNoBusiness: () => 'Treated as salary income with no business income.',
    monthAsFirstDay: () => 'A date given as a month is taken as the 1st of that month.',
    boughtBeforeSaleDate: (months) => `Bought ${months} months before the sale date you gave.`,
    saleDateToday: (today, months) =>
      `Sale date taken as today (${today}), bought ${months} months earlier.`,
    listedWithStt: () => 'Listed on a recognised exchange with STT paid assumed.',
    receiptsAsCash: () =>
      'Receipts not stated as digital are treated as cash, as the engine does by default; say "all digital" if they are.',
  },
  regimeName: { new: 'new regime', old: 'old regime' },
  fy: (fy) => `FY ${fy}`,
  engineNote: 'Figures from our tax engine, which applies the rules of the year you picked.',
  stepLine: (label, amount, section, section2025) =>
    `${label}: ${amount}${section ? ` (section ${section}${section2025 ? `; ${section2025} of the 2025 Act` : ''})` : ''}`,
  regimePrefix: (regime) => (regime === 'new' ? 'New regime: ' : 'Old regime: '),
  incomeTax: {
    what: (other) => (other ? 'an income' : 'a salary'),
    withDeductions: ' with the deductions you gave (old regime only)',
    rebate: (amount) => ` The section 87A rebate of ${amount} is included.`,
    surcharge: (amount) => ` It includes a surcharge of ${amount}.`,
    title: (income, regime, fy) =>
      `Income tax on ${income} in the ${CALCULATION_EN.regimeName[regime]}, FY ${fy}`,
    explanation: (p) =>
      `For ${p.what} of ${p.income} in FY ${p.fy}, the total tax in the ${CALCULATION_EN.regimeName[p.regime]}${p.deductions} is ${p.tax}, on a taxable income of ${p.taxable}.${p.rebate}${p.surcharge} ${CALCULATION_EN.engineNote} The working below shows each step and the section behind it.`,
    otherRegime: (regime, tax) =>
      `The same income in the ${CALCULATION_EN.regimeName[regime]}: total tax ${tax}.`,
    sameTax: 'Both regimes give the same tax.',
    cheaper: (winner, saving) =>
      `The ${CALCULATION_EN.regimeName[winner]} costs less, by ${saving}.`,
    noBreakEven:
      'No amount of old-regime deductions would make the old regime cheaper at this income.',
    breakEven: (amount) =>
      `The old regime would cost less only with old-regime deductions and exemptions of at least ${amount} in total.`,
    compareTitle: (income, fy) => `Income tax on ${income}: new and old regime, FY ${fy}`,
    compareExplanation: (p) =>
      `For ${p.what} of ${p.income} in FY ${p.fy}, the total tax is ${p.newTax} in the new regime and ${p.oldTax} in the old regime${p.deductions}. ${p.verdict} ${CALCULATION_EN.engineNote}`,
    regimeLine: (regime, tax, taxable) =>
      `${regime === 'new' ? 'New' : 'Old'} regime total tax: ${tax} (taxable income ${taxable})`,
  },
  hra: {
    period: (monthly) => (monthly ? ' a month' : ''),
    place: (percent, metro) => `the ${percent}% limit of ${metro ? 'a metro' : 'a non-metro'} city`,
    taxable: (amount, period) => ` Of the HRA received, ${amount}${period} stays taxable.`,
    fullYear: (amount) => `For a full year at these monthly figures, the exempt HRA is ${amount}.`,
    title: 'Section 10(13A): House Rent Allowance (HRA) Exemption',
    explanation: (p) =>
      `With a basic salary of ${p.basic}${p.period} and rent of ${p.rent}${p.period}, using ${p.place}, the exempt HRA under section 10(13A) is ${p.exempt}${p.period}${p.atMost ? ' at most' : ''}.${p.taxable} ${CALCULATION_EN.engineNote}`,
  },
  advanceTax: {
    due: (p) =>
      `On an income of ${p.income} in FY ${p.fy}, the year's tax is ${p.tax} and TDS is ${p.tds}, so advance tax of ${p.due} is due in instalments: ${p.q1} by 15 June, ${p.q2} by 15 September, ${p.q3} by 15 December and ${p.q4} by 15 March. ${CALCULATION_EN.engineNote}`,
    notDue: (p) =>
      `On an income of ${p.income} in FY ${p.fy}, the tax left after TDS is ${p.balance}, below the ${p.threshold} at which advance tax applies, so no advance tax is due. ${CALCULATION_EN.engineNote}`,
    title: (income, fy) => `Advance tax on ${income}, FY ${fy}`,
  },
  capitalGains: {
    term: (long) => (long ? 'long-term' : 'short-term'),
    where: (section) =>
      section === 'slab' ? 'taxed at your slab rate' : `taxed under section ${section}`,
    noGain: (p) =>
      `Bought for ${p.purchase} and sold for ${p.sale}, there is no gain (${p.gain}), so no tax on this sale. ${CALCULATION_EN.engineNote}`,
    gain: (p) =>
      `Bought for ${p.purchase} on ${p.purchaseDate} and sold for ${p.sale} on ${p.saleDate}, held ${p.months} months: a ${p.term} gain of ${p.gain}, ${p.where}. The tax on it is ${p.tax} including cess, leaving ${p.net}. ${CALCULATION_EN.engineNote}`,
    title: (sale, fy) => `Capital gains on a sale for ${sale}, FY ${fy}`,
    indexation: (withIndexation, without) =>
      `With indexation: tax ${withIndexation}; without: ${without}. The lower one is used.`,
  },
  presumptive: {
    onlyIncome: (newTax, oldTax) =>
      `If this is your only income, the tax on it would be ${newTax} in the new regime and ${oldTax} in the old regime (resident, below 60).`,
    title: (businessType, fy) => `Presumptive income under section ${businessType}, FY ${fy}`,
    eligible: (p) =>
      `On gross receipts of ${p.receipts}, the presumptive income under section ${p.businessType} is ${p.income} (${p.rate}% of receipts); you may declare more, not less, without keeping books. ${CALCULATION_EN.engineNote}`,
    aboveLimit: (p) =>
      `Receipts of ${p.receipts} are above the ${p.limit} limit of section ${p.businessType}, so the presumptive scheme is not available for them.`,
  },
  unsupportedYear: {
    title: (fy) => `FY ${fy} is not covered by our tax engine`,
    explanation: (years, defaultYear) =>
      `Our tax engine computes tax for ${years}. Ask again with one of these years, or leave the year out to use FY ${defaultYear}.`,
  },
};

type AssumptionText = CalculationText['assumption'];

/** An assumption as the request keeps it: which one and its figures, worded on answering. */
export type Assumption = {
  [K in keyof AssumptionText]: { key: K; args: Parameters<AssumptionText[K]> };
}[keyof AssumptionText];

function assume<K extends keyof AssumptionText>(
  key: K,
  ...args: Parameters<AssumptionText[K]>
): Assumption {
  return { key, args } as Assumption;
}

// ---------------------------------------------------------------------------------------------
// Reading the inputs

export interface Label {
  key: string;
  pattern: RegExp;
}

/** Finds, for each label, the amount written right after it ("80c of 1.5 lakh") or right before
 * it ("1.5 lakh in 80c"). Each amount goes to one label at most. */
export function assignAmounts(
  text: string,
  amounts: Amount[],
  labels: Label[],
): Map<string, Amount> {
  const assigned = new Map<string, Amount>();
  const used = new Set<Amount>();
  for (const label of labels) {
    for (const m of text.matchAll(new RegExp(label.pattern.source, 'g'))) {
      if (assigned.has(label.key)) break;
      const labelEnd = (m.index ?? 0) + m[0].length;
      const after = amounts.find(
        (a) =>
          !used.has(a) &&
          a.start >= labelEnd &&
          /^[\s:=-]*(?:(?:of|is|was|at|about|around|paid|received|amount|claimed|:)\s*)*(?:₹|rs\.?|inr)?\s*$/.test(
            text.slice(labelEnd, a.start),
          ),
      );
      const before = [...amounts]
        .reverse()
        .find(
          (a) =>
            !used.has(a) &&
            a.end <= (m.index ?? 0) &&
            /^\s*(?:(?:in|under|u\/s|for|towards|as|of|on|via|through|under section|in section)\s*)*$/.test(
              text.slice(a.end, m.index ?? 0),
            ),
        );
      const chosen = after ?? before;
      if (chosen) {
        assigned.set(label.key, chosen);
        used.add(chosen);
      }
    }
  }
  return assigned;
}

function yearFor(text: string, assumptions: Assumption[]): FinancialYear | 'unsupported' {
  const mention = parseFinancialYear(text);
  if (mention && !mention.supported) return 'unsupported';
  const year = asFinancialYear(mention);
  if (year) return year;
  assumptions.push(assume('yearNotGiven', DEFAULT_FINANCIAL_YEAR));
  return DEFAULT_FINANCIAL_YEAR;
}

const TAX_QUESTION =
  /\b(?:how much (?:income )?tax|calculate|compute|tax (?:on|for|at|if|in|payable|liability|due|outgo)|my tax|tax (?:will|would|do|shall|should) i|what (?:is|will be|would be) (?:the |my )?(?:income )?tax|income tax (?:on|for)|tax to pay|taxable income (?:on|for)|tax under (?:the )?(?:new|old)|kitna (?:income )?tax|tax kitna|tax kitni)\b/;
const INCOME_LABEL =
  /\b(?:income|salary|salaried|earn|earning|earnings|ctc|package|gross|pay|lpa)\b/;

export const DEDUCTION_LABELS: (Label & { key: keyof DeductionClaims })[] = [
  { key: 'section80CCD1B', pattern: /\b80\s?ccd\s?\(?1b\)?|\bnps\b/ },
  { key: 'section80C', pattern: /\b80\s?c\b|\bppf\b|\belss\b|\blic premium\b/ },
  {
    key: 'section80D',
    pattern: /\b80\s?d\b|\bhealth insurance\b|\bmedical insurance\b|\bmediclaim\b/,
  },
  {
    key: 'homeLoanInterest',
    pattern:
      /\bhome loan interest\b|\bhousing loan interest\b|\binterest on (?:a |my )?(?:home|housing) loan\b|\b24\s?\(?b\)?/,
  },
  { key: 'hra', pattern: /\bhra(?: exemption| exempt)?\b|\bexempt hra\b/ },
  { key: 'section80E', pattern: /\b80\s?e\b|\beducation loan(?: interest)?\b/ },
  { key: 'section80G', pattern: /\b80\s?g\b|\bdonations?\b/ },
  { key: 'section80TTA', pattern: /\b80\s?tta\b|\bsavings (?:account |bank )?interest\b/ },
  { key: 'professionalTax', pattern: /\bprofessional tax\b/ },
];

/** Sections a plain income-tax figure is about: the regime, the rebate, deductions it takes. */
const INCOME_TAX_TOPICS = new Set([
  '115BAC',
  '87A',
  '16(ia)',
  '80C',
  '80D',
  '80CCD(1B)',
  '24(b)',
  '10(13A)',
  '80E',
  '80G',
  '80TTA',
  '80TTB',
  '192',
]);

/**
 * Hindi and Hinglish words the parser reads besides the English ones. A Hindi question reaches
 * the parser through readHindi, which leaves the words it does not know in Devanagari ("बेचे",
 * "साल"); none of these occurs in an English question, so English parses stay as they were.
 * Devanagari letters are not word characters: these patterns have no \b around them.
 */
const HINGLISH_NEW_REGIME = /\b(?:nayi|nai|naya|nayee) (?:tax )?(?:vyavastha|vyavasthaa|regime)\b/;
const HINGLISH_OLD_REGIME =
  /\b(?:purani|puraani|purana) (?:tax )?(?:vyavastha|vyavasthaa|regime)\b/;

/** The regime a question names, in English or Hinglish ("nayi vyavastha", "purani regime"). */
function regimeOf(text: string): Regime | undefined {
  const named = parseRegime(text);
  if (named) return named;
  const isNew = HINGLISH_NEW_REGIME.test(text);
  const isOld = HINGLISH_OLD_REGIME.test(text);
  if (isNew === isOld) return undefined;
  return isNew ? 'new' : 'old';
}

function parseIncomeTax(text: string, amounts: Amount[]): CalculationRequest | undefined {
  if (!TAX_QUESTION.test(text) && !(INCOME_LABEL.test(text) && /\btax\b/.test(text)))
    return undefined;
  // "tax on a gift of 1 lakh" or "tax on LTCG of 2 lakh" is about that topic's rule, not a
  // salary: without an income word, a question naming another topic is not an income figure.
  const otherTopic = [
    ...findSectionReferences(text).map((r) => r.section.sectionNumber),
    ...matchAliases(text).map((a) => a.alias.sections[0] ?? ''),
  ].some((n) => !INCOME_TAX_TOPICS.has(n));
  if (otherTopic && !INCOME_LABEL.test(text)) return undefined;
  const assumptions: Assumption[] = [];
  const financialYear = yearFor(text, assumptions);
  if (financialYear === 'unsupported') {
    return {
      calculator: 'unsupported_year',
      financialYear: parseFinancialYear(text)!.financialYear,
    };
  }
  const deductionsFound = assignAmounts(text, amounts, DEDUCTION_LABELS);
  const incomeLabelled = assignAmounts(
    text,
    amounts.filter((a) => ![...deductionsFound.values()].includes(a)),
    [
      {
        key: 'income',
        pattern:
          /\b(?:income|salary|earn(?:ing|ings)?|ctc|package|gross(?: salary| income)?)\b(?: of| is)?/,
      },
    ],
  ).get('income');
  const income = incomeLabelled ?? amounts.find((a) => ![...deductionsFound.values()].includes(a));
  if (!income || income.value < 10_000) return undefined;

  const deductions: Record<string, number> = {};
  for (const [key, amount] of deductionsFound) deductions[key] = amount.value;
  // Interest, rent and dividends are not salary: no standard deduction (s.16(ia); ITA 2025 s.19).
  const isOther =
    /\b(?:business|professional income|freelanc\w*|consult\w*|rental income|other income|interest income|not (?:a )?salar\w*|non[- ]?salar\w*|self[- ]employed|trader|shop)\b/.test(
      text,
    ) ||
    /(?:अन्य|\banya) (?:income|aay|aamdani)\b/.test(text) ||
    /\b(?:fd|fixed deposits?|bank|savings|deposits?|bonds?|post office)\s+interest\b|\binterest (?:on|from) (?:my |an? )?(?:fd|fixed deposits?|deposits?|savings|bonds?|bank)\b|\bdividends?\b|\brent (?:income|received)\b/.test(
      text,
    );
  if (!isOther) {
    assumptions.push(assume('treatedAsSalary'));
  }
  const ageGroup = parseAgeGroup(text);
  if (!ageGroup) assumptions.push(assume('ageBelow60'));
  const nonResident = /\b(?:nri|non[- ]?resident)\b/.test(text);
  if (!nonResident) assumptions.push(assume('resident'));
  if (Object.keys(deductions).length === 0) {
    assumptions.push(assume('noDeductions'));
  }
  const regime = regimeOf(text);
  const input: CompareInput = {
    annualIncome: income.value,
    financialYear,
    incomeType: isOther ? 'other' : 'salary',
    ...(ageGroup ? { ageGroup } : {}),
    ...(nonResident ? { residentialStatus: 'nonResident' as const } : {}),
    ...(Object.keys(deductions).length > 0 ? { deductions: deductions as DeductionClaims } : {}),
  };
  return { calculator: 'income_tax', regime, input, assumptions };
}

/** Cities a Hindi question names in Devanagari, by the English name the rules look up. */
const HINDI_CITIES: [RegExp, string][] = [
  [/मुंबई|मुम्बई/, 'mumbai'],
  [/दिल्ली/, 'delhi'],
  [/कोलकाता|कलकत्ता/, 'kolkata'],
  [/चेन्नई/, 'chennai'],
  [/बेंगलुरु|बेंगलूरु|बैंगलोर/, 'bengaluru'],
  [/हैदराबाद/, 'hyderabad'],
  [/पुणे/, 'pune'],
  [/अहमदाबाद/, 'ahmedabad'],
];

function findCity(text: string, financialYear: FinancialYear): { city?: string; listed: boolean } {
  const hindi = HINDI_CITIES.find(([pattern]) => pattern.test(text))?.[1];
  if (hindi) return { city: hindi, listed: Boolean(resolveMetroCity(hindi, financialYear)) };
  const words = text
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (const candidate of [`${words[i]} ${words[i + 1] ?? ''}`.trim(), words[i]!]) {
      const listed = resolveMetroCity(candidate, financialYear);
      if (listed) return { city: candidate, listed: true };
    }
  }
  const named =
    /\b(?:in|at|city(?: of)?|living in|staying in)\s+([a-z]{4,}(?:\s[a-z]{4,})?)\b/.exec(
      text.replace(/[^a-z\s]/g, ' '),
    );
  const notCities =
    /^(?:the|a|my|metro|non|year|total|india|rent|rented|month|per|which|this|that|fy|new|old|regime|salary|basic|case|hand|cash|addition|respect|order|house|home|flat|city|town|tier)\b/;
  if (named?.[1] && !notCities.test(named[1]))
    return { city: named[1].split(' ')[0]!, listed: false };
  return { listed: false };
}

function parseHra(text: string, amounts: Amount[]): CalculationRequest | undefined {
  if (!/\bhra\b|\bhouse rent allowance\b/.test(text)) return undefined;
  const found = assignAmounts(text, amounts, [
    { key: 'basic', pattern: /\bbasic(?: salary| pay)?\b/ },
    { key: 'da', pattern: /\b(?:da|dearness allowance)\b/ },
    { key: 'rent', pattern: /\brent(?: paid)?\b/ },
    { key: 'hra', pattern: /\bhra(?: received)?\b|\bhouse rent allowance(?: received)?\b/ },
  ]);
  const basic = found.get('basic');
  const rent = found.get('rent');
  if (!basic || !rent) return undefined;
  const assumptions: Assumption[] = [];
  const financialYear = yearFor(text, assumptions);
  if (financialYear === 'unsupported') {
    return {
      calculator: 'unsupported_year',
      financialYear: parseFinancialYear(text)!.financialYear,
    };
  }
  const monthly =
    /\b(?:per month|a month|monthly|pm|p\.m|each month|every month|\/month|month)\b/.test(text) ||
    /मासिक|प्रति माह|हर महीने|महीने का|\b(?:har|per|prati) (?:mahina|mahine|maah)\b|\bmahine ka\b/.test(
      text,
    );
  const hra = found.get('hra');
  const { city, listed } = findCity(text, financialYear);
  let metro: boolean | undefined;
  if (!city) {
    if (/\bnon[- ]?metro\b/.test(text)) metro = false;
    else if (/\bmetro\b/.test(text)) metro = true;
    else {
      metro = false;
      assumptions.push(assume('cityNotGiven', rulesFor(financialYear).hra.metroCities.value));
    }
  } else if (!listed) {
    metro = undefined;
  }
  if (!hra) {
    assumptions.push(assume('hraNotGiven'));
  }
  assumptions.push(assume(monthly ? 'monthlyAmounts' : 'periodAmounts'));
  const input: HraInput = {
    basicSalary: basic.value,
    ...(found.get('da') ? { dearnessAllowance: found.get('da')!.value } : {}),
    // Without the HRA received, the rent stands in for it: the rent-limb (b) is never above the
    // rent, so the least of the three limbs is then the least of (b) and (c).
    hraReceived: hra ? hra.value : rent.value,
    rentPaid: rent.value,
    financialYear,
    ...(city ? { city } : {}),
    ...(metro !== undefined && !city ? { metro } : {}),
  };
  return { calculator: 'hra', input, hraGiven: Boolean(hra), monthly, assumptions };
}

/** Words before an amount that make it a limit asked about ("if my tax is below 10,000"), not an income. */
const THRESHOLD_BEFORE =
  /\b(?:below|under|less than|lower than|more than|above|over|exceeds?|exceeding|up ?to|within|(?:turnover |receipts |receipt )?limit(?: is| of)?)\s*(?:₹|rs\.?|inr)?\s*$/;

/** Hindi "7 lakh tak" (up to 7 lakh), "5 lakh se kam": a limit asked about, not the reader's figure. */
const THRESHOLD_AFTER = /^\s*(?:tak|tk|se (?:kam|upar|zyada|jyada|adhik))\b/;

function parseAdvanceTax(text: string, amounts: Amount[]): CalculationRequest | undefined {
  if (!/\badvance tax\b/.test(text)) return undefined;
  const found = assignAmounts(text, amounts, [
    { key: 'tds', pattern: /\b(?:tds|tax deducted(?: at source)?)\b/ },
    { key: 'income', pattern: /\b(?:income|salary|earnings?)\b/ },
  ]);
  const income = found.get('income') ?? amounts.find((a) => a !== found.get('tds'));
  if (!income) return undefined;
  const assumptions: Assumption[] = [];
  const financialYear = yearFor(text, assumptions);
  if (financialYear === 'unsupported') {
    return {
      calculator: 'unsupported_year',
      financialYear: parseFinancialYear(text)!.financialYear,
    };
  }
  const regime = regimeOf(text);
  if (!regime) assumptions.push(assume('newRegimeAssumed'));
  const ageGroup = parseAgeGroup(text);
  const business = /\b(?:business|profession|freelanc\w*|consult\w*)\b/.test(text);
  if (!business) assumptions.push(assume('salaryNoBusiness'));
  return {
    calculator: 'advance_tax',
    input: {
      annualIncome: income.value,
      tdsDeducted: found.get('tds')?.value ?? 0,
      financialYear,
      regime: regime ?? 'new',
      ...(ageGroup ? { ageGroup } : {}),
      incomeType: business ? 'other' : 'salary',
      hasBusinessIncome: business,
    },
    assumptions,
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function parseDates(text: string): string[] {
  const dates: { at: number; iso: string }[] = [];
  for (const m of text.matchAll(/\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/g)) {
    const iso = `${m[1]}-${m[2]}-${m[3]}`;
    if (isIsoDate(iso)) dates.push({ at: m.index ?? 0, iso });
  }
  for (const m of text.matchAll(
    /\b(\d{1,2})?\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+((?:19|20)\d{2})\b/g,
  )) {
    const month = String(MONTHS.indexOf(m[2]!) + 1).padStart(2, '0');
    const day = (m[1] ?? '1').padStart(2, '0');
    const iso = `${m[3]}-${month}-${day}`;
    if (isIsoDate(iso)) dates.push({ at: m.index ?? 0, iso });
  }
  return dates.sort((a, b) => a.at - b.at).map((d) => d.iso);
}

/** "बेचे", "beche": sold; "खरीदे", "kharide": bought (with the "में"/"me" of "3 लाख में बेचे"). */
const HINDI_SOLD =
  /(?:(?:me|mein|main) )?(?:beche|becha|bechi|bech diye|bech diya)\b|(?:में )?(?:बेचे|बेचा|बेची|बेच दिए|बेच दिया)/;
const HINDI_BOUGHT =
  /(?:(?:me|mein|main) )?(?:kharide|kharida|kharidi|kharid)\b|(?:में )?(?:खरीदे|खरीदा|खरीदी|ख़रीदे|ख़रीदा)/;
/** "2 साल बाद", "2 saal rakhne ke baad", "18 महीने तक रखे": the holding period. */
const HINDI_HELD =
  /(\d{1,2}(?:\.5)?)\s*(साल|वर्ष|बरस|महीने|महीना|saal|sal|varsh|baras|mahine|mahina)(?=\s|$|[,.?])/;

function parseCapitalGains(
  text: string,
  amounts: Amount[],
  today: string,
): CalculationRequest | undefined {
  if (
    !/\b(?:capital gains?|ltcg|stcg|sold|sell|selling|sale)\b/.test(text) &&
    !HINDI_SOLD.test(text)
  )
    return undefined;
  const found = assignAmounts(text, amounts, [
    {
      key: 'sale',
      pattern: new RegExp(
        `\\b(?:sold|sale price|sale value|sale consideration|selling price|sell(?:ing)?|sale)\\b(?: (?:it|them|for|at|price))*|${HINDI_SOLD.source}`,
      ),
    },
    {
      key: 'purchase',
      pattern: new RegExp(
        `\\b(?:bought|purchased|purchase price|purchase cost|cost of acquisition|cost|invested|buying price|buy(?:ing)?)\\b(?: (?:it|them|for|at|price))*|${HINDI_BOUGHT.source}`,
      ),
    },
    { key: 'expenses', pattern: /\b(?:brokerage|expenses|transfer expenses|stamp duty)\b/ },
  ]);
  const sale = found.get('sale');
  const purchase = found.get('purchase');
  if (!sale || !purchase) return undefined;
  let assetType: AssetType | undefined;
  if (/\bunlisted\b/.test(text)) assetType = 'unlistedShares';
  else if (/\b(?:mutual funds?|equity funds?|elss|index funds?)\b/.test(text))
    assetType = 'equityFund';
  else if (/\b(?:shares?|stocks?|equity|equities)\b/.test(text)) assetType = 'equity';
  else if (/\b(?:property|house|flat|land|plot|apartment|building|real estate)\b/.test(text))
    assetType = 'property';
  else if (/\b(?:gold|jewellery|jewelry)\b/.test(text)) assetType = 'gold';
  else if (/सोना|सोने|गोल्ड|गहने|\b(?:sona|sone)\b/.test(text)) assetType = 'gold';
  else if (/जमीन|ज़मीन|प्लॉट|फ्लैट|मकान|संपत्ति/.test(text)) assetType = 'property';
  if (!assetType) return undefined;

  const assumptions: Assumption[] = [];
  const dates = parseDates(text);
  let purchaseDate: string;
  let saleDate: string;
  const held =
    /\b(?:held|holding|after|for|kept)\b[^0-9]{0,12}(\d{1,2}(?:\.5)?)\s*(years?|yrs?|months?)\b/.exec(
      text,
    ) ?? HINDI_HELD.exec(text);
  if (dates.length >= 2) {
    [purchaseDate, saleDate] = [dates[0]!, dates[1]!];
    if (
      /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(?:19|20)\d{2}\b/.test(
        text,
      )
    ) {
      assumptions.push(assume('monthAsFirstDay'));
    }
  } else if (held?.[1]) {
    const inYears = /^(?:y|साल|वर्ष|saal|sal\b|varsh|baras|बरस)/.test(held[2]!);
    const months = Math.round(Number(held[1]) * (inYears ? 12 : 1));
    saleDate = dates[0] ?? today;
    purchaseDate = addMonths(saleDate, -months);
    assumptions.push(
      dates[0] ? assume('boughtBeforeSaleDate', months) : assume('saleDateToday', today, months),
    );
  } else {
    return undefined;
  }
  if (purchaseDate >= saleDate) return undefined;
  if (assetType === 'equity' || assetType === 'equityFund') {
    assumptions.push(assume('listedWithStt'));
  }
  return {
    calculator: 'capital_gains',
    input: {
      assetType,
      purchasePrice: purchase.value,
      salePrice: sale.value,
      purchaseDate,
      saleDate,
      ...(found.get('expenses') ? { expenses: found.get('expenses')!.value } : {}),
    },
    assumptions,
  };
}

function parsePresumptive(text: string, amounts: Amount[]): CalculationRequest | undefined {
  const is44ada = /\b44\s?ada\b|\bprofessionals?\b|\bprofession\b|\bfreelanc\w*\b/.test(text);
  const is44ad = /\b44\s?ad\b|\bpresumptive\b/.test(text);
  if (!is44ada && !is44ad) return undefined;
  if (!/\b(?:presumptive|44\s?ada?|receipts?|turnover)\b/.test(text)) return undefined;
  const found = assignAmounts(text, amounts, [
    { key: 'receipts', pattern: /\b(?:gross receipts?|receipts?|turnover|revenue|billing|fees)\b/ },
  ]);
  const receipts = found.get('receipts') ?? amounts[0];
  if (!receipts) return undefined;
  const assumptions: Assumption[] = [];
  const financialYear = yearFor(text, assumptions);
  if (financialYear === 'unsupported') {
    return {
      calculator: 'unsupported_year',
      financialYear: parseFinancialYear(text)!.financialYear,
    };
  }
  const allDigital =
    /\b(?:all|fully|entirely|100%) (?:digital|online|through bank|by bank|banking)\b|\bno cash\b/.test(
      text,
    ) ||
    /(?:सब|सभी|सारी|पूरी तरह|पूरी) (?:प्राप्तियां )?(?:डिजिटल|ऑनलाइन)|नकद नहीं|\b(?:sab|sabhi|saari|poori|puri) digital\b/.test(
      text,
    );
  if (!allDigital) {
    assumptions.push(assume('receiptsAsCash'));
  }
  return {
    calculator: 'presumptive',
    input: {
      businessType: is44ada && !/\b44\s?ad\b/.test(text) ? '44ADA' : '44AD',
      grossReceipts: receipts.value,
      ...(allDigital ? { digitalReceipts: receipts.value, cashReceipts: 0 } : {}),
      financialYear,
    },
    assumptions,
  };
}

/**
 * Everyday Hindi words of a figure question that readHindi leaves as they are ("50 हजार",
 * "सैलरी", "नई व्यवस्था"), put in the English the parsers read. "basic pay" (readHindi's
 * मूल वेतन) becomes "basic salary": parseAmounts takes the "ay" of "pay" for an assessment
 * year and would drop the amount after it. A text without Devanagari is returned unchanged.
 */
const CALCULATION_WORDS: [RegExp, string][] = [
  [/(\d)\s*(?:हजार|हज़ार)/g, '$1 thousand'],
  [/सैलरी|तनख्वाह|तनख़्वाह|पगार/g, 'salary'],
  [/बेसिक/g, 'basic'],
  [/किराया|किराये|किराए/g, 'rent'],
  [/टैक्स/g, 'tax'],
  [/(?:नई|नयी) व्यवस्था/g, 'new regime'],
  [/पुरानी व्यवस्था/g, 'old regime'],
  [/\bbasic pay\b/g, 'basic salary'],
];

function calculationWords(text: string): string {
  if (!/[\u0900-\u097F]/.test(text)) return text;
  return CALCULATION_WORDS.reduce((t, [pattern, en]) => t.replace(pattern, en), text);
}

/**
 * The engine call a question asks for, or undefined when it does not ask for a figure (or does
 * not give enough to compute one: then the section explanation answers it instead).
 * `today` is an ISO date, used only when a question gives a holding period instead of dates.
 */
export function parseCalculation(
  normalizedQuery: string,
  today: string,
): CalculationRequest | undefined {
  const text = calculationWords(normalizedQuery);
  const amounts = parseAmounts(text).filter(
    (a) =>
      !THRESHOLD_BEFORE.test(text.slice(0, a.start)) && !THRESHOLD_AFTER.test(text.slice(a.end)),
  );
  if (amounts.length === 0) return undefined;
  return (
    parseHra(text, amounts) ??
    parseAdvanceTax(text, amounts) ??
    parseCapitalGains(text, amounts, today) ??
    parsePresumptive(text, amounts) ??
    parseIncomeTax(text, amounts)
  );
}

// ---------------------------------------------------------------------------------------------
// Wording the engine's result

/** The page's language: a Hindi page gets the engine's Hindi text and Hindi sentences. */
export type AnswerLanguage = 'en' | 'hi';

interface Wording {
  lang: AnswerLanguage;
  t: CalculationText;
  engine: EngineOptions;
}

function wordingFor(lang: AnswerLanguage): Wording {
  return lang === 'hi'
    ? { lang, t: CALCULATION_HI, engine: { text: HI } }
    : { lang, t: CALCULATION_EN, engine: {} };
}

/**
 * The engine's result in the page's language, with the English one beside it: lines are kept or
 * dropped by their English wording, so both languages keep the same lines (same order, same
 * figures; the engine's Hindi text is a twin of its English).
 */
function runBoth<K extends CalculatorId>(
  w: Wording,
  calculator: K,
  input: CalculatorMap[K]['input'],
): { en: CalculatorMap[K]['result']; r: CalculatorMap[K]['result'] } {
  const en = runCalculation(calculator, input);
  return { en, r: w.lang === 'en' ? en : runCalculation(calculator, input, w.engine) };
}

/** The items of `items` whose English twin (same index in `english`) passes `keep`. */
function keptLike<T>(english: readonly T[], items: readonly T[], keep: (en: T) => boolean): T[] {
  return items.filter((_, i) => english[i] === undefined || keep(english[i]!));
}

const yearNote = (n: string) => !/^Financial year not given/.test(n);

function working(steps: readonly Step[], prefix = ''): WorkingStep[] {
  return steps.map((s) => ({
    label: `${prefix}${s.label}`,
    amount: s.amount,
    section: s.section ?? null,
    section2025: s.section2025 ?? null,
  }));
}

function stepLines(t: CalculationText, steps: readonly Step[]): string[] {
  return steps.map((s) => t.stepLine(s.label, formatINR(s.amount), s.section, s.section2025));
}

function stepSections(steps: readonly Step[]): (string | undefined)[] {
  return steps.map((s) => s.section);
}

/** The assumptions of a request in words, in the page's language. */
export function sayAssumptions(
  assumptions: readonly Assumption[],
  lang: AnswerLanguage = 'en',
): string[] {
  const t = wordingFor(lang).t;
  return assumptions.map((a) =>
    (t.assumption[a.key] as (...args: readonly unknown[]) => string)(...a.args),
  );
}

function answer(
  w: Wording,
  parts: Omit<ExplainAnswer, 'kind' | 'citations' | 'relatedSections'> & {
    sections: (string | undefined)[];
  },
): ExplainAnswer {
  const { sections, ...rest } = parts;
  const related = pageNumbers(sections).filter((n) => n !== rest.sectionNumber);
  const citations = citationsFor([rest.sectionNumber, ...related]);
  const base: ExplainAnswer = {
    ...rest,
    kind: 'calculation',
    relatedSections: related,
    citations,
  };
  return w.lang === 'hi' ? { ...base, citations: hindiCitations(citations), lang: 'hi' } : base;
}

function incomeTaxAnswer(
  request: Extract<CalculationRequest, { calculator: 'income_tax' }>,
  w: Wording,
): ExplainAnswer {
  const { t } = w;
  const { input, regime, assumptions } = request;
  const { en, r: result } = runBoth(w, 'compare', input);
  const fy = result.financialYear;
  const what = t.incomeTax.what(input.incomeType === 'other');
  const withDeductions = input.deductions ? t.incomeTax.withDeductions : '';
  const notes = (which: Regime) => keptLike(en[which].notes, result[which].notes, yearNote);
  const said = sayAssumptions(assumptions, w.lang);
  if (regime) {
    const main = result[regime];
    const otherRegime = regime === 'new' ? 'old' : 'new';
    const other = result[otherRegime];
    return answer(w, {
      section: t.incomeTax.title(formatINR(input.annualIncome), regime, fy),
      sectionNumber: '115BAC',
      explanation: t.incomeTax.explanation({
        what,
        income: formatINR(input.annualIncome),
        fy,
        regime,
        deductions: regime === 'old' ? withDeductions : '',
        tax: formatINR(main.totalTax),
        taxable: formatINR(main.taxableIncome),
        rebate: main.rebate87A > 0 ? t.incomeTax.rebate(formatINR(main.rebate87A)) : '',
        surcharge: main.surcharge > 0 ? t.incomeTax.surcharge(formatINR(main.surcharge)) : '',
      }),
      keyPoints: [...stepLines(t, main.steps), ...notes(regime), ...said],
      examples: [t.incomeTax.otherRegime(otherRegime, formatINR(other.totalTax))],
      working: working(main.steps),
      financialYear: fy,
      sections: ['115BAC', '87A', ...stepSections(main.steps)],
    });
  }
  const verdict =
    result.saving === 0
      ? t.incomeTax.sameTax
      : t.incomeTax.cheaper(result.winner, formatINR(result.saving));
  const breakEven =
    result.breakEvenDeductions === null
      ? t.incomeTax.noBreakEven
      : t.incomeTax.breakEven(formatINR(result.breakEvenDeductions));
  return answer(w, {
    section: t.incomeTax.compareTitle(formatINR(input.annualIncome), fy),
    sectionNumber: '115BAC',
    explanation: t.incomeTax.compareExplanation({
      what,
      income: formatINR(input.annualIncome),
      fy,
      newTax: formatINR(result.new.totalTax),
      oldTax: formatINR(result.old.totalTax),
      deductions: withDeductions,
      verdict,
    }),
    keyPoints: [
      t.incomeTax.regimeLine(
        'new',
        formatINR(result.new.totalTax),
        formatINR(result.new.taxableIncome),
      ),
      t.incomeTax.regimeLine(
        'old',
        formatINR(result.old.totalTax),
        formatINR(result.old.taxableIncome),
      ),
      ...notes('new'),
      ...said,
    ],
    examples: [breakEven],
    working: [
      ...working(result.new.steps, t.regimePrefix('new')),
      ...working(result.old.steps, t.regimePrefix('old')),
    ],
    financialYear: fy,
    sections: [
      '115BAC',
      '87A',
      ...stepSections(result.new.steps),
      ...stepSections(result.old.steps),
    ],
  });
}

function hraAnswer(
  request: Extract<CalculationRequest, { calculator: 'hra' }>,
  w: Wording,
): ExplainAnswer {
  const { t } = w;
  const { input, hraGiven, monthly, assumptions } = request;
  const { en, r } = runBoth(w, 'hra', input);
  // Without the HRA received, its limb (a) and the taxable rest say nothing of the reader's.
  const steps = hraGiven
    ? r.steps
    : keptLike(en.steps, r.steps, (s) => !/^\(a\)|^Taxable HRA/.test(s.label));
  const period = t.hra.period(monthly);
  const examples: string[] = [];
  if (monthly) {
    const year = runCalculation(
      'hra',
      {
        ...input,
        basicSalary: input.basicSalary * 12,
        ...(input.dearnessAllowance ? { dearnessAllowance: input.dearnessAllowance * 12 } : {}),
        hraReceived: input.hraReceived * 12,
        rentPaid: input.rentPaid * 12,
      },
      w.engine,
    );
    examples.push(t.hra.fullYear(formatINR(year.exemptHra)));
  }
  return answer(w, {
    section: t.hra.title,
    sectionNumber: '10(13A)',
    explanation: t.hra.explanation({
      basic: formatINR(input.basicSalary),
      rent: formatINR(input.rentPaid),
      period,
      place: t.hra.place(r.percentApplied, r.metro),
      exempt: formatINR(r.exemptHra),
      atMost: !hraGiven,
      taxable: hraGiven ? t.hra.taxable(formatINR(r.taxableHra), period) : '',
    }),
    keyPoints: [
      ...stepLines(t, steps),
      ...keptLike(en.notes, r.notes, yearNote),
      ...sayAssumptions(assumptions, w.lang),
    ],
    examples,
    working: working(steps),
    financialYear: r.financialYear,
    sections: ['10(13A)', '80GG', '115BAC'],
  });
}

function advanceTaxAnswer(
  request: Extract<CalculationRequest, { calculator: 'advance_tax' }>,
  w: Wording,
): ExplainAnswer {
  const { t } = w;
  const { input, assumptions } = request;
  const { en, r } = runBoth(w, 'advance_tax', input);
  const threshold = rulesFor(r.financialYear).advanceTax.threshold.value.amount;
  const explanation = r.liable
    ? t.advanceTax.due({
        income: formatINR(input.annualIncome),
        fy: r.financialYear,
        tax: formatINR(r.totalTaxLiability),
        tds: formatINR(r.tdsDeducted),
        due: formatINR(r.advanceTaxDue),
        q1: formatINR(r.quarters.q1),
        q2: formatINR(r.quarters.q2),
        q3: formatINR(r.quarters.q3),
        q4: formatINR(r.quarters.q4),
      })
    : t.advanceTax.notDue({
        income: formatINR(input.annualIncome),
        fy: r.financialYear,
        balance: formatINR(r.balanceAfterTds),
        threshold: formatINR(threshold),
      });
  return answer(w, {
    section: t.advanceTax.title(formatINR(input.annualIncome), r.financialYear),
    sectionNumber: '211',
    explanation,
    keyPoints: [
      ...stepLines(t, r.steps),
      ...keptLike(en.notes, r.notes, yearNote),
      ...sayAssumptions(assumptions, w.lang),
    ],
    examples: [],
    working: working(r.steps),
    financialYear: r.financialYear,
    sections: ['211', '208', '234B', '234C', ...stepSections(r.steps)],
  });
}

function capitalGainsAnswer(
  request: Extract<CalculationRequest, { calculator: 'capital_gains' }>,
  w: Wording,
): ExplainAnswer {
  const { t } = w;
  const { input, assumptions } = request;
  const { r } = runBoth(w, 'capital_gains', input);
  const explanation =
    r.gain <= 0
      ? t.capitalGains.noGain({
          purchase: formatINR(input.purchasePrice),
          sale: formatINR(input.salePrice),
          gain: formatINR(r.gain),
        })
      : t.capitalGains.gain({
          purchase: formatINR(input.purchasePrice),
          purchaseDate: input.purchaseDate,
          sale: formatINR(input.salePrice),
          saleDate: input.saleDate,
          months: r.holdingMonths,
          term: t.capitalGains.term(r.term === 'long'),
          gain: formatINR(r.gain),
          where: t.capitalGains.where(r.section),
          tax: formatINR(r.totalTax),
          net: formatINR(r.netGain),
        });
  // A gain at the slab rate has no special-rate section: it is charged by s.45 (computed under
  // s.48) and taxed with the rest of the income.
  const main = r.section === 'slab' ? '45' : r.section;
  return answer(w, {
    section: t.capitalGains.title(formatINR(input.salePrice), r.financialYear),
    sectionNumber: main,
    explanation,
    keyPoints: [...stepLines(t, r.steps), ...r.notes, ...sayAssumptions(assumptions, w.lang)],
    examples: r.indexation
      ? [
          t.capitalGains.indexation(
            formatINR(r.indexation.taxWithIndexation),
            formatINR(r.indexation.taxWithoutIndexation),
          ),
        ]
      : [],
    working: working(r.steps),
    financialYear: r.financialYear,
    sections: [main, '48', '112A', '111A', '112', '54', '54EC', ...stepSections(r.steps)],
  });
}

function presumptiveAnswer(
  request: Extract<CalculationRequest, { calculator: 'presumptive' }>,
  w: Wording,
): ExplainAnswer {
  const { t } = w;
  const { input, assumptions } = request;
  const { en, r } = runBoth(w, 'presumptive', input);
  const examples: string[] = [];
  if (r.eligible && r.presumptiveIncome > 0) {
    const tax = runCalculation('compare', {
      annualIncome: r.presumptiveIncome,
      incomeType: 'other',
      financialYear: r.financialYear,
    });
    examples.push(
      t.presumptive.onlyIncome(formatINR(tax.new.totalTax), formatINR(tax.old.totalTax)),
    );
  }
  const notEligible = en.notes.findIndex((n) => n.startsWith('Not eligible'));
  const reason =
    r.notes[notEligible] ??
    t.presumptive.aboveLimit({
      receipts: formatINR(input.grossReceipts ?? 0),
      limit: formatINR(r.limit),
      businessType: r.businessType,
    });
  return answer(w, {
    section: t.presumptive.title(r.businessType, r.financialYear),
    sectionNumber: r.businessType,
    explanation: r.eligible
      ? t.presumptive.eligible({
          receipts: formatINR(input.grossReceipts ?? 0),
          businessType: r.businessType,
          income: formatINR(r.presumptiveIncome),
          rate: r.ratePercent,
        })
      : `${reason} ${t.engineNote}`,
    keyPoints: [
      ...stepLines(t, r.steps),
      ...keptLike(en.notes, r.notes, yearNote),
      ...sayAssumptions(assumptions, w.lang),
    ],
    examples,
    working: working(r.steps),
    financialYear: r.financialYear,
    sections: [r.businessType, '44AB', '211', ...stepSections(r.steps)],
  });
}

function unsupportedYearAnswer(financialYear: string, w: Wording): ExplainAnswer {
  const { t } = w;
  const years = SUPPORTED_FINANCIAL_YEARS.map((y) => t.fy(y)).join(', ');
  const citations = citationsFor(['115BAC', '87A']);
  const base: ExplainAnswer = {
    section: t.unsupportedYear.title(financialYear),
    sectionNumber: null,
    explanation: t.unsupportedYear.explanation(years, DEFAULT_FINANCIAL_YEAR),
    keyPoints: SUPPORTED_FINANCIAL_YEARS.map((y) => t.fy(y)),
    examples: [],
    relatedSections: ['115BAC', '87A'],
    citations,
    kind: 'calculation',
  };
  return w.lang === 'hi' ? { ...base, citations: hindiCitations(citations), lang: 'hi' } : base;
}

/**
 * Runs the engine for a parsed request and words the answer in the page's language: the same
 * figures in both, the engine's working lines and notes in that language too.
 */
export function answerCalculation(
  request: CalculationRequest,
  lang: AnswerLanguage = 'en',
): ExplainAnswer {
  const w = wordingFor(lang);
  switch (request.calculator) {
    case 'income_tax':
      return incomeTaxAnswer(request, w);
    case 'hra':
      return hraAnswer(request, w);
    case 'advance_tax':
      return advanceTaxAnswer(request, w);
    case 'capital_gains':
      return capitalGainsAnswer(request, w);
    case 'presumptive':
      return presumptiveAnswer(request, w);
    case 'unsupported_year':
      return unsupportedYearAnswer(request.financialYear, w);
  }
}
