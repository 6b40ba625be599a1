/**
 * Seed rows only: replaced by the full map (every section of the 2025 Act). Each row names
 * the sources that agree on it; see docs/act-map.md.
 */
import type { Act2025Section, ActChapter, Omitted1961Section } from './types';

export const ACT_2025_CHAPTERS: ActChapter[] = [
  {
    number: 'VIII',
    title: 'Deductions to be made in computing total income',
    firstSection: '122',
    lastSection: '154',
  },
];

export const ACT_2025_SECTIONS: Act2025Section[] = [
  {
    number: '123',
    title: 'Life insurance premia, provident fund, and other savings',
    chapter: 'VIII',
    from1961: ['80C'],
    sources: ['icai-mapping', 'act-text'],
  },
];

export const OMITTED_1961_SECTIONS: Omitted1961Section[] = [];
