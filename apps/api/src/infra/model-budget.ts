/**
 * A global budget of model calls per minute, on top of each client's own limit: a crowd of
 * clients (or one rotating addresses) cannot run up the model bill. Past the budget the
 * explainer serves its offline answer, as it does when the model fails, so a visitor still gets
 * an answer, never a 429 (docs/security.md, "Rate limits"). Counted in Redis across replicas
 * when it is configured, in this process otherwise or while it is down.
 */
import { LlmFailure, type LlmClient } from '@taxguide/ai';
import type { WindowCounter } from './rate-limit';

const MINUTE_MS = 60_000;

export function budgetedLlm(llm: LlmClient, counter: WindowCounter, perMinute: number): LlmClient {
  const take = async () => {
    const { current } = await counter.incr('model-calls', MINUTE_MS);
    if (current > perMinute) {
      throw new LlmFailure('error', `the model budget of ${perMinute} calls a minute is used up`);
    }
  };
  return {
    model: llm.model,
    timeoutMs: llm.timeoutMs,
    async structured(request) {
      await take();
      return llm.structured(request);
    },
    async *stream(request) {
      await take();
      yield* llm.stream(request);
    },
  };
}
