/**
 * One-fact follow-ups to a tax figure: "and in the old regime?", "what if I add 50,000 in NPS?",
 * "for a senior citizen?", "what if my income is 18 lakh?", "for FY 2025-26?". The previous
 * inputs come from the thread (thread.ts); the change is applied to them, the engine runs
 * again, and the answer shows the previous figure, the new one and the difference.
 */
import { formatINR } from '@taxguide/content';
import type { ExplainAnswer, WorkingStep } from '@taxguide/contracts/ai';
import {
  DEFAULT_FINANCIAL_YEAR,
  runCalculation,
  type AgeGroup,
  type CompareResult,
  type DeductionClaims,
  type FinancialYear,
  type Regime,
} from '@taxguide/tax-engine';
import { HI } from '@taxguide/tax-engine/hindi';
import {
  asFinancialYear,
  parseAgeGroup,
  parseAmounts,
  parseFinancialYear,
  parseRegime,
} from './amounts';
import {
  DEDUCTION_LABELS,
  answerCalculation,
  assignAmounts,
  sayAssumptions,
  type AnswerLanguage,
  type IncomeTaxRequest,
} from './calculation';
import { FOLLOW_UP_HI } from './calculation-hindi';
import { citationsFor, pageNumbers } from './citations';
import { hindiCitations } from './hindi-answer';

export type CalculationChange =
  | { kind: 'regime'; regime: Regime }
  | { kind: 'income'; annualIncome: number }
  | { kind: 'deduction'; key: keyof DeductionClaims; amount: number }
  | { kind: 'age'; ageGroup: AgeGroup }
  | { kind: 'year'; financialYear: FinancialYear }
  | { kind: 'unsupported_year'; financialYear: string };

/** How a follow-up starts: "and ...", "what if ...", "with ...", "for ...", "if I am ...". */
const CUE =
  /^(?:and|or|what about|how about|what if|if|with|for|in|under|at|now|same|ok(?:ay)?|also|then|but|suppose|assume|say|plus|add|adding|after|switch(?:ing)?|instead|aur|agar)\b/;
/** The whole message is one regime ("old regime?", "the new one"). */
const ONLY_REGIME = /^(?:the )?(?:old|new)(?: tax)?(?: regime| one)?$/;
/** Words of a question that asks something new rather than changing a figure. */
const NEW_QUESTION = /\b(?:what is|what are|explain|meaning|limit of|who can|how to|section for)\b/;

const DEDUCTION_SECTION: Partial<Record<keyof DeductionClaims, string>> = {
  section80CCD1B: '80CCD(1B)',
  section80C: '80C',
  section80D: '80D',
  homeLoanInterest: '24(b)',
  hra: '10(13A)',
  section80E: '80E',
  section80G: '80G',
  section80TTA: '80TTA',
  professionalTax: '16(iii)',
};

function ageFromWords(text: string): AgeGroup | undefined {
  const group = parseAgeGroup(text);
  if (group) return group;
  const age = /\b(?:i am|i'm|im|age|aged|my age is)\s*(\d{2})\b/.exec(text)?.[1];
  if (age) {
    const n = Number(age);
    return n >= 80 ? '80plus' : n >= 60 ? '60to80' : 'below60';
  }
  if (/\b(?:below|under) 60\b|\bnot (?:a )?senior\b/.test(text)) return 'below60';
  return undefined;
}

/**
 * The changes a short follow-up makes to the last figure's inputs, or undefined when the
 * message is not such a follow-up (it then goes through the usual plan).
 */
export function parseCalculationChange(normalizedQuery: string): CalculationChange[] | undefined {
  // A Hindi "अगर ..." (if ...), which readHindi keeps, opens a follow-up as "if" does.
  const text = normalizedQuery
    .replace(/[?.!]+$/, '')
    .trim()
    .replace(/^(?:अगर|यदि)\s+/, 'if ');
  if (text.split(' ').length > 14) return undefined;
  if (!CUE.test(text) && !ONLY_REGIME.test(text)) return undefined;
  if (NEW_QUESTION.test(text)) return undefined;
  const changes: CalculationChange[] = [];
  const year = parseFinancialYear(text);
  if (year) {
    const supported = asFinancialYear(year);
    changes.push(
      supported
        ? { kind: 'year', financialYear: supported }
        : { kind: 'unsupported_year', financialYear: year.financialYear },
    );
  }
  const regime = ONLY_REGIME.test(text)
    ? text.includes('old')
      ? 'old'
      : 'new'
    : parseRegime(text);
  if (regime) changes.push({ kind: 'regime', regime });
  const age = ageFromWords(text);
  if (age) changes.push({ kind: 'age', ageGroup: age });
  const amounts = parseAmounts(text);
  const deductions = assignAmounts(text, amounts, DEDUCTION_LABELS);
  for (const [key, amount] of deductions) {
    changes.push({ kind: 'deduction', key: key as keyof DeductionClaims, amount: amount.value });
  }
  const rest = amounts.filter((a) => ![...deductions.values()].includes(a));
  if (rest.length === 1 && deductions.size === 0 && rest[0]!.value >= 10_000)
    changes.push({ kind: 'income', annualIncome: rest[0]!.value });
  return changes.length > 0 ? changes : undefined;
}

/** The request with the changes made (an unsupported year is answered on its own). */
export function applyChanges(
  request: IncomeTaxRequest,
  changes: readonly CalculationChange[],
): IncomeTaxRequest {
  let { regime, input } = request;
  for (const c of changes) {
    if (c.kind === 'regime') regime = c.regime;
    if (c.kind === 'income') input = { ...input, annualIncome: c.annualIncome };
    if (c.kind === 'age') input = { ...input, ageGroup: c.ageGroup };
    if (c.kind === 'year') input = { ...input, financialYear: c.financialYear };
    if (c.kind === 'deduction')
      input = { ...input, deductions: { ...input.deductions, [c.key]: c.amount } };
  }
  // Assumptions the change has answered are dropped; the others still hold.
  const assumptions = request.assumptions.filter(
    (a) =>
      !(input.deductions && a.key === 'noDeductions') &&
      !(input.ageGroup && a.key === 'ageBelow60') &&
      !(changes.some((c) => c.kind === 'year') && a.key === 'yearNotGiven'),
  );
  return { calculator: 'income_tax', regime, input, assumptions };
}

/** Every sentence a follow-up answer builds around the engine's figures; the Hindi twin is in calculation-hindi.ts. */
export interface FollowUpText {
  regimeName: Record<Regime, string>;
  bothRegimes: string;
  ageName: Record<AgeGroup, string>;
  deductionName: Partial<Record<keyof DeductionClaims, string>>;
  income: (other: boolean, amount: string) => string;
  fy: (fy: string) => string;
  noChange: string;
  more: (amount: string) => string;
  less: (amount: string) => string;
  before: (described: string) => string;
  now: (described: string) => string;
  pair: (p: {
    regime: Regime;
    tax: string;
    before: string;
    beforeRegime: Regime;
    difference: string;
  }) => string;
  and: string;
  noDeductionInNew: (names: string, old: string) => string;
  oldWith: (withIt: string, without: string) => string;
  sameSlabsAtEveryAge: string;
  tableHead: string;
  explanation: (pairs: string) => string;
  title: (regime: string, fy: string) => string;
  rowPoint: (label: string, tax: string) => string;
  differencePoint: (pair: string) => string;
}

export const FOLLOW_UP_EN: FollowUpText = {
  regimeName: { new: 'new regime', old: 'old regime' },
  bothRegimes: 'new and old regime',
  ageName: { below60: 'below 60', '60to80': 'aged 60 to 79', '80plus': 'aged 80 or more' },
  deductionName: {
    section80CCD1B: 'NPS (section 80CCD(1B))',
    section80C: 'section 80C',
    section80D: 'health insurance (section 80D)',
    homeLoanInterest: 'home-loan interest (section 24(b))',
    hra: 'exempt HRA (section 10(13A))',
    section80E: 'education-loan interest (section 80E)',
    section80G: 'donations (section 80G)',
    section80TTA: 'savings interest (section 80TTA)',
    professionalTax: 'professional tax',
  },
  income: (other, amount) => `${other ? 'income' : 'salary'} ${amount}`,
  fy: (fy) => `FY ${fy}`,
  noChange: 'no change',
  more: (amount) => `${amount} more`,
  less: (amount) => `${amount} less`,
  before: (described) => `Before: ${described}`,
  now: (described) => `Now: ${described}`,
  pair: (p) =>
    `${FOLLOW_UP_EN.regimeName[p.regime]} ${p.tax} against ${p.before} before (${FOLLOW_UP_EN.regimeName[p.beforeRegime]}): ${p.difference}`,
  and: ' and ',
  noDeductionInNew: (names, old) =>
    `The new regime gives no deduction for ${names} (section 115BAC(2) of the Income-tax Act 1961; section 202(2) of the Income-tax Act 2025), so the new-regime tax does not change.${old}`,
  oldWith: (withIt, without) =>
    ` In the old regime, with it, the tax would be ${withIt} (${without} without).`,
  sameSlabsAtEveryAge:
    'The new regime has the same slabs at every age; age changes only the old-regime exemption limit.',
  tableHead: '| | Total tax |',
  explanation: (pairs) =>
    `Same inputs as your previous question, with the change you gave. Total tax: ${pairs}. Figures from our tax engine, which applies the rules of the year you picked.`,
  title: (regime, fy) => `Income tax after your change: ${regime}, FY ${fy}`,
  rowPoint: (label, tax) => `${label}: total tax ${tax}`,
  differencePoint: (pair) => `Difference: ${pair}`,
};

function describe(t: FollowUpText, request: IncomeTaxRequest, regime: Regime): string {
  const { input } = request;
  const parts = [
    t.income(input.incomeType === 'other', formatINR(input.annualIncome)),
    t.regimeName[regime],
    // The engine's own default when a request has no year (parsed ones always have one).
    t.fy(input.financialYear ?? DEFAULT_FINANCIAL_YEAR),
  ];
  if (input.ageGroup && input.ageGroup !== 'below60') parts.push(t.ageName[input.ageGroup]);
  for (const [key, value] of Object.entries(input.deductions ?? {})) {
    const name = t.deductionName[key as keyof DeductionClaims];
    if (name && typeof value === 'number') parts.push(`${name} ${formatINR(value)}`);
  }
  return parts.join(', ');
}

function difference(t: FollowUpText, before: number, after: number): string {
  if (after === before) return t.noChange;
  return after > before ? t.more(formatINR(after - before)) : t.less(formatINR(before - after));
}

interface Row {
  label: string;
  regime: Regime;
  tax: number;
}

function working(result: CompareResult, regime: Regime): WorkingStep[] {
  return result[regime].steps.map((s) => ({
    label: s.label,
    amount: s.amount,
    section: s.section ?? null,
    section2025: s.section2025 ?? null,
  }));
}

/**
 * The answer to a follow-up: the previous figure, the new one and the difference, worded in
 * the page's language (the same figures in both).
 */
export function answerFollowUp(
  previous: IncomeTaxRequest,
  changes: readonly CalculationChange[],
  lang: AnswerLanguage = 'en',
): { answer: ExplainAnswer; next: IncomeTaxRequest } {
  const t = lang === 'hi' ? FOLLOW_UP_HI : FOLLOW_UP_EN;
  const unsupported = changes.find((c) => c.kind === 'unsupported_year');
  if (unsupported) {
    return {
      answer: answerCalculation(
        { calculator: 'unsupported_year', financialYear: unsupported.financialYear },
        lang,
      ),
      next: previous,
    };
  }
  const next = applyChanges(previous, changes);
  const before = runCalculation('compare', previous.input);
  const after = runCalculation('compare', next.input);
  const afterWorded = lang === 'hi' ? runCalculation('compare', next.input, { text: HI }) : after;
  const regimeChanged = changes.some((c) => c.kind === 'regime') && previous.regime !== next.regime;
  const rows: Row[] = [];
  const notes: string[] = [];
  let mainRegime: Regime;
  if (regimeChanged) {
    const from: Regime = previous.regime ?? (next.regime === 'old' ? 'new' : 'old');
    mainRegime = next.regime!;
    rows.push({
      label: t.before(describe(t, previous, from)),
      regime: from,
      tax: before[from].totalTax,
    });
    rows.push({
      label: t.now(describe(t, next, mainRegime)),
      regime: mainRegime,
      tax: after[mainRegime].totalTax,
    });
  } else {
    const regimes: Regime[] = next.regime ? [next.regime] : ['new', 'old'];
    mainRegime = regimes[0]!;
    for (const r of regimes) {
      rows.push({ label: t.before(describe(t, previous, r)), regime: r, tax: before[r].totalTax });
      rows.push({ label: t.now(describe(t, next, r)), regime: r, tax: after[r].totalTax });
    }
  }
  const deductionKeys = changes.flatMap((c) => (c.kind === 'deduction' ? [c.key] : []));
  if (deductionKeys.length > 0 && next.regime !== 'old') {
    const names = deductionKeys.map((k) => t.deductionName[k] ?? k).join(t.and);
    const old =
      next.regime === 'new'
        ? t.oldWith(formatINR(after.old.totalTax), formatINR(before.old.totalTax))
        : '';
    notes.push(t.noDeductionInNew(names, old));
  }
  if (changes.some((c) => c.kind === 'age') && next.regime === 'new') {
    notes.push(t.sameSlabsAtEveryAge);
  }
  const pairs: string[] = [];
  for (let i = 0; i + 1 < rows.length; i += 2) {
    const [b, a] = [rows[i]!, rows[i + 1]!];
    pairs.push(
      t.pair({
        regime: a.regime,
        tax: formatINR(a.tax),
        before: formatINR(b.tax),
        beforeRegime: b.regime,
        difference: difference(t, b.tax, a.tax),
      }),
    );
  }
  const table = [
    t.tableHead,
    '|---|---|',
    ...rows.map((r) => `| ${r.label} | ${formatINR(r.tax)} |`),
  ].join('\n');
  const explanation = [t.explanation(pairs.join('; ')), table, ...notes].join('\n\n');
  const sections = [
    '115BAC',
    '87A',
    ...deductionKeys.map((k) => DEDUCTION_SECTION[k]),
    ...after[mainRegime].steps.map((s) => s.section),
  ];
  const related = pageNumbers(sections).filter((n) => n !== '115BAC');
  const citations = citationsFor(['115BAC', ...related]);
  return {
    answer: {
      section: t.title(
        next.regime ? t.regimeName[next.regime] : t.bothRegimes,
        after.financialYear,
      ),
      sectionNumber: '115BAC',
      explanation,
      keyPoints: [
        ...rows.map((r) => t.rowPoint(r.label, formatINR(r.tax))),
        ...pairs.map((p) => t.differencePoint(p)),
        ...sayAssumptions(next.assumptions, lang),
      ],
      examples: [],
      working: working(afterWorded, mainRegime),
      financialYear: after.financialYear,
      relatedSections: related,
      citations: lang === 'hi' ? hindiCitations(citations) : citations,
      kind: 'calculation',
      ...(lang === 'hi' ? { lang: 'hi' as const } : {}),
    },
    next,
  };
}
