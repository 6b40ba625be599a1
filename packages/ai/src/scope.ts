/**
 * What the explainer will not answer: personal investment product advice
 * ("which mutual fund should I buy"), help to evade tax, and questions that are not about Indian
 * income tax at all. Decided by rules, before any search or model call, so a refusal is the
 * same online and offline and costs nothing.
 */
import { abbreviations } from '@taxguide/content';
import { matchText } from './normalize';

export type RefusalReason = 'investment_advice' | 'evasion' | 'not_tax';

const PRODUCT =
  '(?:mutual funds?|funds?|mfs?|elss(?: funds?| schemes?)?|stocks?|shares?|equit(?:y|ies)|ipos?|crypto(?:currenc(?:y|ies))?|coins?|bitcoins?|ethereum|etfs?|sips?|ulips?|insurance (?:policy|policies|plans?)|bonds?|smallcases?|penny stocks?|nfts?|sgbs?|gold|real estate)';

/** Asking which product to pick, when to trade, or what will earn most: refused even with tax words. */
const PRODUCT_PICK: RegExp[] = [
  new RegExp(
    `\\bwhich (?:[a-z]+ ){0,2}${PRODUCT}\\b.*\\b(?:buy|invest|pick|choose|start|select|go for|is best|is better|gives?|returns?)\\b`,
  ),
  new RegExp(
    `\\b(?:best|top|good|great|safest|highest return(?:ing)?|high return)\\s+(?:\\d+\\s+)?${PRODUCT}\\b`,
  ),
  new RegExp(`\\b(?:recommend|suggest)\\b.*\\b${PRODUCT}\\b`),
  // Hinglish "kaunsa mutual fund lu": which product to take.
  new RegExp(
    `\\b(?:kaunsa|konsa|kaun sa|kon sa|kaunsi|konsi|kaun si|kon si|kaunse|konse|kaun se|kon se)\\s+(?:[a-z]+ ){0,2}${PRODUCT}\\b.*\\b(?:lu|loon|lun|lena|lein|le lu|khareed\\w*|kharid\\w*|buy|chune|chunu|best|accha|achha|acha|badhiya|invest|karu|karun)\\b`,
  ),
  /\b(?:stock|share|trading|intraday|crypto|option|options|f&o) tips?\b/,
  /\b(?:target price|price target|multibagger|stocks? to buy|shares? to buy|funds? to buy)\b/,
  /\bgood time to (?:buy|invest|sell)\b/,
  /\bwill (?:the )?(?:market|sensex|nifty|stock|share|gold|bitcoin|price)s?\b.*\b(?:go up|rise|fall|crash|increase|grow)\b/,
  /\bwhere (?:should|can|do) i invest\b/,
  /\b(?:highest|best|maximum) returns?\b/,
  // "gold etf or sgb which gives more return": comparing products by what they earn.
  /\b(?:gives?|giving|earns?|fetch(?:es)?|offers?) (?:more|better|higher|the most|max|maximum) returns?\b/,
];

/** Asking whether to buy or sell something, without any tax angle. */
const SHOULD_I_TRADE = new RegExp(
  `\\b(?:should|shall|can) i (?:buy|sell|invest in|put (?:my )?money (?:in|into)|hold|start)\\b.*\\b${PRODUCT}\\b|\\b(?:should|shall) i (?:buy|sell|invest in)\\b`,
);

const EVASION: RegExp[] = [
  /\b(?:evade|evading|evasion)\b/,
  /\bhide (?:my |the |our )?(?:income|cash|money|salary|earnings|profits?|fds?|fixed deposits?|interest|gains?|rent|rental income|crypto|assets?|property|business)\b/,
  /\bhide\b.*\bfrom (?:the )?(?:itr|return|tax|taxman|income tax|department|it department)\b/,
  /\bfake (?:hra|rent|deductions?|expenses?|loss|losses|donations?|80c|80d|proofs?|investment proofs?)\b/,
  /\bavoid (?:paying )?tax(?:es)? illegally\b/,
  /\bblack money\b/,
  /\bfake (?:rent |medical |hra )?(?:receipts?|bills?|invoices?|donations?|claims?|documents?)\b/,
  /\bwithout (?:the )?(?:income tax |tax )?department (?:knowing|finding out)\b/,
  /\b(?:not|never) (?:show|report|declare|disclose) (?:my )?(?:cash |foreign )?(?:income|earnings|salary|profits?)\b/,
  /\b(?:launder|laundering)\b/,
  // Hinglish: "income kaise chupaye", "tax chori".
  /\b(?:chupa|chhupa|chipa|chhipa)(?:ye|yein|yen|en|na|ne|ni|nu|u|un|te|ti|o|aye|ayein|ana|ane|ani|aun|oon)?\b/,
  /\btax chori\b/,
];

/** Words that make a question about income tax (with section numbers and aliases, found elsewhere). */
const TAX_WORDS =
  /\b(?:tax|taxes|taxed|taxable|taxation|taxpayer|income|salary|salaried|deduction|deductions|deduct|deducted|exemption|exempt|exempted|rebate|regime|slab|slabs|tds|tcs|itr|returns? filing|file (?:my )?returns?|refund|assessment|assessee|cess|surcharge|capital gains?|ltcg|stcg|hra|pan|form 16|form 26as|26as|ais|advance tax|penalty|interest on|pension|gratuity|allowance|perquisites?|80[a-z]+|section|presumptive|audit|financial year|fy|ay|assessment year|tax year|cbdt|challan|e filing|efiling|income tax)\b/;

const ABBREVIATIONS = new Set(abbreviations.map((a) => matchText(a.short).trim()));

function hasTaxSignal(text: string): boolean {
  if (TAX_WORDS.test(text)) return true;
  return text
    .trim()
    .split(' ')
    .some((w) => ABBREVIATIONS.has(w));
}

export interface ScopeInput {
  normalizedQuery: string;
  /** The question names a section by its number. */
  namesSection: boolean;
  /** The question uses a name of a section ("HRA", "bitcoin" for 194S). */
  namesTopic: boolean;
  /** The question asks for a figure the engine can compute. */
  isCalculation: boolean;
}

/** Why the question is out of scope, or undefined when the explainer should answer it. */
export function refusalReason(input: ScopeInput): RefusalReason | undefined {
  const text = matchText(input.normalizedQuery);
  if (EVASION.some((p) => p.test(text))) return 'evasion';
  if (PRODUCT_PICK.some((p) => p.test(text))) return 'investment_advice';
  // "Should I buy bitcoin now?" names a product (an alias of 194S), not a tax question.
  const taxWords = input.namesSection || input.isCalculation || hasTaxSignal(text);
  if (SHOULD_I_TRADE.test(text) && !taxWords) return 'investment_advice';
  if (!taxWords && !input.namesTopic) return 'not_tax';
  return undefined;
}

/**
 * Advice a model must never give in our name, whatever the question was: picking a product,
 * promising a return, telling the reader to buy or sell.
 */
const ADVICE_IN_ANSWER: RegExp[] = [
  ...PRODUCT_PICK,
  /\bguarantee(?:d|s)?\b.{0,60}\b(?:returns?|profits?|gains?|growth|double)\b/,
  /\b(?:assured|risk free|riskless|sure shot) (?:returns?|profits?|gains?)\b/,
  /\b(?:you should|i recommend|we recommend|i suggest|we suggest) (?:you )?(?:buy|sell|invest in|put (?:your )?money)\b/,
];

/** True when a written answer gives investment advice (checked before any answer is shown). */
export function answerGivesAdvice(normalizedAnswer: string): boolean {
  const text = matchText(normalizedAnswer);
  return ADVICE_IN_ANSWER.some((p) => p.test(text));
}

/** The refusal, in the explainer's own words (no facts in it to check). */
export const REFUSAL_TEXT: Record<RefusalReason, { heading: string; explanation: string }> = {
  investment_advice: {
    heading: 'Personal investment advice is outside what this explainer does',
    explanation:
      'We explain how Indian income tax treats investments, but we cannot recommend which fund, stock, policy or other product you should buy, or when to buy or sell. That depends on your goals and risk, and needs a SEBI-registered investment adviser. Ask us instead how an investment is taxed or which deduction it qualifies for.',
  },
  evasion: {
    heading: 'We can only explain lawful ways to reduce tax',
    explanation:
      'We cannot help to hide income, make false claims or avoid tax unlawfully. The Income Tax Act has penalties and prosecution for under-reporting and misreporting income. Ask us instead about the deductions, exemptions and regimes the law allows.',
  },
  not_tax: {
    heading: 'This explainer answers questions about Indian income tax only',
    explanation:
      'Your question does not look like one about Indian income tax, so we cannot answer it here. Ask about a section of the Income Tax Act, a deduction or exemption, TDS, capital gains, filing your return, or a tax figure for your income.',
  },
};

/** What the explainer can do, shown with every refusal. */
export const CAPABILITIES = [
  'Explain a section by its number in either Act: "Section 80C", "section 156 of the 2025 Act"',
  'Explain a topic: "HRA exemption", "LTCG on shares", "TDS on contractors"',
  'Compute a figure with our tax engine: "tax on 15 lakh in the new regime"',
];

export const EXAMPLE_QUESTIONS = [
  'How is ELSS treated under section 80C?',
  'How are gains on equity mutual funds taxed?',
  'What is the 80D limit for senior citizen parents?',
];
