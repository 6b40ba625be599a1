// Test helpers that hold the engine's Hindi output to its English one (docs/i18n.md, "The
// engine's text"): the same figures, every text in Hindi, no number lost, every message used.
import { expect } from 'vitest';
import type { EngineText } from './en/index';

const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * A Latin word in lower case: English left in a Hindi text (abbreviations are upper case). A
 * clause of a section number, as "(iii)" in 112(1)(c)(iii), is part of the citation.
 */
const ENGLISH_WORD = /(?<![A-Za-z0-9.]|\)\()[a-z][a-z]{2,}\b/;

/** Numbers as written: 1,50,000; 12.5; 80CCD(1B); "2025-26" gives 2025 and 26. */
function numberTokens(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*[A-Z]*(?:\([0-9A-Za-z]+\))*/g) ?? [];
}

function checkText(path: string, en: string, hi: string, problems: string[]): void {
  if (en === hi) {
    // Identifiers (regime, section numbers, years) are the same in both languages; a sentence is not.
    if (/\s/.test(en) && ENGLISH_WORD.test(en)) problems.push(`${path}: still English: ${en}`);
    return;
  }
  if (!DEVANAGARI.test(hi)) problems.push(`${path}: no Hindi in "${hi}"`);
  const english = hi.match(ENGLISH_WORD);
  if (english) problems.push(`${path}: English word "${english[0]}" in "${hi}"`);
  const hiNumbers = new Set(numberTokens(hi));
  const lost = numberTokens(en).filter((n) => !hiNumbers.has(n));
  if (lost.length > 0)
    problems.push(`${path}: numbers ${lost.join(', ')} of "${en}" missing in "${hi}"`);
}

function walk(path: string, en: unknown, hi: unknown, problems: string[]): void {
  if (typeof en === 'string' && typeof hi === 'string') return checkText(path, en, hi, problems);
  if (Array.isArray(en) && Array.isArray(hi)) {
    if (en.length !== hi.length)
      problems.push(`${path}: ${en.length} items in English, ${hi.length} in Hindi`);
    en.forEach((item, i) => walk(`${path}[${i}]`, item, hi[i], problems));
    return;
  }
  if (en !== null && hi !== null && typeof en === 'object' && typeof hi === 'object') {
    const keys = new Set([...Object.keys(en), ...Object.keys(hi)]);
    for (const key of keys) {
      walk(
        `${path}.${key}`,
        (en as Record<string, unknown>)[key],
        (hi as Record<string, unknown>)[key],
        problems,
      );
    }
    return;
  }
  if (!Object.is(en, hi))
    problems.push(`${path}: ${String(en)} in English, ${String(hi)} in Hindi`);
}

/** The Hindi result has every figure of the English one, and each text translated. */
export function expectSameResult(en: unknown, hi: unknown): void {
  const problems: string[] = [];
  walk('result', en, hi, problems);
  expect(problems).toEqual([]);
}

/** `text` with a record of every message read; `unused(areas)` lists those never read. */
export function trackText(text: EngineText): {
  text: EngineText;
  unused: (areas: readonly (keyof EngineText)[]) => string[];
} {
  const used = new Set<string>();
  const tracked = Object.fromEntries(
    Object.entries(text).map(([area, messages]) => [
      area,
      new Proxy(messages as object, {
        get(target, key, receiver) {
          if (typeof key === 'string') used.add(`${area}.${key}`);
          return Reflect.get(target, key, receiver);
        },
      }),
    ]),
  ) as EngineText;
  const unused = (areas: readonly (keyof EngineText)[]) =>
    areas.flatMap((area) =>
      Object.keys(text[area])
        .map((key) => `${area}.${key}`)
        .filter((key) => !used.has(key)),
    );
  return { text: tracked, unused };
}
