/**
 * Our curated markdown turned into the plain statements an answer is built from. Nothing is
 * rewritten: a statement is a sentence, a list item, or a table row read out with its column
 * headers ("Parents: Limit ₹25,000; if that person is a senior citizen (60+) ₹50,000").
 */

export interface Statement {
  /** The heading the statement sits under ("Limits"), '' before the first heading. */
  heading: string;
  text: string;
}

/** Inline markdown to plain text: links keep their words, emphasis and code marks go. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\((?:[^()\s]|\([^()\s]*\))+\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a paragraph into sentences (a full stop, ! or ? followed by a capital, ₹ or a digit). */
export function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[A-Z₹0-9("])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => plainInline(c));
}

const TABLE_RULE = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/;

/** Reads a table row out with its headers: "Parents: Limit ₹25,000; …". */
function tableRowStatement(headers: string[], row: string[]): string {
  const [first, ...rest] = row;
  const pairs = rest
    .map((cell, i) => (cell ? `${headers[i + 1] ?? ''} ${cell}`.trim() : ''))
    .filter(Boolean);
  return `${first ?? ''}: ${pairs.join('; ')}`;
}

/**
 * The statements of a markdown text, in order. Blockquotes (our "plain-language summary" note)
 * and the headings in `skipHeadings` are left out.
 */
export function markdownStatements(
  markdown: string,
  skipHeadings: readonly RegExp[] = [],
): Statement[] {
  const out: Statement[] = [];
  let heading = '';
  let skip = false;
  let headers: string[] | undefined;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0 && !skip) {
      for (const s of sentences(plainInline(paragraph.join(' ')))) out.push({ heading, text: s });
    }
    paragraph = [];
  };
  for (const rawLine of markdown.split('\n')) {
    const line = rawLine.trim();
    const headingMatch = /^#{1,6}\s+(.*)$/.exec(line);
    if (headingMatch) {
      flush();
      headers = undefined;
      heading = plainInline(headingMatch[1] ?? '');
      skip = skipHeadings.some((h) => h.test(heading));
      continue;
    }
    if (line === '' || line.startsWith('>')) {
      flush();
      headers = undefined;
      continue;
    }
    if (line.startsWith('|')) {
      flush();
      if (TABLE_RULE.test(line)) continue;
      const row = cells(line);
      if (!headers) {
        headers = row;
        continue;
      }
      if (!skip) out.push({ heading, text: tableRowStatement(headers, row) });
      continue;
    }
    const bullet = /^(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
    if (bullet) {
      flush();
      if (!skip) out.push({ heading, text: plainInline(bullet[1] ?? '') });
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return out.filter((s) => s.text.length > 2);
}
