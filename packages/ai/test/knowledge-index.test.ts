import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex, queryTerms } from '../src/knowledge-index';

const index = buildKnowledgeIndex();
const top = (q: string) => index.search(q)[0]?.doc.id;

describe('the knowledge index', () => {
  it('holds every section, FAQ item, abbreviation and guide', () => {
    const types = [...index.docs.values()].map((d) => d.type);
    expect(types.filter((t) => t === 'section').length).toBeGreaterThanOrEqual(50);
    expect(types.filter((t) => t === 'faq')).toHaveLength(12);
    expect(types.filter((t) => t === 'abbreviation').length).toBeGreaterThanOrEqual(45);
    expect(types.filter((t) => t === 'guide').length).toBeGreaterThanOrEqual(10);
  });

  it('finds sections by either numbering and by number written without brackets', () => {
    expect(top('80ccd1b')).toBe('section:80CCD(1B)');
    expect(top('198')).toBe('section:112A');
    expect(top('1013a')).toBe('section:10(13A)');
  });

  it('finds topics by words of the title, the text and the aliases', () => {
    expect(top('leave travel allowance journeys')).toBe('section:10(5)');
    expect(top('mediclaim premium')).toBe('section:80D');
    expect(top('sovereign gold bond')).toBe('abbreviation:SGB');
  });

  it('tolerates a typo in a longer word and matches word beginnings', () => {
    expect(top('gratuty exemption')).toBe('section:10(10)');
    expect(top('encashm')).toBe('section:10(10AA)');
  });

  it('scores how much of the question a document covers', () => {
    const [hit] = index.search('80D limit for senior parents');
    expect(hit?.doc.id).toBe('section:80D');
    expect(hit?.coverage).toBe(1);
    expect(index.search('zebra quantum blockchain')).toEqual([]);
  });

  it('can search one kind of document only', () => {
    const hits = index.search('advance tax due dates', { types: ['faq'] });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.doc.type === 'faq')).toBe(true);
    expect(hits[0]?.doc.id).toBe('faq:advance-tax-due-dates');
  });

  it('reduces a question to its meaningful, stemmed words', () => {
    expect(queryTerms('What is the limit for my parents under section 80D?')).toEqual([
      'limit',
      'parent',
      '80d',
    ]);
    expect(queryTerms('taxes and gains')).toEqual(['tax', 'gain']);
  });
});
