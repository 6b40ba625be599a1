/**
 * The whole Income-tax Act 2025 ↔ 1961 map, split by chapter range. Each row names the sources
 * that agree on it; docs/act-map.md says how a row is accepted and lists the unsettled ones.
 */
import type { Act2025Section, ActChapter, Omitted1961Section } from './types';
import { CHAPTERS, OMITTED } from './data-chapters';
import { SECTIONS_I_VII } from './data-i-vii';
import { SECTIONS_VIII_XIII } from './data-viii-xiii';
import { SECTIONS_XIV_XVIII } from './data-xiv-xviii';
import { SECTIONS_XIX_XXIII } from './data-xix-xxiii';

export const ACT_2025_CHAPTERS: ActChapter[] = CHAPTERS;

export const ACT_2025_SECTIONS: Act2025Section[] = [
  ...SECTIONS_I_VII,
  ...SECTIONS_VIII_XIII,
  ...SECTIONS_XIV_XVIII,
  ...SECTIONS_XIX_XXIII,
];

export const OMITTED_1961_SECTIONS: Omitted1961Section[] = OMITTED;
