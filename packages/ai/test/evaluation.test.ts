/**
 * The offline explainer on the evaluation set (eval/questions.ts), scored deterministically.
 * Targets: section hit@1 at least 90 %, refusal precision and recall 1.0; we also
 * require every key fact and engine figure.
 */
import { describe, expect, it } from 'vitest';
import { createExplainer } from '../src/explainer';
import { evaluate, report } from '../eval/evaluate';
import { questions } from '../eval/questions';

describe('the evaluation set', () => {
  it('has at least 60 questions of every kind the issue names', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    const count = (c: string) => questions.filter((q) => q.category === c).length;
    expect(count('number-1961')).toBeGreaterThanOrEqual(10);
    expect(count('number-2025')).toBeGreaterThanOrEqual(5);
    expect(count('topic')).toBeGreaterThanOrEqual(10);
    expect(count('abbreviation')).toBeGreaterThanOrEqual(5);
    expect(count('limit')).toBeGreaterThanOrEqual(8);
    expect(count('calculation')).toBeGreaterThanOrEqual(8);
    expect(count('refusal')).toBeGreaterThanOrEqual(10);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  });

  it('meets the offline targets', async () => {
    const result = await evaluate(createExplainer({ today: () => '2026-11-23' }));
    const { scores } = result;
    // The report names every miss, so a failure says which questions broke.
    expect(scores.hitAt1, report(result)).toBeGreaterThanOrEqual(0.9);
    expect(scores.refusalPrecision, report(result)).toBe(1);
    expect(scores.refusalRecall, report(result)).toBe(1);
    expect(scores.factsPresent, report(result)).toBe(1);
  });
});
