/**
 * The client's address as the API uses it: for rate-limit and login-limiter keys and in the
 * records the forms keep. Fastify's `request.ip` follows TRUST_PROXY (docs/security.md); what a
 * trusted proxy forwards is still text, so anything that is not an IP address is replaced by the
 * socket's address and never stored or used as a key.
 */
import { isIP } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Used only when neither the forwarded nor the socket address is an IP (never for real sockets). */
const NO_ADDRESS = '0.0.0.0';

export function clientAddress(request: FastifyRequest): string {
  if (isIP(request.ip) !== 0) return request.ip;
  const socket = request.socket?.remoteAddress;
  return socket && isIP(socket) !== 0 ? socket : NO_ADDRESS;
}

/** The rate-limit key of a client: its address, an IPv6 address by its /64 (one subscriber line). */
export const clientKey = (request: FastifyRequest): string => normalizeIP(clientAddress(request));
