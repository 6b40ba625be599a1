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
  type CapitalGainsInput,
  type CompareInput,
  type DeductionClaims,
  type FinancialYear,
  type HraInput,
  type IncomeTaxResult,
  type PresumptiveInput,
  type Regime,
  type Step,
} from '@taxguide/tax-engine';
import {
  asFinancialYear,
  parseAgeGroup,
  parseAmounts,
  parseFinancialYear,
  parseRegime,
  type Amount,
} from './amounts';
import { matchAliases } from './aliases';
import { citationsFor, pageNumbers } from './citations';
import { findSectionReferences } from './section-references';

export type CalculationRequest =
  | {
      calculator: 'income_tax';
      regime: Regime | undefined;
      input: CompareInput;
      assumptions: string[];
    }
  | {
      calculator: 'hra';
      input: HraInput;
      hraGiven: boolean;
      monthly: boolean;
      assumptions: string[];
    }
  | { calculator: 'advance_tax'; input: AdvanceTaxInput; assumptions: string[] }
  | { calculator: 'capital_gains'; input: CapitalGainsInput; assumptions: string[] }
  | { calculator: 'presumptive'; input: PresumptiveInput; assumptions: string[] }
  | { calculator: 'unsupported_year'; financialYear: string };

export type IncomeTaxRequest = Extract<CalculationRequest, { calculator: 'income_tax' }>;

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

function yearFor(text: string, assumptions: string[]): FinancialYear | 'unsupported' {
  const mention = parseFinancialYear(text);
  if (mention && !mention.supported) return 'unsupported';
  const year = asFinancialYear(mention);
  if (year) return year;
  assumptions.push(
    `Year not given: FY ${DEFAULT_FINANCIAL_YEAR} (tax year ${DEFAULT_FINANCIAL_YEAR}) assumed.`,
  );
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
  const assumptions: string[] = [];
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
    /\b(?:fd|fixed deposits?|bank|savings|deposits?|bonds?|post office)\s+interest\b|\binterest (?:on|from) (?:my |an? )?(?:fd|fixed deposits?|deposits?|savings|bonds?|bank)\b|\bdividends?\b|\brent (?:income|received)\b/.test(
      text,
    );
  if (!isOther) {
    assumptions.push(
      'Treated as salary income, so the standard deduction applies; say "other income" or "business income" if it is not salary.',
    );
  }
  const ageGroup = parseAgeGroup(text);
  if (!ageGroup) assumptions.push('Age below 60 assumed (it matters only in the old regime).');
  const nonResident = /\b(?:nri|non[- ]?resident)\b/.test(text);
  if (!nonResident) assumptions.push('Resident individual assumed.');
  if (Object.keys(deductions).length === 0) {
    assumptions.push(
      'No deductions claimed: add them ("with 80C of 1.5 lakh") to see their effect.',
    );
  }
  const regime = parseRegime(text);
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

function findCity(text: string, financialYear: FinancialYear): { city?: string; listed: boolean } {
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
  const assumptions: string[] = [];
  const financialYear = yearFor(text, assumptions);
  if (financialYear === 'unsupported') {
    return {
      calculator: 'unsupported_year',
      financialYear: parseFinancialYear(text)!.financialYear,
    };
  }
  const monthly =
    /\b(?:per month|a month|monthly|pm|p\.m|each month|every month|\/month|month)\b/.test(text);
  const hra = found.get('hra');
  const { city, listed } = findCity(text, financialYear);
  let metro: boolean | undefined;
  if (!city) {
    if (/\bnon[- ]?metro\b/.test(text)) metro = false;
    else if (/\bmetro\b/.test(text)) metro = true;
    else {
      metro = false;
      const cities = rulesFor(financialYear).hra.metroCities.value.join(', ');
      assumptions.push(
        `City not given: the 40% limit of a non-metro city is used (50% applies in ${cities}).`,
      );
    }
  } else if (!listed) {
    metro = undefined;
  }
  if (!hra) {
    assumptions.push(
      'HRA received not given: the exemption shown is the most it can be; it is never more than the HRA you actually receive.',
    );
  }
  assumptions.push(
    monthly
      ? 'Amounts taken as monthly figures, as you wrote them.'
      : 'Amounts taken for the period you gave them (monthly figures give a monthly exemption).',
  );
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
  const assumptions: string[] = [];
  const financialYear = yearFor(text, assumptions);
  if (financialYear === 'unsupported') {
    return {
      calculator: 'unsupported_year',
      financialYear: parseFinancialYear(text)!.financialYear,
    };
  }
  const regime = parseRegime(text);
  if (!regime) assumptions.push('New regime assumed (the default); say "old regime" to switch.');
  const ageGroup = parseAgeGroup(text);
  const business = /\b(?:business|profession|freelanc\w*|consult\w*)\b/.test(text);
  if (!business) assumptions.push('Treated as salary income with no business income.');
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

function parseCapitalGains(
  text: string,
  amounts: Amount[],
  today: string,
): CalculationRequest | undefined {
  if (!/\b(?:capital gains?|ltcg|stcg|sold|sell|selling|sale)\b/.test(text)) return undefined;
  const found = assignAmounts(text, amounts, [
    {
      key: 'sale',
      pattern:
        /\b(?:sold|sale price|sale value|sale consideration|selling price|sell(?:ing)?|sale)\b(?: (?:it|them|for|at|price))*/,
    },
    {
      key: 'purchase',
      pattern:
        /\b(?:bought|purchased|purchase price|purchase cost|cost of acquisition|cost|invested|buying price|buy(?:ing)?)\b(?: (?:it|them|for|at|price))*/,
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
  if (!assetType) return undefined;

  const assumptions: string[] = [];
  const dates = parseDates(text);
  let purchaseDate: string;
  let saleDate: string;
  const held =
    /\b(?:held|holding|after|for|kept)\b[^0-9]{0,12}(\d{1,2}(?:\.5)?)\s*(years?|yrs?|months?)\b/.exec(
      text,
    );
  if (dates.length >= 2) {
    [purchaseDate, saleDate] = [dates[0]!, dates[1]!];
    if (
      /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(?:19|20)\d{2}\b/.test(
        text,
      )
    ) {
      assumptions.push('A date given as a month is taken as the 1st of that month.');
    }
  } else if (held?.[1]) {
    const months = Math.round(Number(held[1]) * (held[2]!.startsWith('y') ? 12 : 1));
    saleDate = dates[0] ?? today;
    purchaseDate = addMonths(saleDate, -months);
    assumptions.push(
      dates[0]
        ? `Bought ${months} months before the sale date you gave.`
        : `Sale date taken as today (${today}), bought ${months} months earlier.`,
    );
  } else {
    return undefined;
  }
  if (purchaseDate >= saleDate) return undefined;
  if (assetType === 'equity' || assetType === 'equityFund') {
    assumptions.push('Listed on a recognised exchange with STT paid assumed.');
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
  const assumptions: string[] = [];
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
    );
  if (!allDigital) {
    assumptions.push(
      'Receipts not stated as digital are treated as cash, as the engine does by default; say "all digital" if they are.',
    );
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
 * The engine call a question asks for, or undefined when it does not ask for a figure (or does
 * not give enough to compute one: then the section explanation answers it instead).
 * `today` is an ISO date, used only when a question gives a holding period instead of dates.
 */
export function parseCalculation(
  normalizedQuery: string,
  today: string,
): CalculationRequest | undefined {
  const text = normalizedQuery;
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

function working(steps: readonly Step[], prefix = ''): WorkingStep[] {
  return steps.map((s) => ({
    label: `${prefix}${s.label}`,
    amount: s.amount,
    section: s.section ?? null,
    section2025: s.section2025 ?? null,
  }));
}

function stepLine(s: Step): string {
  const where = s.section
    ? ` (section ${s.section}${s.section2025 ? `; ${s.section2025} of the 2025 Act` : ''})`
    : '';
  return `${s.label}: ${formatINR(s.amount)}${where}`;
}

function stepSections(steps: readonly Step[]): (string | undefined)[] {
  return steps.map((s) => s.section);
}

const REGIME_NAME: Record<Regime, string> = { new: 'new regime', old: 'old regime' };
const ENGINE_NOTE = 'Figures from our tax engine, which applies the rules of the year you picked.';

function answer(
  parts: Omit<ExplainAnswer, 'kind' | 'citations' | 'relatedSections'> & {
    sections: (string | undefined)[];
  },
): ExplainAnswer {
  const { sections, ...rest } = parts;
  const related = pageNumbers(sections).filter((n) => n !== rest.sectionNumber);
  return {
    ...rest,
    kind: 'calculation',
    relatedSections: related,
    citations: citationsFor([rest.sectionNumber, ...related]),
  };
}

function incomeTaxAnswer(
  request: Extract<CalculationRequest, { calculator: 'income_tax' }>,
): ExplainAnswer {
  const { input, regime, assumptions } = request;
  const result = runCalculation('compare', input);
  const fy = result.financialYear;
  const what = input.incomeType === 'other' ? 'an income' : 'a salary';
  const withDeductions = input.deductions ? ' with the deductions you gave (old regime only)' : '';
  const notes = (r: IncomeTaxResult) => r.notes.filter((n) => !/^Financial year not given/.test(n));
  if (regime) {
    const main = result[regime];
    const other = result[regime === 'new' ? 'old' : 'new'];
    const rebate =
      main.rebate87A > 0
        ? ` The section 87A rebate of ${formatINR(main.rebate87A)} is included.`
        : '';
    const surcharge =
      main.surcharge > 0 ? ` It includes a surcharge of ${formatINR(main.surcharge)}.` : '';
    return answer({
      section: `Income tax on ${formatINR(input.annualIncome)} in the ${REGIME_NAME[regime]}, FY ${fy}`,
      sectionNumber: '115BAC',
      explanation: `For ${what} of ${formatINR(input.annualIncome)} in FY ${fy}, the total tax in the ${REGIME_NAME[regime]}${regime === 'old' ? withDeductions : ''} is ${formatINR(main.totalTax)}, on a taxable income of ${formatINR(main.taxableIncome)}.${rebate}${surcharge} ${ENGINE_NOTE} The working below shows each step and the section behind it.`,
      keyPoints: [...main.steps.map(stepLine), ...notes(main), ...assumptions],
      examples: [
        `The same income in the ${REGIME_NAME[regime === 'new' ? 'old' : 'new']}: total tax ${formatINR(other.totalTax)}.`,
      ],
      working: working(main.steps),
      financialYear: fy,
      sections: ['115BAC', '87A', ...stepSections(main.steps)],
    });
  }
  const verdict =
    result.saving === 0
      ? 'Both regimes give the same tax.'
      : `The ${REGIME_NAME[result.winner]} costs less, by ${formatINR(result.saving)}.`;
  const breakEven =
    result.breakEvenDeductions === null
      ? 'No amount of old-regime deductions would make the old regime cheaper at this income.'
      : `The old regime would cost less only with old-regime deductions and exemptions of at least ${formatINR(result.breakEvenDeductions)} in total.`;
  return answer({
    section: `Income tax on ${formatINR(input.annualIncome)}: new and old regime, FY ${fy}`,
    sectionNumber: '115BAC',
    explanation: `For ${what} of ${formatINR(input.annualIncome)} in FY ${fy}, the total tax is ${formatINR(result.new.totalTax)} in the new regime and ${formatINR(result.old.totalTax)} in the old regime${withDeductions}. ${verdict} ${ENGINE_NOTE}`,
    keyPoints: [
      `New regime total tax: ${formatINR(result.new.totalTax)} (taxable income ${formatINR(result.new.taxableIncome)})`,
      `Old regime total tax: ${formatINR(result.old.totalTax)} (taxable income ${formatINR(result.old.taxableIncome)})`,
      ...notes(result.new),
      ...assumptions,
    ],
    examples: [breakEven],
    working: [
      ...working(result.new.steps, 'New regime: '),
      ...working(result.old.steps, 'Old regime: '),
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

function hraAnswer(request: Extract<CalculationRequest, { calculator: 'hra' }>): ExplainAnswer {
  const { input, hraGiven, monthly, assumptions } = request;
  const r = runCalculation('hra', input);
  const steps = hraGiven ? r.steps : r.steps.filter((s) => !/^\(a\)|^Taxable HRA/.test(s.label));
  const period = monthly ? ' a month' : '';
  const place = `the ${r.percentApplied}% limit of ${r.metro ? 'a metro' : 'a non-metro'} city`;
  const taxable = hraGiven
    ? ` Of the HRA received, ${formatINR(r.taxableHra)}${period} stays taxable.`
    : '';
  const examples: string[] = [];
  if (monthly) {
    const year = runCalculation('hra', {
      ...input,
      basicSalary: input.basicSalary * 12,
      ...(input.dearnessAllowance ? { dearnessAllowance: input.dearnessAllowance * 12 } : {}),
      hraReceived: input.hraReceived * 12,
      rentPaid: input.rentPaid * 12,
    });
    examples.push(
      `For a full year at these monthly figures, the exempt HRA is ${formatINR(year.exemptHra)}.`,
    );
  }
  return answer({
    section: 'Section 10(13A): House Rent Allowance (HRA) Exemption',
    sectionNumber: '10(13A)',
    explanation: `With a basic salary of ${formatINR(input.basicSalary)}${period} and rent of ${formatINR(input.rentPaid)}${period}, using ${place}, the exempt HRA under section 10(13A) is ${formatINR(r.exemptHra)}${period}${hraGiven ? '' : ' at most'}.${taxable} ${ENGINE_NOTE}`,
    keyPoints: [
      ...steps.map(stepLine),
      ...r.notes.filter((n) => !/^Financial year not given/.test(n)),
      ...assumptions,
    ],
    examples,
    working: working(steps),
    financialYear: r.financialYear,
    sections: ['10(13A)', '80GG', '115BAC'],
  });
}

function advanceTaxAnswer(
  request: Extract<CalculationRequest, { calculator: 'advance_tax' }>,
): ExplainAnswer {
  const { input, assumptions } = request;
  const r = runCalculation('advance_tax', input);
  const threshold = rulesFor(r.financialYear).advanceTax.threshold.value.amount;
  const explanation = r.liable
    ? `On an income of ${formatINR(input.annualIncome)} in FY ${r.financialYear}, the year's tax is ${formatINR(r.totalTaxLiability)} and TDS is ${formatINR(r.tdsDeducted)}, so advance tax of ${formatINR(r.advanceTaxDue)} is due in instalments: ${formatINR(r.quarters.q1)} by 15 June, ${formatINR(r.quarters.q2)} by 15 September, ${formatINR(r.quarters.q3)} by 15 December and ${formatINR(r.quarters.q4)} by 15 March. ${ENGINE_NOTE}`
    : `On an income of ${formatINR(input.annualIncome)} in FY ${r.financialYear}, the tax left after TDS is ${formatINR(r.balanceAfterTds)}, below the ${formatINR(threshold)} at which advance tax applies, so no advance tax is due. ${ENGINE_NOTE}`;
  return answer({
    section: `Advance tax on ${formatINR(input.annualIncome)}, FY ${r.financialYear}`,
    sectionNumber: '211',
    explanation,
    keyPoints: [
      ...r.steps.map(stepLine),
      ...r.notes.filter((n) => !/^Financial year not given/.test(n)),
      ...assumptions,
    ],
    examples: [],
    working: working(r.steps),
    financialYear: r.financialYear,
    sections: ['211', '208', '234B', '234C', ...stepSections(r.steps)],
  });
}

function capitalGainsAnswer(
  request: Extract<CalculationRequest, { calculator: 'capital_gains' }>,
): ExplainAnswer {
  const { input, assumptions } = request;
  const r = runCalculation('capital_gains', input);
  const term = r.term === 'long' ? 'long-term' : 'short-term';
  const where =
    r.section === 'slab' ? 'taxed at your slab rate' : `taxed under section ${r.section}`;
  const explanation =
    r.gain <= 0
      ? `Bought for ${formatINR(input.purchasePrice)} and sold for ${formatINR(input.salePrice)}, there is no gain (${formatINR(r.gain)}), so no tax on this sale. ${ENGINE_NOTE}`
      : `Bought for ${formatINR(input.purchasePrice)} on ${input.purchaseDate} and sold for ${formatINR(input.salePrice)} on ${input.saleDate}, held ${r.holdingMonths} months: a ${term} gain of ${formatINR(r.gain)}, ${where}. The tax on it is ${formatINR(r.totalTax)} including cess, leaving ${formatINR(r.netGain)}. ${ENGINE_NOTE}`;
  // A gain at the slab rate has no special-rate section: it is charged by s.45 (computed under
  // s.48) and taxed with the rest of the income.
  const main = r.section === 'slab' ? '45' : r.section;
  return answer({
    section: `Capital gains on a sale for ${formatINR(input.salePrice)}, FY ${r.financialYear}`,
    sectionNumber: main,
    explanation,
    keyPoints: [...r.steps.map(stepLine), ...r.notes, ...assumptions],
    examples: r.indexation
      ? [
          `With indexation: tax ${formatINR(r.indexation.taxWithIndexation)}; without: ${formatINR(r.indexation.taxWithoutIndexation)}. The lower one is used.`,
        ]
      : [],
    working: working(r.steps),
    financialYear: r.financialYear,
    sections: [main, '48', '112A', '111A', '112', '54', '54EC', ...stepSections(r.steps)],
  });
}

function presumptiveAnswer(
  request: Extract<CalculationRequest, { calculator: 'presumptive' }>,
): ExplainAnswer {
  const { input, assumptions } = request;
  const r = runCalculation('presumptive', input);
  const examples: string[] = [];
  if (r.eligible && r.presumptiveIncome > 0) {
    const tax = runCalculation('compare', {
      annualIncome: r.presumptiveIncome,
      incomeType: 'other',
      financialYear: r.financialYear,
    });
    examples.push(
      `If this is your only income, the tax on it would be ${formatINR(tax.new.totalTax)} in the new regime and ${formatINR(tax.old.totalTax)} in the old regime (resident, below 60).`,
    );
  }
  return answer({
    section: `Presumptive income under section ${r.businessType}, FY ${r.financialYear}`,
    sectionNumber: r.businessType,
    explanation: r.eligible
      ? `On gross receipts of ${formatINR(input.grossReceipts ?? 0)}, the presumptive income under section ${r.businessType} is ${formatINR(r.presumptiveIncome)} (${r.ratePercent}% of receipts); you may declare more, not less, without keeping books. ${ENGINE_NOTE}`
      : `${r.notes.find((n) => n.startsWith('Not eligible')) ?? `Receipts of ${formatINR(input.grossReceipts ?? 0)} are above the ${formatINR(r.limit)} limit of section ${r.businessType}, so the presumptive scheme is not available for them.`} ${ENGINE_NOTE}`,
    keyPoints: [
      ...r.steps.map(stepLine),
      ...r.notes.filter((n) => !/^Financial year not given/.test(n)),
      ...assumptions,
    ],
    examples,
    working: working(r.steps),
    financialYear: r.financialYear,
    sections: [r.businessType, '44AB', '211', ...stepSections(r.steps)],
  });
}

function unsupportedYearAnswer(financialYear: string): ExplainAnswer {
  const years = SUPPORTED_FINANCIAL_YEARS.map((y) => `FY ${y}`).join(', ');
  return {
    section: `FY ${financialYear} is not covered by our tax engine`,
    sectionNumber: null,
    explanation: `Our tax engine computes tax for ${years}. Ask again with one of these years, or leave the year out to use FY ${DEFAULT_FINANCIAL_YEAR}.`,
    keyPoints: SUPPORTED_FINANCIAL_YEARS.map((y) => `FY ${y}`),
    examples: [],
    relatedSections: ['115BAC', '87A'],
    citations: citationsFor(['115BAC', '87A']),
    kind: 'calculation',
  };
}

/** Runs the engine for a parsed request and words the answer. */
export function answerCalculation(request: CalculationRequest): ExplainAnswer {
  switch (request.calculator) {
    case 'income_tax':
      return incomeTaxAnswer(request);
    case 'hra':
      return hraAnswer(request);
    case 'advance_tax':
      return advanceTaxAnswer(request);
    case 'capital_gains':
      return capitalGainsAnswer(request);
    case 'presumptive':
      return presumptiveAnswer(request);
    case 'unsupported_year':
      return unsupportedYearAnswer(request.financialYear);
  }
}
