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

/** The admin dashboard (issue 7). */
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

/** The AI agent API (issue 8): every /api/ai-agent/* route. Add each one here. */
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
