import type { ChatDone, ChatEvent, ChatRequest } from '@taxguide/contracts/ai';
import { throwIfResNotOk } from '../../../lib/api-client';

/** POST /api/ai/chat: the answer comes back as server-sent events. */
export const CHAT_URL = '/api/ai/chat';

/** One event of a text/event-stream body: its name ("message" when unnamed) and its data. */
export interface RawEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body event by event, as the HTML standard's EventSource does: lines
 * end in LF, CR or CRLF; a blank line ends an event; "event:" names it, "data:" lines are joined
 * with LF; comments (":") and other fields are skipped; an event cut off by the end of the body is
 * dropped. (EventSource itself cannot POST a body, hence this reader over fetch.)
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<RawEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let name = '';
  let data: string[] = [];
  let hasData = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (;;) {
        const end = /\r\n|\r|\n/.exec(buffer);
        if (!end) break;
        // A CR that ends the buffer may be the first half of a CRLF: wait for more, if any.
        if (!done && end[0] === '\r' && end.index === buffer.length - 1) break;
        const line = buffer.slice(0, end.index);
        buffer = buffer.slice(end.index + end[0].length);
        if (line === '') {
          if (hasData) yield { event: name || 'message', data: data.join('\n') };
          name = '';
          data = [];
          hasData = false;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') name = value;
        else if (field === 'data') {
          data.push(value);
          hasData = true;
        }
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The chat's events from the raw ones (contracts/ai.ts ChatEvent): "delta" and "message" carry
 * text, "done" the citations, "error" a message. Anything else (a future event, a damaged line)
 * is skipped rather than breaking the answer.
 */
export function toChatEvent(raw: RawEvent): ChatEvent | undefined {
  const data = parseJson(raw.data);
  if (!isRecord(data)) return undefined;
  switch (raw.event) {
    case 'delta':
    case 'message':
      return typeof data.text === 'string'
        ? { event: raw.event, data: { text: data.text } }
        : undefined;
    case 'done':
      return Array.isArray(data.citations)
        ? { event: 'done', data: data as unknown as ChatDone }
        : undefined;
    case 'error':
      return {
        event: 'error',
        data: { message: typeof data.message === 'string' ? data.message : '' },
      };
    default:
      return undefined;
  }
}

/**
 * Sends the new question with the id of its conversation (the server keeps the turns) and
 * yields the answer's events as they arrive. A refused call throws "<status>: <body>" like
 * every other call; `signal` stops the answer.
 */
export async function* streamChat(
  request: ChatRequest,
  signal?: AbortSignal,
): AsyncGenerator<ChatEvent> {
  const res = await fetch(CHAT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(request),
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  if (!res.body) throw new Error('The answer arrived empty');
  for await (const raw of readEventStream(res.body)) {
    const event = toChatEvent(raw);
    if (event) yield event;
  }
}
