// The engine's Hindi working (packages/tax-engine/src/text/hi) held to the glossary: every worked
// example and guide figure of the content, run in English and in Hindi, pairs each English text
// with its Hindi one, and a core term the English uses must be the glossary's word in the Hindi.
import { runCalculation, type EngineText } from '@taxguide/tax-engine';
import { HI } from '@taxguide/tax-engine/hindi';
import { describe, expect, it } from 'vitest';
import type { EngineCall } from '../examples/calculations';
import { guides } from '../guides/index';
import { sections } from '../sections/index';
import { missingCoreTerms } from './hindi-checks';

const calls: EngineCall[] = [
  ...sections.flatMap((s) => s.examples.flatMap((e) => (e.calculation ? [e.calculation] : []))),
  ...guides.flatMap((g) =>
    (g.figures ?? []).flatMap((f) => [f.calculation, ...(f.minus ? [f.minus.calculation] : [])]),
  ),
];

const run = (call: EngineCall, text?: EngineText): unknown =>
  runCalculation(call.calculator, call.input as never, { text });

/** Every text of a result with its place: the working lines, their notes, the result's notes. */
function texts(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (v: unknown, at: string) => {
    if (typeof v === 'string') {
      if (/\s/.test(v)) found.set(at, v);
    } else if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${at}[${i}]`));
    else if (v && typeof v === 'object')
      for (const [key, item] of Object.entries(v)) walk(item, `${at}.${key}`);
  };
  walk(value, path);
  return found;
}

describe("the engine's Hindi working", () => {
  it('runs over every computed example and guide figure', () => {
    expect(calls.length).toBeGreaterThan(40);
    expect(new Set(calls.map((c) => c.calculator)).size).toBe(6);
  });

  it("uses the glossary's word for every core term the English line uses", () => {
    const problems: string[] = [];
    let pairs = 0;
    for (const call of calls) {
      const english = texts(run(call));
      const hindi = texts(run(call, HI));
      for (const [at, en] of english) {
        const hi = hindi.get(at);
        if (hi === undefined || hi === en) continue;
        pairs++;
        for (const problem of missingCoreTerms(en, hi))
          problems.push(`${call.calculator}${at}: ${problem} in "${hi}" (English: "${en}")`);
      }
    }
    expect(pairs).toBeGreaterThan(300);
    expect([...new Set(problems)]).toEqual([]);
  });
});
