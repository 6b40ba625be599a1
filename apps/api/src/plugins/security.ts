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

/**
 * The headers of a JSON answer (OWASP's REST security headers): it is data, never rendered, so
 * its policy allows nothing at all and the document-only headers (COOP, DNS prefetch, XSS
 * auditor, download options, origin-agent-cluster) have nothing to act on. HSTS, nosniff and
 * the framing bans are kept, as on every response.
 */
export function jsonSecurityHeaders(options: SecurityOptions): Record<string, string> {
  const all = securityHeaders(options);
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = all['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * The security headers of an answer by its type, both sets computed once: the JSON set on JSON
 * answers, helmet's full set on everything else (pages, assets, the docs UI, PDFs, CSV, event
 * streams). The app sets them as the answer leaves (onSend), when its type is known.
 */
export function securityHeadersByType(
  options: SecurityOptions,
): (contentType: unknown) => Record<string, string> {
  const documentHeaders = securityHeaders(options);
  const jsonHeaders = jsonSecurityHeaders(options);
  return (contentType) => (isJson(contentType) ? jsonHeaders : documentHeaders);
}
