import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import {
  ContactReplyRequestSchema,
  ContactReplySchema,
  ContactThreadSchema,
  IdParamsSchema,
  IssueDraftSchema,
  IssuePreviewSchema,
  IssueRecipientSchema,
  IssueRecordSchema,
  IssueSendResponseSchema,
  MailDetailSchema,
  MailListQuerySchema,
  MailListResponseSchema,
  NewGuideSchema,
  TestSendRequestSchema,
  type MailKind,
  type MailRecord,
  type MailStatus,
} from '@taxguide/contracts/mail';
import type { Database, MailOutboxRow } from '@taxguide/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { replyToContactMessage, contactThread } from './contact-replies';
import type { Mailer } from './mailer';
import {
  findOutboxMessage,
  guidesPublishedSince,
  issueRecipients,
  listOutbox,
} from './mail.repository';
import { createIssueService } from './newsletter-issues';

const TAGS = ['admin'];
const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
} as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type ListRow = Pick<
  MailOutboxRow,
  | 'id'
  | 'kind'
  | 'toAddress'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'note'
  | 'issueId'
  | 'createdAt'
  | 'sentAt'
>;

function toRecord(row: ListRow): MailRecord {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    note: row.note,
    issueId: row.issueId,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
  };
}

const PageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/**
 * The admin's mail: the outbox (the Mail tab; in the embedded mode the only place a
 * confirmation link can be followed), newsletter issues, and replies to contact messages.
 * Every route sits behind the admin guard by its /api/admin/ prefix.
 */
export const mailAdminRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  mailer: Mailer;
}> = async (app, { db, mailer }) => {
  const issues = createIssueService(db, mailer);

  app.get(
    '/api/admin/mail',
    {
      schema: {
        tags: TAGS,
        summary: 'The outbox, newest first, and whether an SMTP server is configured',
        querystring: MailListQuerySchema,
        response: { 200: MailListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await listOutbox(db, request.query);
      return {
        smtpConfigured: mailer.smtpConfigured,
        items: page.rows.map(toRecord),
        total: page.total,
      };
    },
  );

  app.get(
    '/api/admin/mail/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One message as stored: HTML, plain text and headers',
        params: IdParamsSchema,
        response: { 200: MailDetailSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await findOutboxMessage(db, request.params.id);
      if (!row) throw notFound(`There is no message ${request.params.id} in the outbox`);
      return {
        ...toRecord(row),
        from: row.fromAddress,
        html: row.html,
        text: row.text,
        headers: { 'Message-ID': row.messageId, ...row.headers },
      };
    },
  );

  app.get(
    '/api/admin/newsletter/issues',
    {
      schema: {
        tags: TAGS,
        summary: 'Newsletter issues, newest first, with delivery counts',
        response: { 200: z.array(IssueRecordSchema), ...ERRORS },
      },
    },
    async () => issues.list(),
  );

  app.get(
    '/api/admin/newsletter/issues/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One newsletter issue with its delivery counts',
        params: IdParamsSchema,
        response: { 200: IssueRecordSchema, ...ERRORS },
      },
    },
    async (request) => issues.get(request.params.id),
  );

  app.post(
    '/api/admin/newsletter/issues',
    {
      schema: {
        tags: TAGS,
        summary: 'Write a new issue (a draft)',
        body: IssueDraftSchema,
        response: { 201: IssueRecordSchema, ...ERRORS },
      },
    },
    async (request, reply) => reply.code(201).send(await issues.create(request.body)),
  );

  app.put(
    '/api/admin/newsletter/issues/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a draft issue (409 once sent)',
        params: IdParamsSchema,
        body: IssueDraftSchema,
        response: { 200: IssueRecordSchema, ...ERRORS },
      },
    },
    async (request) => issues.update(request.params.id, request.body),
  );

  app.post(
    '/api/admin/newsletter/preview',
    {
      schema: {
        tags: TAGS,
        summary: 'The issue as the mail will look',
        body: IssueDraftSchema,
        response: { 200: IssuePreviewSchema, ...ERRORS },
      },
    },
    async (request) => issues.preview(request.body),
  );

  app.post(
    '/api/admin/newsletter/issues/:id/test',
    {
      schema: {
        tags: TAGS,
        summary: 'Send the issue to one address, marked [Test]',
        params: IdParamsSchema,
        body: TestSendRequestSchema,
        response: { 202: z.object({ success: z.literal(true), message: z.string() }), ...ERRORS },
      },
    },
    async (request, reply) => {
      await issues.sendTest(request.params.id, request.body.email);
      return reply.code(202).send({
        success: true as const,
        message: mailer.smtpConfigured
          ? 'The test mail is on its way.'
          : 'The test mail is in the outbox (no SMTP server is configured, so it is not sent).',
      });
    },
  );

  app.post(
    '/api/admin/newsletter/issues/:id/send',
    {
      schema: {
        tags: TAGS,
        summary: 'Send the issue to every active subscriber (sending again adds nobody twice)',
        params: IdParamsSchema,
        body: z.object({}).strict().nullish(),
        response: { 202: IssueSendResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const issue = await issues.send(request.params.id);
      return reply.code(202).send({ id: issue.id, status: issue.status, counts: issue.counts });
    },
  );

  app.get(
    '/api/admin/newsletter/issues/:id/recipients',
    {
      schema: {
        tags: TAGS,
        summary: 'Each recipient of an issue and the state of their mail',
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: {
          200: z.object({ items: z.array(IssueRecipientSchema), total: z.number().int() }),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      await issues.get(request.params.id);
      const page = await issueRecipients(db, request.params.id, request.query);
      return {
        total: page.total,
        items: page.rows.map((r) => ({
          to: r.toAddress,
          status: r.status as MailStatus,
          attempts: r.attempts,
          note: r.note,
          sentAt: iso(r.sentAt),
        })),
      };
    },
  );

  app.get(
    '/api/admin/newsletter/new-guides',
    {
      schema: {
        tags: TAGS,
        summary: 'Guides published in the last seven days, as newsletter items',
        response: { 200: z.array(NewGuideSchema), ...ERRORS },
      },
    },
    async () => {
      const rows = await guidesPublishedSince(db, 7);
      return rows.map((r) => {
        const url = `${mailer.brand.siteUrl}/blog/${r.slug}`;
        return {
          slug: r.slug,
          title: r.title,
          excerpt: r.excerpt,
          url,
          publishedAt: (r.publishedAt ?? new Date()).toISOString(),
          markdown: `- [${r.title.replace(/[[\]]/g, '')}](${url}): ${r.excerpt}`,
        };
      });
    },
  );

  app.post(
    '/api/admin/contact/:id/reply',
    {
      schema: {
        tags: TAGS,
        summary:
          'Reply to a contact message by mail; the message becomes "replied" and the reply joins its thread',
        params: IdParamsSchema,
        body: ContactReplyRequestSchema,
        response: { 201: ContactReplySchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const saved = await replyToContactMessage(
        db,
        mailer,
        request.params.id,
        request.body.message,
      );
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/api/admin/contact/:id/thread',
    {
      schema: {
        tags: TAGS,
        summary: 'The replies sent to a contact message, oldest first, with their mail state',
        params: IdParamsSchema,
        response: { 200: ContactThreadSchema, ...ERRORS },
      },
    },
    async (request) => contactThread(db, request.params.id),
  );
};
