import { findSection } from '@taxguide/content';
import { describe, expect, it } from 'vitest';
import { SECTION_ALIASES, matchAliases } from '../src/aliases';

const first = (q: string) => matchAliases(q)[0]?.alias.sections[0];

describe('the alias table (data)', () => {
  it('names only sections we have a page for, written exactly as on the page', () => {
    for (const alias of SECTION_ALIASES) {
      for (const n of alias.sections)
        expect(findSection(n)?.sectionNumber, `${alias.phrases[0]} → ${n}`).toBe(n);
    }
  });

  it('has lower-case phrases, no phrase twice in one row', () => {
    for (const alias of SECTION_ALIASES) {
      for (const p of [...alias.phrases, ...(alias.with ?? [])]) expect(p).toBe(p.toLowerCase());
      expect(new Set(alias.phrases).size).toBe(alias.phrases.length);
    }
  });
});

describe('names of sections in a question', () => {
  it.each([
    ['HRA', '10(13A)'],
    ['house rent allowance exemption', '10(13A)'],
    ['home loan interest', '24(b)'],
    ['interest on housing loan', '24(b)'],
    ['LTCG on shares', '112A'],
    ['long-term capital gains on equity mutual funds', '112A'],
    ['Long term capital gains', '112A'],
    ['LTCG on property', '112'],
    ['capital gains on selling a flat', '112'],
    ['short term capital gains on shares', '111A'],
    ['TDS on contractors', '194C'],
    ['tds on payment to sub-contractor', '194C'],
    ['TDS on rent', '194I'],
    ['tds on fd interest', '194A'],
    ['standard deduction', '16(ia)'],
    ['rebate', '87A'],
    ['new regime', '115BAC'],
    ['old vs new', '115BAC'],
    ['medical insurance', '80D'],
    ['mediclaim for parents', '80D'],
    ['health insurances', '80D'],
    ['NPS', '80CCD(1B)'],
    ['employer contribution to NPS', '80CCD(2)'],
    ['education loan', '80E'],
    ['interest for senior citizens', '80TTB'],
    ['savings account interest', '80TTA'],
    ['crypto', '194S'],
    ['presumptive taxation for freelancers', '44ADA'],
    ['presumptive taxation', '44AD'],
    ['late fee for filing return', '234F'],
    ['penalty for filing the return late', '234F'],
    ['belated return', '139(4)'],
    ['last date for a belated return', '139(4)'],
    ['ITR due date', '139(1)'],
    ['save capital gains tax by buying another house', '54'],
  ])('%s → %s', (question, expected) => {
    expect(first(question)).toBe(expected);
  });

  it('needs the qualifying word of a qualified row', () => {
    // "TDS" alone is the topic (a broad row); with "contractor" it is 194C.
    expect(matchAliases('tds')[0]?.alias.broad).toBe(true);
    expect(first('rent paid')).toBeUndefined();
    expect(first('rent paid without hra')).toBe('80GG');
  });

  it('matches whole words only', () => {
    expect(first('the rebate')).toBe('87A');
    expect(first('unrebated')).toBeUndefined();
    expect(first('hrank')).toBeUndefined();
  });
});
