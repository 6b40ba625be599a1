// The Hindi FAQ is a field of each English item, so it is checked against that item's own claims:
// every figure the English claims (already held equal to the engine's rule table by
// engine-crosscheck.test.ts) must be printed the same way in the Hindi answer, and so must every
// number, section number and lakh/crore amount of the English text.
import { describe, expect, it } from 'vitest';
import { claimFigure, occurrences } from '../claim-figures';
import { faqs } from '../faq';
import { formatINR } from '../format';
import type { AnyClaim, FaqItem } from '../types';
import { glossary, glossaryTerm } from './glossary';

/**
 * Glossary terms whose Hindi word must appear wherever the English uses the term (question and
 * answer together); `bracket` terms must also carry the English in brackets on first use in the
 * Hindi answer.
 */
const CORE: ReadonlyArray<{ en: string; match: RegExp; bracket: boolean }> = [
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
function numberTokens(text: string): Set<string> {
  return new Set(text.match(/\d+(?:[.,]\d+)*[A-Z]*(?:\([0-9A-Za-z]+\))*/g) ?? []);
}

/** "₹50 lakh" → "₹50 लाख", "₹10 crore" → "₹10 करोड़": the amounts the Hindi must show. */
function lakhCroreAmounts(english: string): string[] {
  return [...english.matchAll(/₹(\d+(?:\.\d+)?) (lakh|crore)\b/g)].map(
    ([, n, unit]) => `₹${n} ${unit === 'lakh' ? 'लाख' : 'करोड़'}`,
  );
}

/** What a claim requires of the Hindi answer: its figure, and a slab's band. */
function claimInHindi(claim: AnyClaim, hindi: string): string[] {
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
function firstUseProblem(hindi: string, termHi: string): string | null {
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

function hindiOf(f: FaqItem): { question: string; answer: string } {
  if (!f.hi) throw new Error(`${f.id} has no Hindi`);
  return f.hi;
}

describe('FAQ in Hindi', () => {
  it('gives every item a Hindi question and answer in Devanagari', () => {
    for (const f of faqs) {
      const hi = hindiOf(f);
      expect(hi.question.trim(), f.id).not.toBe('');
      expect(hi.answer.trim(), f.id).not.toBe('');
      expect(hi.question, f.id).toMatch(/[\u0900-\u097F]/);
      expect(hi.answer, f.id).toMatch(/[\u0900-\u097F]/);
      expect(hi.question.endsWith('?'), f.id).toBe(true);
      expect(hi.answer, `${f.id}: Hindi answer copies the English`).not.toContain(
        f.answer.slice(0, 40),
      );
    }
  });

  describe.each(faqs.map((f) => [f.id, f] as const))('%s', (_id, f) => {
    const hi = hindiOf(f);

    it('prints each claimed figure exactly as the English claim checks it', () => {
      const missing = (f.claims ?? []).flatMap((c) => claimInHindi(c, hi.answer));
      expect(missing).toEqual([]);
    });

    it('prints the figures of every incidental excerpt', () => {
      const tokens = numberTokens(hi.answer);
      for (const quote of f.incidentalFigures ?? [])
        for (const n of numberTokens(quote)) expect(tokens, `${quote}: ${n}`).toContain(n);
    });

    it('keeps every number, date and section number of the English, and lakh/crore as लाख/करोड़', () => {
      const hindi = numberTokens(`${hi.question}\n${hi.answer}`);
      const missing = [...numberTokens(`${f.question}\n${f.answer}`)].filter((n) => !hindi.has(n));
      expect(missing).toEqual([]);
      for (const amount of lakhCroreAmounts(f.answer)) expect(hi.answer).toContain(amount);
    });

    it("uses the glossary's Hindi term wherever the English uses it, in brackets on first use", () => {
      const english = `${f.question}\n${f.answer}`;
      const hindi = `${hi.question}\n${hi.answer}`;
      const problems: string[] = [];
      for (const core of CORE) {
        const term = glossaryTerm(core.en);
        if (!core.match.test(english)) continue;
        if (!hindi.includes(term.hi)) problems.push(`${core.en}: "${term.hi}" missing`);
        else if (core.bracket && core.match.test(f.answer)) {
          const problem = firstUseProblem(hi.answer, term.hi);
          if (problem) problems.push(`${core.en}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it('would catch a Hindi figure that drifts from the claim, a lost number or a bare first use', () => {
    const claim: AnyClaim = {
      rule: 'deduction.80C.cap',
      value: 150000,
      fy: '2026-27',
      unit: 'inr',
      quote: 'up to ₹1,50,000',
    };
    expect(claimInHindi(claim, 'कुल ₹1,50,000 तक')).toEqual([]);
    expect(claimInHindi(claim, 'कुल ₹2,00,000 तक')).toHaveLength(1);
    expect(claimInHindi(claim, 'कुल 1.5 लाख रुपये तक')).toHaveLength(1);
    const nil: AnyClaim = {
      ...claim,
      rule: 'slab.new.rate',
      value: 0,
      unit: 'percent',
      upTo: 400000,
    } as AnyClaim;
    expect(claimInHindi(nil, '₹4,00,000 तक दर शून्य है')).toEqual([]);
    expect(claimInHindi(nil, '₹3,00,000 तक दर शून्य है')).toHaveLength(1);
    expect(numberTokens('धारा 80CCD(1B) में ₹50,000')).toEqual(new Set(['80CCD(1B)', '50,000']));
    expect(numberTokens('₹1,50,000').has('50,000')).toBe(false);
    expect(lakhCroreAmounts('up to ₹50 lakh or ₹10 crore')).toEqual(['₹50 लाख', '₹10 करोड़']);
    expect(
      firstUseProblem('मानक कटौती (standard deduction) और मानक कटौती', 'मानक कटौती'),
    ).toBeNull();
    expect(
      firstUseProblem('मानक कटौती और मानक कटौती (standard deduction)', 'मानक कटौती'),
    ).not.toBeNull();
    expect(firstUseProblem('दीर्घकालिक पूंजीगत लाभ (long-term capital gain)', 'पूंजीगत लाभ')).toBeNull();
  });
});
