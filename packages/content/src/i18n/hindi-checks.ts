// Checks that hold a Hindi text to the English record it translates: the FAQ test and the section
// test both use these, so the FAQ and the section pages follow one set of rules (docs/i18n.md).
import { claimFigure, occurrences } from '../claim-figures';
import { formatINR } from '../format';
import type { AnyClaim } from '../types';
import { glossary, glossaryTerm } from './glossary';

/**
 * Glossary terms whose Hindi word must appear wherever the English uses the term; `bracket` terms
 * must also carry the English in brackets on first use in the Hindi body text.
 */
export const CORE_TERMS: ReadonlyArray<{ en: string; match: RegExp; bracket: boolean }> = [
  { en: 'new tax regime', match: /\bnew(?: tax)?[ -]regime\b/i, bracket: true },
  { en: 'old tax regime', match: /\bold(?: tax)? regime\b/i, bracket: true },
  { en: 'standard deduction', match: /\bstandard deduction\b/i, bracket: true },
  { en: 'deduction', match: /\bdeductions?\b/i, bracket: false },
  { en: 'exemption', match: /\bexempt(?:ion)?\b/i, bracket: false },
  { en: 'rebate', match: /\brebate\b/i, bracket: false },
  { en: 'tax year', match: /\btax year\b/i, bracket: true },
  { en: 'assessment year', match: /\bassessment year\b/i, bracket: true },
  { en: 'financial year', match: /\bFY\b|\bfinancial year\b/i, bracket: false },
  { en: 'advance tax', match: /\badvance tax\b/i, bracket: true },
  { en: 'capital gains', match: /\bcapital gains?\b/i, bracket: true },
  { en: 'tax deducted at source', match: /\bTDS\b|\btax deducted at source\b/i, bracket: true },
  { en: 'cess', match: /\bcess\b/i, bracket: true },
  { en: 'indexation', match: /\bindexation\b/i, bracket: true },
  { en: 'house rent allowance', match: /\bHRA\b/, bracket: true },
  { en: 'permanent account number', match: /\bPAN\b/, bracket: true },
  { en: 'senior citizen', match: /\bsenior citizens?\b/i, bracket: true },
  { en: 'due date', match: /\bdue dates?\b/i, bracket: true },
  { en: 'belated return', match: /\bbelated return\b/i, bracket: true },
  { en: 'revised return', match: /\brevised return\b/i, bracket: true },
  { en: 'updated return', match: /\bupdated return\b/i, bracket: true },
  { en: 'late fee', match: /\blate fee\b/i, bracket: true },
  { en: 'return', match: /\breturns?\b/i, bracket: false },
  { en: 'salary', match: /\bsalar(?:y|ied)\b/i, bracket: false },
  { en: 'pension', match: /\bpension\b/i, bracket: false },
  { en: 'interest', match: /\binterest\b/i, bracket: false },
  { en: 'employer', match: /\bemployers?\b/i, bracket: false },
  { en: 'business', match: /\bbusiness\b/i, bracket: false },
  { en: 'section', match: /\bsections?\b/i, bracket: false },
];

/** Numbers as written: 1,50,000; 12.5; 80CCD(1B); 263(1)(c); 15G. "2025-26" gives 2025 and 26. */
export function numberTokens(text: string): Set<string> {
  return new Set(text.match(/\d+(?:[.,]\d+)*[A-Z]*(?:\([0-9A-Za-z]+\))*/g) ?? []);
}

/** The numbers of `english` that `hindi` does not carry. */
export function missingNumbers(english: string, hindi: string): string[] {
  const tokens = numberTokens(hindi);
  return [...numberTokens(english)].filter((n) => !tokens.has(n));
}

/** "₹50 lakh" → "₹50 लाख", "₹10 crore" → "₹10 करोड़": the amounts the Hindi must show. */
export function lakhCroreAmounts(english: string): string[] {
  return [...english.matchAll(/₹(\d+(?:\.\d+)?) (lakh|crore)\b/g)].map(
    ([, n, unit]) => `₹${n} ${unit === 'lakh' ? 'लाख' : 'करोड़'}`,
  );
}

/** What a claim requires of the Hindi text: its figure, and a slab's band. */
export function claimInHindi(claim: AnyClaim, hindi: string): string[] {
  const missing: string[] = [];
  const figure = claimFigure(claim, 'hi');
  if (!hindi.includes(figure)) missing.push(`${claim.rule}: ${figure}`);
  if ('upTo' in claim && claim.upTo !== null && !hindi.includes(formatINR(claim.upTo)))
    missing.push(`${claim.rule} band: ${formatINR(claim.upTo)}`);
  return missing;
}

/**
 * A Hindi term's first use must be followed by the English in brackets: the short form (TDS) or
 * the full term, of this term or of a longer glossary term ending in it (दीर्घकालिक पूंजीगत लाभ).
 */
export function firstUseProblem(hindi: string, termHi: string): string | null {
  const [at] = occurrences(hindi, termHi);
  if (at === undefined) return `"${termHi}" missing`;
  const end = at + termHi.length;
  const bracketed = glossary.some(
    (g) =>
      g.hi.endsWith(termHi) &&
      hindi.slice(0, end).endsWith(g.hi) &&
      [g.short, g.en].some((english) => english && hindi.startsWith(` (${english})`, end)),
  );
  return bracketed
    ? null
    : `first "${termHi}" has no English in brackets: "…${hindi.slice(at, end + 20)}…"`;
}

/**
 * Core glossary terms the English uses that the Hindi lacks, and bracket terms whose first use in
 * the Hindi body has no English after it. `english`/`hindi` are the whole texts (headings
 * included); the bracket rule applies where `englishBody` uses the term, checked in `hindiBody`.
 */
export function glossaryProblems(texts: {
  english: string;
  hindi: string;
  englishBody: string;
  hindiBody: string;
}): string[] {
  const problems: string[] = [];
  for (const core of CORE_TERMS) {
    const term = glossaryTerm(core.en);
    if (!core.match.test(texts.english)) continue;
    if (!texts.hindi.includes(term.hi)) problems.push(`${core.en}: "${term.hi}" missing`);
    else if (core.bracket && core.match.test(texts.englishBody)) {
      const problem = firstUseProblem(texts.hindiBody, term.hi);
      if (problem) problems.push(`${core.en}: ${problem}`);
    }
  }
  return problems;
}

/**
 * English short forms (HUF, NPS, PPF, FD, TCS…) used before their Hindi term has introduced them:
 * the first one in the text must follow its glossary term, as in "हिंदू अविभाजित कुटुंब (HUF)".
 * A form name such as ITR-1 or ITR-U is not a use of the short form.
 */
export function bareShortForms(hindi: string): string[] {
  const problems: string[] = [];
  for (const g of glossary) {
    if (!g.short) continue;
    const first = new RegExp(`(?<![A-Za-z])${g.short}(?![A-Za-z-])`).exec(hindi);
    if (first && !hindi.slice(0, first.index).endsWith(`${g.hi} (`))
      problems.push(`${g.short} used before "${g.hi} (${g.short})"`);
  }
  return problems;
}

/**
 * The glossary's word, inflected (कटौती → कटौतियां, कटौतियों), or its short form (HRA, TDS): a
 * label or working line is short, so the short form alone is enough there.
 */
function usesTerm(hindi: string, en: string): boolean {
  const { hi, short } = glossaryTerm(en);
  const forms = [hi];
  if (hi.endsWith('ी')) forms.push(`${hi.slice(0, -1)}ियां`, `${hi.slice(0, -1)}ियों`);
  if (short) forms.push(short);
  return forms.some((form) => hindi.includes(form));
}

/**
 * Core terms a short English text (an interface message, a working line) uses whose glossary
 * word its Hindi lacks. Placeholders and tags (`{section}`, `<0>`) are not words of the text.
 */
export function missingCoreTerms(english: string, hindi: string): string[] {
  const words = english.replace(/\{[^}]*\}|<[^>]*>/g, ' ');
  return CORE_TERMS.filter((core) => core.match.test(words) && !usesTerm(hindi, core.en)).map(
    (core) => `${core.en}: "${glossaryTerm(core.en).hi}" missing`,
  );
}
