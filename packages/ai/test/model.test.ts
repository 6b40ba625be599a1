/**
 * The model path through the real `openai` SDK against a scripted OpenAI-compatible server on
 * loopback: structured output checked with zod and against the context, one retry on invalid
 * output, the offline answer after a failure or a timeout, and streamed chat answers.
 */

import { compareRegimes } from '@taxguide/tax-engine';
import { formatINR } from '@taxguide/content';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_HISTORY_MAX_CHARS,
  CHAT_MAX_TOKENS,
  REPLACED_NOTE,
  createExplainer,
  type Explainer,
  type ExplainerChatEvent as ChatEvent,
} from '../src/explainer';
import { createLlmClient, type LlmFailureKind } from '../src/llm';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';

let server: FakeOpenAiServer;
let failures: { kind: LlmFailureKind; detail: string }[];

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  failures = [];
  expect(server.pending()).toBe(0);
});

function explainer(timeoutMs = 2_000): Explainer {
  return createExplainer({
    llm: createLlmClient({
      apiKey: 'test-key',
      baseUrl: server.baseUrl,
      model: 'fake-model',
      timeoutMs,
    }),
    today: () => '2026-11-23',
    onModelFailure: (kind, detail) => failures.push({ kind, detail }),
  });
}

const validAnswer = {
  sectionNumber: '80D',
  explanation:
    'Section 80D lets you deduct health-insurance premiums. For parents the limit is ₹25,000, or ₹50,000 if a parent is a senior citizen.',
  keyPoints: ['Parents: ₹25,000 more (₹50,000 if senior citizen)', 'Old regime only'],
  examples: [],
  relatedSections: ['80C', '80DDB', '999Z'],
};

async function collect(events: AsyncGenerator<ChatEvent>): Promise<ChatEvent[]> {
  const out: ChatEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

describe('structured explanations', () => {
  it('uses a valid, grounded answer and cites our section pages', async () => {
    server.script({ kind: 'json', body: validAnswer });
    const { answer, fallback } = await explainer().explain('80D limit for senior parents');
    expect(fallback).toBeUndefined();
    expect(answer.source).toBe('model');
    expect(answer.kind).toBe('section');
    expect(answer.sectionNumber).toBe('80D');
    expect(answer.section).toBe(
      'Section 80D: Health Insurance Premium and Preventive Health Check-up',
    );
    expect(answer.explanation).toBe(validAnswer.explanation);
    expect(answer.keyPoints).toEqual(validAnswer.keyPoints);
    // A section we have no page for is dropped, never linked.
    expect(answer.relatedSections).toEqual(['80C', '80DDB']);
    expect(answer.citations[0]).toEqual({
      sectionNumber: '80D',
      act2025Section: '126',
      title: 'Health Insurance Premium and Preventive Health Check-up',
      url: '/section/80D',
    });

    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('fake-model');
    // Structured output: a strict JSON schema with every field required and nothing extra.
    const format = request.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema?.strict).toBe(true);
    const schema = format.json_schema?.schema as {
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.required.sort()).toEqual([
      'examples',
      'explanation',
      'keyPoints',
      'relatedSections',
      'sectionNumber',
    ]);
    expect(schema.additionalProperties).toBe(false);
    // The prompt: rules against outside facts and arithmetic, and the retrieved sections only.
    const [system, user] = request.body.messages!;
    expect(system!.content).toMatch(/Use ONLY facts stated in the CONTEXT/);
    expect(system!.content).toMatch(/Never do arithmetic/);
    expect(user!.content).toContain('### Section 80D: Health Insurance Premium');
    expect(user!.content).toContain('QUESTION: 80D limit for senior parents');
    expect(user!.content).not.toContain('### Section 194C');
  });

  it('retries once after output that is not valid JSON of the schema, then uses the good answer', async () => {
    server.script(
      { kind: 'text', content: 'Sure! Here is your answer: 80D is great.' },
      { kind: 'json', body: validAnswer },
    );
    const { answer, fallback } = await explainer().explain('80D limit for senior parents');
    expect(fallback).toBeUndefined();
    expect(answer.source).toBe('model');
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]!.body.messages!;
    expect(retry[retry.length - 1]!.content).toMatch(/previous answer was rejected/);
  });

  it('falls back to the offline answer after two invalid outputs', async () => {
    server.script(
      { kind: 'json', body: { sectionNumber: '80D' } },
      { kind: 'text', content: '{"oops": true' },
    );
    const e = explainer();
    const { answer, fallback } = await e.explain('80D limit for senior parents');
    expect(fallback).toBe('invalid');
    expect(failures.map((f) => f.kind)).toEqual(['invalid']);
    expect(server.requests).toHaveLength(2);
    expect(answer.source).toBe('offline');
    expect(answer.sectionNumber).toBe('80D');
    expect(answer.explanation).toContain(
      'Section 80D allows a deduction for health-insurance premiums',
    );
    // A fallback is not cached: the next asker gets the model again.
    server.script({ kind: 'json', body: validAnswer });
    expect((await e.explain('80D limit for senior parents')).answer.source).toBe('model');
  });

  it('rejects an answer with a figure the context does not state (made up or computed), then retries', async () => {
    server.script(
      {
        kind: 'json',
        body: {
          ...validAnswer,
          explanation:
            'Together you can deduct ₹75,000 for yourself and your parents, which is plenty.',
        },
      },
      { kind: 'json', body: validAnswer },
    );
    const { answer } = await explainer().explain('80D limit for senior parents');
    expect(answer.source).toBe('model');
    expect(answer.explanation).toBe(validAnswer.explanation);
    const retry = server.requests[1]!.body.messages!;
    expect(retry[retry.length - 1]!.content).toContain('figures not in the context: 75000');
  });

  it('rejects an answer about a section outside the context', async () => {
    server.script(
      { kind: 'json', body: { ...validAnswer, sectionNumber: '194C' } },
      { kind: 'json', body: { ...validAnswer, sectionNumber: '194C' } },
    );
    const { answer, fallback } = await explainer().explain('80D limit for senior parents');
    expect(fallback).toBe('invalid');
    expect(answer.source).toBe('offline');
    expect(answer.sectionNumber).toBe('80D');
  });

  it('falls back when the model does not answer in time', async () => {
    server.script({ kind: 'hang' });
    const started = Date.now();
    const { answer, fallback } = await explainer(300).explain('Section 24(b)');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fallback).toBe('timeout');
    expect(answer.source).toBe('offline');
    expect(answer.sectionNumber).toBe('24(b)');
  });

  it('falls back when a slow answer arrives after the timeout, with no retry', async () => {
    server.script({ kind: 'json', body: validAnswer, delayMs: 800 });
    const { fallback } = await explainer(200).explain('80D limit for senior parents');
    expect(fallback).toBe('timeout');
    expect(server.requests).toHaveLength(1);
  });

  it('falls back at once on an HTTP error from the model server', async () => {
    server.script({ kind: 'status', status: 503, message: 'overloaded' });
    const { answer, fallback } = await explainer().explain('Section 194C TDS');
    expect(fallback).toBe('error');
    expect(server.requests).toHaveLength(1);
    expect(answer.source).toBe('offline');
    expect(answer.sectionNumber).toBe('194C');
  });

  it('serves a repeated question from the cache without calling the model', async () => {
    server.script({ kind: 'json', body: validAnswer });
    const e = explainer();
    expect((await e.explain('80D limit for senior parents')).answer.source).toBe('model');
    const again = await e.explain('  80d LIMIT for senior parents? ');
    expect(again.answer.source).toBe('cache');
    expect(again.answer.explanation).toBe(validAnswer.explanation);
    expect(server.requests).toHaveLength(1);
  });

  it('answers a calculation with the engine and a refusal by rule, never asking the model', async () => {
    const e = explainer();
    const tax = await e.explain('tax on 15 lakh in the new regime and old regime');
    const engine = compareRegimes({ annualIncome: 1_500_000, financialYear: '2026-27' });
    expect(tax.answer.kind).toBe('calculation');
    expect(tax.answer.explanation).toContain(formatINR(engine.new.totalTax));
    expect(tax.answer.explanation).toContain(formatINR(engine.old.totalTax));
    const refusal = await e.explain('Which mutual fund should I buy?');
    expect(refusal.answer.refused).toBe(true);
    expect(server.requests).toHaveLength(0);
  });
});

describe('streamed chat', () => {
  it('reads the whole answer, checks it, then sends it as one message and done', async () => {
    server.script({
      kind: 'stream',
      chunks: ['Section 80D ', 'allows ₹25,000 ', 'for parents.'],
      delayMs: 5,
    });
    const events = await collect(
      explainer().chat([
        { role: 'user', content: 'What is HRA?' },
        { role: 'assistant', content: 'HRA is house rent allowance.' },
        { role: 'user', content: 'What is the 80D limit for parents?' },
      ]),
    );
    expect(events.map((e) => e.event)).toEqual(['message', 'done']);
    expect(events[0]!.data).toEqual({ text: 'Section 80D allows ₹25,000 for parents.' });
    const done = events[events.length - 1]!;
    if (done.event !== 'done') throw new Error('no done event');
    expect(done.data.source).toBe('model');
    expect(done.data.replaced).toBe(false);
    expect(done.data.sectionNumber).toBe('80D');
    expect(done.data.citations.map((c) => c.url)).toContain('/section/80D');
    const body = server.requests[0]!.body;
    expect(body.stream).toBe(true);
    expect(body.max_tokens).toBe(CHAT_MAX_TOKENS);
    const roles = body.messages!.map((m) => m.role);
    expect(roles).toEqual(['system', 'system', 'user', 'assistant', 'user']);
    expect(body.messages![1]!.content).toContain('### Section 80D');
  });

  it.each([
    ['an invented return', 'Section 80C ELSS is guaranteed to return 40 % a year, so invest now.'],
    ['a figure not in our pages', 'Under section 80C you may deduct up to ₹2,50,000 a year.'],
    ['investment advice', 'Under section 80C, you should buy the best ELSS fund for tax saving.'],
    [
      'a section not in the context',
      'Section 80C deposits are also covered by section 194S for this purpose.',
    ],
  ])('replaces %s by the offline answer, and says so', async (_name, written) => {
    server.script({ kind: 'stream', chunks: [written] });
    const events = await collect(explainer().chat([{ role: 'user', content: 'Section 80C' }]));
    expect(events.map((e) => e.event)).toEqual(['message', 'done']);
    const [message, done] = events;
    if (message?.event !== 'message' || done?.event !== 'done') throw new Error('unexpected');
    expect(message.data.text).not.toContain(written);
    expect(message.data.text.startsWith(REPLACED_NOTE)).toBe(true);
    expect(message.data.text).toContain('Section 80C');
    expect(done.data).toMatchObject({ source: 'offline', replaced: true, sectionNumber: '80C' });
    expect(failures.map((f) => f.kind)).toEqual(['invalid']);
  });

  it('bounds the prompt: old turns are dropped and long answers cut, whatever is stored', async () => {
    server.script({ kind: 'stream', chunks: ['Section 80C covers ELSS and PPF deposits.'] });
    const long = 'x'.repeat(8_000);
    const history = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? { role: 'user' as const, content: `question ${i} ${'q'.repeat(480)}` }
        : { role: 'assistant' as const, content: long },
    );
    await collect(explainer().chat([...history, { role: 'user', content: 'Section 80C' }]));
    const messages = server.requests[0]!.body.messages!;
    const turns = messages.filter((m) => m.role !== 'system');
    const historyChars = turns.reduce((n, m) => n + m.content.length, 0);
    expect(historyChars).toBeLessThanOrEqual(CHAT_HISTORY_MAX_CHARS);
    expect(turns[0]!.role).toBe('user');
    expect(turns[turns.length - 1]).toEqual({ role: 'user', content: 'Section 80C' });
    const total = messages.reduce((n, m) => n + m.content.length, 0);
    // The context (at most four sections) plus the rules plus the bounded history.
    expect(total).toBeLessThan(30_000);
  });

  it('gives the offline answer as one message when the first word does not come in time', async () => {
    server.script({ kind: 'stream', chunks: ['late'], firstChunkDelayMs: 1_000 });
    const events = await collect(explainer(200).chat([{ role: 'user', content: 'Section 24(b)' }]));
    expect(events.map((e) => e.event)).toEqual(['message', 'done']);
    const [message, done] = events;
    if (message?.event !== 'message' || done?.event !== 'done')
      throw new Error('unexpected events');
    expect(message.data.text).toContain('Section 24(b)');
    expect(done.data.source).toBe('offline');
    expect(failures.map((f) => f.kind)).toEqual(['timeout']);
  });

  it('ends with an error event when the stream breaks off half-way', async () => {
    server.script({
      kind: 'stream',
      chunks: ['Section 194C ', 'covers ', 'contractors.'],
      failAfter: 1,
      delayMs: 5,
    });
    const events = await collect(
      explainer().chat([{ role: 'user', content: 'TDS on contractors' }]),
    );
    expect(events.map((e) => e.event)).toEqual(['error']);
  });

  it('stops quietly when the reader aborts', async () => {
    server.script({ kind: 'stream', chunks: ['one ', 'two ', 'three ', 'four'], delayMs: 100 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const events = await collect(
      explainer().chat([{ role: 'user', content: 'Section 80C' }], controller.signal),
    );
    expect(events).toEqual([]);
  });

  it('answers calculations and refusals in one message without the model', async () => {
    const e = explainer();
    const calc = await collect(
      e.chat([{ role: 'user', content: 'tax on 15 lakh in the new regime' }]),
    );
    expect(calc.map((x) => x.event)).toEqual(['message', 'done']);
    expect(JSON.stringify(calc[0])).toContain('₹97,500');
    const refusal = await collect(
      e.chat([{ role: 'user', content: 'Which stocks should I buy?' }]),
    );
    const done = refusal[1];
    expect(done?.event === 'done' && done.data.refused).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it('answers a follow-up to a figure with the engine, never the model', async () => {
    const first = 'tax on 15 lakh in the new regime';
    const events = await collect(
      explainer().chat([
        { role: 'user', content: first },
        { role: 'assistant', content: 'For a salary of ₹15,00,000 ... the total tax is ₹97,500.' },
        { role: 'user', content: 'and in the old regime?' },
      ]),
    );
    const [message, done] = events;
    if (message?.event !== 'message' || done?.event !== 'done') throw new Error('unexpected');
    const result = compareRegimes({ annualIncome: 1_500_000, financialYear: '2026-27' });
    expect(message.data.text).toContain(formatINR(result.old.totalTax));
    expect(message.data.text).toContain(formatINR(result.new.totalTax));
    expect(done.data).toMatchObject({ source: 'offline', kind: 'calculation' });
    expect(server.requests).toHaveLength(0);
  });

  it('sends "the limit?" to the model with the section under discussion as its context', async () => {
    server.script({ kind: 'stream', chunks: ['Section 80D allows ₹25,000 for parents.'] });
    const events = await collect(
      explainer().chat([
        { role: 'user', content: 'What is 80D?' },
        { role: 'assistant', content: 'Section 80D covers health insurance.' },
        { role: 'user', content: 'the limit?' },
      ]),
    );
    const done = events[events.length - 1];
    expect(done?.event === 'done' && done.data.sectionNumber).toBe('80D');
    expect(server.requests[0]!.body.messages![1]!.content).toContain('### Section 80D');
  });

  it('serves curated yes/no answers without the model', async () => {
    const events = await collect(
      explainer().chat([{ role: 'user', content: 'Can I claim 80C in the new regime?' }]),
    );
    const [message] = events;
    if (message?.event !== 'message') throw new Error('unexpected');
    expect(message.data.text).toMatch(/\n\nNo\. The new regime does not allow section 80C/);
    expect(server.requests).toHaveLength(0);
  });
});
