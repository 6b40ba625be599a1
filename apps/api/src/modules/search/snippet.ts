import type { SearchResultSnippet } from '@taxguide/contracts/content';

/** Words as they stand in a text, with their places; a Hindi word is one run of Devanagari. */
const WORD = /[0-9A-Za-z₹%]+(?:\([0-9A-Za-z]+\))*|\p{Script=Devanagari}+/gu;
const SNIPPET_MAX = 220;
/** Characters of context kept before the first match when the text is cut. */
const LEAD = 60;

function matchesIn(
  text: string,
  matched: ReadonlySet<string>,
  read: (word: string) => string | null,
): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(WORD)) {
    const term = read(m[0]);
    if (term && matched.has(term)) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

/** Moves a cut to the nearest space before it, so no word is split. */
function wordStart(text: string, at: number): number {
  if (at <= 0) return 0;
  const space = text.lastIndexOf(' ', at);
  return space === -1 ? 0 : space + 1;
}

/**
 * A line of the first text that contains a matched word, cut around the first match, with the
 * matched words as offsets into it. Plain text in, plain text out: the page wraps the offsets
 * in <mark> itself, so nothing a visitor typed is ever rendered as markup.
 */
export function snippetFor(
  sources: readonly string[],
  matched: ReadonlySet<string>,
  read: (word: string) => string | null,
): SearchResultSnippet | undefined {
  for (const source of sources) {
    const text = source.replace(/\s+/g, ' ').trim();
    const found = matchesIn(text, matched, read);
    if (found.length === 0) continue;
    if (text.length <= SNIPPET_MAX) return { text, highlights: found };
    const start = wordStart(text, found[0]![0] - LEAD);
    const rawEnd = Math.min(text.length, start + SNIPPET_MAX);
    const end =
      rawEnd === text.length ? rawEnd : Math.max(text.lastIndexOf(' ', rawEnd), found[0]![1]);
    const prefix = start > 0 ? '…' : '';
    const body = text.slice(start, end).trimEnd();
    const shift = prefix.length - start;
    return {
      text: `${prefix}${body}${end < text.length ? '…' : ''}`,
      highlights: found
        .filter(([a, b]) => a >= start && b <= start + body.length)
        .map(([a, b]) => [a + shift, b + shift]),
    };
  }
  return undefined;
}
