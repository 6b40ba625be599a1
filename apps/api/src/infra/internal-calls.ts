/**
 * Requests the app makes to itself through `app.inject` (server rendering, in-process agent
 * jobs) are marked by the async context they run in, not by anything in the request: a client
 * cannot send the mark, and a visitor's request never runs inside it. The public rate limits
 * skip marked requests, so internal reads never use up visitors' allowance (docs/security.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

const internalCall = new AsyncLocalStorage<true>();

/** Sends a request to the app itself as an internal call. */
export function injectInternal(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return internalCall.run(true, () => app.inject(options));
}

/** True while handling a request sent with injectInternal (in its hooks and handler). */
export const isInternalCall = (): boolean => internalCall.getStore() === true;
