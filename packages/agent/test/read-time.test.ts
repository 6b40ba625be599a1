import { countWords, readingTime } from '@taxguide/content';
import { describe, expect, it } from 'vitest';
import { composeOfflineDraft, type GroundingSection } from '../src/content/generate';

const section = (words: number): GroundingSection => ({
  sectionNumber: '80C',
  act2025Section: '123',
  title: 'Deduction for investments',
  description: 'Life insurance, PPF, ELSS and more, up to 1,50,000.',
  summary: 'word '.repeat(words).trim(),
  keyLimits: ['Up to ₹1,50,000 a year'],
  examples: [],
  sourceUrl: 'https://www.incometax.gov.in/',
});

describe('a generated draft reads as long as a guide of the same text', () => {
  it('uses the guides’ reading time (words counted the same way, rounded up)', () => {
    for (const words of [10, 250, 420]) {
      const draft = composeOfflineDraft('tax saving investments', [section(words)]);
      expect(draft.readTime).toBe(readingTime(draft.markdown));
      expect(draft.readTime).toBe(Math.max(1, Math.ceil(countWords(draft.markdown) / 200)));
    }
    // A length where rounding to the nearest minute would read shorter than a guide does.
    const frame = countWords(composeOfflineDraft('tax saving investments', [section(0)]).markdown);
    const long = composeOfflineDraft('tax saving investments', [section(450 - frame)]);
    const words = countWords(long.markdown);
    expect(Math.round(words / 200)).toBeLessThan(Math.ceil(words / 200));
    expect(long.readTime).toBe(Math.ceil(words / 200));
  });
});
