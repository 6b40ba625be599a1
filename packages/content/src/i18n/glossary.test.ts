import { describe, expect, it } from 'vitest';
import { firstUse, glossary, glossaryTerm, hindiTerm } from './glossary';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

describe('Hindi glossary', () => {
  it('has 60 to 90 terms with unique English keys (any case) and unique Hindi words', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(60);
    expect(glossary.length).toBeLessThanOrEqual(90);
    const en = glossary.map((t) => t.en.toLowerCase());
    expect(new Set(en).size).toBe(en.length);
    const hi = glossary.map((t) => t.hi);
    expect(new Set(hi).size, 'two English terms share one Hindi word').toBe(hi.length);
  });

  it('gives every term a Devanagari Hindi word with no Latin letters and no stray spaces', () => {
    for (const t of glossary) {
      expect(t.hi.trim(), t.en).not.toBe('');
      expect(t.hi, t.en).toBe(t.hi.trim());
      expect(t.hi, t.en).toMatch(DEVANAGARI);
      expect(t.hi, t.en).not.toMatch(LATIN);
      expect(t.en, t.en).not.toMatch(DEVANAGARI);
      if (t.short !== undefined) expect(t.short, t.en).toMatch(/^[A-Z0-9]+$/);
      if (t.note !== undefined) expect(t.note.trim(), t.en).not.toBe('');
    }
  });

  it('has the core terms the FAQ, calculators and section pages use', () => {
    for (const [en, hi] of [
      ['income tax', 'आयकर'],
      ['deduction', 'कटौती'],
      ['exemption', 'छूट'],
      ['advance tax', 'अग्रिम कर'],
      ['capital gains', 'पूंजीगत लाभ'],
      ['tax deducted at source', 'स्रोत पर कर कटौती'],
      ['house rent allowance', 'गृह किराया भत्ता'],
      ['standard deduction', 'मानक कटौती'],
      ['tax year', 'कर वर्ष'],
      ['assessment year', 'निर्धारण वर्ष'],
      ['old tax regime', 'पुरानी कर व्यवस्था'],
      ['new tax regime', 'नई कर व्यवस्था'],
      ['surcharge', 'अधिभार'],
      ['cess', 'उपकर'],
      ['rebate', 'रिबेट'],
      ['income tax return', 'आयकर रिटर्न'],
      ['salary', 'वेतन'],
      ['interest', 'ब्याज'],
      ['dividend', 'लाभांश'],
    ] as const) {
      expect(hindiTerm(en), en).toBe(hi);
    }
  });

  it('looks terms up in any case and refuses a term it lacks', () => {
    expect(glossaryTerm('Standard Deduction').hi).toBe('मानक कटौती');
    expect(() => glossaryTerm('no such term')).toThrow(/not in the Hindi glossary/);
  });

  it('writes a first use as "हिंदी (English)", with the short form where there is one', () => {
    expect(firstUse('standard deduction')).toBe('मानक कटौती (standard deduction)');
    expect(firstUse('tax deducted at source')).toBe('स्रोत पर कर कटौती (TDS)');
    expect(firstUse('house rent allowance')).toBe('गृह किराया भत्ता (HRA)');
    expect(firstUse('Tax Year')).toBe('कर वर्ष (tax year)');
  });
});
