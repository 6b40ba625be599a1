import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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
export function helmetOptions(options: SecurityOptions): HelmetOptions {
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

/**
 * The headers helmet would set, computed once: they depend only on configuration,
 * so running helmet's middleware (and re-serialising the CSP) on every request is
 * wasted work on the hot path.
 */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(options))({} as never, res as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
