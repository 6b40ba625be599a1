// The Hindi of the 50 key sections (the PDF guide's list) is a field of each section, so it is held
// to that section's own record: every figure its claims check in the English head, every number
// and section number, lakh/crore amounts, both Acts' section numbers, and the glossary's terms.
import { describe, expect, it } from 'vitest';
import { KEY_SECTIONS_FOR_PDF, findSection } from '../sections/index';
import type { SectionContent, SectionHindi } from '../types';
import {
  bareShortForms,
  claimInHindi,
  glossaryProblems,
  lakhCroreAmounts,
  missingNumbers,
} from './hindi-checks';

const keySections: SectionContent[] = KEY_SECTIONS_FOR_PDF.map((n) => {
  const s = findSection(n);
  if (!s) throw new Error(`key section ${n} not found`);
  return s;
});

/**
 * How the summary names the section's place in the Income-tax Act 2025: "धारा 123",
 * "धारा 19(1), सारणी की मद 3 से 6", "अनुसूची III", "अनुसूची II, मद 2"; '' when not verified.
 */
function act2025InHindi(reference: string): string {
  if (!reference) return '';
  const hindi = reference
    .replace(/^Schedule /, 'अनुसूची ')
    .replace(/^(?=\d)/, 'धारा ')
    .replace(/, Table items? /, ', सारणी की मद ')
    .replace(/, item /, ', मद ')
    .replace(/ to /, ' से ')
    .replace(/ and /, ' और ');
  return `आयकर अधिनियम 2025 की ${hindi}`;
}

/** The page head as one text: what `hi` translates, minus the examples. */
function head(t: Pick<SectionHindi, 'title' | 'description' | 'summary' | 'keyLimits'>): string {
  return [t.title, t.description, t.summary, ...t.keyLimits].join('\n');
}

function body(t: Pick<SectionHindi, 'description' | 'summary' | 'keyLimits'>): string {
  return [t.description, t.summary, ...t.keyLimits].join('\n');
}

/** What a Hindi head lacks against its English section; [] when it holds. */
function headProblems(s: SectionContent, hi: SectionHindi): string[] {
  const english = head(s);
  const hindi = head(hi);
  const problems = (s.claims ?? [])
    .filter((c) => english.includes(c.quote))
    .flatMap((c) => claimInHindi(c, hindi));
  problems.push(...missingNumbers(english, hindi).map((n) => `number ${n} missing`));
  for (const amount of lakhCroreAmounts(english))
    if (!hindi.includes(amount)) problems.push(`${amount} missing`);
  if (!hi.summary.includes(`धारा ${s.sectionNumber}`))
    problems.push(`summary lacks "धारा ${s.sectionNumber}"`);
  const act2025 = act2025InHindi(s.act2025Section);
  if (act2025 && !hi.summary.includes(act2025)) problems.push(`summary lacks "${act2025}"`);
  problems.push(...glossaryProblems({ english, hindi, englishBody: body(s), hindiBody: body(hi) }));
  problems.push(...bareShortForms(body(hi)));
  return problems;
}

const translated = keySections.filter((s) => s.hi);

describe('key sections in Hindi', () => {
  it('has Hindi for every key section', () => {
    expect(keySections).toHaveLength(50);
    expect(keySections.filter((s) => !s.hi).map((s) => s.sectionNumber)).toEqual([]);
  });

  describe.each(translated.map((s) => [s.sectionNumber, s] as const))('%s', (_n, s) => {
    const hi = s.hi as SectionHindi;

    it('is Devanagari text, not a copy of the English, with one Hindi example per example', () => {
      for (const text of [hi.title, hi.description, hi.summary, ...hi.keyLimits])
        expect(text).toMatch(/[\u0900-\u097F]/);
      expect(hi.summary).not.toContain(s.summary.slice(0, 40));
      expect(hi.keyLimits).toHaveLength(s.keyLimits.length);
      expect(hi.examples ?? []).toHaveLength(s.examples.length);
    });

    it('prints every claimed figure, number, section number and lakh/crore amount of the English, and the glossary terms', () => {
      expect(headProblems(s, hi)).toEqual([]);
    });

    it("keeps each example's typed numbers (its computed figures come from the calculation)", () => {
      s.examples.forEach((example, i) => {
        const h = hi.examples?.[i];
        expect(h?.scenario).toMatch(/[\u0900-\u097F]/);
        const english = `${example.title}\n${example.scenario}`;
        const hindi = `${h?.title}\n${h?.scenario}`;
        expect(missingNumbers(english, hindi)).toEqual([]);
        for (const amount of lakhCroreAmounts(english)) expect(hindi).toContain(amount);
      });
    });
  });

  it('would catch a changed figure, a lost number, lakh amount or section number, a bare first use or short form', () => {
    const s = findSection('80EEA') as SectionContent;
    const hi = s.hi as SectionHindi;
    expect(headProblems(s, hi)).toEqual([]);
    const everywhere = (from: string, to: string): SectionHindi => ({
      ...hi,
      title: hi.title.replaceAll(from, to),
      description: hi.description.replaceAll(from, to),
      summary: hi.summary.replaceAll(from, to),
      keyLimits: hi.keyLimits.map((k) => k.replaceAll(from, to)),
    });
    expect(headProblems(s, everywhere('₹1,50,000', '₹1,50,001'))).toEqual(
      expect.arrayContaining(['deduction.80EEA.limit: ₹1,50,000', 'number 1,50,000 missing']),
    );
    expect(headProblems(s, everywhere('₹45 लाख', '₹45 lakh'))).toContain('₹45 लाख missing');
    expect(headProblems(s, everywhere('24(b)', '24'))).toContain('number 24(b) missing');
    expect(headProblems(s, everywhere('धारा 80EEA', 'धारा'))).toContain(
      'summary lacks "धारा 80EEA"',
    );
    expect(headProblems(s, everywhere('आयकर अधिनियम 2025 की ', ''))).toContain(
      'summary lacks "आयकर अधिनियम 2025 की धारा 131"',
    );
    expect(act2025InHindi('19(1), Table items 3 to 6')).toBe(
      'आयकर अधिनियम 2025 की धारा 19(1), सारणी की मद 3 से 6',
    );
    expect(act2025InHindi('Schedule II, item 2')).toBe('आयकर अधिनियम 2025 की अनुसूची II, मद 2');
    expect(act2025InHindi('')).toBe('');
    expect(headProblems(s, everywhere(' (old tax regime)', ''))).toEqual([
      expect.stringMatching(/^old tax regime: first "पुरानी कर व्यवस्था" has no English/),
    ]);
    expect(headProblems(s, everywhere('ब्याज', 'सूद'))).toContain('interest: "ब्याज" missing');
    const house = findSection('54') as SectionContent;
    const houseHi = house.hi as SectionHindi;
    const bare = {
      ...houseHi,
      summary: houseHi.summary.replace('हिंदू अविभाजित कुटुंब (HUF)', 'HUF'),
    };
    expect(headProblems(house, houseHi)).toEqual([]);
    expect(headProblems(house, bare)).toEqual(['HUF used before "हिंदू अविभाजित कुटुंब (HUF)"']);
    expect(bareShortForms('आयकर रिटर्न ITR-1 से')).toEqual([]);
  });
});
