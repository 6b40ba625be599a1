/**
 * The OpenAI-compatible client (any server that speaks /v1/chat/completions: OpenAI, a local
 * model server, a gateway), wrapped to what the explainer needs: one structured answer checked
 * with zod, and a text stream. The SDK's own retries are off: the explainer decides what a
 * failure means (one retry on invalid output, then the offline answer).
 */
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';

export interface LlmSettings {
  apiKey: string;
  /** e.g. "http://127.0.0.1:8080/v1"; the SDK's default (api.openai.com) when absent. */
  baseUrl?: string | undefined;
  model: string;
  /** Longest time one answer may take before the explainer falls back to offline. */
  timeoutMs: number;
}

export type LlmMessage = ChatCompletionMessageParam;

/** Longest structured explanation (tokens): a few paragraphs, points and two examples. */
const STRUCTURED_MAX_TOKENS = 1200;

/** Why a model call gave no usable answer. */
export type LlmFailureKind = 'timeout' | 'invalid' | 'error';

export class LlmFailure extends Error {
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmFailure';
  }
}

export interface LlmClient {
  readonly model: string;
  readonly timeoutMs: number;
  /** One answer in the shape of `schema` (strict JSON schema), parsed and checked with zod. */
  structured<T>(request: {
    messages: LlmMessage[];
    schema: z.ZodType<T>;
    name: string;
    signal: AbortSignal;
  }): Promise<T>;
  /** The answer's text as the model writes it, at most `maxTokens` tokens long. */
  stream(request: {
    messages: LlmMessage[];
    signal: AbortSignal;
    maxTokens: number;
  }): AsyncIterable<string>;
}

/** Maps anything a call threw to a failure kind, given the signal that bounds the call. */
export function classifyFailure(error: unknown, signal: AbortSignal): LlmFailure {
  if (error instanceof LlmFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (
    signal.aborted ||
    error instanceof APIUserAbortError ||
    error instanceof APIConnectionTimeoutError
  ) {
    return new LlmFailure('timeout', 'the model did not answer in time', { cause: error });
  }
  // HTTP errors and lost connections: the server is down or refused the request.
  if (error instanceof APIError) return new LlmFailure('error', message, { cause: error });
  // Everything else comes from reading the answer: not JSON, wrong shape, cut off at the length
  // limit or stopped by a content filter.
  return new LlmFailure('invalid', message, { cause: error });
}

export function createLlmClient(settings: LlmSettings): LlmClient {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    // The explainer bounds every call with its own AbortSignal (settings.timeoutMs).
    maxRetries: 0,
  });
  return {
    model: settings.model,
    timeoutMs: settings.timeoutMs,
    async structured({ messages, schema, name, signal }) {
      try {
        const completion = await client.chat.completions.parse(
          {
            model: settings.model,
            messages,
            temperature: 0.2,
            max_tokens: STRUCTURED_MAX_TOKENS,
            response_format: zodResponseFormat(schema, name),
          },
          { signal },
        );
        const message = completion.choices[0]?.message;
        if (!message) throw new LlmFailure('invalid', 'the answer had no message');
        if (message.refusal) throw new LlmFailure('invalid', 'the model refused to answer');
        // The SDK parsed the JSON with the schema already; checking again keeps this function's
        // promise independent of the SDK's helpers.
        const checked = schema.safeParse(message.parsed);
        if (!checked.success) throw new LlmFailure('invalid', checked.error.message);
        return checked.data;
      } catch (error) {
        throw classifyFailure(error, signal);
      }
    },
    async *stream({ messages, signal, maxTokens }) {
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create(
          {
            model: settings.model,
            messages,
            temperature: 0.2,
            stream: true,
            max_tokens: maxTokens,
          },
          { signal },
        );
      } catch (error) {
        throw classifyFailure(error, signal);
      }
      try {
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        throw classifyFailure(error, signal);
      }
    },
  };
}
