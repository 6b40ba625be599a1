import { describe, expect, it } from 'vitest';
import { normalizeQuery } from '../src/normalize';
import { findSectionReferences, mentionsAct2025 } from '../src/section-references';

const refs = (q: string) =>
  findSectionReferences(normalizeQuery(q)).map((r) => [r.section.sectionNumber, r.numbering]);

describe('section numbers in a question', () => {
  it.each([
    ['80C', '80C'],
    ['80c', '80C'],
    ['what is 80c?', '80C'],
    ['sec 80 ccd(1b)', '80CCD(1B)'],
    ['section 80CCD(1B)', '80CCD(1B)'],
    ['section 80ccd (1b) nps', '80CCD(1B)'],
    ['u/s 24(b)', '24(b)'],
    ['u/s24b', '24(b)'],
    ['HRA u/s 10 (13A)', '10(13A)'],
    ['section 10 14', '10(14)'],
    ['section 139(8a)', '139(8A)'],
    ['56(2)(x) gifts', '56(2)(x)'],
    ['sec. 87A', '87A'],
    ['s.44ADA', '44ADA'],
    ['(80D)', '80D'],
    ["80D's limit", '80D'],
    ['section 54 f', '54F'],
    ['TDS under 192', '192'],
    ['80ccd1b limit kitna hai', '80CCD(1B)'],
    ['80ccd2 new regime', '80CCD(2)'],
  ])('%s → %s (1961 Act)', (question, expected) => {
    expect(refs(question)[0]).toEqual([expected, '1961']);
  });

  it('reads "form 16" as a form, not section 16', () => {
    expect(refs('when will I get form 16')).toEqual([]);
  });

  it('reads numbers of the Income-tax Act 2025 when the question says so', () => {
    expect(refs('section 156 of the 2025 Act')).toEqual([['87A', '2025']]);
    expect(refs('s.202 ITA 2025')).toEqual([['115BAC', '2025']]);
    expect(refs('section 19(1) of the income-tax act 2025')).toEqual([['16(ia)', '2025']]);
    expect(refs('sec 196 2025 act')).toEqual([['111A', '2025']]);
  });

  it('keeps the other sections one 2025 number holds', () => {
    const [ref] = findSectionReferences(normalizeQuery('section 58 of the new Act'));
    expect(ref?.section.sectionNumber).toBe('44AD');
    expect(ref?.alternatives.map((s) => s.sectionNumber)).toEqual(['44ADA', '44AE']);
  });

  it('falls back to a 2025 number when no 1961 section has it', () => {
    expect(refs('section 202')).toEqual([['115BAC', '2025']]);
  });

  it('reads "section 24" as section 24 itself, now that it has a page', () => {
    expect(refs('what does section 24 allow')).toEqual([['24', '1961']]);
  });

  it('reads a section without a page of its own as its clauses ("section 139" → 139(1)...)', () => {
    const [first] = findSectionReferences(normalizeQuery('what does section 139 say'));
    expect(first?.section.sectionNumber).toBe('139(1)');
    expect(first?.alternatives.map((s) => s.sectionNumber)).toEqual([
      '139(4)',
      '139(5)',
      '139(8A)',
    ]);
  });

  it('finds several sections in order, without repeats', () => {
    expect(refs('Section 80 C, 80D and again 80c')).toEqual([
      ['80C', '1961'],
      ['80D', '1961'],
    ]);
    expect(refs('is 54ec better than 54f?')).toEqual([
      ['54EC', '1961'],
      ['54F', '1961'],
    ]);
  });

  it.each([
    'tax on 15 lakh',
    'income of 194 lakh',
    'rs 194 fee',
    '₹1,54,000 income',
    'held for 54 months',
    'fy 2025-26 slab rates',
    '12.5% on gains',
    '80 years old',
  ])('finds no section in "%s"', (question) => {
    expect(refs(question)).toEqual([]);
  });

  it('recognises a question about the 2025 Act', () => {
    expect(mentionsAct2025('section 156 of the 2025 act')).toBe(true);
    expect(mentionsAct2025('s.202 ita 2025')).toBe(true);
    expect(mentionsAct2025('under the new income-tax act')).toBe(true);
    expect(mentionsAct2025('tax for fy 2025-26')).toBe(false);
  });
});
