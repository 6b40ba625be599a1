import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { ADMIN_FLAG_KEY, ADMIN_TOKEN_KEY, endAdminSession } from '../../lib/admin-session';
import { metaContent, renderRoute } from '../../test/render-route';
import {
  KEYWORD_RANKINGS_STALE_MS,
  KEYWORD_RANKINGS_URL,
  SEO_REPORT_STALE_MS,
  SEO_REPORT_URL,
  STATUS_POLL_MS,
  STATUS_URL,
  agentQueryKey,
} from './api/keys';
import {
  PASSWORD,
  TOKEN,
  envelope,
  installFakeAgentApi,
  type FakeAgentApi,
} from './testing/fake-agent-api';

let api: FakeAgentApi;

beforeEach(() => {
  api = installFakeAgentApi();
});

afterEach(() => {
  act(() => dismissToast());
  endAdminSession();
  vi.useRealTimers();
});

function startSignedIn() {
  window.sessionStorage.setItem(ADMIN_FLAG_KEY, 'true');
  window.sessionStorage.setItem(ADMIN_TOKEN_KEY, TOKEN);
}

async function openDashboard() {
  startSignedIn();
  const view = await renderRoute('/ai-dashboard');
  await screen.findByRole('heading', { level: 1, name: 'AI Agent Dashboard' });
  await screen.findByText('Standby');
  return view;
}

// Inactive tab panels stay in the document, hidden: find a panel through its tab.
const panel = (name: string) =>
  document.getElementById(
    screen.getByRole('tab', { name }).getAttribute('aria-controls') ?? '',
  ) as HTMLElement;

async function openTab(view: Awaited<ReturnType<typeof openDashboard>>, name: string) {
  await view.user.click(screen.getByRole('tab', { name }));
  return panel(name);
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

const agentCalls = () => api.calls.filter((c) => c.path.startsWith('/api/ai-agent/'));

describe('/ai-dashboard: the admin login comes first', { timeout: 20_000 }, () => {
  it('shows the login, noindex, and calls no agent API', async () => {
    await renderRoute('/ai-dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI Agent Dashboard');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(document.title).toBe('AI Agent Dashboard | TaxGuide India');
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
    expect(api.calls).toEqual([]);
  });

  it('opens the dashboard after a login; every agent call carries the bearer token', async () => {
    const view = await renderRoute('/ai-dashboard');
    await view.user.type(screen.getByLabelText('Password'), PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Access Granted')).toBeDefined();
    expect(screen.getByText('Welcome to the AI agent dashboard')).toBeDefined();
    expect(await screen.findByText('Standby')).toBeDefined();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Content',
      'SEO Report',
      'Keywords',
      'Controls',
    ]);
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe(TOKEN);
    await waitFor(() => expect(api.callsTo('GET', SEO_REPORT_URL)).toHaveLength(1));
    expect(agentCalls().length).toBeGreaterThanOrEqual(4);
    for (const call of agentCalls()) expect(call.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('refuses a wrong password and stays locked', async () => {
    const view = await renderRoute('/ai-dashboard');
    await view.user.type(screen.getByLabelText('Password'), 'wrong');
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid password. Please try again.')).toBeDefined();
    expect(screen.getByLabelText('Password')).toBeDefined();
    expect(agentCalls()).toEqual([]);
  });

  it('a session from /admin opens the dashboard directly', async () => {
    await openDashboard();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('returns to the login when the server refuses the token (401), clearing the session', async () => {
    api.fail.set(STATUS_URL, { status: 401, body: envelope(401, 'Token expired') });
    startSignedIn();
    await renderRoute('/ai-dashboard');
    expect(await screen.findByText('Session Expired')).toBeDefined();
    expect(await screen.findByLabelText('Password')).toBeDefined();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
  });

  it('logs out: back to the login, session cleared', async () => {
    const view = await openDashboard();
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged Out')).toBeDefined();
    expect(screen.getByLabelText('Password')).toBeDefined();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});

describe('/ai-dashboard: status cards', { timeout: 20_000 }, () => {
  it('shows Standby, the SEO score in green, "Never" and the keywords tracked', async () => {
    await openDashboard();
    expect(within(card('Agent Status')).getByText('Standby')).toBeDefined();
    const score = within(card('SEO Score')).getByText('84');
    expect(score.getAttribute('data-tone')).toBe('good');
    expect(score.className).toContain('text-green-700');
    expect(within(card('Last Update')).getByText('Never')).toBeDefined();
    expect(within(card('Keywords Tracked')).getByText('24')).toBeDefined();
  });

  it.each([
    { seoScore: 80, tone: 'good', colour: 'text-green-700' },
    { seoScore: 79, tone: 'fair', colour: 'text-amber-700' },
    { seoScore: 60, tone: 'fair', colour: 'text-amber-700' },
    { seoScore: 59, tone: 'poor', colour: 'text-red-700' },
  ])('colours a score of $seoScore $tone', async ({ seoScore, tone, colour }) => {
    api.status.seoScore = seoScore;
    await openDashboard();
    const score = within(card('SEO Score')).getByText(String(seoScore));
    expect(score.getAttribute('data-tone')).toBe(tone);
    expect(score.className).toContain(colour);
  });

  it('shows Active while a job runs, and the last content update', async () => {
    api.status.isRunning = true;
    api.status.queue = { active: 1, waiting: 2 };
    api.status.lastContentUpdate = '2026-11-20T06:30:00.000Z';
    startSignedIn();
    await renderRoute('/ai-dashboard');
    expect(await within(await findCard('Agent Status')).findByText('Active')).toBeDefined();
    expect(screen.getByText('1 running, 2 waiting')).toBeDefined();
    const time = card('Last Update').querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-20T06:30:00.000Z');
    expect(time?.textContent).toMatch(/20 Nov 2026/);
    expect(within(card('Last Update')).queryByText('Never')).toBeNull();
  });

  it('shows "Not measured" before the first SEO report', async () => {
    api.status.seoScore = null;
    await openDashboard();
    expect(within(card('SEO Score')).getByText('Not measured')).toBeDefined();
  });

  it('says so when the status cannot be fetched', async () => {
    api.fail.set(STATUS_URL, { status: 503, body: envelope(503, 'Database unavailable') });
    startSignedIn();
    await renderRoute('/ai-dashboard');
    expect(await screen.findByText('Database unavailable')).toBeDefined();
  });
});

async function findCard(title: string) {
  await screen.findByRole('heading', { level: 2, name: title });
  return card(title);
}

describe('/ai-dashboard: freshness', { timeout: 20_000 }, () => {
  it('polls the status every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openDashboard();
    const before = api.callsTo('GET', STATUS_URL).length;
    api.status.isRunning = true;
    act(() => vi.advanceTimersByTime(STATUS_POLL_MS - 1000));
    expect(api.callsTo('GET', STATUS_URL)).toHaveLength(before);
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(api.callsTo('GET', STATUS_URL)).toHaveLength(before + 1));
    expect(await within(card('Agent Status')).findByText('Active')).toBeDefined();
  });

  it('keeps the SEO report fresh for 5 minutes and the rankings for 10', async () => {
    const view = await openDashboard();
    const options = (url: string) =>
      view.queryClient.getQueryCache().find({ queryKey: agentQueryKey(url) })?.options as {
        staleTime?: number;
        refetchInterval?: number;
      };
    await waitFor(() => expect(options(SEO_REPORT_URL)).toBeDefined());
    expect(STATUS_POLL_MS).toBe(30_000);
    expect(options(STATUS_URL).refetchInterval).toBe(30_000);
    expect(options(SEO_REPORT_URL).staleTime).toBe(5 * 60_000);
    expect(SEO_REPORT_STALE_MS).toBe(300_000);
    expect(options(KEYWORD_RANKINGS_URL).staleTime).toBe(10 * 60_000);
    expect(KEYWORD_RANKINGS_STALE_MS).toBe(600_000);
  });
});

describe('/ai-dashboard: Overview', { timeout: 20_000 }, () => {
  it('lists the capabilities and the recent runs', async () => {
    await openDashboard();
    const overview = panel('Overview');
    expect(
      within(within(overview).getByRole('list', { name: 'Capabilities' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(api.status.capabilities);
    expect(within(overview).getByText('SEO report')).toBeDefined();
    expect(within(overview).getByText('Completed')).toBeDefined();
  });

  it('Run Maintenance Now: "Maintenance Started" and the status asked for again', async () => {
    const view = await openDashboard();
    const before = api.callsTo('GET', STATUS_URL).length;
    await view.user.click(screen.getByRole('button', { name: 'Run Maintenance Now' }));
    expect(await screen.findByText('Maintenance Started')).toBeDefined();
    expect(api.callsTo('POST', '/api/ai-agent/run-maintenance')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', STATUS_URL).length).toBeGreaterThan(before));
    expect(await within(panel('Overview')).findByText('Weekly maintenance')).toBeDefined();
  });

  it('"Maintenance Failed" with the server message', async () => {
    api.fail.set('/api/ai-agent/run-maintenance', {
      status: 503,
      body: envelope(503, 'The agent job queue is unavailable right now'),
    });
    const view = await openDashboard();
    await view.user.click(screen.getByRole('button', { name: 'Run Maintenance Now' }));
    const title = await screen.findByText('Maintenance Failed');
    expect(title.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('The agent job queue is unavailable right now')).toBeDefined();
  });

  it('"Maintenance Failed" / "Failed to run maintenance" when the server says nothing', async () => {
    api.fail.set('/api/ai-agent/run-maintenance', { status: 500 });
    const view = await openDashboard();
    await view.user.click(screen.getByRole('button', { name: 'Run Maintenance Now' }));
    expect(await screen.findByText('Maintenance Failed')).toBeDefined();
    expect(screen.getByText('Failed to run maintenance')).toBeDefined();
  });

  it('Refresh Data asks for every agent resource again', async () => {
    const view = await openDashboard();
    await waitFor(() => expect(api.callsTo('GET', KEYWORD_RANKINGS_URL)).toHaveLength(1));
    await view.user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => {
      expect(api.callsTo('GET', SEO_REPORT_URL)).toHaveLength(2);
      expect(api.callsTo('GET', KEYWORD_RANKINGS_URL)).toHaveLength(2);
      expect(api.callsTo('GET', '/api/ai-agent/drafts')).toHaveLength(2);
    });
  });
});

describe('/ai-dashboard: Content, generate', { timeout: 20_000 }, () => {
  it('needs a non-blank topic', async () => {
    const view = await openDashboard();
    const content = await openTab(view, 'Content');
    const button = within(content).getByRole('button', { name: 'Generate Content' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await view.user.type(within(content).getByLabelText('Topic'), '   ');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await view.user.type(within(content).getByLabelText('Topic'), 'HRA for renters');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts a generation: "Content Generation Started", status refetched, the draft listed', async () => {
    const view = await openDashboard();
    const content = await openTab(view, 'Content');
    await within(content).findByText('Draft guide number 2');
    const before = api.callsTo('GET', STATUS_URL).length;
    await view.user.type(within(content).getByLabelText('Topic'), '  HRA for renters ');
    await view.user.click(within(content).getByRole('button', { name: 'Generate Content' }));
    expect(await screen.findByText('Content Generation Started')).toBeDefined();
    expect(screen.getByText(/Check back in a few minutes/)).toBeDefined();
    expect(api.callsTo('POST', '/api/ai-agent/generate-content')[0]?.body).toEqual({
      topic: 'HRA for renters',
    });
    await waitFor(() => expect(api.callsTo('GET', STATUS_URL).length).toBeGreaterThan(before));
    // The finished run in the new status brings the new draft in.
    expect(await within(content).findByText('A guide to HRA for renters')).toBeDefined();
    expect((within(content).getByLabelText('Topic') as HTMLInputElement).value).toBe('');
  });

  it('"Generation Failed" with the server message, or "Failed to generate content"', async () => {
    api.fail.set('/api/ai-agent/generate-content', {
      status: 400,
      body: envelope(400, 'topic must be at most 200 characters'),
    });
    const view = await openDashboard();
    const content = await openTab(view, 'Content');
    await view.user.type(within(content).getByLabelText('Topic'), 'x');
    await view.user.click(within(content).getByRole('button', { name: 'Generate Content' }));
    expect(await screen.findByText('Generation Failed')).toBeDefined();
    expect(screen.getByText('topic must be at most 200 characters')).toBeDefined();

    api.fail.set('/api/ai-agent/generate-content', { status: 502 });
    await view.user.click(within(content).getByRole('button', { name: 'Generate Content' }));
    expect(await screen.findByText('Failed to generate content')).toBeDefined();
  });
});

describe('/ai-dashboard: Content, optimise', { timeout: 20_000 }, () => {
  async function fill(view: Awaited<ReturnType<typeof openDashboard>>, text: string, kw: string) {
    const content = await openTab(view, 'Content');
    if (text) await view.user.type(within(content).getByLabelText('Content'), text);
    if (kw) await view.user.type(within(content).getByLabelText('Target keyword'), kw);
    return content;
  }

  it.each([
    { text: '', kw: 'section 80c' },
    { text: 'Some article', kw: '' },
    { text: '   ', kw: 'section 80c' },
    { text: 'Some article', kw: '  ' },
  ])('needs both content and keyword ("$text", "$kw")', async ({ text, kw }) => {
    const view = await openDashboard();
    const content = await fill(view, text, kw);
    const button = within(content).getByRole('button', {
      name: 'Optimize Content',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('shows the optimisations: "Content Optimized"', async () => {
    const view = await openDashboard();
    const content = await fill(view, '# My 80C article\n\nText about section 80C.', 'section 80c');
    await view.user.click(within(content).getByRole('button', { name: 'Optimize Content' }));
    expect(await screen.findByText('Content Optimized')).toBeDefined();
    expect(api.callsTo('POST', '/api/ai-agent/optimize-content')[0]?.body).toEqual({
      content: '# My 80C article\n\nText about section 80C.',
      targetKeyword: 'section 80c',
    });
    const results = within(content).getByRole('region', {
      name: 'Optimisation for “section 80c”',
    });
    const r = within(results);
    expect(r.getByText('2.6%')).toBeDefined();
    expect(r.getByText('Improve')).toBeDefined();
    const placement = within(r.getByRole('list', { name: 'Keyword placement' }));
    expect(placement.getByText('In the title').querySelector('[aria-label="Yes"]')).not.toBeNull();
    expect(
      placement.getByText('In the first paragraph').querySelector('[aria-label="No"]'),
    ).not.toBeNull();
    expect(
      r.getByText('Section 80C Deduction: Limits, Investments and How to Claim', { exact: false }),
    ).toBeDefined();
    expect(r.getByText(/the ₹1.5 lakh limit/)).toBeDefined();
    expect(r.getByText('More than one h1 heading (2)')).toBeDefined();
    expect(r.getByText('58/100')).toBeDefined();
    expect(
      r.getByRole('link', { name: 'Section 80C: Deduction for investments' }).getAttribute('href'),
    ).toBe('/section/80C');
    expect(r.getByText('Which investments qualify under 80C?')).toBeDefined();
    expect(r.getByText('Use one h1 heading only.')).toBeDefined();
  });

  it('"Optimization Failed" with the server message', async () => {
    api.fail.set('/api/ai-agent/optimize-content', {
      status: 400,
      body: envelope(400, 'content must be at most 50000 characters'),
    });
    const view = await openDashboard();
    const content = await fill(view, 'Text', 'kw');
    await view.user.click(within(content).getByRole('button', { name: 'Optimize Content' }));
    expect(await screen.findByText('Optimization Failed')).toBeDefined();
    expect(screen.getByText('content must be at most 50000 characters')).toBeDefined();
    expect(within(content).queryByRole('region', { name: /Optimisation for/ })).toBeNull();
  });

  it('"Optimization Failed" / "Failed to optimize content" when the server says nothing', async () => {
    api.fail.set('/api/ai-agent/optimize-content', { status: 500 });
    const view = await openDashboard();
    const content = await fill(view, 'Text', 'kw');
    await view.user.click(within(content).getByRole('button', { name: 'Optimize Content' }));
    expect(await screen.findByText('Failed to optimize content')).toBeDefined();
  });
});

describe('/ai-dashboard: SEO Report', { timeout: 20_000 }, () => {
  it('shows the score, the top 5 keywords by volume, the top 3 actions and the recommendations', async () => {
    const view = await openDashboard();
    const seo = await openTab(view, 'SEO Report');
    const score = await within(seo).findByText('84');
    expect(score.getAttribute('data-tone')).toBe('good');
    const keywords = within(within(seo).getByRole('list', { name: 'Top keywords' })).getAllByRole(
      'listitem',
    );
    expect(keywords.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'income tax calculator',
      'section 80c',
      'hra exemption',
      'tds rates',
      'advance tax',
    ]);
    expect(keywords[0]?.textContent).toContain('90,000 searches a month');
    expect(keywords[0]?.textContent).toContain('#2 site rank');
    expect(keywords[3]?.textContent).toContain('Not ranked');
    const actions = within(within(seo).getByRole('list', { name: 'Action plan' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(actions).toEqual(api.seoReport.actionPlan.slice(0, 3));
    expect(within(seo).getByText('Write a page for "tds rates"')).toBeDefined();
  });

  it('offers the first audit when there is no report yet', async () => {
    api.seoReport = {
      overallScore: null,
      keywordPerformance: [],
      actionPlan: [],
      contentRecommendations: [],
      generatedAt: null,
      report: null,
      history: [],
    };
    const view = await openDashboard();
    const seo = await openTab(view, 'SEO Report');
    expect(await within(seo).findByText('No SEO report yet')).toBeDefined();
    await view.user.click(within(seo).getByRole('button', { name: 'Refresh SEO Report' }));
    expect(await screen.findByText('SEO Audit Started')).toBeDefined();
    expect(api.callsTo('POST', '/api/ai-agent/seo-report/refresh')).toHaveLength(1);
  });

  it('says so when the report cannot be fetched', async () => {
    api.fail.set(SEO_REPORT_URL, { status: 500, body: envelope(500, 'Internal Server Error') });
    const view = await openDashboard();
    const seo = await openTab(view, 'SEO Report');
    expect(await within(seo).findByText('Internal Server Error')).toBeDefined();
  });
});

describe('/ai-dashboard: Keywords', { timeout: 20_000 }, () => {
  it('lists keyword to position, coloured, labelled "site rank"', async () => {
    const view = await openDashboard();
    const keywords = await openTab(view, 'Keywords');
    await within(keywords).findByText('income tax calculator');
    expect(within(keywords).getByText(/Positions are the site rank/)).toBeDefined();
    const rows = within(keywords).getAllByRole('row').slice(1);
    const cells = rows.map((row) => ({
      keyword: within(row).getByRole('rowheader').textContent,
      position: row.querySelectorAll('td')[0]?.textContent,
      badge: row.querySelector('td span')?.className ?? '',
    }));
    expect(cells.map(({ keyword, position }) => [keyword, position])).toEqual([
      ['income tax calculator', '#2 site rank'],
      ['section 80c', '#14 site rank'],
      ['hra exemption', '#45 site rank'],
      ['tds rates', 'Not found site rank'],
    ]);
    expect(cells[0]?.badge).toContain('bg-green-100');
    expect(cells[1]?.badge).toContain('bg-amber-100');
    expect(cells[2]?.badge).toContain('bg-red-100');
    expect(cells[3]?.badge).toContain('bg-slate-100');
  });

  it('tells a keyword never checked ("Not checked yet") from one checked and not found', async () => {
    const never = { ...api.rankings.keywords[3]!, keyword: 'advance tax', checkedAt: null };
    api.rankings = {
      ...api.rankings,
      rankings: { ...api.rankings.rankings, 'advance tax': null },
      keywords: [...api.rankings.keywords, never],
    };
    const view = await openDashboard();
    const keywords = await openTab(view, 'Keywords');
    const position = async (name: string) =>
      (await within(keywords).findByRole('rowheader', { name })).closest('tr')?.querySelector('td')
        ?.textContent;
    expect(await position('tds rates')).toBe('Not found site rank');
    expect(await position('advance tax')).toBe('Not checked yet');
  });

  it('Check Rankings Now starts a ranking check', async () => {
    const view = await openDashboard();
    const keywords = await openTab(view, 'Keywords');
    await view.user.click(within(keywords).getByRole('button', { name: 'Check Rankings Now' }));
    expect(await screen.findByText('Ranking Check Started')).toBeDefined();
    expect(api.callsTo('POST', '/api/ai-agent/keyword-rankings/refresh')).toHaveLength(1);
    // The finished check brings the rankings in again.
    await waitFor(() => expect(api.callsTo('GET', KEYWORD_RANKINGS_URL)).toHaveLength(2));
  });
});

describe('/ai-dashboard: Controls', { timeout: 20_000 }, () => {
  it('notes the Monday 9 AM schedule and the next run', async () => {
    const view = await openDashboard();
    const controls = await openTab(view, 'Controls');
    expect(within(controls).getByText(/every Monday at 9 AM/)).toBeDefined();
    expect(
      within(controls)
        .getByText(/Next run/)
        .parentElement?.querySelector('time')?.dateTime,
    ).toBe('2026-11-30T03:30:00.000Z');
  });

  it('Run Full Maintenance and Refresh SEO Report start their jobs', async () => {
    const view = await openDashboard();
    const controls = await openTab(view, 'Controls');
    await view.user.click(within(controls).getByRole('button', { name: 'Run Full Maintenance' }));
    expect(await screen.findByText('Maintenance Started')).toBeDefined();
    await view.user.click(within(controls).getByRole('button', { name: 'Refresh SEO Report' }));
    expect(await screen.findByText('SEO Audit Started')).toBeDefined();
    expect(api.callsTo('POST', '/api/ai-agent/run-maintenance')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/ai-agent/seo-report/refresh')).toHaveLength(1);
    // The finished audit brings the report in again.
    await waitFor(() =>
      expect(api.callsTo('GET', SEO_REPORT_URL).length).toBeGreaterThanOrEqual(2),
    );
  });
});
