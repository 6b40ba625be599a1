import { describe, expect, it } from 'vitest';
import { findSection, findSectionsByAct2025, sectionKey, sections } from './index';

describe('sectionKey', () => {
  it.each([
    ['80C', '80C'],
    ['80c', '80C'],
    ['80 C', '80C'],
    ['Section 80C', '80C'],
    ['section80c', '80C'],
    ['sec. 80CCD(1B)', '80CCD1B'],
    ['Sec 80ccd 1b', '80CCD1B'],
    ['u/s 24(b)', '24B'],
    ['S. 10(13A)', '1013A'],
    ['10 (13A)', '1013A'],
    ['  56(2)(x) ', '562X'],
  ])('%s → %s', (input, key) => {
    expect(sectionKey(input)).toBe(key);
  });

  it('keeps a leading S that is part of a word, not a prefix', () => {
    expect(sectionKey('SGB')).toBe('SGB');
  });
});

describe('findSection', () => {
  it.each([
    ['80c', '80C'],
    ['80 C', '80C'],
    ['Section 80C', '80C'],
    ['sec. 80CCD(1B)', '80CCD(1B)'],
    ['80ccd1b', '80CCD(1B)'],
    ['80CCD(1)', '80CCD(1)'],
    ['80CCD2', '80CCD(2)'],
    ['10(13a)', '10(13A)'],
    ['10 10d', '10(10D)'],
    ['10(10)', '10(10)'],
    ['10(10AA)', '10(10AA)'],
    ['24b', '24(b)'],
    ['Section 139(1)', '139(1)'],
    ['139 (8A)', '139(8A)'],
    ['194ia', '194IA'],
    ['194I', '194I'],
    ['16 (ia)', '16(ia)'],
  ])('%s finds %s', (input, number) => {
    expect(findSection(input)?.sectionNumber).toBe(number);
  });

  it.each([
    ['156', '87A'],
    ['Section 202', '115BAC'],
    ['196', '111A'],
    ['197', '112'],
    ['198', '112A'],
    ['403', '207'],
    ['408', '211'],
    ['19(1)', '16(ia)'],
    ['58', '44AD'],
    ['108', '70'],
    ['111', '74'],
    ['405', '209'],
    ['207(1)', '115A'],
    ['123', '80C'],
    ['Section 126', '80D'],
    ['263(6)', '139(8A)'],
    ['280', '148'],
    ['392', '192'],
    ['439', '270A'],
    ['63', '44AB'],
  ])('Income-tax Act 2025 number %s finds %s', (input, number) => {
    expect(findSection(input)?.sectionNumber).toBe(number);
  });

  it('lists every old section a shared 2025 section covers', () => {
    expect(findSectionsByAct2025('58').map((s) => s.sectionNumber)).toEqual([
      '44AD',
      '44ADA',
      '44AE',
    ]);
    expect(findSectionsByAct2025('194(1)').map((s) => s.sectionNumber)).toEqual([
      '115BB',
      '115BBJ',
      '115BBH',
    ]);
    expect(findSectionsByAct2025('123').map((s) => s.sectionNumber)).toEqual([
      '80C',
      '80CCC',
      '80CCD(1)',
    ]);
    expect(findSectionsByAct2025('153').map((s) => s.sectionNumber)).toEqual(['80TTA', '80TTB']);
    expect(findSectionsByAct2025('80C')).toEqual([]);
  });

  it.each(['', '   ', 'hra', '999', 'Section', '80Z'])('returns undefined for %j', (input) => {
    expect(findSection(input)).toBeUndefined();
  });

  // Where a 2025 number is also a 1961 page's number, the 1961 page wins in findSection; these
  // are the only such pages (15 is the same provision in both Acts; perquisites moved from 17(2)
  // to section 17).
  const SHARED_NUMBERS: Readonly<Record<string, string>> = { '15': '15', '17(2)': '17' };

  it('gives every section its own key, and no other 2025 number collides with a 1961 number', () => {
    const keys1961 = new Set(sections.map((s) => sectionKey(s.sectionNumber)));
    expect(keys1961.size).toBe(sections.length);
    for (const s of sections) {
      if (s.act2025Section) {
        const collides = keys1961.has(sectionKey(s.act2025Section));
        expect(collides, s.sectionNumber).toBe(SHARED_NUMBERS[s.sectionNumber] !== undefined);
      }
      expect(findSection(s.sectionNumber)).toBe(s);
    }
  });

  it('finds a shared number as the 1961 page, and lists the 2025 page under it', () => {
    for (const [page, number] of Object.entries(SHARED_NUMBERS)) {
      expect(findSection(page)?.act2025Section).toBe(number);
      expect(findSection(number)?.sectionNumber).toBe(number);
      expect(findSectionsByAct2025(number).map((s) => s.sectionNumber)).toContain(page);
    }
  });
});
