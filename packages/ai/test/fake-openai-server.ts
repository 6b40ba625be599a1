/**
 * A small OpenAI-compatible server on loopback for tests: POST /v1/chat/completions answers
 * with scripted replies, in order, as a JSON chat completion or as a server-sent-event stream,
 * so the real `openai` SDK can be driven end to end (structured output, streaming, timeouts,
 * HTTP errors) without a network. Every request is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedReply =
  /** A chat completion whose message content is this text. */
  | { kind: 'text'; content: string; delayMs?: number }
  /** A chat completion whose message content is this value as JSON (structured output). */
  | { kind: 'json'; body: unknown; delayMs?: number }
  /** A streamed answer (SSE), one chunk per piece; `failAfter` drops the connection after n chunks. */
  | {
      kind: 'stream';
      chunks: string[];
      delayMs?: number;
      failAfter?: number;
      firstChunkDelayMs?: number;
    }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: 'hang' };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema: unknown };
    };
    [key: string]: unknown;
  };
}

export interface FakeOpenAiServer {
  /** Base URL for the SDK, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests, in order. */
  script(...replies: ScriptedReply[]): void;
  /** Replies not used yet. */
  pending(): number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(model: string, content: string | undefined, finish: string | null) {
  return {
    id: 'chatcmpl-fake-stream',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: finish }],
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const raw = await readBody(req);
    const body = (raw ? JSON.parse(raw) : {}) as RecordedRequest['body'];
    requests.push({ path, authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}` } }));
      return;
    }
    const reply = queue.shift();
    const model = body.model ?? 'fake-model';
    if (!reply) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: 'no scripted reply left', type: 'server_error' } }),
      );
      return;
    }
    switch (reply.kind) {
      case 'hang':
        return; // the socket stays open until the client aborts or the server closes
      case 'status':
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: reply.message ?? 'scripted failure', type: 'server_error' },
          }),
        );
        return;
      case 'text':
      case 'json': {
        if (reply.delayMs) await sleep(reply.delayMs);
        if (res.destroyed) return;
        const content = reply.kind === 'text' ? reply.content : JSON.stringify(reply.body);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(model, content)));
        return;
      }
      case 'stream': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        if (reply.firstChunkDelayMs) await sleep(reply.firstChunkDelayMs);
        for (const [i, piece] of reply.chunks.entries()) {
          if (res.destroyed) return;
          if (reply.failAfter !== undefined && i >= reply.failAfter) {
            res.socket?.destroy();
            return;
          }
          res.write(`data: ${JSON.stringify(chunk(model, piece, null))}\n\n`);
          if (reply.delayMs) await sleep(reply.delayMs);
        }
        res.write(`data: ${JSON.stringify(chunk(model, undefined, 'stop'))}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
    }
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => {
      queue.push(...replies);
    },
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
