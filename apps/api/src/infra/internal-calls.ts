/**
 * Requests the app makes to itself through `app.inject` (server rendering, in-process agent
 * jobs) are built from a request class of this module's own, not marked by anything in the
 * request: a client cannot send the mark, and no request from the network is of this class.
 * The public rate limits skip these requests, so internal reads never use up visitors'
 * allowance (docs/security.md, "Rate limits"). The agent worker, a separate process, reads the
 * site over HTTP with the deployment's INTERNAL_API_TOKEN in `x-internal-token`; a request that
 * carries the right token counts as internal too.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import type {
  FastifyInstance,
  FastifyRequest,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';

class InternalRequest extends IncomingMessage {}

/** Sends a request to the app itself as an internal call. */
export function injectInternal(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  // light-my-request builds the raw request from the given class.
  return app.inject({ ...options, Request: InternalRequest } as InjectOptions);
}

/** The header the worker sends its service token in. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Raw requests that carried the right service token (marked once, in `trustServiceToken`). */
const tokenBearers = new WeakSet<object>();

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * An onRequest hook that marks a request carrying `token` as internal. Registered first, so the
 * route-level rate limits see the mark. No token configured: nothing is ever marked.
 */
export function trustServiceToken(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return async (request: FastifyRequest): Promise<void> => {
    const sent = request.headers[INTERNAL_TOKEN_HEADER];
    if (!expected || typeof sent !== 'string' || sent.length > 512) return;
    if (timingSafeEqual(digest(sent), expected)) tokenBearers.add(request.raw);
  };
}

/** True for a request sent with injectInternal, or with the deployment's service token. */
export const isInternalCall = (request: FastifyRequest): boolean =>
  request.raw instanceof InternalRequest || tokenBearers.has(request.raw);
