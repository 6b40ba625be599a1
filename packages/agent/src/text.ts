/** Small text helpers shared by the SEO audit and the content optimiser. */

/** Lower-case words, with a light plural stem ("calculators" meets "calculator"). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-.'’][\p{L}\p{N}]+)*/gu) ?? []).map(stemWord);
}

export function stemWord(word: string): string {
  if (word.length > 4 && /(?:x|ss|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** True when every word of `keyword` appears in `text` (any order). */
export function coversKeyword(text: string, keyword: string): boolean {
  const have = new Set(words(text));
  const need = words(keyword);
  return need.length > 0 && need.every((w) => have.has(w));
}

/** Occurrences of the keyword as a phrase (its words in order, adjacent) in `text`. */
export function phraseOccurrences(text: string, keyword: string): number {
  const hay = words(text);
  const needle = words(keyword);
  if (needle.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + needle.length <= hay.length; i++) {
    if (needle.every((w, j) => hay[i + j] === w)) {
      count++;
      i += needle.length - 1;
    }
  }
  return count;
}
