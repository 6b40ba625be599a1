import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../infra/client-address';

/**
 * What the public form routes (leads, newsletter, PDF, contact) share: the per-IP rate
 * limit, the error statuses they can answer, and the request facts a record keeps.
 */

/**
 * Per IP and per route (shared through Redis when REDIS_URL is set). A person fills a form a
 * few times at most; 20 a minute still lets a family or an office behind one address sign up.
 */
export const FORM_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** Every error status a form route can answer, all with the one envelope. */
export const FORM_ERROR_RESPONSES = {
  400: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
} as const;

const USER_AGENT_MAX_LENGTH = 512;

export interface RequestFacts {
  ip: string | null;
  userAgent: string | null;
}

/** The client's IP (infra/client-address.ts: always a valid address) and user agent, bounded. */
export function requestFacts(request: FastifyRequest): RequestFacts {
  const agent = request.headers['user-agent'];
  return {
    ip: clientAddress(request),
    userAgent:
      typeof agent === 'string' && agent.length > 0 ? agent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  };
}
