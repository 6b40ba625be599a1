/**
 * How a question is reduced before it is parsed, cached and logged. The same question typed
 * twice ("What is 80C?" / "what is 80c") must give the same key.
 */

const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[a-z]{2,}/gi;
// A PAN: five letters, four digits, a letter (e.g. ABCDE1234F).
const PAN = /\b[a-z]{5}\d{4}[a-z]\b/gi;

/**
 * Personal identifiers a visitor may paste into a question, replaced before the question is
 * stored in ai_queries or used as a cache key: nobody needs them to explain the law.
 */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PAN, '[pan]');
}

/**
 * Lower case, one kind of quote and dash, single spaces, no trailing punctuation. Keeps the
 * characters that carry meaning in tax questions: digits, ₹, %, brackets, "/" (u/s), "." and ",".
 */
export function normalizeQuery(query: string): string {
  return redactPersonalData(query.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b`´]/g, "'")
    .replace(/[\u201c\u201d"]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.;:,]+$/, '')
    .replace(/^[\s?!.;:,]+/, '')
    .trim();
}

/**
 * The words of a phrase for matching: hyphens and slashes become spaces ("long-term" =
 * "long term"), apostrophes go ("parents'" = "parents"), other punctuation separates words.
 * Brackets and the rupee sign stay attached so section numbers and amounts survive.
 */
export function matchText(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[-\u2010-\u2015/]/g, ' ')
    .replace(/[^0-9a-z₹()%.,\s]/g, ' ')
    .replace(/[.,](?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}
