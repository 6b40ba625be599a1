import { describe, expect, it } from 'vitest';
import { askedInLink, assistantAskUrl } from './ask-link';
import { QUERY_MAX_LENGTH } from './ai-limits';

const asked = (query: string) => askedInLink(new URLSearchParams(query));

describe('a question in a link', () => {
  it('round-trips through the Ask AI address', () => {
    const url = assistantAskUrl('Explain Section 80CCD(1B)');
    expect(url).toBe('/ai-assistant?ask=Explain%20Section%2080CCD(1B)');
    expect(asked(url.split('?')[1]!)).toBe('Explain Section 80CCD(1B)');
  });

  it('is read as a typed question: trimmed, no control characters, at most the API limit', () => {
    expect(asked('ask=%20%20What%20is%2080C%3F%0D%0A')).toBe('What is 80C?');
    expect(asked('ask=80C%00%1Fvs%0980D')).toBe('80C vs 80D');
    expect(asked(`ask=${'a'.repeat(QUERY_MAX_LENGTH + 50)}`)).toHaveLength(QUERY_MAX_LENGTH);
    expect(asked('ask=')).toBe('');
    expect(asked('q=80C')).toBe('');
  });
});
