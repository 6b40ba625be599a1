// The Hindi FAQ is a field of each English item, so it is checked against that item's own claims:
// every figure the English claims (already held equal to the engine's rule table by
// engine-crosscheck.test.ts) must be printed the same way in the Hindi answer, and so must every
// number, section number and lakh/crore amount of the English text.
import { describe, expect, it } from 'vitest';
import { faqs } from '../faq';
import type { AnyClaim, FaqItem } from '../types';
import {
  claimInHindi,
  firstUseProblem,
  glossaryProblems,
  lakhCroreAmounts,
  missingNumbers,
  numberTokens,
} from './hindi-checks';

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
      expect(missingNumbers(`${f.question}\n${f.answer}`, `${hi.question}\n${hi.answer}`)).toEqual(
        [],
      );
      for (const amount of lakhCroreAmounts(f.answer)) expect(hi.answer).toContain(amount);
    });

    it("uses the glossary's Hindi term wherever the English uses it, in brackets on first use", () => {
      const problems = glossaryProblems({
        english: `${f.question}\n${f.answer}`,
        hindi: `${hi.question}\n${hi.answer}`,
        englishBody: f.answer,
        hindiBody: hi.answer,
      });
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
