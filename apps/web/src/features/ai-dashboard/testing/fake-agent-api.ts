import type {
  AgentRun,
  AgentStatus,
  Draft,
  KeywordRankingsResponse,
  Optimizations,
  SeoReportResponse,
} from '@taxguide/contracts/agent';
import { serveFakeApi } from '../../../test/msw/fake-api';

/**
 * The agent API in memory for the dashboard's page tests (served through the MSW mock API): it checks the bearer token, records
 * every call, and behaves like the server (a generation adds a draft and a finished run, a
 * publish removes the draft, ...). `fail` forces an answer for a path.
 */
export const PASSWORD = 'the admin password';
export const TOKEN = 'header.payload.signature';

export interface Call {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface FakeAgentApi {
  calls: Call[];
  status: AgentStatus;
  seoReport: SeoReportResponse;
  rankings: KeywordRankingsResponse;
  drafts: Draft[];
  optimizations: Optimizations;
  /** Path (or "METHOD path") -> a forced answer. */
  fail: Map<string, { status: number; body?: unknown }>;
  /** Calls of one method and path. */
  callsTo(method: string, path: string): Call[];
}

export const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 5, minute)).toISOString();

export const envelope = (status: number, message: string) => ({
  statusCode: status,
  code: 'X',
  error: 'Reason',
  message,
  requestId: 'r1',
});

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function run(id: number, job: string, status: AgentRun['status']): AgentRun {
  return {
    id,
    job,
    status,
    attempts: 1,
    error: status === 'failed' ? 'The model did not answer' : null,
    startedAt: at(id),
    finishedAt: status === 'completed' || status === 'failed' ? at(id + 1) : null,
    createdAt: at(id),
  };
}

export function draft(id: number, extra: Partial<Draft> = {}): Draft {
  return {
    id,
    slug: `draft-${id}`,
    title: `Draft guide number ${id}`,
    excerpt: `What draft ${id} is about.`,
    category: 'tax planning',
    topic: `topic ${id}`,
    relatedSections: ['80C', '80D'],
    generator: 'offline',
    wordCount: 640,
    readTime: 4,
    createdAt: at(10 + id),
    updatedAt: at(10 + id),
    content: `## Heading of draft ${id}\n\nBody text of draft ${id} citing section 80C.`,
    ...extra,
  };
}

const keyword = (name: string, volume: number, ranking: number | null) => ({
  keyword: name,
  searchVolume: volume,
  difficulty: 40,
  currentRanking: ranking,
  rankingSource: 'site rank',
  targetPath: ranking === null ? null : '/section/80C',
  coveredBy: ranking === null ? [] : ['/section/80C'],
});

export function optimizationsFor(targetKeyword: string): Optimizations {
  return {
    targetKeyword,
    wordCount: 312,
    keyword: {
      occurrences: 4,
      density: 2.6,
      targetDensity: { min: 0.5, max: 2.5 },
      verdict: 'improve',
      placement: {
        inTitle: true,
        inFirstParagraph: false,
        inHeadings: true,
        inLastParagraph: false,
      },
    },
    title: {
      current: 'My 80C article',
      currentLength: 14,
      suggestions: ['Section 80C Deduction: Limits, Investments and How to Claim'],
      maxLength: 60,
    },
    metaDescription: {
      suggestions: [
        'Learn how the section 80C deduction works: the ₹1.5 lakh limit and what counts.',
      ],
      maxLength: 160,
    },
    headings: {
      h1Count: 2,
      outline: [
        { level: 1, text: 'My 80C article' },
        { level: 1, text: 'Another top heading' },
      ],
      issues: ['More than one h1 heading (2)'],
    },
    readability: {
      score: 58,
      grade: 'Fairly difficult',
      averageSentenceLength: 21.4,
      averageSyllablesPerWord: 1.6,
      longSentences: 3,
    },
    internalLinks: [
      {
        sectionNumber: '80C',
        title: 'Deduction for investments',
        url: '/section/80C',
        anchorText: 'section 80C',
        alreadyLinked: false,
      },
    ],
    unansweredQuestions: [
      { id: 'faq-3', question: 'Which investments qualify under 80C?', category: 'deductions' },
    ],
    suggestions: [
      { severity: 'problem', message: 'Use one h1 heading only.' },
      { severity: 'improve', message: 'Mention the keyword in the first paragraph.' },
    ],
  };
}

export function installFakeAgentApi(): FakeAgentApi {
  let nextRun = 20;
  let nextDraft = 3;
  const api: FakeAgentApi = {
    calls: [],
    status: {
      isRunning: false,
      nextScheduledRun: '2026-11-30T03:30:00.000Z',
      lastContentUpdate: null,
      capabilities: [
        'Generate draft guides grounded in our sections',
        'Optimise content for a target keyword',
      ],
      mode: 'in-process',
      schedule: {
        cron: '0 9 * * 1',
        timeZone: 'Asia/Kolkata',
        description: 'Every Monday at 9:00 AM (India time)',
      },
      seoScore: 84,
      keywordsTracked: 24,
      draftCount: 2,
      queue: { active: 0, waiting: 0 },
      lastMaintenance: null,
      recentRuns: [run(5, 'seo-report', 'completed')],
    },
    seoReport: {
      overallScore: 84,
      keywordPerformance: [
        keyword('income tax calculator', 90_000, 2),
        keyword('section 80c', 60_000, 14),
        keyword('hra exemption', 40_000, 45),
        keyword('tds rates', 30_000, null),
        keyword('advance tax', 20_000, 7),
        keyword('presumptive taxation', 5_000, 3),
      ],
      actionPlan: [
        'Fix 2 broken links on /blog',
        'Shorten 3 titles over 60 characters',
        'Add a description to /faq',
        'Add alt text to 1 image',
      ],
      contentRecommendations: ['Write a page for "tds rates"'],
      generatedAt: at(6),
      report: null,
      history: [],
    },
    rankings: {
      rankings: {
        'income tax calculator': 2,
        'section 80c': 14,
        'hra exemption': 45,
        'tds rates': null,
      },
      keywords: [
        {
          keyword: 'income tax calculator',
          position: 2,
          source: 'site rank',
          searchVolume: 90_000,
          difficulty: 60,
          targetPath: '/calculators',
          checkedAt: at(7),
        },
        {
          keyword: 'section 80c',
          position: 14,
          source: 'site rank',
          searchVolume: 60_000,
          difficulty: 50,
          targetPath: '/section/80C',
          checkedAt: at(7),
        },
        {
          keyword: 'hra exemption',
          position: 45,
          source: 'site rank',
          searchVolume: 40_000,
          difficulty: 40,
          targetPath: '/section/10',
          checkedAt: at(7),
        },
        {
          keyword: 'tds rates',
          position: null,
          source: 'site rank',
          searchVolume: 30_000,
          difficulty: 30,
          targetPath: null,
          checkedAt: at(7),
        },
      ],
      source: 'site rank',
      checkedAt: at(7),
    },
    drafts: [draft(2), draft(1)],
    optimizations: optimizationsFor('section 80c'),
    fail: new Map(),
    callsTo: (method, path) => api.calls.filter((c) => c.method === method && c.path === path),
  };

  const accepted = (job: string) => {
    const id = nextRun++;
    api.status.recentRuns = [run(id, job, 'completed'), ...api.status.recentRuns];
    return json(202, {
      success: true,
      message: 'Started.',
      job,
      jobId: String(id),
      mode: 'in-process',
    });
  };

  function handle(method: string, path: string, authorization: string | null, body: unknown) {
    if (path === '/api/admin/login') {
      return (body as { password: string }).password === PASSWORD
        ? json(200, { success: true, token: TOKEN, expiresAt: at(59) })
        : json(401, { success: false, ...envelope(401, 'Invalid password') });
    }
    if (authorization !== `Bearer ${TOKEN}`)
      return json(401, envelope(401, 'Admin login required'));
    const forced = api.fail.get(`${method} ${path}`) ?? api.fail.get(path);
    if (forced) return json(forced.status, forced.body);
    switch (`${method} ${path}`) {
      case 'GET /api/ai-agent/status':
        return json(200, { ...api.status, draftCount: api.drafts.length });
      case 'GET /api/ai-agent/seo-report':
        return json(200, api.seoReport);
      case 'GET /api/ai-agent/keyword-rankings':
        return json(200, api.rankings);
      case 'GET /api/ai-agent/drafts':
        return json(
          200,
          api.drafts.map(({ content: _content, ...summary }) => summary),
        );
      case 'POST /api/ai-agent/generate-content': {
        const { topic } = body as { topic: string };
        api.drafts = [draft(nextDraft++, { topic, title: `A guide to ${topic}` }), ...api.drafts];
        return accepted('generate-content');
      }
      case 'POST /api/ai-agent/run-maintenance':
        return accepted('weekly-maintenance');
      case 'POST /api/ai-agent/seo-report/refresh':
        return accepted('seo-report');
      case 'POST /api/ai-agent/keyword-rankings/refresh':
        return accepted('keyword-rankings');
      case 'POST /api/ai-agent/optimize-content':
        return json(200, {
          success: true,
          runId: nextRun++,
          optimizations: {
            ...api.optimizations,
            targetKeyword: (body as { targetKeyword: string }).targetKeyword,
          },
        });
    }
    const match = /^\/api\/ai-agent\/drafts\/(\d+)(\/publish)?$/.exec(path);
    const found = match ? api.drafts.find((d) => d.id === Number(match[1])) : undefined;
    if (match && !found) return json(404, envelope(404, 'No such draft'));
    if (match && found) {
      if (method === 'GET' && !match[2]) return json(200, found);
      if (method === 'PATCH' && !match[2]) {
        found.title = (body as { title: string }).title;
        return json(200, found);
      }
      if (method === 'DELETE' && !match[2]) {
        api.drafts = api.drafts.filter((d) => d !== found);
        return json(200, { success: true, id: found.id });
      }
      if (method === 'POST' && match[2]) {
        api.drafts = api.drafts.filter((d) => d !== found);
        api.status.lastContentUpdate = at(30);
        return json(200, {
          success: true,
          id: found.id,
          slug: found.slug,
          url: `/blog/${found.slug}`,
          publishedAt: at(30),
        });
      }
    }
    // Not the agent API's: the default handlers answer (or the test fails as unexpected).
    return undefined;
  }

  serveFakeApi(({ method, url, authorization, body }) => {
    api.calls.push({ method, path: url.pathname, authorization, body });
    return handle(method, url.pathname, authorization, body);
  });
  return api;
}
