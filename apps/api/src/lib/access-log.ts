import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/**
 * How a route's requests reach the log. `line` (the default): one line per request with the
 * request id. `summary`: a request that succeeded quickly is counted in a per-route summary
 * line written every minute instead; an error, a 4xx or 5xx answer or a slow request is still
 * logged in full, with its request id. For high-volume routes with nothing to audit (the
 * calculators: pure, anonymous, no state), where a line per request would cost more CPU than
 * the route's own work (bench/RESULTS.md).
 */
export type AccessLogMode = 'line' | 'summary';

declare module 'fastify' {
  interface FastifyContextConfig {
    accessLog?: AccessLogMode;
  }
}

/** A summary-mode request this slow, or slower, is logged in full. */
export const SLOW_REQUEST_MS = 1_000;
/** How often the summary lines are written (and when the app closes). */
export const SUMMARY_INTERVAL_MS = 60_000;

interface RouteTally {
  route: string;
  requests: number;
  totalMs: number;
  maxMs: number;
}

type RouteConfig = FastifyRequest['routeOptions']['config'];

const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;

/**
 * One log line per request (Fastify writes two): method, path, status and time, at the route's
 * log level; no client IP, no body. Routes in `summary` mode are tallied instead while they
 * succeed quickly (see AccessLogMode).
 */
export class RequestLog extends LogController {
  readonly #tallies = new Map<RouteConfig, RouteTally>();
  readonly #intervalMs: number;
  readonly #slowMs: number;
  #timer: NodeJS.Timeout | undefined;
  #root: FastifyBaseLogger | undefined;

  constructor(options: { summaryIntervalMs?: number; slowRequestMs?: number } = {}) {
    super();
    this.#intervalMs = options.summaryIntervalMs ?? SUMMARY_INTERVAL_MS;
    this.#slowMs = options.slowRequestMs ?? SLOW_REQUEST_MS;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime;
    if (!error && reply.statusCode < 400 && ms < this.#slowMs) {
      // The route's own config object (one per route; its method and url are Fastify's).
      const config = request.routeOptions.config;
      if (config.accessLog === 'summary') {
        this.#tally(config, request, ms);
        return;
      }
    }
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: oneDecimal(ms),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /** Writes one summary line per route tallied since the last one (the app's onClose calls it). */
  flush(): void {
    const root = this.#root;
    if (root) {
      for (const tally of this.#tallies.values()) {
        root.info(
          {
            route: tally.route,
            requests: tally.requests,
            avgMs: oneDecimal(tally.totalMs / tally.requests),
            maxMs: oneDecimal(tally.maxMs),
          },
          'requests summary',
        );
      }
    }
    this.#tallies.clear();
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #tally(config: RouteConfig, request: FastifyRequest, ms: number): void {
    let tally = this.#tallies.get(config);
    if (!tally) {
      const route = `${request.method} ${config.url ?? request.url}`;
      tally = { route, requests: 0, totalMs: 0, maxMs: 0 };
      this.#tallies.set(config, tally);
    }
    tally.requests += 1;
    tally.totalMs += ms;
    if (ms > tally.maxMs) tally.maxMs = ms;
    // The first tally after a summary schedules the next one.
    if (!this.#timer) {
      this.#root = request.server.log;
      this.#timer = setTimeout(() => this.flush(), this.#intervalMs).unref();
    }
  }
}

/**
 * Fastify builds a pino child logger (bound to the request id) for every request; most
 * requests never log through it. This one is made on the first call, with the same bindings
 * and options, so every line a request writes still carries its request id.
 */
class LazyChildLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: object;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Record<string, unknown>, options: object) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level(): string {
    return this.#logger().level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  fatal(...args: unknown[]): void {
    (this.#logger().fatal as (...a: unknown[]) => void)(...args);
  }
  error(...args: unknown[]): void {
    (this.#logger().error as (...a: unknown[]) => void)(...args);
  }
  warn(...args: unknown[]): void {
    (this.#logger().warn as (...a: unknown[]) => void)(...args);
  }
  info(...args: unknown[]): void {
    (this.#logger().info as (...a: unknown[]) => void)(...args);
  }
  debug(...args: unknown[]): void {
    (this.#logger().debug as (...a: unknown[]) => void)(...args);
  }
  trace(...args: unknown[]): void {
    (this.#logger().trace as (...a: unknown[]) => void)(...args);
  }
  silent(): void {}
  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made when first used. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
