import type { ExplainResponse } from '@taxguide/contracts/ai';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import { createQueryClient } from '../../app/query-client';
import { appRoutes } from '../../app/routes';
import { defaultSiteConfig } from '../../app/site-config';
import { stubApi } from '../../test/api-stub';
import { sectionSummaries } from '../../test/content-fixtures';
import { metaContent, renderRoute } from '../../test/render-route';
import { SAVED_ANSWERS_KEY, type SavedAnswer } from '../../lib/saved-answers';
import { SCENARIOS_KEY, type Scenario } from '../../lib/scenarios';
import { decodeYearState } from '../calculators/year/url-state';
import { BOOKMARKS_CHANGED, BOOKMARKS_KEY } from '../../lib/bookmarks';
import { useSavedCount } from '../../lib/saved-count';
import { visit } from '../../test/location';
import { createI18n } from '../../i18n/i18n';
import { findSection, KEY_SECTIONS_FOR_PDF } from '@taxguide/content';

// The page's own messages are the 'more' catalog, as its route loads them.
const i18n = await createI18n('en', ['more']);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const summaries = sectionSummaries();
const title = (n: string) => summaries.find((s) => s.sectionNumber === n)!.title;

const answer80D: ExplainResponse = {
  section: 'Section 80D: Health Insurance Premium',
  sectionNumber: '80D',
  explanation: 'Premiums paid for health insurance of yourself, your family and parents.',
  keyPoints: ['Up to ₹25,000 for yourself and family (₹50,000 if a senior citizen).'],
  examples: ['A premium of ₹30,000 for parents aged 65: all of it is deductible.'],
  relatedSections: ['80C'],
  citations: [
    {
      sectionNumber: '80D',
      act2025Section: '126',
      title: 'Health Insurance Premium',
      url: '/section/80D',
    },
  ],
  source: 'offline',
  kind: 'section',
};
const savedAnswer: SavedAnswer = {
  query: '80D medical insurance',
  savedAt: '2026-11-20T06:00:00.000Z',
  answer: answer80D,
};

const scenarioA: Scenario = {
  name: 'Job offer A',
  savedAt: '2026-11-21T06:00:00.000Z',
  request: {
    annualIncome: 1_800_000,
    financialYear: '2025-26',
    deductions: { section80C: 150000 },
  },
};
const scenarioB: Scenario = {
  name: 'Pension only',
  savedAt: '2026-11-22T06:00:00.000Z',
  request: { annualIncome: 600_000 },
};

function seed({
  bookmarks = ['80C', '87A'],
  answers = [savedAnswer],
  scenarios = [scenarioA, scenarioB],
}: { bookmarks?: unknown; answers?: unknown; scenarios?: unknown } = {}) {
  localStorage.setItem(BOOKMARKS_KEY, JSON.stringify(bookmarks));
  localStorage.setItem(SAVED_ANSWERS_KEY, JSON.stringify(answers));
  localStorage.setItem(SCENARIOS_KEY, JSON.stringify(scenarios));
}

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

const group = (name: RegExp) => screen.getByRole('region', { name });
const items = (name: RegExp) => within(group(name)).getAllByRole('listitem');

/** The page's own status message (the toaster has its own status region). */
const statusMessage = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent ?? '')
    .filter((t) => t.trim())
    .join(' | ');

async function renderSaved() {
  const api = stubApi({ '/api/sections': summaries });
  const rendered = await renderRoute('/saved');
  await screen.findByRole('heading', { level: 1, name: 'Saved items' });
  return { ...rendered, api };
}

describe('/saved', { timeout: 20_000 }, () => {
  it('is a personal page: its own title, noindex, canonical /saved', async () => {
    await renderSaved();
    expect(document.title).toBe('Saved Items | TaxGuide India');
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/saved',
    );
  });

  it('lists the bookmarked sections with their titles, the saved answers and the scenarios', async () => {
    seed();
    const { api } = await renderSaved();

    const sections = await screen.findByRole('region', { name: 'Bookmarked sections (2)' });
    await within(sections).findByText(title('80C'), { exact: false });
    const links = within(sections).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Section 80C', '/section/80C'],
      ['Section 87A', '/section/87A'],
    ]);
    expect(sections.textContent).toContain(title('87A'));
    // One request for every title, the list the sections page reads.
    expect(api.calls.map((c) => c.url)).toEqual(['/api/sections']);

    const answers = group(/^Saved AI answers \(1\)$/);
    expect(answers.textContent).toContain('“80D medical insurance”');
    expect(answers.textContent).toContain(
      'Section 80D: Health Insurance Premium · saved 20 November 2026',
    );

    const scenarios = items(/^Calculator scenarios \(2\)$/);
    // Newest first.
    expect(scenarios.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Pension only',
      'Job offer A',
    ]);
    expect(scenarios[1]!.textContent).toContain('Gross salary or pension ₹18,00,000 · FY 2025-26');
    expect(scenarios[1]!.textContent).toContain('Saved 21 November 2026');
    const open = within(scenarios[1]!).getByRole('link', {
      name: 'Open Job offer A in the year calculator',
    });
    const href = new URL(open.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/calculators');
    expect(href.searchParams.get('tab')).toBe('year');
    expect(decodeYearState(href.searchParams.get('s')!)).toEqual(scenarioA.request);
    expect(screen.queryByText('You have not saved anything yet')).toBeNull();
  });

  it('reads a saved answer again in place, without asking the AI', async () => {
    seed();
    const { user, api } = await renderSaved();
    const read = screen.getByRole('button', { name: 'Read the answer to: 80D medical insurance' });
    expect(read.getAttribute('aria-expanded')).toBe('false');
    await user.click(read);
    const panel = screen.getByRole('region', { name: 'Answer to: 80D medical insurance' });
    expect(panel.textContent).toContain(answer80D.explanation);
    expect(panel.textContent).toContain(answer80D.keyPoints[0]);
    expect(
      screen
        .getByRole('button', { name: 'Hide the answer to: 80D medical insurance' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(api.calls.filter((c) => c.path.startsWith('/api/ai'))).toEqual([]);
  });

  it('removes a bookmark with a status message, and Undo puts it back where it was', async () => {
    seed({ bookmarks: ['80C', '87A', '80D'] });
    const { user } = await renderSaved();
    await user.click(screen.getByRole('button', { name: 'Remove Section 87A' }));
    expect(stored(BOOKMARKS_KEY)).toEqual(['80C', '80D']);
    expect(statusMessage()).toBe('Removed Section 87A.');
    expect(
      within(group(/^Bookmarked sections \(2\)$/))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Section 80C', 'Section 80D']);
    // The removed item's button is gone: the focus is on Undo.
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);

    await user.click(undo);
    expect(stored(BOOKMARKS_KEY)).toEqual(['80C', '87A', '80D']);
    expect(statusMessage()).toBe('Put Section 87A back.');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(group(/^Bookmarked sections \(3\)$/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(statusMessage()).toBe('');
  });

  it('removes a saved answer and a scenario from storage', async () => {
    seed();
    const { user } = await renderSaved();
    await user.click(
      screen.getByRole('button', { name: 'Remove saved answer: 80D medical insurance' }),
    );
    expect(stored(SAVED_ANSWERS_KEY)).toEqual([]);
    expect(statusMessage()).toBe('Removed the saved answer to “80D medical insurance”.');
    expect(group(/^Saved AI answers \(0\)$/).textContent).toContain('None yet.');

    await user.click(screen.getByRole('button', { name: 'Remove scenario Job offer A' }));
    expect(stored(SCENARIOS_KEY)).toEqual([scenarioB]);
    expect(statusMessage()).toBe('Removed the scenario “Job offer A”.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(stored(SCENARIOS_KEY)).toEqual([scenarioA, scenarioB]);
  });

  it('says so when the browser refuses the change, and keeps the item', async () => {
    seed();
    const { user } = await renderSaved();
    // A browser that reads storage but refuses writes (full, or blocked by policy).
    const real = window.localStorage;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => real.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Section 80C' }));
    expect(statusMessage()).toBe(
      'Section 80C was not removed: your browser did not allow the change.',
    );
    expect(stored(BOOKMARKS_KEY)).toEqual(['80C', '87A']);
    expect(screen.getByRole('button', { name: 'Remove Section 80C' })).toBeDefined();
  });

  it('with nothing saved: one empty state saying how to save each kind', async () => {
    const { api } = await renderSaved();
    const empty = await screen.findByRole('region', { name: 'You have not saved anything yet' });
    expect(empty.textContent).toContain('Bookmark a section');
    expect(empty.textContent).toContain('Save an answer');
    expect(empty.textContent).toContain('Save a scenario');
    expect(
      within(empty)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/sections', '/#ai-assistant', '/calculators?tab=year']);
    expect(screen.queryByRole('region', { name: /Bookmarked sections/ })).toBeNull();
    // No bookmarks: no request for their titles.
    expect(api.calls).toEqual([]);
  });

  it('an empty kind says how to save one while the others are listed', async () => {
    seed({ bookmarks: [], scenarios: [] });
    await renderSaved();
    expect(group(/^Bookmarked sections \(0\)$/).textContent).toContain('press Bookmark');
    expect(group(/^Calculator scenarios \(0\)$/).textContent).toContain('press Save scenario');
    expect(items(/^Saved AI answers \(1\)$/)).toHaveLength(1);
  });

  it('ignores damaged storage: unreadable values and malformed entries are left out', async () => {
    localStorage.setItem(BOOKMARKS_KEY, '{not json');
    localStorage.setItem(
      SAVED_ANSWERS_KEY,
      JSON.stringify([{ query: 1 }, savedAnswer, { query: 'x', savedAt: 'y', answer: {} }]),
    );
    localStorage.setItem(
      SCENARIOS_KEY,
      JSON.stringify([
        'x',
        null,
        { name: 'No request' },
        { name: 'Bad', request: null },
        scenarioB,
      ]),
    );
    await renderSaved();
    expect(group(/^Bookmarked sections \(0\)$/)).toBeDefined();
    expect(items(/^Saved AI answers \(1\)$/)).toHaveLength(1);
    expect(items(/^Calculator scenarios \(1\)$/)[0]!.textContent).toContain('Pension only');

    localStorage.clear();
    localStorage.setItem(SCENARIOS_KEY, '"a string"');
    localStorage.setItem(BOOKMARKS_KEY, '[1, null, "80C"]');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(
      within(group(/^Bookmarked sections \(1\)$/))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Section 80C']);
  });

  it('follows changes made elsewhere (another tab, the section page) and the header count agrees', async () => {
    seed({ bookmarks: ['80C'], answers: [], scenarios: [] });
    let count = -1;
    function Count() {
      count = useSavedCount();
      return null;
    }
    await renderSaved();
    const { unmount } = render(<Count />);
    await screen.findByRole('region', { name: 'Bookmarked sections (1)' });
    localStorage.setItem(BOOKMARKS_KEY, JSON.stringify(['80C', '24(b)']));
    act(() => window.dispatchEvent(new Event(BOOKMARKS_CHANGED)));
    expect(
      within(group(/^Bookmarked sections \(2\)$/))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/section/80C', '/section/24(b)']);
    expect(count).toBe(2);
    unmount();
  });
});

describe('/saved rendered on the server', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('shows a loading state there, and hydrates into the stored lists without a mismatch', async () => {
    stubApi({ '/api/sections': summaries });
    seed();
    await Promise.all(appRoutes.map((route) => route.page.preload()));
    const html = renderToString(
      <StrictMode>
        <Router ssrPath="/saved">
          <App queryClient={createQueryClient()} site={defaultSiteConfig} i18n={i18n} />
        </Router>
      </StrictMode>,
    );
    // Nothing personal on the server: the frame and a loading state.
    expect(html).toContain('Saved items');
    expect(html).toContain('Loading your saved items');
    expect(html).not.toContain('80D medical insurance');
    expect(html).not.toContain('You have not saved anything yet');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      visit('/saved');
      root = hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={createQueryClient()} site={defaultSiteConfig} i18n={i18n} />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect([...consoleError.mock.calls, ...recoverable]).toEqual([]);
    await waitFor(() => expect(container.textContent).toContain('80D medical insurance'));
    expect(container.textContent).not.toContain('Loading your saved items');
  });
});

describe('/hi/saved', { timeout: 20_000 }, () => {
  const hindiSummaries = sectionSummaries('hi');
  // A section outside the 50 with Hindi: its title stays English.
  const english = hindiSummaries.find((s) => !KEY_SECTIONS_FOR_PDF.includes(s.sectionNumber))!;

  async function renderHindi() {
    const api = stubApi({ '/api/sections': hindiSummaries });
    const rendered = await renderRoute('/hi/saved');
    await screen.findByRole('heading', { level: 1, name: 'सहेजे गए आइटम' });
    return { ...rendered, api };
  }

  it('is in Hindi: head, groups, Hindi titles of the key sections, the others English and marked', async () => {
    seed({ bookmarks: ['80C', english.sectionNumber] });
    const { api } = await renderHindi();
    expect(document.title).toBe('सहेजे गए आइटम | TaxGuide India');
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/hi/saved',
    );
    expect(screen.queryByText(/यह पेज अभी हिंदी में उपलब्ध नहीं है/)).toBeNull();

    const sections = group(/^बुकमार्क की गई धाराएं \(2\)$/);
    const hindiTitle = findSection('80C')?.hi?.title ?? '';
    const hindi = await within(sections).findByText(hindiTitle);
    expect(hindi.closest('[lang]')?.getAttribute('lang')).not.toBe('en-IN');
    const other = within(sections).getByText(english.title);
    expect(other.getAttribute('lang')).toBe('en-IN');
    expect(sections.textContent).toContain('आयकर अधिनियम 2025: धारा 123');
    expect(
      within(sections)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['धारा 80C', '/hi/section/80C'],
      [`धारा ${english.sectionNumber}`, `/hi/section/${english.sectionNumber}`],
    ]);
    expect(api.calls.map((c) => c.url)).toEqual(['/api/sections?lang=hi']);

    const answers = group(/^सहेजे गए AI उत्तर \(1\)$/);
    expect(answers.textContent).toContain('20 नवंबर 2026 को सहेजा गया');
    // The answer was saved on an English page: its text is marked English.
    expect(within(answers).getByText(answer80D.section).getAttribute('lang')).toBe('en-IN');

    const scenarios = items(/^कैलकुलेटर परिदृश्य \(2\)$/);
    expect(scenarios[1]!.textContent).toContain('सकल वेतन या पेंशन ₹18,00,000 · वित्तीय वर्ष 2025-26');
    expect(scenarios[1]!.textContent).toContain('21 नवंबर 2026 को सहेजा गया');
    const open = within(scenarios[1]!).getByRole('link', {
      name: 'Job offer A को साल के कैलकुलेटर में खोलें',
    });
    expect(open.textContent).toBe('खोलें');
    expect(new URL(open.getAttribute('href')!, 'http://localhost').pathname).toBe(
      '/hi/calculators',
    );
  });

  it('removes and puts back with Hindi messages that agree with the item', async () => {
    seed();
    const { user } = await renderHindi();
    await user.click(screen.getByRole('button', { name: 'धारा 87A हटाएं' }));
    expect(stored(BOOKMARKS_KEY)).toEqual(['80C']);
    expect(statusMessage()).toBe('धारा 87A हटा दी गई।');
    await user.click(screen.getByRole('button', { name: 'पूर्ववत करें' }));
    expect(stored(BOOKMARKS_KEY)).toEqual(['80C', '87A']);
    expect(statusMessage()).toBe('धारा 87A वापस जोड़ दी गई।');

    await user.click(screen.getByRole('button', { name: 'परिदृश्य Job offer A हटाएं' }));
    expect(statusMessage()).toBe('परिदृश्य “Job offer A” हटा दिया गया।');
    await user.click(screen.getByRole('button', { name: 'संदेश बंद करें' }));
    expect(statusMessage()).toBe('');

    await user.click(screen.getByRole('button', { name: '“80D medical insurance” का उत्तर पढ़ें' }));
    expect(screen.getByRole('region', { name: '“80D medical insurance” का उत्तर' })).toBeDefined();
    expect(
      screen.getByRole('button', { name: '“80D medical insurance” का उत्तर छिपाएं' }).textContent,
    ).toBe('छिपाएं');
  });

  it('with nothing saved: the empty state in Hindi, its links in Hindi', async () => {
    await renderHindi();
    const empty = await screen.findByRole('region', { name: 'आपने अभी तक कुछ नहीं सहेजा है' });
    expect(empty.textContent).toContain('“बुकमार्क करें” दबाएं');
    expect(
      within(empty)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/hi/sections', '/hi/#ai-assistant', '/hi/calculators?tab=year']);
  });
});
