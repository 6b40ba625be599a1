/**
 * The global model budget (docs/security.md, "Rate limits"): past MODEL_CALLS_PER_MINUTE calls
 * in a minute, all clients together, the explainer answers offline without calling the model;
 * the visitor still gets an answer (200), not a 429.
 */
import { ExplainResponseSchema } from '@taxguide/contracts/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../../packages/ai/test/fake-openai-server';
import { createTestApp, testConfig, type TestApp } from './helpers';

let t: TestApp;
let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer();
  t = await createTestApp({
    config: testConfig({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: server.baseUrl,
      OPENAI_MODEL: 'fake-model',
      MODEL_CALLS_PER_MINUTE: '2',
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

const answer = {
  sectionNumber: '80C',
  explanation: 'Up to ₹1,50,000 a year of listed payments and investments, in the old regime.',
  keyPoints: ['₹1,50,000 a year, old regime only'],
  examples: [],
  relatedSections: ['80CCD(1B)'],
};

describe('MODEL_CALLS_PER_MINUTE', () => {
  it('past the budget, every client gets the offline answer and the model is not called', async () => {
    for (let i = 0; i < 3; i++) server.script({ kind: 'json', body: answer });
    const sources: string[] = [];
    // Three different questions (no answer cache), all about the section the model answers.
    const questions = ['Section 80C limit', 'What is section 80C?', 'Explain the 80C deduction'];
    for (const [i, query] of questions.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai/explain',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { query },
      });
      expect(res.statusCode, res.body).toBe(200);
      sources.push(ExplainResponseSchema.parse(res.json()).source);
    }
    expect(sources).toEqual(['model', 'model', 'offline']);
    expect(server.requests).toHaveLength(2);
  });
});
