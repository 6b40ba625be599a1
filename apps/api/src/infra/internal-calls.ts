/**
 * Requests the app makes to itself through `app.inject` (server rendering, in-process agent
 * jobs) are built from a request class of this module's own, not marked by anything in the
 * request: a client cannot send the mark, and no request from the network is of this class.
 * The public rate limits skip these requests, so internal reads never use up visitors'
 * allowance (docs/security.md, "Rate limits").
 */
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

/** True for a request sent with injectInternal. */
export const isInternalCall = (request: FastifyRequest): boolean =>
  request.raw instanceof InternalRequest;
