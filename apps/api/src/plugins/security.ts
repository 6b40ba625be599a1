import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply } from 'fastify';

export interface SecurityOptions {
  isProduction: boolean;
  /** The Vite dev server injects inline scripts and a websocket for hot reload. */
  devServer: boolean;
}

/**
 * Security headers on every response with a real Content-Security-Policy: scripts
 * only from our origin (the hydration state and JSON-LD are non-executable data
 * blocks), no framing, no plugins. HSTS only in production (it would pin plain-http
 * localhost otherwise).
 */
export function helmetOptions(options: SecurityOptions): FastifyHelmetOptions {
  const scriptSrc = options.devServer ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'"];
  const connectSrc = options.devServer ? ["'self'", 'ws:', 'wss:'] : ["'self'"];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        // React sets some styles as attributes in server HTML; no script runs from them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    strictTransportSecurity: options.isProduction
      ? { maxAge: 63_072_000, includeSubDomains: true, preload: false }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  };
}

/** HSTS as helmet writes it from helmetOptions: two years, subdomains; production only. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers of a JSON answer (OWASP's REST security headers): it is data, never rendered, so
 * its policy allows nothing at all. HSTS, nosniff and the framing bans are kept, as on every
 * response.
 */
export function jsonSecurityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(options.isProduction ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** Headers of helmet's set that act only on documents (COOP, DNS prefetch, XSS auditor, …). */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Narrows @fastify/helmet's document set (put on every answer as it arrives) to the JSON set
 * when the answer is JSON; run as the answer leaves (onSend), when its type is known.
 */
export function jsonHeadersWhereJson(options: SecurityOptions): (reply: FastifyReply) => void {
  const jsonHeaders = jsonSecurityHeaders(options);
  return (reply) => {
    if (!isJson(reply.getHeader('content-type'))) return;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    reply.headers(jsonHeaders);
  };
}
