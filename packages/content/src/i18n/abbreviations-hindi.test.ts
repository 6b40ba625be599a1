// The Hindi of each abbreviation is a field of its English record, so it is held to that record:
// every number, section number, form name and lakh/crore amount of the English full name and
// description, the glossary's terms, and English short forms introduced after their Hindi term.
import { describe, expect, it } from 'vitest';
import { abbreviations } from '../abbreviations';
import type { Abbreviation } from '../types';
import { bareShortForms, glossaryProblems, lakhCroreAmounts, missingNumbers } from './hindi-checks';
import { abbreviationText } from './localize';

type AbbreviationHindi = NonNullable<Abbreviation['hi']>;

/**
 * Hindi-led: the first letter is Devanagari and Devanagari outweighs Latin, so English short
 * forms and form names (PAN, Form 168) may appear but cannot carry the text.
 */
function devanagariLed(text: string): boolean {
  const first = /\p{L}/u.exec(text)?.[0] ?? '';
  const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return /[\u0900-\u097F]/.test(first) && devanagari > latin;
}

/** What a Hindi full name and description lack against their English record; [] when they hold. */
function hindiProblems(a: Abbreviation, hi: AbbreviationHindi): string[] {
  const english = `${a.full}\n${a.description}`;
  const hindi = `${hi.full}\n${hi.description}`;
  const problems = missingNumbers(english, hindi).map((n) => `number ${n} missing`);
  for (const amount of lakhCroreAmounts(english))
    if (!hindi.includes(amount)) problems.push(`${amount} missing`);
  problems.push(
    ...glossaryProblems({
      english,
      hindi,
      englishBody: a.description,
      hindiBody: hi.description,
    }),
  );
  problems.push(...bareShortForms(hi.description));
  return problems;
}

function hindiOf(a: Abbreviation): AbbreviationHindi {
  if (!a.hi) throw new Error(`${a.short} has no Hindi`);
  return a.hi;
}

function find(short: string): Abbreviation {
  const a = abbreviations.find((x) => x.short === short);
  if (!a) throw new Error(`no abbreviation ${short}`);
  return a;
}

describe('abbreviations in Hindi', () => {
  it('gives every abbreviation a Hindi full name and description', () => {
    expect(abbreviations).toHaveLength(74);
    expect(abbreviations.filter((a) => !a.hi).map((a) => a.short)).toEqual([]);
  });

  describe.each(abbreviations.map((a) => [a.short, a] as const))('%s', (_short, a) => {
    const hi = hindiOf(a);

    it('is Devanagari-led text, not a copy of the English', () => {
      expect(devanagariLed(hi.full), hi.full).toBe(true);
      expect(devanagariLed(hi.description), hi.description).toBe(true);
      expect(hi.description).not.toContain(a.description.slice(0, 40));
      expect(hi.full).not.toBe(a.full);
    });

    it('keeps every number, section and form number and lakh/crore amount, and uses the glossary terms', () => {
      expect(hindiProblems(a, hi)).toEqual([]);
    });
  });

  it('would catch a changed figure or section number, a lost lakh amount, a missing term or a bare short form', () => {
    const sd = find('SD');
    const sdHi = hindiOf(sd);
    expect(hindiProblems(sd, sdHi)).toEqual([]);
    const changed = (from: string, to: string): AbbreviationHindi => ({
      full: sdHi.full.replaceAll(from, to),
      description: sdHi.description.replaceAll(from, to),
    });
    expect(hindiProblems(sd, changed('₹75,000', '₹70,000'))).toEqual(['number 75,000 missing']);
    expect(hindiProblems(sd, changed('16(ia)', '16'))).toEqual(['number 16(ia) missing']);
    expect(hindiProblems(sd, changed(' (old tax regime)', ''))).toEqual([
      expect.stringMatching(/^old tax regime: first "पुरानी कर व्यवस्था" has no English/),
    ]);

    const tcs = find('TCS');
    const tcsHi = hindiOf(tcs);
    expect(hindiProblems(tcs, tcsHi)).toEqual([]);
    expect(
      hindiProblems(tcs, {
        ...tcsHi,
        description: tcsHi.description.replace('₹10 लाख', '₹10 lakh'),
      }),
    ).toEqual(['₹10 लाख missing']);

    const ppf = find('PPF');
    const ppfHi = hindiOf(ppf);
    expect(
      hindiProblems(ppf, { ...ppfHi, description: ppfHi.description.replaceAll('ब्याज', 'सूद') }),
    ).toEqual(['interest: "ब्याज" missing']);

    const eee = find('EEE');
    const eeeHi = hindiOf(eee);
    expect(
      hindiProblems(eee, {
        ...eeeHi,
        description: eeeHi.description.replace('लोक भविष्य निधि (PPF)', 'PPF'),
      }),
    ).toEqual(['PPF used before "लोक भविष्य निधि (PPF)"']);

    expect(devanagariLed('Form 168, वार्षिक कर विवरण')).toBe(false);
    expect(devanagariLed('वार्षिक statement of the tax credited')).toBe(false);
    expect(devanagariLed('वार्षिक कर विवरण, Form 168')).toBe(true);
  });
});

describe('abbreviationText', () => {
  const pan = find('PAN');

  it('gives the Hindi full name and description on a Hindi page', () => {
    expect(abbreviationText(pan, 'hi')).toEqual({ text: pan.hi, lang: 'hi', fallback: false });
    expect(abbreviationText(pan, 'hi').text.full).toBe('स्थायी खाता संख्या');
  });

  it('gives the English on an English page, without a fallback flag', () => {
    expect(abbreviationText(pan, 'en')).toEqual({
      text: { full: pan.full, description: pan.description },
      lang: 'en',
      fallback: false,
    });
  });

  it('falls back to the English, flagged, when an abbreviation has no Hindi yet', () => {
    const { hi: _hi, ...untranslated } = pan;
    expect(abbreviationText(untranslated, 'hi')).toEqual({
      text: { full: pan.full, description: pan.description },
      lang: 'en',
      fallback: true,
    });
  });
});
