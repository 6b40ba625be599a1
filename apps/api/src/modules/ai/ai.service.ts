/**
 * The explainer behind the two AI routes: answers come from packages/ai; this service logs
 * every question to ai_queries (the admin's list), keeps each chat conversation on the server
 * (docs/security.md, "Chat") and turns a chat answer into server-sent events.
 */
import { randomUUID } from 'node:crypto';
import type { Explainer } from '@taxguide/ai';
import type { Locale } from '@taxguide/content';
import {
  AI_QUERY_MAX_LENGTH,
  type ChatEvent,
  type ChatMessage,
  type ExplainResponse,
} from '@taxguide/contracts/ai';
import { normalizeQuery, redactPersonalData } from '@taxguide/ai';
import type { Database } from '@taxguide/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  deleteStaleConversations,
  findConversation,
  insertAiQuery,
  saveConversation,
} from './ai.repository';

/** A conversation untouched for a day cannot be continued (a new one starts). */
const CONVERSATION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Turns kept per conversation (questions and answers): the model sees fewer, explainer.ts. */
export const CONVERSATION_MAX_TURNS = 12;
/** Characters kept of one stored answer. */
export const CONVERSATION_ANSWER_MAX_CHARS = 4000;

/** The stored turns after one more exchange, bounded in count and size. */
export function nextTurns(
  turns: readonly ChatMessage[],
  question: string,
  answer: string,
): ChatMessage[] {
  return [
    ...turns,
    { role: 'user' as const, content: question.slice(0, AI_QUERY_MAX_LENGTH) },
    { role: 'assistant' as const, content: answer.slice(0, CONVERSATION_ANSWER_MAX_CHARS) },
  ].slice(-CONVERSATION_MAX_TURNS);
}

export interface AiService {
  mode: 'model' | 'offline';
  /** `lang`: the asking page's language ('en' when absent); see ExplainRequestSchema. */
  explain(query: string, ip: string | null, lang?: Locale): Promise<ExplainResponse>;
  /**
   * The chat answer as SSE text, continuing the stored conversation `conversationId` (a new one
   * when absent, unknown or expired). The question is logged once the answer ends (or is
   * abandoned); the exchange is stored only when the answer was complete.
   */
  chatStream(
    chat: { conversationId?: string | undefined; message: string; lang?: Locale | undefined },
    ip: string | null,
    signal: AbortSignal,
  ): AsyncGenerator<string>;
}

/** One server-sent event: a name and one line of JSON. */
export function sseEvent(event: ChatEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export function createAiService(deps: {
  db: Kysely<Database>;
  explainer: Explainer;
  log: FastifyBaseLogger;
}): AiService {
  const { db, explainer, log } = deps;
  return {
    mode: explainer.mode,
    async explain(query, ip, lang) {
      const outcome = await explainer.explain(query, { lang });
      await insertAiQuery(db, {
        query: outcome.storedQuery,
        normalizedQuery: outcome.normalizedQuery,
        answerSource: outcome.answer.source,
        section: outcome.answer.sectionNumber,
        ip,
      });
      return outcome.answer;
    },
    async *chatStream(chat, ip, signal) {
      const question = chat.message;
      const stored = chat.conversationId
        ? await findConversation(db, chat.conversationId, CONVERSATION_MAX_AGE_MS)
        : undefined;
      const conversationId = stored && chat.conversationId ? chat.conversationId : randomUUID();
      if (!stored) {
        // A new conversation is the moment to forget the old ones (no scheduler needed).
        await deleteStaleConversations(db, CONVERSATION_MAX_AGE_MS).catch((error: unknown) =>
          log.error({ err: error }, 'could not delete stale conversations'),
        );
      }
      const turns = stored ?? [];
      let source: string = explainer.mode;
      let section: string | null = null;
      let answer = '';
      try {
        for await (const event of explainer.chat(
          [...turns, { role: 'user', content: question }],
          signal,
          { lang: chat.lang },
        )) {
          if (event.event === 'message' || event.event === 'delta') answer += event.data.text;
          if (event.event === 'done') {
            source = event.data.source;
            section = event.data.sectionNumber;
            await saveConversation(db, conversationId, nextTurns(turns, question, answer));
            yield sseEvent({ event: 'done', data: { ...event.data, conversationId } });
            continue;
          }
          yield sseEvent(event);
        }
      } finally {
        // Logged after the answer, whatever happened to it: the reader may have left.
        await insertAiQuery(db, {
          query: redactPersonalData(question.trim()),
          normalizedQuery: normalizeQuery(question),
          answerSource: source,
          section,
          ip,
        }).catch((error: unknown) => log.error({ err: error }, 'could not log a chat question'));
      }
    },
  };
}
