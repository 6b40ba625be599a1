import { sectionKey } from '@taxguide/content';

/** A search that is one section number, and the Act it names when it names one. */
export interface SectionQuery {
  /** The number as typed ("80C", "123", "80ccd(1b)"). */
  number: string;
  act?: '1961' | '2025';
}

/** Words around a number that say "section" or name an Act, and carry nothing else. */
const FILLER = new Set(
  'section sections sec secs s u/s us under of the in income-tax income tax act acts ita itact new old number no'.split(
    ' ',
  ),
);
const YEARS = new Set(['1961', '2025']);
/** A section number of either Act: "80C", "10(13A)", "123", "80CCD(1B)". */
const NUMBER = /^\d{1,3}[a-z]{0,6}(?:\([0-9a-z]{1,5}\))*$/i;

/**
 * Reads a search that asks for one section: "section 123", "123 of the 2025 act", "404 2025",
 * "s. 80C of the 1961 Act", "ITA 2025 s.202". Undefined for anything else, so topic searches
 * and amounts are left to the text index. "Section 80 C" is one number ("80C").
 */
export function readSectionQuery(query: string): SectionQuery | undefined {
  const words = query
    .toLowerCase()
    .replace(/[,;:?!]/g, ' ')
    .replace(/\b(?:u\/s|s\.|sec\.)(?=\d)/g, ' ')
    .replace(/\bincome[\s-]?tax\b/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[.'"“”]+|[.'"“”]+$/g, ''))
    .filter((w) => w && !FILLER.has(w));
  const years = words.filter((w) => YEARS.has(w));
  const rest = words.filter((w) => !YEARS.has(w));
  // A year alone is not a section; two years ("1961 2025") say nothing about which.
  if (years.length > 1 || rest.length === 0) return undefined;
  // "80 c", "80 ccd(1b)": a number split by a space is still one number.
  const joined = rest.join('');
  if (!NUMBER.test(joined) || !sectionKey(joined)) return undefined;
  if (rest.length > 1 && !/^\d+$/.test(rest[0] ?? '')) return undefined;
  const act = years[0] as '1961' | '2025' | undefined;
  return act ? { number: joined.toUpperCase(), act } : { number: joined.toUpperCase() };
}
