import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rulesFor } from './rules/index';
import { SOURCE_ADDRESSES, sourceAddress } from './sources';
import type { Citation } from './types';
import { SUPPORTED_FINANCIAL_YEARS } from './years';

const docs = readFileSync(
  fileURLToPath(new URL('../../../docs/tax-sources.md', import.meta.url)),
  'utf8',
);

/** Every citation of a rule table, wherever it sits. */
function citationsOf(node: unknown, found: Citation[] = []): Citation[] {
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if ('citation' in record && 'value' in record) found.push(record.citation as Citation);
    for (const child of Object.values(record)) citationsOf(child, found);
  }
  return found;
}

describe('source addresses', () => {
  it('match the tagged sources table of docs/tax-sources.md, tag for tag', () => {
    const rows = [...docs.matchAll(/^\| \[([^\]]+)\] \|[^|]*\|([^|]*)\|/gm)].map((m) => [
      m[1]!,
      /https?:\/\/[^\s;]+/.exec(m[2]!)?.[0],
    ]);
    expect(rows.length).toBeGreaterThan(40);
    expect(Object.fromEntries(rows.filter(([, url]) => url))).toEqual(SOURCE_ADDRESSES);
  });

  it('link every tagged citation of every year to its source', () => {
    for (const year of SUPPORTED_FINANCIAL_YEARS) {
      for (const citation of citationsOf(rulesFor(year))) {
        if (citation.source?.startsWith('[')) {
          expect(citation.href, `${year}: ${citation.source}`).toBe(
            SOURCE_ADDRESSES[/\[([^\]]+)\]/.exec(citation.source)![1]!],
          );
          expect(citation.href, citation.source).toMatch(/^https?:\/\//);
        }
      }
    }
  });

  it('reads a bare address as a link, and words as none', () => {
    expect(sourceAddress('[S35], [S37]')).toBe(SOURCE_ADDRESSES.S35);
    expect(sourceAddress('ravcco.com/detail/36077.aspx; taxtmi.com/acts?id=3961')).toBe(
      'https://ravcco.com/detail/36077.aspx',
    );
    expect(
      sourceAddress('practicaltaxplanning.com (s.234F continues beside the new s.234-I)'),
    ).toBe('https://practicaltaxplanning.com');
    expect(sourceAddress('Finance Act 2026 as reported')).toBeUndefined();
    expect(sourceAddress('[S99]')).toBeUndefined();
    expect(sourceAddress(undefined)).toBeUndefined();
  });
});
