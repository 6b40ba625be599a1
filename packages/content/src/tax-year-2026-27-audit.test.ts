// The tax year 2026-27 audit of the guides, FAQ and abbreviations, kept as checks: each rule below
// is a statement the audit found stale or wrong, and fails if such a statement comes back.
import { describe, expect, it } from 'vitest';
import { abbreviations } from './abbreviations';
import { faqs } from './faq';
import { guides } from './guides/index';
import {
  ABBREVIATIONS_LAST_REVIEWED,
  FAQ_LAST_REVIEWED,
  GUIDES_LAST_REVIEWED,
  LAW_AS_ON,
  REVIEWED_GUIDE_SLUGS,
} from './review-dates';

interface Text {
  id: string;
  text: string;
}

const texts: Text[] = [
  ...guides.map((g) => ({
    id: `guide ${g.slug}`,
    text: [g.title, g.excerpt, g.markdown].join('\n'),
  })),
  ...faqs.map((f) => ({ id: `faq ${f.id}`, text: `${f.question}\n${f.answer}` })),
  ...abbreviations.map((a) => ({
    id: `abbreviation ${a.short}`,
    text: `${a.full}\n${a.description}`,
  })),
];

/** The texts matching `pattern`, so a rule that finds none is itself noticed. */
function mentioning(pattern: RegExp): Text[] {
  return texts.filter((t) => pattern.test(t.text));
}

describe('review dates', () => {
  it('covers exactly the curated guides', () => {
    expect([...REVIEWED_GUIDE_SLUGS].sort()).toEqual(guides.map((g) => g.slug).sort());
  });

  it('are ISO dates on or after the law they state', () => {
    for (const date of [GUIDES_LAST_REVIEWED, FAQ_LAST_REVIEWED, ABBREVIATIONS_LAST_REVIEWED]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
      expect(date >= LAW_AS_ON).toBe(true);
    }
  });
});

describe('tax year 2026-27 statements', () => {
  it('does not call the notified Income-tax Rules 2026 a draft, or the Finance Act a Bill', () => {
    for (const t of mentioning(/\bdraft\b/i)) {
      expect(t.text, t.id).toContain('notified on 20 March 2026 (G.S.R. 198(E))');
    }
    for (const t of texts) {
      expect(t.text, t.id).not.toMatch(/\bproposed\b|Finance Bill/i);
    }
  });

  it('names the Rules 2026 form numbers beside the old ones', () => {
    const pairs: [RegExp, RegExp][] = [
      [/26AS/, /Form 168/],
      [/Forms? 16\b(?!A)|Form 16\//, /Form 130/],
      [/15G|15H/, /Form 121/],
    ];
    for (const [old, renumbered] of pairs) {
      const found = mentioning(old);
      expect(found.length, String(old)).toBeGreaterThan(0);
      for (const t of found) expect(t.text, `${t.id}: ${old}`).toMatch(renumbered);
    }
  });

  it('says the new numbers of Forms 12BB and 10-IEA are unconfirmed', () => {
    const found = mentioning(/12BB|10-IEA/);
    expect(found.length).toBeGreaterThan(0);
    for (const t of found) expect(t.text, t.id).toMatch(/not (yet )?confirmed|unconfirmed/);
  });

  it('gives advance-tax liability (1961 s.208) its 2025 number, section 404', () => {
    const found = mentioning(/section 208|\[208\]|\| 208 \|/);
    expect(found.length).toBeGreaterThan(0);
    for (const t of found) {
      expect(t.text, t.id).toMatch(/\b404\b/);
      expect(t.text, t.id).not.toMatch(/208\)?[^.\n]{0,40}\b403\b(?!\(3\))/);
    }
  });

  it('states the family-pension deduction as the lesser of one third and the cap, by regime', () => {
    // Both word orders: "the ₹25,000 family-pension deduction" was the stale wording.
    const found = mentioning(/family[- ]pension[^.|]*₹25,000|₹25,000[^.|]*family[- ]pension/i);
    expect(found.length).toBeGreaterThan(0);
    for (const t of found) {
      expect(t.text, t.id).toContain('one third');
      expect(t.text, t.id).toContain('₹25,000');
      expect(t.text, t.id).toContain('₹15,000');
    }
  });

  it('cites the Finance Act 2026 for the 31 August due date and says sources disagree', () => {
    const found = mentioning(/31 August/);
    expect(found.length).toBeGreaterThan(0);
    for (const t of found) {
      expect(t.text, t.id).toContain('Finance Act 2026');
      expect(t.text, t.id).toMatch(/some commentaries|sources disagree/i);
    }
  });

  it('allows no interest deduction against dividends from tax year 2026-27', () => {
    for (const t of mentioning(/borrow[^.]*dividend|dividend[^.]*borrow/i)) {
      expect(t.text, t.id).toContain('93(2)');
      expect(t.text, t.id).toMatch(/no longer deductible|no deduction/);
    }
  });

  it('limits the SGB redemption exemption to original subscribers holding to maturity', () => {
    const sgb = abbreviations.find((a) => a.short === 'SGB');
    expect(sgb?.description).toContain('subscribed at the original issue');
    expect(sgb?.description).toContain('until redemption at maturity');
    expect(sgb?.description).toContain('Finance Act 2026');
  });

  it('does not cap the 80C saving at the 30% bracket', () => {
    const guide = guides.find((g) => g.slug === 'section-80c-guide');
    expect(guide?.markdown).not.toContain('never more');
    expect(guide?.figures?.map((f) => f.value)).toContain(44200);
  });
});
