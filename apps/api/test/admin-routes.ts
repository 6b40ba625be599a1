/**
 * Every route behind the admin guard, with one request it answers successfully. The auth tests
 * check that this list and the app's route table name the same routes, then send each request
 * without a token, with a forged, an expired and an outdated token (401 each) and with a valid
 * token (the success status).
 *
 * Adding a guarded route? Add one entry here; nothing else in the tests needs to change. A route
 * under /api/admin/ or /api/ai-agent/ that is missing here fails "the list matches the route table".
 */
import type { Database } from '@taxguide/db';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';

/** Rows the auth test seeds before it sends the samples. */
export interface SampleFixtures {
  contactMessageId: number;
  /** Agent drafts (seedAgentFixtures): one to read and rename, one to publish, one to delete. */
  draftId?: number;
  publishDraftId?: number;
  deleteDraftId?: number;
  /** A message in the outbox and a draft newsletter issue (seedMailFixtures). */
  mailId?: number;
  issueId?: number;
}

/** One outbox message and one draft issue for the mail routes' samples. */
export async function seedMailFixtures(
  db: Kysely<Database>,
): Promise<Required<Pick<SampleFixtures, 'mailId' | 'issueId'>>> {
  const issue = await db
    .insertInto('newsletterIssues')
    .values({ subject: 'Sample issue', markdown: 'Sample **body**.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mail = await db
    .insertInto('mailOutbox')
    .values({
      idempotencyKey: `sample:${issue.id}`,
      kind: 'contact-ack',
      toAddress: 'sample@example.com',
      fromAddress: 'no-reply@taxguide.test',
      subject: 'Sample',
      html: '<p>Sample</p>',
      text: 'Sample',
      headers: '{}',
      messageId: `<sample-${issue.id}@taxguide.test>`,
      status: 'held',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { mailId: mail.id, issueId: issue.id };
}

/** Three agent drafts for the draft routes' samples. */
export async function seedAgentFixtures(
  db: Kysely<Database>,
): Promise<Required<Pick<SampleFixtures, 'draftId' | 'publishDraftId' | 'deleteDraftId'>>> {
  const rows = await db
    .insertInto('blogPosts')
    .values(
      ['read', 'publish', 'delete'].map((what) => ({
        slug: `sample-draft-to-${what}`,
        title: `Sample draft to ${what}`,
        excerpt: 'A draft for the guarded-route samples.',
        markdown: 'Draft body citing [section 80C](/section/80C).',
        category: 'guide',
        status: 'draft' as const,
        origin: 'agent',
        relatedSections: '["80C"]',
        agentTopic: 'sample',
        agentGenerator: 'offline' as const,
      })),
    )
    .returning('id')
    .execute();
  return { draftId: rows[0]!.id, publishDraftId: rows[1]!.id, deleteDraftId: rows[2]!.id };
}

export interface GuardedRouteSample {
  /** The route as registered: "METHOD /path/:param". */
  route: string;
  /** A request that succeeds with a valid token. */
  request(fixtures: SampleFixtures): Pick<InjectOptions, 'method' | 'url' | 'payload'>;
  /** Its success status (200 when not given). */
  status?: number;
  /** It ends the token it is sent with (sign-out): the tests send it a token of its own. */
  endsSession?: boolean;
}

const get = (url: string): GuardedRouteSample => ({
  route: `GET ${url}`,
  request: () => ({ method: 'GET', url }),
});

/** The admin dashboard's routes. */
export const ADMIN_ROUTE_SAMPLES: GuardedRouteSample[] = [
  get('/api/admin/summary'),
  get('/api/admin/contact-messages'),
  get('/api/ai-queries'),
  get('/api/leads'),
  get('/api/newsletter/subscribers'),
  {
    route: 'PATCH /api/admin/contact-messages/:id',
    request: ({ contactMessageId }) => ({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${contactMessageId}`,
      payload: { status: 'read' },
    }),
  },
  get('/api/admin/export/leads.csv'),
  get('/api/admin/export/newsletter-subscribers.csv'),
  get('/api/admin/export/contact-messages.csv'),
  get('/api/admin/export/ai-queries.csv'),
  {
    route: 'POST /api/admin/logout',
    request: () => ({ method: 'POST', url: '/api/admin/logout' }),
    status: 204,
    endsSession: true,
  },
  {
    route: 'POST /api/admin/logout-everywhere',
    request: () => ({ method: 'POST', url: '/api/admin/logout-everywhere' }),
    status: 204,
    endsSession: true,
  },
  get('/api/admin/mail'),
  {
    route: 'GET /api/admin/mail/:id',
    request: ({ mailId }) => ({ method: 'GET', url: `/api/admin/mail/${mailId ?? 1}` }),
  },
  get('/api/admin/newsletter/issues'),
  get('/api/admin/newsletter/new-guides'),
  {
    route: 'GET /api/admin/newsletter/issues/:id',
    request: ({ issueId }) => ({
      method: 'GET',
      url: `/api/admin/newsletter/issues/${issueId ?? 1}`,
    }),
  },
  {
    route: 'GET /api/admin/newsletter/issues/:id/recipients',
    request: ({ issueId }) => ({
      method: 'GET',
      url: `/api/admin/newsletter/issues/${issueId ?? 1}/recipients`,
    }),
  },
  {
    route: 'POST /api/admin/newsletter/issues',
    request: () => ({
      method: 'POST',
      url: '/api/admin/newsletter/issues',
      payload: { subject: 'A new issue', markdown: 'Hello **readers**.' },
    }),
    status: 201,
  },
  {
    route: 'PUT /api/admin/newsletter/issues/:id',
    request: ({ issueId }) => ({
      method: 'PUT',
      url: `/api/admin/newsletter/issues/${issueId ?? 1}`,
      payload: { subject: 'Sample issue', markdown: 'Sample **body**, edited.' },
    }),
  },
  {
    route: 'POST /api/admin/newsletter/preview',
    request: () => ({
      method: 'POST',
      url: '/api/admin/newsletter/preview',
      payload: { subject: 'Preview', markdown: 'Hello' },
    }),
  },
  {
    route: 'POST /api/admin/newsletter/issues/:id/test',
    request: ({ issueId }) => ({
      method: 'POST',
      url: `/api/admin/newsletter/issues/${issueId ?? 1}/test`,
      payload: { email: 'editor@example.com' },
    }),
    status: 202,
  },
  {
    route: 'POST /api/admin/newsletter/issues/:id/send',
    request: ({ issueId }) => ({
      method: 'POST',
      url: `/api/admin/newsletter/issues/${issueId ?? 1}/send`,
      payload: {},
    }),
    status: 202,
  },
  {
    route: 'POST /api/admin/contact/:id/reply',
    request: ({ contactMessageId }) => ({
      method: 'POST',
      url: `/api/admin/contact/${contactMessageId}/reply`,
      payload: { message: 'Thank you, here is the answer.' },
    }),
    status: 201,
  },
  {
    route: 'GET /api/admin/contact/:id/thread',
    request: ({ contactMessageId }) => ({
      method: 'GET',
      url: `/api/admin/contact/${contactMessageId}/thread`,
    }),
  },
  {
    route: 'POST /api/admin/erasure',
    request: () => ({
      method: 'POST',
      url: '/api/admin/erasure',
      payload: { email: 'nobody@example.com' },
    }),
  },
];

const post = (url: string, payload: unknown, status = 202): GuardedRouteSample => ({
  route: `POST ${url}`,
  request: () => ({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
  status,
});

/** The AI agent API: every /api/ai-agent/* route. Add each one here. */
export const AGENT_ROUTE_SAMPLES: GuardedRouteSample[] = [
  get('/api/ai-agent/status'),
  get('/api/ai-agent/seo-report'),
  get('/api/ai-agent/keyword-rankings'),
  get('/api/ai-agent/drafts'),
  post('/api/ai-agent/generate-content', { topic: 'section 80C deductions' }),
  post('/api/ai-agent/run-maintenance', {}),
  post('/api/ai-agent/seo-report/refresh', {}),
  post('/api/ai-agent/keyword-rankings/refresh', {}),
  post(
    '/api/ai-agent/optimize-content',
    { content: '# Section 80C\n\nSection 80C deductions explained.', targetKeyword: 'section 80C' },
    200,
  ),
  {
    route: 'GET /api/ai-agent/drafts/:id',
    request: ({ draftId }) => ({ method: 'GET', url: `/api/ai-agent/drafts/${draftId ?? 1}` }),
  },
  {
    route: 'PATCH /api/ai-agent/drafts/:id',
    request: ({ draftId }) => ({
      method: 'PATCH',
      url: `/api/ai-agent/drafts/${draftId ?? 1}`,
      payload: { title: 'A renamed sample draft' },
    }),
  },
  {
    route: 'POST /api/ai-agent/drafts/:id/publish',
    request: ({ publishDraftId }) => ({
      method: 'POST',
      url: `/api/ai-agent/drafts/${publishDraftId ?? 1}/publish`,
    }),
  },
  {
    route: 'DELETE /api/ai-agent/drafts/:id',
    request: ({ deleteDraftId }) => ({
      method: 'DELETE',
      url: `/api/ai-agent/drafts/${deleteDraftId ?? 1}`,
    }),
  },
];

export const GUARDED_ROUTE_SAMPLES = [...ADMIN_ROUTE_SAMPLES, ...AGENT_ROUTE_SAMPLES];
