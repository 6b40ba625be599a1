/**
 * Deterministic scoring of the explainer on eval/questions.ts, eval/people-questions.ts and the
 * chats of eval/dialogues.ts: no model as judge.
 *  - section hit@1: the answer's main section is one of the expected ones;
 *  - key facts: every expected string and engine figure appears in the answer;
 *  - refusal precision and recall: refused questions are exactly the ones that must be.
 */
import { formatINR, runEngine } from '@taxguide/content';
import type { ChatMessage, ExplainResponse } from '@taxguide/contracts/ai';
import type { Explainer } from '../src/explainer';
import { dialogues as allDialogues, type Dialogue, type TurnExpectation } from './dialogues';
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

export interface TurnResult {
  user: string;
  text: string;
  sectionNumber: string | null;
  refused: boolean;
  problems: string[];
}

export interface DialogueResult {
  dialogue: Dialogue;
  turns: TurnResult[];
  right: boolean;
}

/** The explanation of a chat answer: the text after its bold heading. */
function chatBody(text: string): string {
  return text.replace(/^\*\*[^\n]*\*\*\s*/, '');
}

function turnProblems(
  expect: TurnExpectation,
  text: string,
  sectionNumber: string | null,
  refused: boolean,
): string[] {
  const problems: string[] = [];
  const lower = text.toLowerCase();
  if (expect.sections && !expect.sections.includes(sectionNumber ?? ''))
    problems.push(`section ${sectionNumber ?? 'none'} (expected ${expect.sections.join(' or ')})`);
  const facts = expectedFacts({
    id: '',
    category: 'topic',
    question: '',
    ...(expect.facts ? { facts: expect.facts } : {}),
    ...(expect.figures ? { figures: expect.figures } : {}),
  });
  const missing = facts.filter((f) => !lower.includes(f.toLowerCase()));
  if (missing.length > 0) problems.push(`missing ${missing.join(', ')}`);
  if (expect.opening && !opensWith(chatBody(text), expect.opening))
    problems.push(`does not open with "${expect.opening}"`);
  if ((expect.refuse === true) !== refused)
    problems.push(refused ? 'refused wrongly' : 'not refused');
  return problems;
}

/**
 * Runs each dialogue through chat() as the API does (the earlier answers' text kept as the
 * assistant turns) and checks every turn that has an expectation.
 */
export async function evaluateDialogues(
  explainer: Explainer,
  all: readonly Dialogue[] = allDialogues,
): Promise<{ results: DialogueResult[]; share: number }> {
  const results: DialogueResult[] = [];
  for (const dialogue of all) {
    const messages: ChatMessage[] = [];
    const turns: TurnResult[] = [];
    for (const turn of dialogue.turns) {
      messages.push({ role: 'user', content: turn.user });
      let text = '';
      let sectionNumber: string | null = null;
      let refused = false;
      for await (const event of explainer.chat(messages)) {
        if (event.event === 'message') text += event.data.text;
        if (event.event === 'done') {
          sectionNumber = event.data.sectionNumber;
          refused = event.data.refused;
        }
      }
      messages.push({ role: 'assistant', content: text });
      turns.push({
        user: turn.user,
        text,
        sectionNumber,
        refused,
        problems: turn.expect ? turnProblems(turn.expect, text, sectionNumber, refused) : [],
      });
    }
    results.push({ dialogue, turns, right: turns.every((t) => t.problems.length === 0) });
  }
  const right = results.filter((r) => r.right).length;
  return { results, share: results.length === 0 ? 1 : right / results.length };
}

/** The dialogues' score, then every turn that went wrong. */
export function dialogueReport({
  results,
  share,
}: {
  results: DialogueResult[];
  share: number;
}): string {
  const right = results.filter((r) => r.right).length;
  const lines = [
    `dialogues fully right: ${(share * 100).toFixed(1)}% (${right}/${results.length})`,
  ];
  for (const r of results) {
    for (const t of r.turns) {
      if (t.problems.length > 0)
        lines.push(`MISS ${r.dialogue.id} "${t.user}": ${t.problems.join('; ')}`);
    }
  }
  return lines.join('\n');
}
