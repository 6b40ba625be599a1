import type { SectionCategoryId, SectionContent } from '../types';
import { capitalGainsSections } from './capital-gains';
import { deductionSections } from './deductions';
import { lossesSections } from './losses';
import { paymentsAndReturnsSections } from './payments-and-returns';
import { ratesAndBusinessSections } from './rates-and-business';
import { salaryAndIncomeSections } from './salary-and-income';
import { tdsSections } from './tds';

/** Every curated section, 1961 Act numbering, grouped roughly as the Act orders them. */
export const sections: readonly SectionContent[] = [
  ...salaryAndIncomeSections,
  ...deductionSections,
  ...capitalGainsSections,
  ...lossesSections,
  ...ratesAndBusinessSections,
  ...tdsSections,
  ...paymentsAndReturnsSections,
];

/** The 50 sections summarised in the e-mail-gated PDF guide, most useful first. */
export const KEY_SECTIONS_FOR_PDF: readonly string[] = [
  '80C',
  '80CCD(1B)',
  '80CCD(2)',
  '80D',
  '80E',
  '80G',
  '80GG',
  '80TTA',
  '80TTB',
  '80U',
  '80DD',
  '80DDB',
  '80EEA',
  '143(1)',
  '80CCD(1)',
  '16(ia)',
  '24(b)',
  '10(13A)',
  '10(5)',
  '10(10D)',
  '10(10)',
  '10(10AA)',
  '10(14)',
  '17(2)',
  '56(2)(x)',
  '87A',
  '115BAC',
  '89',
  '111A',
  '112',
  '112A',
  '54',
  '54EC',
  '54F',
  '44AD',
  '44ADA',
  '44AB',
  '192',
  '194A',
  '194C',
  '194J',
  '194I',
  '194IA',
  '206C',
  '208',
  '211',
  '234B',
  '234F',
  '139(1)',
  '139(8A)',
];

/**
 * Reduces any way of writing a section number to a comparable key:
 * "Section 80C", "sec. 80 c", "u/s 80C" → "80C"; "80CCD(1B)" → "80CCD1B"; "10(13A)" → "1013A".
 */
export function sectionKey(input: string): string {
  const upper = input.normalize('NFKC').toUpperCase().trim();
  const withoutPrefix = upper
    .replace(/^(?:SECTIONS?|SECN?|U\s*\/\s*S)[.\s:-]*(?=\d)/, '')
    .replace(/^S[.\s]+(?=\d)/, '');
  return withoutPrefix.replace(/[^0-9A-Z]/g, '');
}

const by1961 = new Map<string, SectionContent>();
const by2025 = new Map<string, SectionContent[]>();
for (const s of sections) {
  by1961.set(sectionKey(s.sectionNumber), s);
  if (s.act2025Section) {
    const key = sectionKey(s.act2025Section);
    by2025.set(key, [...(by2025.get(key) ?? []), s]);
  }
}

/**
 * Finds a section by a forgiving number: "80c", "80 C", "Section 80C", "sec. 80CCD(1B)".
 * A 1961 Act number wins; otherwise a verified Income-tax Act 2025 number ("156" → 87A,
 * "202" → 115BAC). Where one 2025 section holds several old ones ("58"), the first listed wins.
 */
export function findSection(input: string): SectionContent | undefined {
  const key = sectionKey(input);
  if (!key) return undefined;
  return by1961.get(key) ?? by2025.get(key)?.[0];
}

/** All sections that a verified Income-tax Act 2025 number covers (e.g. "58" → 44AD, 44ADA, 44AE). */
export function findSectionsByAct2025(input: string): SectionContent[] {
  return by2025.get(sectionKey(input)) ?? [];
}

export function sectionsInCategory(category: SectionCategoryId): SectionContent[] {
  return sections.filter((s) => s.category === category);
}
