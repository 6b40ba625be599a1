// Contracts of the AI explainer and assistant (POST /api/ai/explain, used by the home page's
// explainer and the AI assistant page). The answer keeps the shape the pages read (section,
// explanation, keyPoints, examples, relatedSections) and adds what makes it checkable: citations
// to our section pages, where the answer came from, and the engine's working for a calculation.
import { z } from 'zod';
import { SITE_LANGUAGES } from './content';
import { noControlCharacters } from './text';

/** Longest question the explainer accepts (characters, after trimming). */
export const AI_QUERY_MAX_LENGTH = 500;
/**
 * Per IP and per route, shared through Redis when REDIS_URL is set. A reader asks a handful of
 * questions a minute at most; the limit keeps one client from spending the model budget.
 */
export const AI_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

function questionText(field: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${field} is required` : `${field} must be text`,
    })
    .trim()
    .min(1, { error: `${field} must not be blank`, abort: true })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .check(noControlCharacters(field, { multiline: true }));
}

// ---------------------------------------------------------------------------------------------
// POST /api/ai/explain

/**
 * The language of the page asking (English when absent): with "hi" an answer about a section that has Hindi is given
 * in Hindi, anything else in English under a note saying it is not in Hindi yet.
 */
const answerLanguage = z.enum(SITE_LANGUAGES, { error: "lang must be 'en' or 'hi'" }).optional();

export const ExplainRequestSchema = z.strictObject({
  query: questionText('query', AI_QUERY_MAX_LENGTH),
  lang: answerLanguage,
});
export type ExplainRequest = z.infer<typeof ExplainRequestSchema>;

/** offline: composed from our content; model: written by the LLM from our content; cache: a repeat. */
export const ANSWER_SOURCES = ['offline', 'model', 'cache'] as const;
export const AnswerSourceSchema = z.enum(ANSWER_SOURCES);
export type AnswerSource = z.infer<typeof AnswerSourceSchema>;

/**
 * What the answer is: one section (or a few), a topic answered from the FAQ, a guide or the
 * abbreviations, a figure from the tax engine, nothing close enough, or a polite refusal.
 */
export const ANSWER_KINDS = ['section', 'topic', 'calculation', 'no_match', 'refusal'] as const;
export const AnswerKindSchema = z.enum(ANSWER_KINDS);
export type AnswerKind = z.infer<typeof AnswerKindSchema>;

/** One of our section pages the answer rests on. */
export const CitationSchema = z.object({
  /** 1961 Act numbering, as on the page: "80CCD(1B)". */
  sectionNumber: z.string(),
  /** Verified Income-tax Act 2025 number, or null. */
  act2025Section: z.string().nullable(),
  title: z.string(),
  /** "/section/<sectionNumber>"; "/hi/section/<sectionNumber>" in a Hindi answer. */
  url: z.string(),
});
export type Citation = z.infer<typeof CitationSchema>;

/** One line of the tax engine's working (calculation answers only). */
export const WorkingStepSchema = z.object({
  label: z.string(),
  /** Whole rupees. */
  amount: z.number().int(),
  /** Section of the Income-tax Act 1961 behind the step, when there is one. */
  section: z.string().nullable(),
  /** Verified Income-tax Act 2025 number, when there is one. */
  section2025: z.string().nullable(),
});
export type WorkingStep = z.infer<typeof WorkingStepSchema>;

/** The explanation the pages read, plus citations, source, kind and (for figures) the working. */
export const ExplainResponseSchema = z.object({
  /** Heading of the answer, e.g. "Section 80D: Health Insurance Premium and Preventive Health Check-up". */
  section: z.string(),
  /** The main section (1961 numbering) the answer is about; null when none. */
  sectionNumber: z.string().nullable(),
  explanation: z.string(),
  keyPoints: z.array(z.string()),
  examples: z.array(z.string()),
  /** Section numbers, each with a page at /section/<n>. */
  relatedSections: z.array(z.string()),
  citations: z.array(CitationSchema),
  source: AnswerSourceSchema,
  kind: AnswerKindSchema,
  /** True when the question is out of scope (investment advice, not about income tax). */
  refused: z.boolean().optional(),
  /** The engine's steps behind a calculation answer. */
  working: z.array(WorkingStepSchema).optional(),
  /** Financial year a calculation used ("2026-27"). */
  financialYear: z.string().optional(),
  /**
   * Only when lang=hi was asked: the language the answer is in ('en' when it has no Hindi yet;
   * its explanation then opens with that note).
   */
  lang: z.enum(SITE_LANGUAGES).optional(),
});
export type ExplainResponse = z.infer<typeof ExplainResponseSchema>;
/** An answer before we know whether it is served fresh or from the cache. */
export type ExplainAnswer = Omit<ExplainResponse, 'source'>;

// ---------------------------------------------------------------------------------------------
// POST /api/ai/chat (server-sent events)

export const CHAT_ROLES = ['user', 'assistant'] as const;

/** One turn of a conversation as the server keeps it (the client never sends turns). */
export interface ChatMessage {
  role: (typeof CHAT_ROLES)[number];
  content: string;
}

/**
 * The client sends only the new question and the id of its conversation (none for the first
 * question); the server keeps the turns, so a client cannot put words in the assistant's mouth.
 */
export const ChatRequestSchema = z.strictObject({
  conversationId: z
    .uuid({ error: 'conversationId must be the id a previous answer returned' })
    .optional(),
  message: questionText('message', AI_QUERY_MAX_LENGTH),
  lang: answerLanguage,
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** Media type of the chat answer. */
export const CHAT_CONTENT_TYPE = 'text/event-stream';

/**
 * The events of a chat answer, in order: with a model, `delta` events carry the text as it is
 * written; without one (or for a calculation or a refusal), one `message` event carries it all.
 * `done` closes every answer with its citations; `error` replaces `done` when an answer breaks
 * off half-way.
 */
export const ChatDeltaEventSchema = z.object({ text: z.string() });
export const ChatMessageEventSchema = z.object({ text: z.string() });
export const ChatDoneEventSchema = z.object({
  /** Send it with the next question to continue this conversation. */
  conversationId: z.string(),
  /** The model's answer failed our checks and our own (offline) answer was shown instead. */
  replaced: z.boolean(),
  source: AnswerSourceSchema,
  kind: AnswerKindSchema,
  sectionNumber: z.string().nullable(),
  citations: z.array(CitationSchema),
  refused: z.boolean(),
});
export const ChatErrorEventSchema = z.object({ message: z.string() });

export type ChatEvent =
  | { event: 'delta'; data: z.infer<typeof ChatDeltaEventSchema> }
  | { event: 'message'; data: z.infer<typeof ChatMessageEventSchema> }
  | { event: 'done'; data: z.infer<typeof ChatDoneEventSchema> }
  | { event: 'error'; data: z.infer<typeof ChatErrorEventSchema> };
export type ChatDone = z.infer<typeof ChatDoneEventSchema>;
