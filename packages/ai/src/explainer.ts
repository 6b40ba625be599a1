/**
 * The explainer: one question in, one answer in the spec's shape out, offline or with a model.
 *
 *   question → normalise → refuse? (rules) → a figure? (tax engine) → retrieve → answer
 *
 * Refusals and figures never reach a model: a refusal must not depend on a model's mood, and
 * a figure must be the engine's to the rupee, so the model gains nothing there and could only
 * get numbers wrong. Everything else is answered from the retrieved content: composed offline,
 * or written by the model from that content only, checked, retried once, and replaced by the
 * offline answer when the model fails, times out or strays from the context.
 */
import { NOT_YET_IN_HINDI, type Locale } from '@taxguide/content';
import type {
  ChatDone,
  ChatEvent,
  ChatMessage,
  ExplainAnswer,
  ExplainResponse,
} from '@taxguide/contracts/ai';
import { matchAliases } from './aliases';
import { parseAmounts } from './amounts';
import { AnswerCache } from './answer-cache';
import { answerCalculation, parseCalculation, type IncomeTaxRequest } from './calculation';
import { answerFollowUp, parseCalculationChange } from './follow-up';
import { namesOmittedSection, omittedMapAnswer, withOmittedNote } from './omitted';
import {
  isFollowUpShaped,
  isRegimeFollowUp,
  planThread,
  refersBack,
  type ThreadState,
  type TurnPlan,
} from './thread';
import { curatedYesNo, isYesNoQuestion, withOpening } from './yes-no';
import { citationFor, citationsFor, pageNumbers, sectionHeading } from './citations';
import { answerAsText, composeAnswer, refusalAnswer } from './compose';
import { answerForHindiPage, englishForHindiPage } from './hindi-answer';
import { buildKnowledgeIndex, sectionsNamedIn, type KnowledgeIndex } from './knowledge-index';
import { LlmFailure, type LlmClient, type LlmFailureKind } from './llm';
import { readQuestion } from './hindi-query';
import { normalizeQuery, redactPersonalData } from './normalize';
import {
  ModelAnswerSchema,
  buildContext,
  chatMessages,
  explainMessages,
  groundedAnswerProblem,
  groundedChatProblem,
  type ModelAnswer,
  type ModelContext,
} from './prompts';
import { mainSection, retrieve, type Retrieval } from './retrieval';
import { refusalReason, type RefusalReason } from './scope';
import { act2025MapAnswer } from './act-map-answer';
import { findSectionReferences } from './section-references';
import { unpagedSectionAnswer } from './unpaged-section';
import { withStatedFigure } from './stated-figure';

export interface ExplainerOptions {
  /** The model; absent = the offline explainer. */
  llm?: LlmClient | undefined;
  siteName?: string;
  /** Today's date in India (YYYY-MM-DD): used only when a question gives a holding period. */
  today?: () => string;
  cache?: { maxEntries: number; ttlMs: number };
  /** Prebuilt index (built once per process by default). */
  index?: KnowledgeIndex;
  /** Told of every model failure that led to the offline answer (for logs; no user text). */
  onModelFailure?: (kind: LlmFailureKind, detail: string) => void;
}

export interface ExplainOutcome {
  answer: ExplainResponse;
  normalizedQuery: string;
  /** The question as it may be stored: personal identifiers (e-mail, PAN) redacted. */
  storedQuery: string;
  /** Set when the model was asked but could not be used and the offline answer was served. */
  fallback?: LlmFailureKind;
}

/** A chat event as the explainer makes it: the service adds the conversation id to `done`. */
export type ExplainerChatEvent =
  Exclude<ChatEvent, { event: 'done' }> | { event: 'done'; data: Omit<ChatDone, 'conversationId'> };

/** The page's language: a Hindi page gets a Hindi answer where the content has Hindi. */
export interface AnswerOptions {
  lang?: Locale | undefined;
}

export interface Explainer {
  readonly mode: 'model' | 'offline';
  explain(question: string, options?: AnswerOptions): Promise<ExplainOutcome>;
  /**
   * A chat answer as events: one `message` then `done` (`error` instead when a model answer
   * breaks off). `messages` are the server's own turns, the new question last. A model's
   * answer is checked as a whole before it is shown and replaced by the offline answer when it
   * fails. Stops quietly when `signal` aborts (the reader went away or pressed Stop).
   */
  chat(
    messages: readonly ChatMessage[],
    signal?: AbortSignal,
    options?: AnswerOptions,
  ): AsyncGenerator<ExplainerChatEvent>;
}

/** Default cache: a few thousand answers for six hours (content changes ship as a new build). */
const DEFAULT_CACHE = { maxEntries: 2000, ttlMs: 6 * 60 * 60 * 1000 };
/** History turns a chat sends to the model with the new question. */
const CHAT_HISTORY_TURNS = 8;
/** Characters of one earlier answer sent back to the model. */
const CHAT_TURN_MAX_CHARS = 1500;
/** Characters of history in one prompt (the context is bounded separately, in prompts.ts). */
export const CHAT_HISTORY_MAX_CHARS = 6000;
/** Longest chat answer (tokens): a few short paragraphs. */
export const CHAT_MAX_TOKENS = 700;

/** Only a figure to confirm, with nothing of its own: "40000 hi hai na?", "10% right?". */
const CONFIRM_ONLY =
  /^(?:(?:is it|is that|it is|its|only|just|hi|hai|hain|na|kya|right|correct|sahi|ya|or|the|limit|rate|max|maximum|(?:₹|rs\.? ?)?\d[\d,.]*\s*(?:%|k|l|lakh|lakhs|lac|cr|crore|rs|rupees)?)(?:\s+|$))+$/;

/** The message states an amount or a rate of its own ("50000", "10%"). */
function statesFigure(normalizedQuery: string): boolean {
  return parseAmounts(normalizedQuery).length > 0 || /\d\s*(?:%|percent\b)/.test(normalizedQuery);
}

/** Told in place of a model answer that failed the checks. */
export const REPLACED_NOTE =
  "_The assistant's own answer could not be checked against our pages, so here is our reviewed answer instead._";

/** The newest turns that fit the prompt's bounds, each earlier answer cut to its limit. */
export function boundedHistory(messages: readonly ChatMessage[]): ChatMessage[] {
  const recent = messages.slice(-CHAT_HISTORY_TURNS).map((m) => ({
    role: m.role,
    content: m.content.slice(0, CHAT_TURN_MAX_CHARS),
  }));
  let total = recent.reduce((n, m) => n + m.content.length, 0);
  while (recent.length > 1 && total > CHAT_HISTORY_MAX_CHARS)
    total -= recent.shift()!.content.length;
  // Start on a question, not on half of an exchange.
  while (recent.length > 1 && recent[0]!.role === 'assistant') recent.shift();
  return recent;
}

let sharedIndex: KnowledgeIndex | undefined;
function defaultIndex(): KnowledgeIndex {
  sharedIndex ??= buildKnowledgeIndex();
  return sharedIndex;
}

export function indiaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

type Plan =
  | {
      kind: 'fixed';
      answer: ExplainAnswer;
      refusal?: RefusalReason;
      /** The engine request behind an income-tax figure (a chat's follow-ups change it). */
      calculation?: IncomeTaxRequest;
      /** The same answer worded in Hindi, for a Hindi page (an engine figure has its twin). */
      hindi?: () => ExplainAnswer;
    }
  | {
      kind: 'retrieved';
      retrieval: Retrieval;
      offline: ExplainAnswer;
      /** The offline answer is the retrieval's composition as it stands (a Hindi page may rebuild it). */
      plain: boolean;
    };

interface CachedAnswer {
  answer: ExplainAnswer;
  source: 'offline' | 'model';
}

export function createExplainer(options: ExplainerOptions = {}): Explainer {
  const index = options.index ?? defaultIndex();
  const llm = options.llm;
  const siteName = options.siteName ?? 'TaxGuide India';
  const today = options.today ?? (() => indiaToday());
  const cache = new AnswerCache<CachedAnswer>(
    (options.cache ?? DEFAULT_CACHE).maxEntries,
    (options.cache ?? DEFAULT_CACHE).ttlMs,
  );
  const mode = llm ? 'model' : 'offline';

  /** Decides how a (normalised) question is answered, and composes the offline answer. */
  function plan(normalized: string): Plan {
    const references = findSectionReferences(normalized);
    // A 2025 section we have no page for: its row in the section map and our nearest pages.
    const mapped =
      references.length === 0
        ? (act2025MapAnswer(normalized) ??
          omittedMapAnswer(normalized) ??
          unpagedSectionAnswer(normalized))
        : undefined;
    if (mapped) return { kind: 'fixed', answer: mapped };
    const aliases = matchAliases(normalized);
    const calculation = parseCalculation(normalized, today());
    const reason = refusalReason({
      normalizedQuery: normalized,
      namesSection: references.length > 0 || namesOmittedSection(normalized),
      namesTopic: aliases.length > 0,
      isCalculation: calculation !== undefined,
    });
    if (reason) {
      const touched = [
        ...references.map((r) => r.section.sectionNumber),
        ...aliases.flatMap((a) => a.alias.sections.slice(0, 1)),
      ];
      return { kind: 'fixed', answer: refusalAnswer(reason, touched), refusal: reason };
    }
    if (calculation) {
      return {
        kind: 'fixed',
        answer: answerCalculation(calculation),
        hindi: () => answerCalculation(calculation, 'hi'),
        ...(calculation.calculator === 'income_tax' ? { calculation } : {}),
      };
    }
    // Curated yes/no answers and omitted sections are reviewed facts: served as they are.
    const curated = curatedYesNo(normalized);
    if (curated) return { kind: 'fixed', answer: curated };
    const retrieval = retrieve(normalized, index);
    const composed = composeAnswer(retrieval, normalized);
    const noted = withOmittedNote(composed, normalized, (page) =>
      composeAnswer(retrieve(`section ${page.toLowerCase()}`, index), normalized),
    );
    if (noted !== composed) return { kind: 'fixed', answer: noted };
    // A limit or rate the question states is checked against the engine's figure first.
    const offline =
      withStatedFigure(composed, normalized) ??
      // An abbreviation's entry has no conditions for "It depends" to point at.
      (isYesNoQuestion(normalized) && retrieval.focus.kind !== 'abbreviation'
        ? withOpening(composed)
        : composed);
    return { kind: 'retrieved', retrieval, offline, plain: offline === composed };
  }

  /** The offline answer of a plan for the page's language. */
  function offlineFor(decided: Plan, lang: Locale): ExplainAnswer {
    const answer = decided.kind === 'fixed' ? decided.answer : decided.offline;
    if (lang !== 'hi') return answer;
    if (decided.kind === 'fixed' && decided.hindi) return decided.hindi();
    return answerForHindiPage(
      answer,
      decided.kind === 'retrieved' && decided.plain ? decided.retrieval.focus : undefined,
    );
  }

  function fromModel(model: ModelAnswer, context: ModelContext): ExplainAnswer {
    const main = context.sections.find((s) => s.sectionNumber === model.sectionNumber)!;
    const related = pageNumbers(model.relatedSections).filter((n) => n !== main.sectionNumber);
    const cited = context.sections.filter((s) => s === main || related.includes(s.sectionNumber));
    return {
      section: sectionHeading(main),
      sectionNumber: main.sectionNumber,
      explanation: model.explanation.trim(),
      keyPoints: model.keyPoints.map((k) => k.trim()).filter(Boolean),
      examples: model.examples.map((e) => e.trim()).filter(Boolean),
      relatedSections: related.length > 0 ? related : pageNumbers(main.related).slice(0, 6),
      citations: [citationFor(main), ...cited.filter((s) => s !== main).map(citationFor)],
      kind: 'section',
    };
  }

  /** The model's answer, after at most one retry; a failure says why it could not be used. */
  async function askModel(
    client: LlmClient,
    question: string,
    retrieval: Retrieval,
  ): Promise<{ answer: ExplainAnswer } | { failure: LlmFailureKind; detail: string }> {
    const context = buildContext(retrieval);
    if (context.sections.length === 0)
      return { failure: 'invalid', detail: 'no section to ground an answer in' };
    const signal = AbortSignal.timeout(client.timeoutMs);
    const messages = explainMessages(question, context, siteName);
    let detail = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const answer = await client.structured({
          messages:
            attempt === 1
              ? messages
              : [
                  ...messages,
                  {
                    role: 'user',
                    content: `Your previous answer was rejected (${detail}). Answer again, following every rule.`,
                  },
                ],
          schema: ModelAnswerSchema,
          name: 'tax_explanation',
          signal,
        });
        const problem = groundedAnswerProblem(answer, context, question);
        if (!problem) return { answer: fromModel(answer, context) };
        detail = problem;
      } catch (error) {
        const failure =
          error instanceof LlmFailure ? error : new LlmFailure('error', String(error));
        if (failure.kind !== 'invalid') return { failure: failure.kind, detail: failure.message };
        detail = failure.message.slice(0, 200);
      }
    }
    return { failure: 'invalid', detail };
  }

  async function explain(question: string, asked: AnswerOptions = {}): Promise<ExplainOutcome> {
    const lang = asked.lang ?? 'en';
    const normalized = normalizeQuery(question);
    const storedQuery = redactPersonalData(question.trim());
    const key = lang === 'en' ? `${mode}|${normalized}` : `${mode}|${lang}|${normalized}`;
    const cached = cache.get(key);
    if (cached) {
      return {
        answer: { ...cached.answer, source: 'cache' },
        normalizedQuery: normalized,
        storedQuery,
      };
    }
    // A Hindi question is read in our pages' English; the cache and the log keep it as asked.
    const decided = plan(readQuestion(normalized));
    if (decided.kind === 'fixed' || !llm || decided.retrieval.focus.kind === 'none') {
      const answer = offlineFor(decided, lang);
      cache.set(key, { answer, source: 'offline' });
      return { answer: { ...answer, source: 'offline' }, normalizedQuery: normalized, storedQuery };
    }
    const result = await askModel(llm, question.trim(), decided.retrieval);
    if ('answer' in result) {
      // The model writes English: a Hindi page shows it under the note.
      const answer = lang === 'hi' ? englishForHindiPage(result.answer) : result.answer;
      cache.set(key, { answer, source: 'model' });
      return {
        answer: { ...answer, source: 'model' },
        normalizedQuery: normalized,
        storedQuery,
      };
    }
    options.onModelFailure?.(result.failure, result.detail);
    // Not cached: the next asker may get the model's answer.
    return {
      answer: { ...offlineFor(decided, lang), source: 'offline' },
      normalizedQuery: normalized,
      storedQuery,
      fallback: result.failure,
    };
  }

  /**
   * One user turn of a chat, read with the thread so far: a one-fact change to the last figure
   * reruns the engine; "it" or "the limit?" is read with the section under discussion; a
   * follow-up that finds nothing alone is read together with the question before it.
   */
  function planTurn(
    text: string,
    state: ThreadState,
    previous: TurnPlan<Plan> | undefined,
  ): TurnPlan<Plan> {
    const normalized = readQuestion(normalizeQuery(text));
    const outcome = (read: string, decided: Plan): TurnPlan<Plan> => ({
      normalized: read,
      plan: decided,
      ...(decided.kind === 'fixed' && decided.calculation
        ? { calculation: decided.calculation }
        : {}),
      section:
        decided.kind === 'fixed'
          ? decided.answer.refused
            ? null
            : decided.answer.sectionNumber
          : decided.offline.kind === 'no_match'
            ? null
            : decided.offline.sectionNumber,
    });
    const changes = state.calculation ? parseCalculationChange(normalized) : undefined;
    // "And in the new regime?" right after a yes/no question asks that question again for the
    // other regime; otherwise, with a figure in the thread, it changes the figure.
    const regimeOnly = changes?.every((c) => c.kind === 'regime') ?? isRegimeFollowUp(normalized);
    const afterRule =
      previous !== undefined &&
      !previous.calculation &&
      Boolean(previous.section) &&
      isYesNoQuestion(previous.normalized);
    if (state.calculation && changes && !(regimeOnly && afterRule)) {
      const { answer, next } = answerFollowUp(state.calculation, changes);
      const previousCalculation = state.calculation;
      return outcome(normalized, {
        kind: 'fixed',
        answer,
        calculation: next,
        hindi: () => answerFollowUp(previousCalculation, changes, 'hi').answer,
      });
    }
    if (previous && afterRule && regimeOnly) {
      // The previous question asked again with this regime in place of the one it named.
      const regime = /\bold\b/.test(normalized) ? 'old regime' : 'new regime';
      const named = /\b(?:old|new)(?: tax)? regime\b/;
      const read = named.test(previous.normalized)
        ? previous.normalized.replace(named, regime)
        : `${previous.normalized} in the ${regime}`;
      return outcome(read, plan(read));
    }
    if (state.section && refersBack(normalized)) {
      const read = `${normalized} section ${state.section.toLowerCase()}`;
      const decided = plan(read);
      if (!(decided.kind === 'fixed' && decided.refusal === 'not_tax'))
        return outcome(read, decided);
    }
    const decided = plan(normalized);
    const lost =
      (decided.kind === 'fixed' && decided.refusal === 'not_tax') ||
      (decided.kind === 'retrieved' && decided.retrieval.focus.kind === 'none');
    // An off-topic message is read with the question before it only when it is shaped like a
    // follow-up ("and for parents?"); "cricket score?" stays a refusal.
    const glue =
      decided.kind === 'retrieved' ||
      isFollowUpShaped(normalized) ||
      CONFIRM_ONLY.test(normalized.replace(/[?.!]+$/, '').trim());
    // A follow-up that states a figure ("parents ke liye 50000?") is checked against the
    // section under discussion in its own words, not mixed with the earlier question's.
    if (previous && lost && glue && state.section && statesFigure(normalized)) {
      const read = `${normalized} section ${state.section.toLowerCase()}`;
      const again = plan(read);
      if (!(again.kind === 'fixed' && again.answer.refused)) return outcome(read, again);
    }
    if (previous && lost && glue) {
      const combined = `${previous.normalized} ${normalized}`;
      const again = plan(combined);
      const better =
        again.kind === 'fixed' ? !again.answer.refused : again.retrieval.focus.kind !== 'none';
      if (better) return outcome(combined, again);
    }
    return outcome(normalized, decided);
  }

  /** The plan for the newest question, with the state its thread's earlier turns left. */
  function chatPlan(messages: readonly ChatMessage[]): { normalized: string; decided: Plan } {
    const users = messages.filter((m) => m.role === 'user').map((m) => m.content);
    const { last } = planThread(users, planTurn);
    return { normalized: last.normalized, decided: last.plan };
  }

  async function* chat(
    messages: readonly ChatMessage[],
    signal?: AbortSignal,
    asked: AnswerOptions = {},
  ): AsyncGenerator<ExplainerChatEvent> {
    const lang = asked.lang ?? 'en';
    const { decided } = chatPlan(messages);
    const offline = offlineFor(decided, lang);
    const asText = (answer: ExplainAnswer) => answerAsText(answer, lang);
    const doneFor = (
      answer: ExplainAnswer,
      source: 'offline' | 'model',
      replaced = false,
    ): ExplainerChatEvent => ({
      event: 'done',
      data: {
        replaced,
        source,
        kind: answer.kind,
        sectionNumber: answer.sectionNumber,
        citations: answer.citations,
        refused: answer.refused === true,
      },
    });
    if (decided.kind === 'fixed' || !llm || decided.retrieval.focus.kind === 'none') {
      yield { event: 'message', data: { text: asText(offline) } };
      yield doneFor(offline, 'offline');
      return;
    }
    const retrieval = decided.retrieval;
    const context = buildContext(retrieval);
    const history = boundedHistory(messages);
    // No first word within the timeout: the offline answer instead. Once the text flows, a
    // long answer may take up to four times as long.
    const deadline = new AbortController();
    let timer = setTimeout(() => deadline.abort(), llm.timeoutMs);
    const stop = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    let text = '';
    try {
      // The whole answer is read before any of it is shown: it is checked as a whole.
      for await (const delta of llm.stream({
        messages: chatMessages(history, context, siteName),
        signal: stop,
        maxTokens: CHAT_MAX_TOKENS,
      })) {
        if (text === '') {
          clearTimeout(timer);
          timer = setTimeout(() => deadline.abort(), llm.timeoutMs * 4);
        }
        text += delta;
      }
    } catch (error) {
      if (signal?.aborted) return;
      const failure = error instanceof LlmFailure ? error : new LlmFailure('error', String(error));
      options.onModelFailure?.(failure.kind, failure.message);
      if (text === '') {
        yield { event: 'message', data: { text: asText(offline) } };
        yield doneFor(offline, 'offline');
      } else {
        yield { event: 'error', data: { message: 'The answer was cut off. Please ask again.' } };
      }
      return;
    } finally {
      clearTimeout(timer);
    }
    if (signal?.aborted) return;
    if (text.trim() === '') {
      yield { event: 'message', data: { text: asText(offline) } };
      yield doneFor(offline, 'offline');
      return;
    }
    const problem = groundedChatProblem(
      text,
      context,
      history.map((m) => m.content),
    );
    if (problem) {
      options.onModelFailure?.('invalid', problem);
      yield { event: 'message', data: { text: `${REPLACED_NOTE}\n\n${asText(offline)}` } };
      yield doneFor(offline, 'offline', true);
      return;
    }
    // The model writes English: a Hindi page shows it under the note.
    yield {
      event: 'message',
      data: { text: lang === 'hi' ? `${NOT_YET_IN_HINDI}\n\n${text}` : text },
    };
    const main = mainSection(retrieval.focus);
    const cited = pageNumbers([
      main?.sectionNumber,
      ...sectionsNamedIn(text).filter((n) => context.sections.some((s) => s.sectionNumber === n)),
    ]);
    yield {
      event: 'done',
      data: {
        replaced: false,
        source: 'model',
        kind: retrieval.focus.kind === 'section' ? 'section' : 'topic',
        sectionNumber: main?.sectionNumber ?? null,
        citations: citationsFor(
          cited.length > 0 ? cited : context.sections.map((s) => s.sectionNumber),
        ),
        refused: false,
      },
    };
  }

  return { mode, explain, chat };
}
