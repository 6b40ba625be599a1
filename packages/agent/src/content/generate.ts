/**
 * A draft guide on a topic, grounded in our own sections and citing them. The sections come
 * from the explainer's retrieval (section numbers, known names, full-text search over the
 * curated content); their current text is read from the database, so an admin's edits count.
 * With a model, it writes from that context only (structured output, checked: it may cite only
 * the retrieved sections and use no figure they do not state); without one, or when the model's
 * answer fails those checks, the draft is composed from the sections themselves.
 */
import {
  buildKnowledgeIndex,
  normalizeQuery,
  type KnowledgeIndex,
  type LlmClient,
} from '@taxguide/ai';
import { readingTime } from '@taxguide/content';
import { buildContext, figuresIn } from '@taxguide/ai/prompts';
import { retrieve } from '@taxguide/ai/retrieval';
import type { Database, SectionExampleRow } from '@taxguide/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PermanentJobError } from '../job';
import { upperCaseSectionNumbers } from './section-case';
import { clipText } from './optimize';

/** Sections a draft is built on, at most. */
export const MAX_DRAFT_SECTIONS = 4;

export interface GroundingSection {
  sectionNumber: string;
  act2025Section: string | null;
  title: string;
  description: string;
  summary: string;
  keyLimits: string[];
  examples: SectionExampleRow[];
  sourceUrl: string;
}

export interface GeneratedDraft {
  title: string;
  excerpt: string;
  markdown: string;
  category: string;
  relatedSections: string[];
  generator: 'model' | 'offline';
  readTime: number;
  /** Why the model's draft was not used, when it was not. */
  modelProblem?: string;
}

let index: KnowledgeIndex | undefined;
const knowledge = () => (index ??= buildKnowledgeIndex());

/** Our sections the topic is about (main one first), read from the database. */
export async function groundingFor(
  db: Kysely<Database>,
  topic: string,
): Promise<{ sections: GroundingSection[]; contextText: string }> {
  const retrieval = retrieve(normalizeQuery(topic), knowledge());
  const context = buildContext(retrieval);
  const numbers = context.sections.slice(0, MAX_DRAFT_SECTIONS).map((s) => s.sectionNumber);
  if (numbers.length === 0) {
    throw new PermanentJobError(
      `No section of ours matches the topic "${topic}": a draft must be grounded in our sections`,
    );
  }
  const rows = await db
    .selectFrom('sections')
    .select([
      'sectionNumber',
      'act2025Section',
      'title',
      'description',
      'summary',
      'keyLimits',
      'examples',
      'sourceUrl',
    ])
    .where('sectionNumber', 'in', numbers)
    .execute();
  const byNumber = new Map(rows.map((r) => [r.sectionNumber, r]));
  const sections = numbers.flatMap((n) => {
    const r = byNumber.get(n);
    return r ? [{ ...r, act2025Section: r.act2025Section || null }] : [];
  });
  if (sections.length === 0) {
    throw new PermanentJobError(
      `The sections for "${topic}" are not in the database (${numbers.join(', ')})`,
    );
  }
  return { sections, contextText: context.text };
}

const titleCase = (s: string) => upperCaseSectionNumbers(titleCaseWords(s));

const titleCaseWords = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\b([a-z])([a-z]*)/g, (_m, a: string, b: string) =>
      ['and', 'or', 'of', 'for', 'the', 'to', 'in', 'vs', 'on', 'a', 'an'].includes(a + b)
        ? a + b
        : a.toUpperCase() + b,
    )
    .replace(/^./, (c) => c.toUpperCase());

const sectionLink = (n: string) => `/section/${encodeURI(n)}`;

function sourcesBlock(sections: readonly GroundingSection[]): string {
  return [
    '## Sources on this site',
    '',
    ...sections.map(
      (s) =>
        `- [Section ${s.sectionNumber}: ${s.title}](${sectionLink(s.sectionNumber)})${s.act2025Section ? ` (Income-tax Act 2025: section ${s.act2025Section})` : ''}`,
    ),
    '',
    '_This guide is general education drawn from our section pages, not tax advice._',
  ].join('\n');
}

/** The draft composed from the sections themselves (no model). */
export function composeOfflineDraft(
  topic: string,
  sections: readonly GroundingSection[],
): GeneratedDraft {
  const main = sections[0]!;
  const numbers = sections.map((s) => s.sectionNumber);
  const title = clipText(
    `${titleCase(topic)}: What Section${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')} Say`,
    150,
  );
  const intro = [
    `This guide brings together what our section pages say about ${topic.trim()}.`,
    `It rests mainly on section ${main.sectionNumber} (${main.title})${
      numbers.length > 1 ? `, with sections ${numbers.slice(1).join(', ')}` : ''
    }. ${main.summary}`,
  ].join(' ');
  const parts = sections.map((s) => {
    const limits =
      s.keyLimits.length > 0 ? ['', '**Key limits**', '', ...s.keyLimits.map((k) => `- ${k}`)] : [];
    const example = s.examples[0]
      ? [
          '',
          `**Example: ${s.examples[0].title}.** ${s.examples[0].text.replace(/\s*\n+\s*/g, ' ')}`,
        ]
      : [];
    return [
      `## Section ${s.sectionNumber}: ${s.title}`,
      '',
      s.description,
      '',
      s.summary,
      ...limits,
      ...example,
      '',
      `Read more: [section ${s.sectionNumber}](${sectionLink(s.sectionNumber)}).`,
    ].join('\n');
  });
  const markdown = [intro, '', ...parts.flatMap((p) => [p, '']), sourcesBlock(sections)].join('\n');
  return {
    title,
    excerpt: clipText(`${main.description} ${main.summary}`, 300),
    markdown,
    category: 'guide',
    relatedSections: numbers,
    generator: 'offline',
    readTime: readingTime(markdown),
  };
}

/** What the model must return (strict schema: every field required). */
export const ModelDraftSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  parts: z.array(
    z.object({
      heading: z.string(),
      body: z.string(),
      citedSections: z.array(z.string()),
    }),
  ),
});
export type ModelDraft = z.infer<typeof ModelDraftSchema>;

/** Why a model draft cannot be used, or undefined when it can. */
export function modelDraftProblem(
  draft: ModelDraft,
  sections: readonly GroundingSection[],
  contextText: string,
  topic: string,
): string | undefined {
  const allowed = new Set(sections.map((s) => s.sectionNumber));
  if (draft.title.trim().length < 5 || draft.title.length > 150)
    return 'the title is empty or too long';
  if (draft.parts.length === 0 || draft.parts.length > 8)
    return 'the draft has no parts or too many';
  const cited = draft.parts.flatMap((p) => p.citedSections);
  if (cited.length === 0) return 'the draft cites no section';
  const foreign = cited.filter((n) => !allowed.has(n));
  if (foreign.length > 0) return `it cites sections outside the context: ${foreign.join(', ')}`;
  const known = new Set([...figuresIn(contextText), ...figuresIn(topic)]);
  const written = [
    draft.title,
    draft.excerpt,
    ...draft.parts.flatMap((p) => [p.heading, p.body]),
  ].join('\n');
  const unknown = [...figuresIn(written)].filter((f) => !known.has(f));
  if (unknown.length > 0) return `figures not in our sections: ${unknown.join(', ')}`;
  return undefined;
}

function modelMessages(topic: string, contextText: string, numbers: readonly string[]) {
  return [
    {
      role: 'system' as const,
      content: [
        'You write draft guides for an Indian income-tax education website. Rules:',
        '1. Use ONLY facts stated in the CONTEXT (our reviewed section pages). Never add a fact, limit, rate, date or figure from anywhere else.',
        '2. Never do arithmetic; quote figures exactly as the CONTEXT writes them.',
        '3. No investment product recommendations. Plain English for a general reader.',
        `4. Answer as JSON: "title" (under 100 characters), "excerpt" (one or two sentences), "parts" (3 to 6), each with a "heading", a "body" of one to three markdown paragraphs, and "citedSections": the section numbers it relies on, only from: ${numbers.join(', ')}.`,
      ].join('\n'),
    },
    { role: 'user' as const, content: `CONTEXT:\n${contextText}\n\nTOPIC: ${topic}` },
  ];
}

export async function generateDraft(options: {
  db: Kysely<Database>;
  topic: string;
  llm?: LlmClient | undefined;
}): Promise<GeneratedDraft> {
  const { sections, contextText } = await groundingFor(options.db, options.topic);
  const offline = composeOfflineDraft(options.topic, sections);
  if (!options.llm) return offline;
  const numbers = sections.map((s) => s.sectionNumber);
  let draft: ModelDraft;
  try {
    draft = await options.llm.structured({
      messages: modelMessages(options.topic, contextText, numbers),
      schema: ModelDraftSchema,
      name: 'draft_guide',
      signal: AbortSignal.timeout(Math.max(options.llm.timeoutMs, 30_000)),
    });
  } catch (error) {
    return { ...offline, modelProblem: error instanceof Error ? error.message : String(error) };
  }
  const problem = modelDraftProblem(draft, sections, contextText, options.topic);
  if (problem) return { ...offline, modelProblem: problem };
  const cited = [...new Set(draft.parts.flatMap((p) => p.citedSections))];
  const body = draft.parts
    .map(
      (p) =>
        `## ${p.heading.trim()}\n\n${p.body.trim()}\n\nSources: ${p.citedSections
          .map((n) => `[section ${n}](${sectionLink(n)})`)
          .join(', ')}.`,
    )
    .join('\n\n');
  const markdown = `${body}\n\n${sourcesBlock(sections.filter((s) => cited.includes(s.sectionNumber)))}`;
  return {
    title: draft.title.trim(),
    excerpt: clipText(draft.excerpt, 300),
    markdown,
    category: 'guide',
    relatedSections: cited,
    generator: 'model',
    readTime: readingTime(markdown),
  };
}

/** URL slug of a title: lower-case words joined by hyphens, at most 80 characters. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'draft';
}
