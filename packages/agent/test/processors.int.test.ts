import { createLlmClient } from '@taxguide/ai';
import { trackedKeywords } from '@taxguide/content';
import { seedContent } from '@taxguide/db';
import { createTestDb, type TestDb } from '@taxguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../ai/test/fake-openai-server';
import { readContentVersion } from '../src/content-version';
import { executeJob } from '../src/execute';
import { PermanentJobError, type JobContext } from '../src/job';
import { generateContentJob } from '../src/jobs/generate-content';
import { keywordRankingsJob } from '../src/jobs/keyword-rankings';
import { optimizeContentJob } from '../src/jobs/optimize-content';
import { storedReport } from '../src/jobs/seo-report';
import { weeklyMaintenanceJob } from '../src/jobs/weekly-maintenance';
import { latestKeywordRankings, siteSearchRankProvider } from '../src/rankings';
import { fakeSite, page, robots, SITE, sitemap } from './fake-site';

const silentLog = { info() {}, warn() {}, error() {} };
let test: TestDb;
let llmServer: FakeOpenAiServer;

beforeAll(async () => {
  test = await createTestDb();
  await seedContent(test.db);
  llmServer = await startFakeOpenAiServer();
});
afterAll(async () => {
  await llmServer.close();
  await test.close();
});

const context = (extra: Partial<JobContext> = {}): JobContext => ({
  db: test.db,
  log: silentLog,
  now: () => new Date('2026-06-15T03:30:00Z'),
  ...extra,
});

/** A small site whose search ranks /section/80C second for "section 80c". */
function smallSite() {
  const searchFor = (results: string[]) => ({
    contentType: 'application/json',
    body: JSON.stringify({
      query: 'q',
      total: results.length,
      results: results.map((url) => ({ url })),
    }),
  });
  const routes: Parameters<typeof fakeSite>[0] = {
    '/robots.txt': { body: robots, contentType: 'text/plain' },
    '/sitemap.xml': { body: sitemap(['/', '/section/80C']), contentType: 'application/xml' },
    '/': page('/', { links: ['/section/80C'] }),
    '/section/80C': page('/section/80C', {
      title: 'Section 80C: Deductions up to 1.5 lakh',
      links: ['/'],
    }),
  };
  for (const k of trackedKeywords)
    routes[`/api/search?q=${encodeURIComponent(k.keyword)}&limit=50`] = searchFor(
      k.keyword === 'section 80c' ? ['/section/80CCD(1)', '/section/80C'] : ['/faq#x'],
    );
  return fakeSite(routes);
}

describe('generate-content', () => {
  it('writes one draft per job, grounded in and citing our sections, never published', async () => {
    const ctx = context({ jobId: 'gen-1' });
    const first = await generateContentJob.process({ topic: 'section 80C deductions' }, ctx);
    const again = await generateContentJob.process({ topic: 'section 80C deductions' }, ctx);
    expect(again.draftId).toBe(first.draftId);
    const rows = await test.db
      .selectFrom('blogPosts')
      .selectAll()
      .where('agentJobId', '=', 'gen-1')
      .execute();
    expect(rows).toHaveLength(1);
    const draft = rows[0]!;
    expect(draft.status).toBe('draft');
    expect(draft.publishedAt).toBeNull();
    expect(draft.origin).toBe('agent');
    expect(draft.agentGenerator).toBe('offline');
    expect(draft.agentTopic).toBe('section 80C deductions');
    expect(draft.relatedSections[0]).toBe('80C');
    expect(draft.markdown).toContain('## Section 80C:');
    expect(draft.markdown).toContain('](/section/80C)');
    expect(draft.title).toMatch(/^Section 80C Deductions: What Section/);
    expect(draft.slug).toBe(first.slug);
  });

  it('uses the model when its draft is grounded, and falls back when it invents figures', async () => {
    const llm = createLlmClient({
      apiKey: 'k',
      baseUrl: llmServer.baseUrl,
      model: 'm',
      timeoutMs: 5_000,
    });
    llmServer.script(
      {
        kind: 'json',
        body: {
          title: 'Health Insurance and Section 80D',
          excerpt: 'What section 80D lets you deduct for health insurance.',
          parts: [
            { heading: 'The deduction', body: 'Premiums you pay count.', citedSections: ['80D'] },
          ],
        },
      },
      {
        kind: 'json',
        body: {
          title: 'Health Insurance and Section 80D',
          excerpt: 'Deduct up to ₹9,99,999.',
          parts: [
            { heading: 'The deduction', body: 'Up to ₹9,99,999 a year.', citedSections: ['80D'] },
          ],
        },
      },
    );
    const model = await generateContentJob.process(
      { topic: 'section 80D health insurance' },
      context({ jobId: 'gen-model', llm }),
    );
    expect(model.generator).toBe('model');
    const row = await test.db
      .selectFrom('blogPosts')
      .selectAll()
      .where('id', '=', model.draftId)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Health Insurance and Section 80D');
    expect(row.markdown).toContain('Sources: [section 80D](/section/80D).');
    // The request carried our sections as the only context.
    expect(llmServer.requests.at(-1)!.body.messages!.at(-1)!.content).toMatch(
      /CONTEXT:[\s\S]*Section 80D/,
    );

    const invented = await generateContentJob.process(
      { topic: 'section 80D health insurance' },
      context({ jobId: 'gen-invented', llm }),
    );
    expect(invented.generator).toBe('offline');
    expect(invented.modelProblem).toMatch(/figures not in our sections: 999999/);
  });

  it('fails permanently for a topic none of our sections covers', async () => {
    await expect(
      generateContentJob.process(
        { topic: 'zzqx wibble frobnicate' },
        context({ jobId: 'gen-none' }),
      ),
    ).rejects.toBeInstanceOf(PermanentJobError);
  });

  it('records a bad payload as failed without running it', async () => {
    await expect(
      executeJob('generate-content', { topic: '   ' }, context(), {
        jobId: 'bad-1',
        attempt: 1,
        finalAttempt: false,
      }),
    ).rejects.toBeInstanceOf(PermanentJobError);
    const run = await test.db
      .selectFrom('agentRuns')
      .selectAll()
      .where('jobId', '=', 'bad-1')
      .executeTakeFirstOrThrow();
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/Invalid payload for generate-content: topic topic is required/);
  });
});

describe('optimize-content', () => {
  it('reads our sections from the database for internal links', async () => {
    const result = await optimizeContentJob.process(
      {
        content:
          '# HRA guide\n\nHRA exemption under section 10(13A) needs rent receipts. See also 80GG.',
        targetKeyword: 'hra exemption',
      },
      context(),
    );
    expect(result.internalLinks.map((l) => l.sectionNumber)).toEqual(
      expect.arrayContaining(['10(13A)', '80GG']),
    );
    expect(result.keyword.occurrences).toBe(1);
  });
});

describe('keyword rankings', () => {
  it('labels positions "site rank", finds the target page in our search and never invents one', async () => {
    const site = smallSite();
    const result = await keywordRankingsJob.process({}, context({ pages: site, siteUrl: SITE }));
    // "section 80c" at 2, and every keyword whose target is the FAQ page at 1 (the search's /faq#x).
    const faqTargets = trackedKeywords.filter((k) => k.targetPath === '/faq').length;
    expect(result).toEqual({
      source: 'site rank',
      checked: trackedKeywords.length,
      ranked: 1 + faqTargets,
    });
    const latest = await latestKeywordRankings(test.db);
    expect(latest.get('section 80c')).toMatchObject({
      position: 2,
      source: 'site rank',
      url: '/section/80C',
    });
    const noPage = trackedKeywords.find((k) => k.targetPath === null)!;
    expect(latest.get(noPage.keyword)).toMatchObject({ position: null, url: null });
    // No search was made for a keyword without a page.
    expect(site.requested.some((p) => p.includes(encodeURIComponent(noPage.keyword)))).toBe(false);
  });

  it('the provider fails (transient) when the search does not answer', async () => {
    const provider = siteSearchRankProvider(fakeSite({}));
    await expect(provider.rank(trackedKeywords[0]!)).rejects.toThrow(/site search answered 404/);
  });
});

describe('weekly-maintenance', () => {
  it('snapshots popular sections, notices content changes, purges old personal data and stores an SEO report', async () => {
    await test.db
      .updateTable('sections')
      .set({ views: 40 })
      .where('sectionNumber', '=', '87A')
      .execute();
    const old = new Date('2026-01-01T00:00:00Z');
    const recent = new Date('2026-06-01T00:00:00Z');
    await test.db
      .insertInto('leads')
      .values([
        {
          email: 'old@example.com',
          source: 'pdf_download',
          ip: '203.0.113.1',
          userAgent: 'UA',
          createdAt: old,
        },
        {
          email: 'new@example.com',
          source: 'pdf_download',
          ip: '203.0.113.2',
          userAgent: 'UA',
          createdAt: recent,
        },
      ])
      .execute();
    let pdfBuilds = 0;
    const ctx = context({
      pages: smallSite(),
      siteUrl: SITE,
      jobId: 'maint-1',
      artifacts: {
        async warmPdfGuide() {
          pdfBuilds++;
          return { key: 'abcdef0123456789' };
        },
      },
    });
    const first = await weeklyMaintenanceJob.process({ trigger: 'schedule' }, ctx);
    expect(first.popularSections[0]).toBe('87A');
    expect(first.contentChanged).toBe(true);
    expect(first).toMatchObject({
      sitemap: { status: 200, urls: 2 },
      pdfGuide: { key: 'abcdef012345' },
    });
    expect(first.personalData.leadsCleared).toBe(1);
    const leads = await test.db
      .selectFrom('leads')
      .select(['email', 'ip', 'userAgent'])
      .orderBy('email')
      .execute();
    expect(leads).toEqual([
      { email: 'new@example.com', ip: '203.0.113.2', userAgent: 'UA' },
      { email: 'old@example.com', ip: null, userAgent: null },
    ]);
    expect((await readContentVersion(test.db))?.hash).toMatch(/^[0-9a-f]{64}$/);

    const reports = await test.db.selectFrom('seoReports').selectAll().execute();
    expect(reports).toHaveLength(1);
    const report = storedReport(reports[0]!);
    expect(report.overallScore).toBe(first.seoReport.overallScore);
    expect(report.keywordPerformance.find((k) => k.keyword === 'section 80c')).toMatchObject({
      currentRanking: 2,
      rankingSource: 'site rank',
    });

    // Run again by the same job (a retry): same report replaced, content unchanged, no PDF build.
    const again = await weeklyMaintenanceJob.process({ trigger: 'schedule' }, ctx);
    expect(again.contentChanged).toBe(false);
    expect(pdfBuilds).toBe(1);
    expect(await test.db.selectFrom('seoReports').select('id').execute()).toHaveLength(1);

    // A content change is noticed by the next run.
    await test.db
      .updateTable('sections')
      .set({ summary: 'Changed.', updatedAt: new Date('2026-06-16T00:00:00Z') })
      .where('sectionNumber', '=', '80C')
      .execute();
    const changed = await weeklyMaintenanceJob.process(
      { trigger: 'manual' },
      context({ ...ctx, jobId: 'maint-2' }),
    );
    expect(changed.contentChanged).toBe(true);
    expect(pdfBuilds).toBe(2);
    expect(await test.db.selectFrom('seoReports').select('id').execute()).toHaveLength(2);
  });
});
