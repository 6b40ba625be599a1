/**
 * Deterministic scoring of the explainer on eval/questions.ts: no model as judge.
 *  - section hit@1: the answer's main section is one of the expected ones;
 *  - key facts: every expected string and engine figure appears in the answer;
 *  - refusal precision and recall: refused questions are exactly the ones that must be.
 */
import { formatINR, runEngine } from '@taxguide/content';
import type { ExplainResponse } from '@taxguide/contracts/ai';
import type { Explainer } from '../src/explainer';
import { questions as allQuestions, type EvalCategory, type EvalQuestion } from './questions';

export interface QuestionResult {
  question: EvalQuestion;
  answer: ExplainResponse;
  /** undefined when the question expects no particular section. */
  hit: boolean | undefined;
  missingFacts: string[];
  refused: boolean;
}

export interface EvalScores {
  questions: number;
  /** Share of questions with expected sections whose main section is right. */
  hitAt1: number;
  hitQuestions: number;
  /** Share of questions with facts or figures that state all of them. */
  factsPresent: number;
  factQuestions: number;
  refusalPrecision: number;
  refusalRecall: number;
  byCategory: Record<EvalCategory, { questions: number; hits: number; scored: number }>;
}

function valueAt(result: unknown, path: string): number {
  let value: unknown = result;
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'number') throw new Error(`engine result has no number at ${path}`);
  return value;
}

/** Everything the answer says, as one text. */
export function answerText(a: ExplainResponse): string {
  return [a.section, a.explanation, ...a.keyPoints, ...a.examples].join('\n');
}

/** True when the text opens with the word ("Yes", "No", "It depends") as a word of its own. */
export function opensWith(text: string, word: string): boolean {
  return new RegExp(`^${word}\\b`).test(text.trim());
}

/** The strings a question's answer must contain, figures computed by the engine now. */
export function expectedFacts(q: EvalQuestion): string[] {
  const figures = (q.figures ?? []).map((f) =>
    formatINR(valueAt(runEngine(f.calculation), f.field)),
  );
  return [...(q.facts ?? []), ...figures];
}

export async function evaluate(
  explainer: Explainer,
  questions = allQuestions,
): Promise<{ results: QuestionResult[]; scores: EvalScores }> {
  const results: QuestionResult[] = [];
  for (const q of questions) {
    const { answer } = await explainer.explain(q.question);
    const text = answerText(answer).toLowerCase();
    const missingFacts = expectedFacts(q).filter((f) => !text.includes(f.toLowerCase()));
    if (q.opening && !opensWith(answer.explanation, q.opening))
      missingFacts.push(`opening "${q.opening}"`);
    results.push({
      question: q,
      answer,
      hit: q.sections ? q.sections.includes(answer.sectionNumber ?? '') : undefined,
      missingFacts,
      refused: answer.refused === true,
    });
  }
  const scored = results.filter((r) => r.hit !== undefined);
  const withFacts = results.filter(
    (r) => expectedFacts(r.question).length > 0 || r.question.opening !== undefined,
  );
  const refused = results.filter((r) => r.refused);
  const mustRefuse = results.filter((r) => r.question.refuse === true);
  const byCategory = {} as EvalScores['byCategory'];
  for (const r of results) {
    const c = (byCategory[r.question.category] ??= { questions: 0, hits: 0, scored: 0 });
    c.questions++;
    if (r.hit !== undefined) c.scored++;
    if (r.hit) c.hits++;
  }
  const share = (n: number, of: number) => (of === 0 ? 1 : n / of);
  return {
    results,
    scores: {
      questions: results.length,
      hitAt1: share(scored.filter((r) => r.hit).length, scored.length),
      hitQuestions: scored.length,
      factsPresent: share(
        withFacts.filter((r) => r.missingFacts.length === 0).length,
        withFacts.length,
      ),
      factQuestions: withFacts.length,
      refusalPrecision: share(
        refused.filter((r) => r.question.refuse === true).length,
        refused.length,
      ),
      refusalRecall: share(mustRefuse.filter((r) => r.refused).length, mustRefuse.length),
      byCategory,
    },
  };
}

/** A short report: the scores, then every question that missed. */
export function report({
  results,
  scores,
}: {
  results: QuestionResult[];
  scores: EvalScores;
}): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `questions: ${scores.questions}`,
    `section hit@1: ${pct(scores.hitAt1)} of ${scores.hitQuestions}`,
    `key facts present: ${pct(scores.factsPresent)} of ${scores.factQuestions}`,
    `refusal precision: ${scores.refusalPrecision.toFixed(2)}, recall: ${scores.refusalRecall.toFixed(2)}`,
    ...Object.entries(scores.byCategory).map(
      ([c, s]) =>
        `  ${c}: ${s.questions} questions, hit@1 ${s.scored ? `${s.hits}/${s.scored}` : 'n/a'}`,
    ),
  ];
  for (const r of results) {
    const problems = [
      r.hit === false
        ? `section ${r.answer.sectionNumber ?? 'none'} (expected ${r.question.sections!.join(' or ')})`
        : '',
      r.missingFacts.length > 0 ? `missing ${r.missingFacts.join(', ')}` : '',
      r.refused !== (r.question.refuse === true)
        ? r.refused
          ? 'refused wrongly'
          : 'not refused'
        : '',
    ].filter(Boolean);
    if (problems.length > 0)
      lines.push(`MISS ${r.question.id} "${r.question.question}": ${problems.join('; ')}`);
  }
  return lines.join('\n');
}
