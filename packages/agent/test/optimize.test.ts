import { faqs } from '@taxguide/content';
import { META_DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@taxguide/contracts/agent';
import { describe, expect, it } from 'vitest';
import { optimizeContent, readabilityOf, syllables } from '../src/content/optimize';

const sections = [
  { sectionNumber: '80C', title: 'Deduction for investments' },
  { sectionNumber: '80D', title: 'Health insurance premium' },
  { sectionNumber: '80CCD(1B)', title: 'Additional NPS deduction' },
];

const ARTICLE = `# Section 80C deductions for salaried people

Section 80C deductions cut your taxable income in the old regime. This guide lists what counts.

## What counts

PPF, ELSS and life insurance premiums count. An extra NPS amount goes under section 80CCD(1B), which is [covered here](/section/80CCD(1B)).

### Health cover

Medical insurance premiums fall under 80D instead.

#### Too deep

Nothing here.

In short, plan your section 80C deductions early in the year.`;

describe('optimizeContent', () => {
  const result = optimizeContent({
    content: ARTICLE,
    targetKeyword: 'section 80C deductions',
    sections,
    faqs,
  });

  it('measures keyword density and placement', () => {
    expect(result.keyword.occurrences).toBe(3);
    expect(result.keyword.density).toBeCloseTo((3 * 3 * 100) / result.wordCount, 1);
    expect(result.keyword.placement).toEqual({
      inTitle: true,
      inFirstParagraph: true,
      inHeadings: false,
      inLastParagraph: true,
    });
  });

  it('suggests titles and descriptions within the limits, each with the keyword', () => {
    expect(result.title.current).toBe('Section 80C deductions for salaried people');
    expect(result.title.suggestions.length).toBeGreaterThan(0);
    for (const t of result.title.suggestions) {
      expect(t.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
      expect(t.toLowerCase()).toContain('section 80c deductions');
    }
    for (const d of result.metaDescription.suggestions) {
      expect(d.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
      expect(d.toLowerCase()).toContain('section 80c deductions');
    }
  });

  it('keeps a section number in capitals when the keyword was typed in lower case', () => {
    const lower = optimizeContent({
      content: ARTICLE,
      targetKeyword: 'section 80c',
      sections,
      faqs,
    });
    const suggested = [...lower.title.suggestions, ...lower.metaDescription.suggestions];
    expect(suggested.some((t) => t.includes('Section 80C'))).toBe(true);
    for (const t of suggested) expect(t).not.toMatch(/80c/);
  });

  it('reports the heading outline and a skipped level', () => {
    expect(result.headings.h1Count).toBe(1);
    expect(result.headings.outline.map((h) => h.level)).toEqual([1, 2, 3, 4]);
    expect(result.headings.issues).toEqual([]);
    const skipped = optimizeContent({
      content: '# A\n\n### B\n\ntext',
      targetKeyword: 'a',
      sections,
      faqs,
    });
    expect(skipped.headings.issues).toEqual(['"B" jumps from h1 to h3: use h2.']);
    const none = optimizeContent({
      content: 'just text here',
      targetKeyword: 'text',
      sections,
      faqs,
    });
    expect(none.headings.issues[0]).toMatch(/No h1 heading/);
  });

  it('finds the sections the text mentions, and which are already linked', () => {
    const links = Object.fromEntries(result.internalLinks.map((l) => [l.sectionNumber, l]));
    expect(Object.keys(links).sort()).toEqual(['80C', '80CCD(1B)', '80D']);
    expect(links['80CCD(1B)']!.alreadyLinked).toBe(true);
    expect(links['80C']).toMatchObject({ url: '/section/80C', alreadyLinked: false });
    expect(result.suggestions.map((s) => s.message).join('\n')).toMatch(
      /Link to section 80C \(\/section\/80C\)/,
    );
  });

  it('lists FAQ questions on the topic that the text does not answer', () => {
    expect(result.unansweredQuestions.length).toBeGreaterThan(0);
    for (const q of result.unansweredQuestions) expect(faqs.map((f) => f.id)).toContain(q.id);
  });

  it('flags a missing keyword and stuffing', () => {
    const missing = optimizeContent({
      content: '# Title\n\nSomething else.',
      targetKeyword: 'hra exemption',
      sections,
      faqs,
    });
    expect(missing.keyword.verdict).toBe('problem');
    expect(missing.suggestions[0]).toEqual({
      severity: 'problem',
      message:
        '"hra exemption" does not appear in the text: use it in the title and first paragraph.',
    });
    const stuffed = optimizeContent({
      content: 'hra hra hra hra tax',
      targetKeyword: 'hra',
      sections,
      faqs,
    });
    expect(stuffed.keyword.density).toBe(80);
    expect(stuffed.keyword.verdict).toBe('problem');
  });
});

describe('readability', () => {
  it('scores short plain sentences as easy and long complex ones as hard', () => {
    expect(readabilityOf('The cat sat. The dog ran. We pay tax.').score).toBeGreaterThanOrEqual(90);
    const hard = readabilityOf(
      'Notwithstanding the aforementioned considerations, the computational methodology determining the exemption necessitates comprehensive documentation substantiating expenditure incurred contemporaneously with the corresponding assessment year, as prescribed by the relevant rules.',
    );
    expect(hard.score).toBeLessThan(10);
    expect(hard.grade).toBe('Very difficult');
    expect(hard.longSentences).toBe(1);
  });

  it('counts syllables', () => {
    expect(syllables('tax')).toBe(1);
    expect(syllables('income')).toBe(2);
    expect(syllables('deduction')).toBe(3);
  });
});
