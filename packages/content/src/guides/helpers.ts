import type { GuideContent } from '../types';

/** Words per minute used for read times (a typical adult reading speed for prose). */
export const WORDS_PER_MINUTE = 200;

/** Counts the words a reader sees: markdown syntax, link targets and table rules are dropped. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*(?:\([^)]*\)[^)]*)*\)/g, '$1')
    .replace(/^\|?[\s:|-]+\|?$/gm, ' ')
    .replace(/[#*_>`|]/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}₹]/u.test(w)).length;
}

/** Minutes to read at WORDS_PER_MINUTE, rounded up, at least 1. */
export function readingTime(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

export function guideImagePath(slug: string): string {
  return `/images/guides/${slug}.svg`;
}

/** Fills the derived fields (read time, image path) of a guide. */
export function guide(input: Omit<GuideContent, 'readTime' | 'imageUrl'>): GuideContent {
  return { ...input, readTime: readingTime(input.markdown), imageUrl: guideImagePath(input.slug) };
}
