import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw/server';
import { readEventStream, streamChat, toChatEvent, type RawEvent } from './chat-stream';

/** A body that arrives in the given pieces (as a network would cut it). */
function bodyOf(pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) {
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      }
      controller.close();
    },
  });
}

async function readAll(pieces: (string | Uint8Array)[]): Promise<RawEvent[]> {
  const out: RawEvent[] = [];
  for await (const event of readEventStream(bodyOf(pieces))) out.push(event);
  return out;
}

describe('readEventStream (text/event-stream)', () => {
  it('reads named events with JSON data, as the API sends them', async () => {
    const events = await readAll([
      'event: delta\ndata: {"text":"Section "}\n\n',
      'event: delta\ndata: {"text":"80C"}\n\nevent: done\ndata: {"citations":[]}\n\n',
    ]);
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Section "}' },
      { event: 'delta', data: '{"text":"80C"}' },
      { event: 'done', data: '{"citations":[]}' },
    ]);
  });

  it('joins events cut anywhere, even inside a line or a multi-byte character', async () => {
    const whole = 'event: message\ndata: {"text":"₹1,50,000"}\n\n';
    const bytes = new TextEncoder().encode(whole);
    const rupee = whole.indexOf('₹');
    // Cut after the first byte of the rupee sign (3 bytes in UTF-8) and inside "event".
    const pieces = [bytes.slice(0, 3), bytes.slice(3, rupee + 1 + 3), bytes.slice(rupee + 1 + 3)];
    expect(await readAll(pieces)).toEqual([{ event: 'message', data: '{"text":"₹1,50,000"}' }]);
  });

  it('accepts CRLF and CR line ends, a CRLF split across pieces, and no space after the colon', async () => {
    const events = await readAll([
      'event:delta\r',
      '\ndata:{"text":"a"}\r\n\r\nevent: delta\rdata: {"text":"b"}\r\r',
    ]);
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'delta', data: '{"text":"b"}' },
    ]);
  });

  it('joins multi-line data with LF, skips comments and unknown fields, defaults the name to "message"', async () => {
    const events = await readAll([': keep-alive\n\nid: 7\nretry: 10\ndata: one\ndata: two\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('drops an event without data, and one cut off by the end of the body', async () => {
    const events = await readAll(['event: delta\n\nevent: delta\ndata: {"text":"cut']);
    expect(events).toEqual([]);
  });
});

describe('toChatEvent', () => {
  it('maps the four chat events and skips anything it does not know', () => {
    expect(toChatEvent({ event: 'delta', data: '{"text":"a"}' })).toEqual({
      event: 'delta',
      data: { text: 'a' },
    });
    expect(toChatEvent({ event: 'message', data: '{"text":"all"}' })).toEqual({
      event: 'message',
      data: { text: 'all' },
    });
    const done = {
      conversationId: '6f1c2d3e-4a5b-4c6d-8e7f-001122334455',
      replaced: false,
      source: 'offline',
      kind: 'section',
      sectionNumber: '80C',
      citations: [{ sectionNumber: '80C', act2025Section: null, title: 'T', url: '/section/80C' }],
      refused: false,
    };
    expect(toChatEvent({ event: 'done', data: JSON.stringify(done) })).toEqual({
      event: 'done',
      data: done,
    });
    expect(toChatEvent({ event: 'error', data: '{"message":"The model stopped"}' })).toEqual({
      event: 'error',
      data: { message: 'The model stopped' },
    });
    expect(toChatEvent({ event: 'ping', data: '{}' })).toBeUndefined();
    expect(toChatEvent({ event: 'delta', data: 'not json' })).toBeUndefined();
    expect(toChatEvent({ event: 'delta', data: '{"text":3}' })).toBeUndefined();
    expect(toChatEvent({ event: 'done', data: '{"source":"offline"}' })).toBeUndefined();
  });
});

describe('streamChat', () => {
  it('POSTs the question and its conversation id as JSON with credentials and yields its events', async () => {
    const seen: Request[] = [];
    server.use(
      http.post('/api/ai/chat', ({ request }) => {
        seen.push(request.clone());
        // A streamed body, cut into pieces as the network delivers it.
        return new HttpResponse(
          bodyOf(['event: message\ndata: {"text":"Hi"}\n\n', 'event: ping\ndata: {}\n\n']),
          { status: 200, headers: { 'content-type': 'text/event-stream' } },
        );
      }),
    );
    const request = {
      conversationId: '6f1c2d3e-4a5b-4c6d-8e7f-001122334455',
      message: 'What is 80C?',
    };
    const events = [];
    for await (const e of streamChat(request)) events.push(e);
    expect(events).toEqual([{ event: 'message', data: { text: 'Hi' } }]);
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(new URL(sent!.url).pathname).toBe('/api/ai/chat');
    expect(sent!.method).toBe('POST');
    expect(sent!.credentials).toBe('include');
    expect(sent!.headers.get('content-type')).toBe('application/json');
    expect(await sent!.json()).toEqual(request);
  });

  it('reads the default mock answer: an offline "message", then "done"', async () => {
    const events = [];
    for await (const e of streamChat({ message: 'What is 80C?' })) events.push(e);
    expect(events.map((e) => e.event)).toEqual(['message', 'done']);
  });

  it('throws "<status>: <body>" for a refused call', async () => {
    server.use(
      http.post(
        '/api/ai/chat',
        () => new HttpResponse('{"message":"Too many requests"}', { status: 429 }),
      ),
    );
    const run = async () => {
      for await (const _ of streamChat({ message: 'q' })) {
        // nothing arrives
      }
    };
    await expect(run()).rejects.toThrow('429: {"message":"Too many requests"}');
  });
});
