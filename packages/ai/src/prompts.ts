/**
 * What the model sees: rules that forbid outside facts and arithmetic, and a context made only
 * of the retrieved content. The answer it returns is checked against the same context
 * (groundedAnswerProblem) before anyone sees it.
 */
import { renderExamples, type SectionContent } from '@taxguide/content';
import { z } from 'zod';
import { parseAmounts } from './amounts';
import { guideStatements, sectionStatements, sectionsNamedIn } from './knowledge-index';
import { normalizeQuery } from './normalize';
import { answerGivesAdvice } from './scope';
import type { LlmMessage } from './llm';
import type { Retrieval } from './retrieval';

/** Most sections put in front of the model for one question. */
const MAX_CONTEXT_SECTIONS = 4;
/** Characters of a section's full text in the context (the summary and limits always go in). */
const MAX_FULL_TEXT = 3500;

export interface ModelContext {
  /** The context block, as the model reads it. */
  text: string;
  /** The sections in it, main one first. */
  sections: SectionContent[];
}

function sectionBlock(s: SectionContent): string {
  const full = sectionStatements(s)
    .map((st) => st.text)
    .join(' ');
  const examples = renderExamples(s).map(
    (e) => `- ${e.title}: ${e.text.replace(/\s*\n+\s*/g, ' ')}`,
  );
  return [
    `### Section ${s.sectionNumber}: ${s.title}`,
    `Income-tax Act 2025 number: ${s.act2025Section ? `section ${s.act2025Section}` : 'not verified by us'}`,
    `Summary: ${s.summary}`,
    `Key limits:\n${s.keyLimits.map((k) => `- ${k}`).join('\n')}`,
    `Details: ${full.length > MAX_FULL_TEXT ? `${full.slice(0, MAX_FULL_TEXT)}…` : full}`,
    examples.length > 0
      ? `Worked examples (figures computed by our tax engine):\n${examples.join('\n')}`
      : '',
    `Related sections: ${s.related.join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The retrieved content as one context, and the sections the answer may be about. */
export function buildContext(retrieval: Retrieval): ModelContext {
  const { focus, hits } = retrieval;
  const blocks: string[] = [];
  const sections: SectionContent[] = [];
  const add = (s: SectionContent | undefined) => {
    if (s && !sections.includes(s) && sections.length < MAX_CONTEXT_SECTIONS) sections.push(s);
  };
  if (focus.kind === 'faq') {
    blocks.push(`### FAQ: ${focus.faq.question}\n${focus.faq.answer}`);
  } else if (focus.kind === 'abbreviation') {
    const a = focus.abbreviation;
    blocks.push(`### Abbreviation ${a.short}: ${a.full}\n${a.description}`);
  } else if (focus.kind === 'guide') {
    const g = focus.guide;
    const text = guideStatements(g)
      .map((st) => st.text)
      .join(' ');
    blocks.push(`### Guide: ${g.title}\n${g.excerpt}\n${text.slice(0, MAX_FULL_TEXT)}`);
  }
  if (focus.kind !== 'none') for (const s of focus.sections) add(s);
  // Close search hits fill the rest, so a follow-up detail has a chance to be in the context.
  for (const hit of hits.slice(0, 4))
    if (hit.doc.type === 'section' && hit.coverage >= 0.5) add(hit.doc.section);
  blocks.push(...sections.map(sectionBlock));
  return { text: blocks.join('\n\n'), sections };
}

/** The structured answer the model must return (a strict schema: every field required). */
export const ModelAnswerSchema = z.object({
  sectionNumber: z.string(),
  explanation: z.string(),
  keyPoints: z.array(z.string()),
  examples: z.array(z.string()),
  relatedSections: z.array(z.string()),
});
export type ModelAnswer = z.infer<typeof ModelAnswerSchema>;

function rules(siteName: string): string {
  return [
    `You explain Indian income tax for ${siteName}, an education website. Follow these rules strictly.`,
    '1. Use ONLY facts stated in the CONTEXT (our reviewed section pages, FAQ and guides). Never add a fact, limit, rate, date, form or figure from anywhere else, even if you believe it is true.',
    '2. Never do arithmetic. Do not add, subtract, multiply, divide, round or estimate any amount, and do not compute tax. Quote every figure exactly as the CONTEXT writes it. If the question needs a figure the CONTEXT does not contain, say that the calculators at /calculators compute it.',
    '3. If the CONTEXT does not answer the question, say so plainly instead of guessing.',
    '4. Do not recommend any fund, stock, policy or other investment product.',
    '5. Write plain English for a general reader. Refer to sections as "section 80C". The CONTEXT is a plain-language restatement, not the text of the Act: never present it as the Act\'s wording.',
    '6. When the question can be answered yes or no, start the answer with "Yes", "No" or "It depends" (only when the CONTEXT does not settle it), then give the conditions.',
  ].join('\n');
}

/** Messages for one structured explanation. */
export function explainMessages(
  question: string,
  context: ModelContext,
  siteName: string,
): LlmMessage[] {
  const numbers = context.sections.map((s) => s.sectionNumber);
  return [
    {
      role: 'system',
      content: `${rules(siteName)}\n6. Answer as JSON: "sectionNumber" is the one section the question is mainly about, exactly one of: ${numbers.join(', ')}. "explanation" is 2 to 4 short paragraphs. "keyPoints" are 3 to 6 short points. "examples" are at most 2 worked examples copied from the CONTEXT with their figures unchanged, or none. "relatedSections" are section numbers from the CONTEXT only.`,
    },
    { role: 'user', content: `CONTEXT:\n${context.text}\n\nQUESTION: ${question}` },
  ];
}

/** Messages for a streamed chat answer: the rules, the context, the conversation. */
export function chatMessages(
  history: readonly { role: 'user' | 'assistant'; content: string }[],
  context: ModelContext,
  siteName: string,
): LlmMessage[] {
  return [
    {
      role: 'system',
      content: `${rules(siteName)}\n6. Answer in a few short paragraphs or a short list (markdown). Mention the sections you rely on.`,
    },
    { role: 'system', content: `CONTEXT:\n${context.text}` },
    ...history.map((m) => ({ role: m.role, content: m.content }) as LlmMessage),
  ];
}

/** Rupee amounts and percentages in a text, as comparable strings ("150000", "12.5%"). */
export function figuresIn(text: string): Set<string> {
  const lowered = text.toLowerCase();
  const figures = new Set<string>();
  for (const a of parseAmounts(lowered)) figures.add(String(a.value));
  for (const m of lowered.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|per ?cent)/g))
    figures.add(`${Number(m[1])}%`);
  return figures;
}

/**
 * Why a model answer cannot be shown, or undefined when it can: it must be about a section of
 * the context, say something, and use no figure the context does not state (a figure the
 * model made up or computed is the failure that matters most on a tax site).
 */
export function groundedAnswerProblem(
  answer: ModelAnswer,
  context: ModelContext,
  question: string,
): string | undefined {
  if (!context.sections.some((s) => s.sectionNumber === answer.sectionNumber)) {
    return `sectionNumber "${answer.sectionNumber}" is not one of the context's sections`;
  }
  if (answer.explanation.trim().length < 20) return 'the explanation is empty';
  if (answer.keyPoints.length > 10 || answer.examples.length > 4)
    return 'too many points or examples';
  const allowed = new Set([...figuresIn(context.text), ...figuresIn(question)]);
  const written = [answer.explanation, ...answer.keyPoints, ...answer.examples].join('\n');
  const unknown = [...figuresIn(written)].filter((f) => !allowed.has(f));
  if (unknown.length > 0) return `figures not in the context: ${unknown.join(', ')}`;
  return undefined;
}

/**
 * Why a chat answer cannot be shown, or undefined when it can: the same figure rule as an
 * explanation (every figure stated in the context, the question or the conversation so far),
 * no section the context does not mention, and no investment advice.
 */
export function groundedChatProblem(
  text: string,
  context: ModelContext,
  said: readonly string[],
): string | undefined {
  if (text.trim().length < 20) return 'the answer is empty';
  const allowed = new Set([figuresIn(context.text), ...said.map(figuresIn)].flatMap((f) => [...f]));
  const unknown = [...figuresIn(text)].filter((f) => !allowed.has(f));
  if (unknown.length > 0) return `figures not in the context: ${unknown.join(', ')}`;
  const known = new Set(sectionsNamedIn(context.text));
  const strange = sectionsNamedIn(text).filter((n) => !known.has(n));
  if (strange.length > 0) return `sections not in the context: ${strange.join(', ')}`;
  if (answerGivesAdvice(normalizeQuery(text))) return 'the answer gives investment advice';
  return undefined;
}
