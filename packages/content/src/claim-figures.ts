import { formatINR, formatPercent } from './format';
import type { AnyClaim } from './types';

/** The word a 0% slab is printed as, per language of the text. */
const NIL: Readonly<Record<'en' | 'hi', string>> = { en: 'Nil', hi: 'शून्य' };

/**
 * How a claimed figure is printed in the text: ₹1,50,000; 12.5%; a nil slab as "Nil" (Hindi
 * "शून्य"). The English and the Hindi checks both use this, so a translation shows exactly the
 * figure the engine's rule table holds.
 */
export function claimFigure(claim: AnyClaim, lang: 'en' | 'hi' = 'en'): string {
  if (claim.unit === 'inr') return formatINR(claim.value);
  return claim.value === 0 ? NIL[lang] : formatPercent(claim.value);
}

/** Start offsets of every occurrence of `needle` in `text`. */
export function occurrences(text: string, needle: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) at.push(i);
  return at;
}
