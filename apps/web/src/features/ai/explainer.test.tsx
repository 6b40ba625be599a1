import type { ExplainResponse } from '@taxguide/contracts/ai';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, stubApi, type ApiStub } from '../../test/api-stub';
import { homeStubs } from '../../test/content-fixtures';
import { dismissToast } from '../../components/ui/use-toast';
import { renderRoute } from '../../test/render-route';
import { EXAMPLE_QUERIES } from './explainer';
import { SAVED_ANSWERS_KEY } from '../../lib/saved-answers';

afterEach(() => {
  // The toast store is the page's (module state): start each test without one.
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const answer24b: ExplainResponse = {
  section: 'Section 24(b): Interest on Housing Loan',
  sectionNumber: '24(b)',
  explanation:
    'Interest on a loan taken to buy or build a house is deductible from income from house property.',
  keyPoints: [
    'Up to ₹2,00,000 a year for a self-occupied house (old regime).',
    'Construction must finish within five years.',
  ],
  examples: ['Interest of ₹2,40,000 on a self-occupied home: ₹2,00,000 is deductible.'],
  relatedSections: ['80C', '80EEA'],
  citations: [
    {
      sectionNumber: '24(b)',
      act2025Section: '22(1)(b)',
      title: 'Interest on Housing Loan',
      url: '/section/24(b)',
    },
  ],
  source: 'offline',
  kind: 'section',
};

/** The toast text in the polite (news) or assertive (error) live region. */
function toastText(kind: 'status' | 'alert'): string {
  const live = kind === 'status' ? 'polite' : 'assertive';
  return document.querySelector(`[role="${kind}"][aria-live="${live}"]`)?.textContent ?? '';
}

async function renderHome(routes: Record<string, unknown> = {}, path = '/') {
  const api = stubApi({ ...homeStubs(), ...(routes as Record<string, object>) });
  const rendered = await renderRoute(path);
  // The block is an island: its code loads after the page.
  const form = await screen.findByRole(
    'form',
    { name: 'AI tax law explainer' },
    { timeout: 10_000 },
  );
  const block = screen.getByRole('region', { name: 'AI Tax Law Explainer' });
  return { ...rendered, api, form, block };
}

const queryBox = () => screen.getByRole('textbox', { name: 'Your question' }) as HTMLInputElement;
const submit = () =>
  screen.getByRole('button', { name: /^(Explain|Generating Explanation\.\.\.)$/ });
const explainCalls = (api: ApiStub) => api.callsTo('POST', '/api/ai/explain');

// Whole-route renders on a shared 2-core machine: more than the default 5 s when it is busy.
describe('home AI explainer', { timeout: 20_000 }, () => {
  it('offers the five popular examples; a click fills the box; submit is disabled while blank', async () => {
    const { user, block, api } = await renderHome();
    const examples = within(block)
      .getByRole('list', { name: 'Popular questions' })
      .querySelectorAll('button');
    const english = EXAMPLE_QUERIES.map((q) => q.message);
    expect(Array.from(examples, (b) => b.textContent)).toEqual(english);
    expect(english).toEqual([
      'Section 24(b)',
      '80D medical insurance',
      'Long term capital gains',
      'HRA exemption',
      'Section 194C TDS',
    ]);
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(queryBox(), '   ');
    expect(submit()).toHaveProperty('disabled', true);

    await user.click(within(block).getByRole('button', { name: 'HRA exemption' }));
    expect(queryBox().value).toBe('HRA exemption');
    expect(submit()).toHaveProperty('disabled', false);
    // Filling is not asking.
    expect(explainCalls(api)).toHaveLength(0);

    await user.clear(queryBox());
    expect(submit()).toHaveProperty('disabled', true);
    await user.keyboard('{Enter}');
    expect(explainCalls(api)).toHaveLength(0);
  });

  it('shows "Generating Explanation..." on a disabled button while the answer is on its way', async () => {
    const { user, api } = await renderHome({ 'POST /api/ai/explain': 'pending' });
    await user.click(screen.getByRole('button', { name: 'Section 24(b)' }));
    await user.click(submit());
    const button = await screen.findByRole('button', { name: 'Generating Explanation...' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('status', { name: 'Generating explanation' })).toBeDefined();
    expect(explainCalls(api).map((c) => JSON.parse(c.body ?? '{}'))).toEqual([
      { query: 'Section 24(b)' },
    ]);
  });

  it('shows the answer panel: section, explanation, key points, examples, related sections and sources', async () => {
    const { user } = await renderHome({ 'POST /api/ai/explain': answer24b });
    await user.type(queryBox(), '  home loan interest  ');
    await user.click(submit());
    const panel = await screen.findByRole('region', { name: 'Explanation' });
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe(answer24b.section);
    expect(panel.textContent).toContain('You asked: “home loan interest”');
    expect(panel.textContent).toContain(answer24b.explanation);
    const list = (name: string) =>
      within(panel).getByRole('heading', { name }).parentElement!.querySelectorAll('li');
    expect(Array.from(list('Key points'), (li) => li.textContent)).toEqual(answer24b.keyPoints);
    expect(Array.from(list('Examples'), (li) => li.textContent)).toEqual(answer24b.examples);
    const related = within(
      within(panel).getByRole('list', { name: 'Related sections' }),
    ).getAllByRole('link');
    expect(related.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Section 80C', '/section/80C'],
      ['Section 80EEA', '/section/80EEA'],
    ]);
    const source = within(panel).getByRole('link', {
      name: 'Section 24(b): Interest on Housing Loan',
    });
    expect(source.getAttribute('href')).toBe('/section/24(b)');
    expect(panel.textContent).toContain('Income-tax Act 2025: section 22(1)(b)');
    await waitFor(() => expect(toastText('status')).toContain('Explanation Generated'));
    // The answer takes the focus, so it is read out and scrolled to.
    expect(document.activeElement).toBe(panel);
  });

  it('shows the engine working of a calculation answer in rupees', async () => {
    const calculation: ExplainResponse = {
      ...answer24b,
      section: 'Income tax on ₹15,00,000 (new regime, FY 2026-27)',
      sectionNumber: '115BAC',
      kind: 'calculation',
      financialYear: '2026-27',
      working: [
        { label: 'Gross income', amount: 1_500_000, section: null, section2025: null },
        { label: 'Total tax', amount: 97_500, section: '115BAC', section2025: null },
      ],
    };
    const { user } = await renderHome({ 'POST /api/ai/explain': calculation });
    await user.type(queryBox(), 'tax on 15 lakh in the new regime');
    await user.click(submit());
    const panel = await screen.findByRole('region', { name: 'Explanation' });
    const table = within(panel).getByRole('table');
    expect(within(panel).getByRole('heading', { name: 'Working (FY 2026-27)' })).toBeDefined();
    expect(
      Array.from(table.querySelectorAll('tbody tr'), (tr) =>
        Array.from(tr.querySelectorAll('td'), (td) => td.textContent),
      ),
    ).toEqual([
      ['Gross income', '₹15,00,000', ''],
      ['Total tax', '₹97,500', '115BAC'],
    ]);
  });

  it('Copy puts the answer on the clipboard and says "Copied"', async () => {
    const { user } = await renderHome({ 'POST /api/ai/explain': answer24b });
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(queryBox(), 'Section 24(b)');
    await user.click(submit());
    const panel = await screen.findByRole('region', { name: 'Explanation' });
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toastText('status')).toContain('Copied'));
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0];
    expect(copied).toContain(answer24b.section);
    expect(copied).toContain(answer24b.explanation);
    expect(copied).toContain('- Up to ₹2,00,000 a year for a self-occupied house (old regime).');
    // Links on the address the visitor is on.
    expect(copied).toContain(`${window.location.origin}/section/24(b)`);
  });

  it('a refused copy says so instead of "Copied"', async () => {
    const { user } = await renderHome({ 'POST /api/ai/explain': answer24b });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    await user.type(queryBox(), 'Section 24(b)');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toastText('alert')).toContain('Copy failed'));
    expect(toastText('status')).not.toContain('Copied');
  });

  it('Save keeps the answer in localStorage; the saved list survives a reload, reopens it and removes it', async () => {
    const first = await renderHome({ 'POST /api/ai/explain': answer24b });
    await first.user.type(queryBox(), 'Section 24(b)');
    await first.user.click(submit());
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await first.user.click(save);
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse(window.localStorage.getItem(SAVED_ANSWERS_KEY) ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ query: 'Section 24(b)', answer: answer24b });
    expect(screen.getByRole('heading', { name: 'Saved answers (1)' })).toBeDefined();

    // A reload: a new app over the same storage.
    cleanup();
    const second = await renderHome();
    const savedList = await screen.findByRole('list', { name: 'Saved answers (1)' });
    expect(screen.queryByRole('region', { name: 'Explanation' })).toBeNull();
    await second.user.click(
      within(savedList).getByRole('button', { name: 'Open saved answer: Section 24(b)' }),
    );
    const panel = await screen.findByRole('region', { name: 'Explanation' });
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe(answer24b.section);
    expect(queryBox().value).toBe('Section 24(b)');
    // Reopened from storage: no new call.
    expect(explainCalls(second.api)).toHaveLength(0);
    expect(within(panel).getByRole('button', { name: 'Saved' })).toBeDefined();

    await second.user.click(
      within(savedList).getByRole('button', { name: 'Remove saved answer: Section 24(b)' }),
    );
    expect(screen.queryByRole('list', { name: /Saved answers/ })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(SAVED_ANSWERS_KEY) ?? '[]')).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDefined();
  });

  it('ignores damaged saved entries instead of breaking the page', async () => {
    window.localStorage.setItem(
      SAVED_ANSWERS_KEY,
      JSON.stringify([
        { query: 'broken', savedAt: '2026-11-23T10:00:00Z', answer: { section: 1 } },
        { query: 'Section 24(b)', savedAt: '2026-11-23T10:00:00Z', answer: answer24b },
      ]),
    );
    await renderHome();
    const list = await screen.findByRole('list', { name: 'Saved answers (1)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.textContent).toContain('saved 23 November 2026');
  });

  it('Download PDF prints a page holding only the answer', async () => {
    const { user } = await renderHome({ 'POST /api/ai/explain': answer24b });
    let printedText = '';
    const print = vi.fn(() => {
      const printed = document.querySelector('[data-ai-print-root]');
      printedText = printed?.textContent ?? '';
      // The printed page sits beside the app in <body>, with the rule that hides the rest.
      expect(printed?.parentElement).toBe(document.body);
      expect(printed?.querySelector('style')?.textContent).toContain(
        'body > :not([data-ai-print-root])',
      );
    });
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    await user.type(queryBox(), 'Section 24(b)');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printedText).toContain('TaxGuide India · AI Tax Law Explainer');
    expect(printedText).toContain('Question: “Section 24(b)”');
    expect(printedText).toContain(answer24b.explanation);
    expect(printedText).toContain('For education only');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('[data-ai-print-root]')).toBeNull();
  });

  it('shows the server message in an "Error" toast', async () => {
    const { user } = await renderHome({
      'POST /api/ai/explain': fail(429, 'Too many requests: try again in 60 seconds.'),
    });
    await user.type(queryBox(), 'Section 80C');
    await user.click(submit());
    await waitFor(() => expect(toastText('alert')).toContain('Error'));
    expect(toastText('alert')).toContain('Too many requests: try again in 60 seconds.');
    expect(screen.queryByRole('region', { name: 'Explanation' })).toBeNull();
    expect(submit().textContent).toBe('Explain');
  });

  it('falls back to "Failed to generate explanation" when the network fails', async () => {
    const { user } = await renderHome({
      'POST /api/ai/explain': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.type(queryBox(), 'Section 80C');
    await user.click(submit());
    await waitFor(() => expect(toastText('alert')).toContain('Failed to generate explanation'));
  });

  it('answers a question that came in the URL (?ask=), e.g. a submit before the script ran', async () => {
    const { api } = await renderHome(
      { 'POST /api/ai/explain': answer24b },
      '/?ask=home+loan+interest',
    );
    await screen.findByRole('region', { name: 'Explanation' });
    expect(queryBox().value).toBe('home loan interest');
    expect(explainCalls(api).map((c) => JSON.parse(c.body ?? '{}'))).toEqual([
      { query: 'home loan interest' },
    ]);
  });
});
