/**
 * Text widths for the guide's layout, measured a word at a time and remembered.
 *
 * pdf-lib's `widthOfTextAtSize` runs fontkit's whole OpenType layout over the string on every
 * call, and word wrapping asks for the width of every growing candidate line: that was almost
 * all of a build's time (docs/pdf-guide.md). A line's width is the sum of its glyphs' advance
 * widths, and the layout never joins glyphs across a space, so the width of "a b" is the width
 * of "a", of " " and of "b" added up. Each distinct word is laid out once per font; a line's
 * width is then a sum of remembered numbers.
 *
 * The result is the very number pdf-lib computes: per word we keep pdf-lib's own total at size
 * 1000 (advance widths in PDF text units), and for the guide's font (DejaVu, 2048 units to the
 * em) every advance width is a multiple of 1000/2048 = 0.48828125, exact in binary, so the sums
 * are exact in any order; the final scaling by size/1000 is pdf-lib's own. The wrapping, and so
 * every byte of the guide, is the same as with pdf-lib's measure (pdf-guide.test.ts checks it).
 */
import type { PDFFont } from 'pdf-lib';
import { OTHER_SCRIPT } from './word-layout';

const SPACE = ' ';
const byFont = new WeakMap<PDFFont, Map<string, number>>();

/** The width of `word` (no spaces) at size 1000, laid out once per font. */
function wordUnits(font: PDFFont, cache: Map<string, number>, word: string): number {
  let units = cache.get(word);
  if (units === undefined) {
    units = font.widthOfTextAtSize(word, 1000);
    cache.set(word, units);
  }
  return units;
}

/** The width of `text` at size 1000: its words' widths plus one space width per space. */
export function textUnits(font: PDFFont, text: string): number {
  // Mixed scripts are laid out whole (word-layout.ts), so they are measured whole.
  if (OTHER_SCRIPT.test(text)) return font.widthOfTextAtSize(text, 1000);
  let cache = byFont.get(font);
  if (!cache) {
    cache = new Map();
    byFont.set(font, cache);
  }
  const words = text.split(SPACE);
  const unseen = words.filter((w) => w.length > 0 && !cache.has(w));
  // The guide's fonts lay out all the unseen words of one call together (word-layout.ts).
  if (unseen.length > 1) font.widthOfTextAtSize(unseen.join(SPACE), 1000);
  let units = wordUnits(font, cache, SPACE) * (words.length - 1);
  for (const word of words) if (word.length > 0) units += wordUnits(font, cache, word);
  return units;
}

/** Scales a width at size 1000 to `size`, as pdf-lib does. */
export const unitsAtSize = (units: number, size: number): number => units * (size / 1000);

/** Equal to `font.widthOfTextAtSize(text, size)`, without laying the text out again. */
export function widthOfText(font: PDFFont, text: string, size: number): number {
  return unitsAtSize(textUnits(font, text), size);
}
