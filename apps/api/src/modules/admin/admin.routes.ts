import {
  ADMIN_EXPORT_LISTS,
  ADMIN_LOGIN_MAX_FAILURES,
  ADMIN_LOGIN_WINDOW_MS,
  ADMIN_TIME_ZONE,
  AdminExportQuerySchema,
  AdminListQuerySchema,
  AdminLoginFailureSchema,
  AdminLoginRequestSchema,
  SignOutRequestSchema,
  AdminLoginSuccessSchema,
  AdminSummarySchema,
  AiQueryRecordSchema,
  ContactMessageParamsSchema,
  ContactMessageRecordSchema,
  ErasureRequestSchema,
  ErasureResultSchema,
  LeadRecordSchema,
  SubscriberRecordSchema,
  TOTAL_COUNT_HEADER,
  UpdateContactStatusRequestSchema,
  type AdminExportList,
} from '@taxguide/contracts/admin';
import { ErrorCodes, ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { Database } from '@taxguide/db';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { clientKey } from '../../infra/client-address';
import { AppError, notFound, serviceUnavailable } from '../../lib/errors';
import { envelope } from '../../plugins/error-handler';
import {
  adminSummary,
  erasePerson,
  erasureKeyFrom,
  exportCsv,
  listAiQueries,
  listContactMessages,
  listLeads,
  listSubscribers,
  setContactStatus,
} from './admin.service';
import {
  createMemoryLoginLimiter,
  createRedisLoginLimiter,
  type LoginLimitOptions,
  type LoginLimiter,
} from './login-limiter';

export interface AdminRoutesOptions {
  db: Kysely<Database>;
  /** Shares the login failure counts between replicas when present. */
  redis?: Redis | undefined;
  /** The JWT secret, from which the erasure audit's hash key is derived. */
  jwtSecret: string;
  clock: () => Date;
  /** Defaults: ADMIN_LOGIN_MAX_FAILURES in ADMIN_LOGIN_WINDOW_MS. */
  loginLimit?: LoginLimitOptions | undefined;
  /** Where the shared failure counts live in Redis (this deployment's prefix). */
  redisKeyPrefix?: string | undefined;
}

const TAGS = ['admin'];
const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
} as const;

function sendPage<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}

/** A calendar date in India, for file names. */
const indiaDate = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_TIME_ZONE }).format(now);

/**
 * The admin API. Every route here but login sits behind the admin guard (plugins/auth.ts):
 * the /api/admin/ ones by their prefix, the three spec paths outside it by `config.auth`.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { db, clock } = options;
  const limit = options.loginLimit ?? {
    maxFailures: ADMIN_LOGIN_MAX_FAILURES,
    windowMs: ADMIN_LOGIN_WINDOW_MS,
  };
  const limiter: LoginLimiter = options.redis
    ? createRedisLoginLimiter(options.redis, limit, options.redisKeyPrefix)
    : createMemoryLoginLimiter(limit);
  const erasureKey = erasureKeyFrom(options.jwtSecret);

  // A limiter we cannot reach must not turn into unlimited guessing: sign-in waits instead.
  const guarded = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch {
      throw serviceUnavailable('Sign-in is temporarily unavailable; please try again shortly');
    }
  };

  app.post(
    '/api/admin/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Log in with the admin password; answers a bearer token valid for 8 hours',
        body: AdminLoginRequestSchema,
        response: {
          200: AdminLoginSuccessSchema,
          401: AdminLoginFailureSchema,
          400: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          500: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const client = clientKey(request);
      const reservation = await guarded(() => limiter.reserve(client));
      if (!reservation.allowed) {
        const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
        throw new AppError(
          429,
          ErrorCodes.rateLimited,
          `Too many failed login attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
          undefined,
          { 'retry-after': String(reservation.retryAfterSeconds) },
        );
      }
      let ok: boolean;
      try {
        ok = await app.adminAuth.checkPassword(request.body.password);
      } catch (error) {
        await limiter.release(client).catch(() => {});
        throw error;
      }
      if (!ok) {
        // The reserved slot stays taken: this failure counts.
        request.log.info('admin login refused');
        return reply.code(401).send({
          success: false as const,
          ...envelope(request, 401, ErrorCodes.unauthorized, 'Invalid password'),
        });
      }
      await guarded(() => limiter.release(client));
      const { token, expiresAt } = await app.adminAuth.issueToken();
      request.log.info('admin logged in');
      return { success: true as const, token, expiresAt: expiresAt.toISOString() };
    },
  );

  // Sign-out ends tokens on the server too (docs/security.md, "Admin tokens"): this one, or every
  // token issued so far. Both need the token they end, so both sit behind the guard.
  app.post(
    '/api/admin/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign out: this token is refused from now on, by every replica',
        body: SignOutRequestSchema,
        response: { 204: z.null().describe('Signed out'), ...ERRORS },
      },
    },
    async (request, reply) => {
      await app.adminAuth.signOut(request.admin!);
      request.log.info('admin signed out');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/logout-everywhere',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign out everywhere: every admin token issued so far is refused',
        body: SignOutRequestSchema,
        response: { 204: z.null().describe('Every session signed out'), ...ERRORS },
      },
    },
    async (request, reply) => {
      await app.adminAuth.signOutEverywhere(request.admin!);
      request.log.info('admin signed out everywhere');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/summary',
    {
      schema: {
        tags: TAGS,
        summary:
          'Dashboard numbers: totals, today (Asia/Kolkata), unique e-mails, active subscribers',
        response: { 200: AdminSummarySchema, ...ERRORS },
      },
    },
    async () => adminSummary(db, clock()),
  );

  const listSchema = (summary: string, item: z.ZodType) => ({
    tags: TAGS,
    summary,
    description: `Newest first. The number of matching rows is in the ${TOTAL_COUNT_HEADER} header.`,
    querystring: AdminListQuerySchema,
    response: { 200: z.array(item), ...ERRORS },
  });

  app.get(
    '/api/admin/contact-messages',
    {
      schema: listSchema(
        'Contact messages (q searches the e-mail address)',
        ContactMessageRecordSchema,
      ),
    },
    async (request, reply) => sendPage(reply, await listContactMessages(db, request.query)),
  );

  app.get(
    '/api/ai-queries',
    {
      schema: listSchema(
        'Questions asked of the AI explainer (q searches the question)',
        AiQueryRecordSchema,
      ),
      config: { auth: 'admin' },
    },
    async (request, reply) => sendPage(reply, await listAiQueries(db, request.query)),
  );

  app.get(
    '/api/leads',
    {
      schema: listSchema(
        'Leads: PDF guide downloads (q searches the e-mail address)',
        LeadRecordSchema,
      ),
      config: { auth: 'admin' },
    },
    async (request, reply) => sendPage(reply, await listLeads(db, request.query)),
  );

  app.get(
    '/api/newsletter/subscribers',
    {
      schema: listSchema(
        'Newsletter subscribers (q searches the e-mail address)',
        SubscriberRecordSchema,
      ),
      config: { auth: 'admin' },
    },
    async (request, reply) => sendPage(reply, await listSubscribers(db, request.query)),
  );

  app.patch(
    '/api/admin/contact-messages/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Set a contact message status: new, read or replied (any to any)',
        params: ContactMessageParamsSchema,
        body: UpdateContactStatusRequestSchema,
        response: {
          200: ContactMessageRecordSchema,
          404: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const updated = await setContactStatus(db, request.params.id, request.body.status, clock());
      if (!updated) throw notFound(`No contact message with id ${request.params.id}`);
      return updated;
    },
  );

  for (const list of ADMIN_EXPORT_LISTS) {
    app.get(
      `/api/admin/export/${list}.csv`,
      {
        schema: {
          tags: TAGS,
          summary: `Download ${list.replace('-', ' ')} as CSV (newest first; q filters as in the list)`,
          querystring: AdminExportQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV, UTF-8 with a byte order mark'), ...ERRORS },
        },
      },
      async (request, reply) => {
        const csv = await exportCsv(db, list as AdminExportList, request.query.q);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${list}-${indiaDate(clock())}.csv"`,
          );
        // A stream skips the serializer (the 200 schema above documents it for OpenAPI).
        return reply.send(csv as unknown as string);
      },
    );
  }

  app.post(
    '/api/admin/erasure',
    {
      schema: {
        tags: TAGS,
        summary: "Erase a person's leads, subscription and contact messages (DPDP Act 2023, s.12)",
        description:
          'Deletes every row of that e-mail address (any letter case) in one transaction and records an ' +
          'audit row with a keyed hash of the address (never the address), the counts, the time and the actor.',
        body: ErasureRequestSchema,
        response: {
          200: ErasureResultSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const result = await erasePerson(db, {
        email: request.body.email,
        actor: request.admin?.sub ?? 'admin',
        requestId: String(request.id),
        key: erasureKey,
        now: clock(),
      });
      request.log.info({ auditId: result.auditId }, 'personal data erased on request');
      return result;
    },
  );
};
