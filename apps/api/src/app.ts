import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { redisKey } from '@taxguide/agent/deployment';
import { createExplainer, createLlmClient, indiaToday } from '@taxguide/ai';
import type { DbHandle } from '@taxguide/db';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { AI_RATE_LIMIT } from '@taxguide/contracts/ai';
import { ErrorCodes } from '@taxguide/contracts/errors';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './env';
import type { JobRunner } from './infra/jobs';
import { OFFLINE_AI_RATE_LIMIT } from './infra/limits';
import { budgetedLlm } from './infra/model-budget';
import { trustServiceToken } from './infra/internal-calls';
import { createSharedCounter, rateLimitOptions } from './infra/rate-limit';
import { secretsFromConfig, type AdminSecrets } from './infra/secrets';
import { lazyChildLogger, RequestLog } from './lib/access-log';
import { AppError, notFound } from './lib/errors';
import { loggerOptions } from './lib/logger';
import { responseSerializerCompiler } from './lib/serializer';
import { abbreviationsRoutes } from './modules/abbreviations';
import { act2025SectionRedirect, actMapRoutes } from './modules/act-map';
import {
  adminRoutes,
  createAdminSessions,
  erasureKeyFrom,
  type LoginLimitOptions,
} from './modules/admin';
import { registerAgent } from './modules/agent';
import { aiRoutes, createAiService } from './modules/ai';
import { blogRoutes, createBlogService } from './modules/blog';
import { calculateRoutes } from './modules/calculate';
import { contactRoutes } from './modules/contact';
import { faqRoutes } from './modules/faq';
import { healthRoutes } from './modules/health';
import { leadsRoutes } from './modules/leads';
import { createMailer, mailAdminRoutes, type Mailer } from './modules/mail';
import { newsletterRoutes } from './modules/newsletter';
import { createPdfGuideService, pdfRoutes, type PdfGuideService } from './modules/pdf';
import { createSearchService, searchRoutes } from './modules/search';
import { createSectionsService, sectionsRoutes } from './modules/sections';
import { createSeoService, seoRoutes } from './modules/seo';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { pagesPlugin } from './plugins/pages';
import helmet from '@fastify/helmet';
import { helmetOptions, jsonHeadersWhereJson, jsonSecurityHeaders } from './plugins/security';
import {
  clearPagesOnContentWrites,
  createPageCache,
  onContentWrites,
  type PageCache,
} from './ssr/page-cache';
import type { PageRenderer } from './ssr/renderer';

/** Everything the app needs from outside, passed in so tests can hand in real or fake pieces. */
export interface AppDeps {
  config: AppConfig;
  db: DbHandle;
  /** Present when REDIS_URL is configured. */
  redis?: Redis | undefined;
  jobs: JobRunner;
  /** Renders web pages; absent in API-only tests. */
  pages?: PageRenderer | undefined;
  /** Logger options override (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** A ready pino instance shared with the rest of the process (server.ts). */
  loggerInstance?: FastifyBaseLogger;
  /**
   * Admin password hash and JWT secret (server.ts resolves them with infra/secrets.ts, which
   * may generate them in the embedded mode). When absent they come from the configuration.
   */
  auth?: AdminSecrets | undefined;
  /** The clock of request-time rules (the admin's "today"); `new Date()` when absent. */
  clock?: (() => Date) | undefined;
  /** Admin login failure limit (default: 10 failures in 15 minutes per IP). */
  adminLoginLimit?: LoginLimitOptions | undefined;
  /** The PDF guide service (built from db and config when absent). */
  pdfGuide?: PdfGuideService | undefined;
  /**
   * The cache of rendered public pages (ssr/page-cache.ts). Built with the defaults when pages
   * are rendered from the production build; false turns it off. Never used with the dev server.
   */
  pageCache?: PageCache | false | undefined;
  /** The mailer (built from config and jobs when absent). */
  mailer?: Mailer | undefined;
  /** Sees every route as it registers (tests walk the whole route table with it). */
  onRoute?: ((route: RouteOptions) => void) | undefined;
}

/** Fastify's trustProxy from TRUST_PROXY: a hop count trusts that many proxies, nearest first. */
function trustProxyOption(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Builds the whole HTTP application without listening (server.ts owns the port).
 * Plugins are registered in dependency order; routes are registered explicitly.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const security = { isProduction: config.isProduction, devServer: deps.pages?.mode === 'dev' };
  const requestLog = new RequestLog();
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? loggerOptions(config) }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId(request) {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Router errors (bad percent-encoding, over-long parameters) answer with the envelope too.
    frameworkErrors: frameworkErrorHandler(jsonSecurityHeaders(security)),
    logController: requestLog,
    childLoggerFactory: lazyChildLogger,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // The worker's reads carry the service token; no hook at all when none is configured.
  if (config.internalApiToken) app.addHook('onRequest', trustServiceToken(config.internalApiToken));
  const pageCache =
    deps.pages && deps.pages.mode === 'production' && deps.pageCache !== false
      ? (deps.pageCache ?? createPageCache())
      : undefined;
  // Before any route: content changes through the admin and agent routes clear the cache.
  if (pageCache) app.addHook('onRoute', clearPagesOnContentWrites(pageCache));
  // The PDF guide is built in the background: once listening, and after content changes.
  const pdfGuide =
    deps.pdfGuide ??
    createPdfGuideService({
      db: deps.db.db,
      siteName: config.siteName,
      siteUrl: config.siteUrl,
      log: app.log,
    });
  app.addHook(
    'onRoute',
    onContentWrites(() => pdfGuide.refreshInBackground()),
  );
  app.addHook('onListen', async () => pdfGuide.start());
  app.addHook('onClose', async () => pdfGuide.stop());

  // The API speaks JSON only: any other body type is answered 415. JSON is parsed by Fastify's
  // own parser, after one check: request bodies are taken as sent. Browsers never compress
  // them, and inflating one is a decompression-bomb surface (the compress plugin's request
  // decompression is off below).
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
      done(
        new AppError(
          415,
          ErrorCodes.unsupportedMediaType,
          'Send the body uncompressed (no Content-Encoding)',
        ),
      );
      return;
    }
    parseJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // helmet's security headers (the document set) on every answer as it arrives.
  await app.register(helmet, { ...helmetOptions(security), global: true });
  // Every answer's own headers, set in one onSend hook as it leaves (the per-request hooks are
  // callback-style and few: no promise and no extra hook per request on the hot path): the
  // request id, a JSON answer's narrower security set (plugins/security.ts) and, while shutting
  // down, "Connection: close", so keep-alive sockets end and the server can finish closing.
  const narrowForJson = jsonHeadersWhereJson(security);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => requestLog.flush());
  app.addHook('onSend', (request, reply, payload, done) => {
    narrowForJson(reply);
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    // Every 503 and 429 says when to try again (those that know better set their own).
    if ((reply.statusCode === 503 || reply.statusCode === 429) && !reply.hasHeader('retry-after'))
      reply.header('retry-after', reply.statusCode === 503 ? '5' : '60');
    done(null, payload);
  });

  await app.register(errorHandlerPlugin);
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
  // Per-route limits (docs/security.md): counted in Redis under this deployment's prefix, in
  // this process while Redis is down; the app's own internal reads are not counted.
  await app.register(
    rateLimit,
    rateLimitOptions(deps.redis, `${redisKey(config.redisNaming, 'rate-limit')}:`),
  );
  // Before any route: the guard attaches itself to admin and agent routes as they register.
  const adminSecrets = deps.auth ?? (await secretsFromConfig(config));
  await app.register(authPlugin, {
    secrets: adminSecrets,
    sessions: createAdminSessions(deps.db.db),
  });
  await app.register(docsPlugin, {
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    isProduction: config.isProduction,
  });

  await app.register(healthRoutes, {
    pingDatabase: () => deps.db.ping(),
    pingRedis: deps.redis
      ? async () => {
          await deps.redis!.ping();
        }
      : undefined,
  });
  await app.register(calculateRoutes);

  await app.register(sectionsRoutes, { sections: createSectionsService(deps.db.db) });
  await app.register(blogRoutes, { blog: createBlogService(deps.db.db) });
  await app.register(faqRoutes);
  await app.register(abbreviationsRoutes);
  await app.register(actMapRoutes);
  await app.register(searchRoutes, { search: createSearchService(deps.db.db) });
  await app.register(seoRoutes, { seo: createSeoService(deps.db.db, config.siteUrl) });

  await app.register(leadsRoutes, { db: deps.db.db });
  const mailer = deps.mailer ?? createMailer({ config, jobs: deps.jobs, log: app.log });
  if (!deps.mailer) app.addHook('onClose', async () => mailer.close());
  const mailClock = deps.clock ?? (() => new Date());
  await app.register(newsletterRoutes, {
    db: deps.db.db,
    mailer,
    erasureKey: erasureKeyFrom(adminSecrets.jwtSecret),
    clock: mailClock,
  });
  await app.register(contactRoutes, {
    db: deps.db.db,
    mailer,
    mail: { notifyEmail: config.mail.contactNotifyEmail, adminUrl: `${config.siteUrl}/admin` },
  });
  await app.register(mailAdminRoutes, { db: deps.db.db, mailer });
  await app.register(pdfRoutes, { db: deps.db.db, guide: pdfGuide });

  // The explainer: offline, or with the configured OpenAI-compatible model.
  const clock = deps.clock ?? (() => new Date());
  const explainer = createExplainer({
    llm: config.openai
      ? budgetedLlm(
          createLlmClient({ ...config.openai, timeoutMs: config.aiTimeoutMs }),
          createSharedCounter(deps.redis, `${redisKey(config.redisNaming, 'budget')}:`),
          config.modelCallsPerMinute,
        )
      : undefined,
    siteName: config.siteName,
    today: () => indiaToday(clock()),
    onModelFailure: (kind) =>
      app.log.warn({ kind }, 'model answer unusable: offline answer served'),
  });
  await app.register(aiRoutes, {
    ai: createAiService({ db: deps.db.db, explainer, log: app.log }),
    // Strict while answers cost model calls; the offline explainer is cheap (infra/limits.ts).
    rateLimit: config.openai ? AI_RATE_LIMIT : OFFLINE_AI_RATE_LIMIT,
  });

  await app.register(adminRoutes, {
    db: deps.db.db,
    redis: deps.redis,
    jwtSecret: adminSecrets.jwtSecret,
    clock: deps.clock ?? (() => new Date()),
    loginLimit: deps.adminLoginLimit,
    redisKeyPrefix: `${redisKey(config.redisNaming, 'admin-login-failures')}:`,
  });

  await registerAgent(app, { config, db: deps.db, jobs: deps.jobs, clock, pdfGuide });

  // Unknown /api paths and unmatched methods answer with the 404 envelope.
  app.setNotFoundHandler(async (request) => {
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });

  if (deps.pages) {
    // /section/{n}?act=2025 answers with its page's own address before any render.
    await app.register(act2025SectionRedirect);
    await app.register(pagesPlugin, {
      renderer: deps.pages,
      cache: pageCache,
      uncachedRendersPerMinute: config.uncachedRendersPerMinute,
    });
  }

  return app;
}
