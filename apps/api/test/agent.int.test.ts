/**
 * The AI agent API in the embedded mode: jobs run in-process with the real
 * processors against the app's own server-rendered pages (app.inject), on a real database.
 */
import { nextMaintenanceRun } from '@taxguide/agent/schedule';
import { trackedKeywords } from '@taxguide/content';
import {
  AgentJobAcceptedSchema,
  AgentStatusSchema,
  DraftListSchema,
  DraftSchema,
  KeywordRankingsResponseSchema,
  OptimizeContentResponseSchema,
  PublishDraftResponseSchema,
  SeoReportResponseSchema,
} from '@taxguide/contracts/agent';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@taxguide/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createInProcessJobRunner } from '../src/infra/jobs';
import { createProductionRenderer } from '../src/ssr/renderer';
import { silentLog, TEST_ADMIN_PASSWORD, testAdminSecrets, testConfig } from './helpers';
import { webDistDir } from './web-build';

const SITE = 'https://taxguide.test';
let app: FastifyInstance;
let db: TestDb;
let jobs: ReturnType<typeof createInProcessJobRunner>;
let auth: Record<string, string>;

beforeAll(async () => {
  db = await createTestDb();
  await seedContent(db.db);
  // One attempt, so a failing job shows at once; the runner is ours, so tests can wait for it.
  jobs = createInProcessJobRunner(
    { db: db.db, log: silentLog, now: () => new Date() },
    { attempts: 1, backoffMs: 10 },
  );
  app = await buildApp({
    config: testConfig(),
    db,
    jobs,
    logger: false,
    auth: await testAdminSecrets(),
    pages: await createProductionRenderer(
      {
        siteName: 'TaxGuide India',
        siteUrl: SITE,
        social: {},
        contactEmail: 'a@b.test',
        grievanceOfficer: 'G',
      },
      webDistDir(),
    ),
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: TEST_ADMIN_PASSWORD },
  });
  auth = { authorization: `Bearer ${login.json().token as string}` };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await jobs?.close();
  await db?.close();
});

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const agentRunCount = async () =>
  Number(
    (
      await db.db
        .selectFrom('agentRuns')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the agent API (in-process)', () => {
  it('reports its status before any run: Standby, next Monday 09:00 IST, last update Never', async () => {
    const res = await call('GET', '/api/ai-agent/status');
    expect(res.statusCode, res.body).toBe(200);
    const status = AgentStatusSchema.parse(res.json());
    expect(status.isRunning).toBe(false);
    expect(status.mode).toBe('in-process');
    expect(status.lastContentUpdate).toBeNull();
    expect(status.seoScore).toBeNull();
    expect(status.keywordsTracked).toBe(trackedKeywords.length);
    expect(status.schedule).toEqual({
      cron: '0 9 * * 1',
      timeZone: 'Asia/Kolkata',
      description: 'Every Monday at 9:00 AM (India time)',
    });
    // The in-process cron's real next fire time.
    expect(status.nextScheduledRun).toBe(nextMaintenanceRun(new Date()).toISOString());
    expect(new Date(status.nextScheduledRun!).getUTCDay()).toBe(1);
    expect(status.capabilities.length).toBeGreaterThanOrEqual(5);
    expect(status.capabilities.join('\n')).toMatch(/site rank/);
    expect(status.capabilities).toContain(
      'Weekly maintenance: Every Monday at 9:00 AM (India time)',
    );

    const report = SeoReportResponseSchema.parse(
      (await call('GET', '/api/ai-agent/seo-report')).json(),
    );
    expect(report).toMatchObject({ overallScore: null, report: null, history: [], actionPlan: [] });
    const rankings = KeywordRankingsResponseSchema.parse(
      (await call('GET', '/api/ai-agent/keyword-rankings')).json(),
    );
    expect(rankings.checkedAt).toBeNull();
    expect(Object.values(rankings.rankings).every((p) => p === null)).toBe(true);
  });

  it('runs maintenance: audits our own server-rendered pages and ranks keywords by site search', async () => {
    // The spec's client posts with no body at all.
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai-agent/run-maintenance',
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(202);
    const accepted = AgentJobAcceptedSchema.parse(res.json());
    expect(accepted).toMatchObject({
      success: true,
      job: 'weekly-maintenance',
      mode: 'in-process',
    });
    expect(accepted.message).toMatch(/Maintenance started/);
    // Active while the crawl runs (the status card's "Active").
    const running = AgentStatusSchema.parse((await call('GET', '/api/ai-agent/status')).json());
    expect(running.isRunning).toBe(true);
    expect(running.queue.active).toBe(1);
    await jobs.idle();

    const run = await db.db
      .selectFrom('agentRuns')
      .selectAll()
      .where('jobId', '=', accepted.jobId)
      .executeTakeFirstOrThrow();
    expect(run.status, run.error ?? '').toBe('completed');

    const body = SeoReportResponseSchema.parse(
      (await call('GET', '/api/ai-agent/seo-report')).json(),
    );
    expect(body.overallScore).toBeGreaterThanOrEqual(0);
    expect(body.overallScore).toBeLessThanOrEqual(100);
    const report = body.report!;
    const paths = report.pages.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/section/80C', '/faq', '/blog']));
    expect(paths).not.toContain('/admin');
    expect(paths).not.toContain('/ai-dashboard');
    expect(report.summary.pagesAudited).toBeGreaterThan(50);
    const section = report.pages.find((p) => p.path === '/section/80C')!;
    expect(section).toMatchObject({
      httpStatus: 200,
      h1Count: 1,
      canonical: `${SITE}/section/80C`,
      jsonLdValid: true,
    });
    expect(section.wordCount).toBeGreaterThan(150);
    // The sitemap lists every section page the crawl found.
    expect(report.sitemap.missingPages.filter((p) => p.startsWith('/section/'))).toEqual([]);
    expect(report.sitemap.brokenUrls).toEqual([]);
    const k80c = body.keywordPerformance.find((k) => k.keyword === 'section 80c')!;
    expect(k80c).toMatchObject({
      currentRanking: 1,
      rankingSource: 'site rank',
      searchVolume: 90500,
    });
    expect(body.actionPlan.length).toBeGreaterThan(0);
    expect(body.history).toHaveLength(1);
    expect(body.history[0]!.overallScore).toBe(body.overallScore);
    // The documented formula over the stored (rounded) parts.
    const b = report.scoreBreakdown;
    expect(
      Math.abs(
        report.overallScore - Math.round(0.6 * b.pages + 0.25 * b.keywords + 0.15 * b.sitemap),
      ),
    ).toBeLessThanOrEqual(1);

    const rankings = KeywordRankingsResponseSchema.parse(
      (await call('GET', '/api/ai-agent/keyword-rankings')).json(),
    );
    expect(rankings.source).toBe('site rank');
    expect(rankings.rankings['section 80c']).toBe(1);
    const noPage = trackedKeywords.find((k) => k.targetPath === null);
    if (noPage) expect(rankings.rankings[noPage.keyword]).toBeNull();
    expect(rankings.keywords[0]!.searchVolume).toBe(
      Math.max(...trackedKeywords.map((k) => k.searchVolume)),
    );

    const status = AgentStatusSchema.parse((await call('GET', '/api/ai-agent/status')).json());
    expect(status.seoScore).toBe(body.overallScore);
    expect(status.isRunning).toBe(false);
    expect(status.lastMaintenance).toMatchObject({
      job: 'weekly-maintenance',
      status: 'completed',
    });
    expect(status.lastContentUpdate).not.toBeNull();
    expect(status.recentRuns[0]!.job).toBe('weekly-maintenance');
  }, 180_000);

  it('generates a grounded draft; the admin previews, renames, publishes and deletes drafts', async () => {
    const res = await call('POST', '/api/ai-agent/generate-content', {
      topic: 'HRA exemption for renters',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(AgentJobAcceptedSchema.parse(res.json()).message).toMatch(/Content generation started/);
    await call('POST', '/api/ai-agent/generate-content', { topic: 'section 80D health insurance' });
    await jobs.idle();

    const drafts = DraftListSchema.parse((await call('GET', '/api/ai-agent/drafts')).json());
    expect(drafts.map((d) => d.topic).sort()).toEqual([
      'HRA exemption for renters',
      'section 80D health insurance',
    ]);
    const hra = drafts.find((d) => d.topic === 'HRA exemption for renters')!;
    expect(hra.relatedSections).toContain('10(13A)');
    expect(hra.generator).toBe('offline');

    const preview = DraftSchema.parse((await call('GET', `/api/ai-agent/drafts/${hra.id}`)).json());
    expect(preview.content).toContain('](/section/10(13A))');
    // Not public while a draft.
    expect((await app.inject({ method: 'GET', url: `/api/blog/${hra.slug}` })).statusCode).toBe(
      404,
    );

    const renamed = await call('PATCH', `/api/ai-agent/drafts/${hra.id}`, {
      title: 'HRA Exemption: A Renter’s Guide',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(DraftSchema.parse(renamed.json())).toMatchObject({
      title: 'HRA Exemption: A Renter’s Guide',
      slug: 'hra-exemption-a-renter-s-guide',
    });

    const published = await call('POST', `/api/ai-agent/drafts/${hra.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(PublishDraftResponseSchema.parse(published.json())).toMatchObject({
      id: hra.id,
      url: '/blog/hra-exemption-a-renter-s-guide',
    });
    const post = await app.inject({
      method: 'GET',
      url: '/api/blog/hra-exemption-a-renter-s-guide',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json().title).toBe('HRA Exemption: A Renter’s Guide');

    // A published post is no longer a draft.
    expect((await call('GET', `/api/ai-agent/drafts/${hra.id}`)).statusCode).toBe(404);
    const again = await call('POST', `/api/ai-agent/drafts/${hra.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(ErrorEnvelopeSchema.parse(again.json()).message).toMatch(/already published/);
    expect((await call('DELETE', `/api/ai-agent/drafts/${hra.id}`)).statusCode).toBe(409);

    const other = drafts.find((d) => d.id !== hra.id)!;
    const deleted = await call('DELETE', `/api/ai-agent/drafts/${other.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, id: other.id });
    expect((await call('DELETE', `/api/ai-agent/drafts/${other.id}`)).statusCode).toBe(404);
    expect(DraftListSchema.parse((await call('GET', '/api/ai-agent/drafts')).json())).toEqual([]);

    const status = AgentStatusSchema.parse((await call('GET', '/api/ai-agent/status')).json());
    expect(status.draftCount).toBe(0);
  });

  it('optimises content at once and records the run', async () => {
    const res = await call('POST', '/api/ai-agent/optimize-content', {
      content:
        '# Section 80C deductions\n\nSection 80C deductions lower your taxable income. PPF and ELSS count; medical insurance falls under 80D.',
      targetKeyword: 'section 80C deductions',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = OptimizeContentResponseSchema.parse(res.json());
    expect(body.optimizations.keyword.occurrences).toBe(2);
    expect(body.optimizations.keyword.placement.inTitle).toBe(true);
    expect(body.optimizations.internalLinks.map((l) => l.sectionNumber)).toEqual(
      expect.arrayContaining(['80C', '80D']),
    );
    const run = await db.db
      .selectFrom('agentRuns')
      .select(['job', 'status'])
      .where('id', '=', body.runId)
      .executeTakeFirstOrThrow();
    expect(run).toEqual({ job: 'optimize-content', status: 'completed' });
  });

  it.each([
    ['/api/ai-agent/generate-content', { topic: '   ' }, 'topic', /topic is required/],
    ['/api/ai-agent/generate-content', { topic: 42 }, 'topic', /topic must be a string/],
    ['/api/ai-agent/generate-content', {}, 'topic', /topic/],
    ['/api/ai-agent/generate-content', { topic: 'x'.repeat(201) }, 'topic', /at most 200/],
    ['/api/ai-agent/generate-content', { topic: 'ok', publish: true }, '', /publish/],
    ['/api/ai-agent/optimize-content', { content: 'text' }, 'targetKeyword', /targetKeyword/],
    [
      '/api/ai-agent/optimize-content',
      { content: '', targetKeyword: 'k' },
      'content',
      /content is required/,
    ],
    [
      '/api/ai-agent/optimize-content',
      { content: 'x'.repeat(50_001), targetKeyword: 'k' },
      'content',
      /at most 50000/,
    ],
    ['/api/ai-agent/run-maintenance', { now: true }, '', /now/],
  ])(
    'POST %s %j answers 400 naming the field, and starts nothing',
    async (url, payload, path, message) => {
      const before = await agentRunCount();
      const res = await call('POST', url, payload);
      expect(res.statusCode, res.body).toBe(400);
      const body = ErrorEnvelopeSchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      const detail = body.details!.find((d) => (path ? d.path.endsWith(path) : true))!;
      expect(detail, res.body).toBeDefined();
      expect(`${detail.path} ${detail.message}`).toMatch(message);
      await jobs.idle();
      expect(await agentRunCount()).toBe(before);
    },
  );

  it('validates draft ids and titles', async () => {
    expect((await call('GET', '/api/ai-agent/drafts/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/ai-agent/drafts/0')).statusCode).toBe(400);
    expect((await call('GET', '/api/ai-agent/drafts/999999')).statusCode).toBe(404);
    const res = await call('PATCH', '/api/ai-agent/drafts/1', { title: 'ab' });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).details![0]!.message).toMatch(/at least 5/);
  });

  it('answers 401 without the admin token', async () => {
    for (const url of [
      '/api/ai-agent/status',
      '/api/ai-agent/seo-report',
      '/api/ai-agent/drafts',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai-agent/generate-content',
      payload: { topic: 'section 80C' },
    });
    expect(res.statusCode).toBe(401);
  });
});
