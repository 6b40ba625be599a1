/**
 * The explainer behind the two AI routes: answers come from packages/ai; this service logs
 * every question to ai_queries (the admin's list) and turns a chat answer into server-sent
 * events.
 */
import type { Explainer } from '@taxguide/ai';
import type { ChatEvent, ChatMessage, ExplainResponse } from '@taxguide/contracts/ai';
import { normalizeQuery, redactPersonalData } from '@taxguide/ai';
import type { Database } from '@taxguide/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { insertAiQuery } from './ai.repository';

export interface AiService {
  mode: 'model' | 'offline';
  explain(query: string, ip: string | null): Promise<ExplainResponse>;
  /** The chat answer as SSE text; the question is logged once the answer ends (or is abandoned). */
  chatStream(
    messages: ChatMessage[],
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
    async explain(query, ip) {
      const outcome = await explainer.explain(query);
      await insertAiQuery(db, {
        query: outcome.storedQuery,
        normalizedQuery: outcome.normalizedQuery,
        answerSource: outcome.answer.source,
        section: outcome.answer.sectionNumber,
        ip,
      });
      return outcome.answer;
    },
    async *chatStream(messages, ip, signal) {
      const question = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      let source: string = explainer.mode;
      let section: string | null = null;
      try {
        for await (const event of explainer.chat(messages, signal)) {
          if (event.event === 'done') {
            source = event.data.source;
            section = event.data.sectionNumber;
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
