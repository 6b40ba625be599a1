import {
  SearchResponseSchema,
  type SearchResponse,
  type SearchResult,
} from '@taxguide/contracts/content';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { renderToString } from 'react-dom/server';
import { SAVED_ANSWERS_KEY } from '../../lib/saved-answers';
import { BOOKMARKS_CHANGED, BOOKMARKS_KEY } from '../../lib/bookmarks';
import { fail, stubApi } from '../../test/api-stub';
import { contractJson } from '../../test/msw/respond';
import { server } from '../../test/msw/server';
import { renderRoute } from '../../test/render-route';
import { HeaderBarSearch } from './header-search';
import { createI18n } from '../../i18n/i18n';
import { withI18n } from '../../test/i18n-wrapper';

const English = withI18n(await createI18n('en'));
const Hindi = withI18n(await createI18n('hi'));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The desktop box is laid out (md and up) or hidden (phones: jsdom lays out nothing). */
function desktopBoxShown() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.id === 'site-search' ? 160 : 0;
  });
}

const banner = () => screen.getByRole('banner');
// The box's code loads as an island (in tests: at once, without server HTML to keep).
const headerBox = async () =>
  (await within(banner()).findByRole('searchbox', {
    name: 'Search this site',
  })) as HTMLInputElement;

function result(type: SearchResult['type'], id: string, title: string, url: string): SearchResult {
  return { type, id, title, description: '', url, exactMatch: false, score: 1 };
}

const hraCalc: SearchResponse = {
  query: 'hra calc',
  total: 3,
  results: [
    result('calculator', 'hra', 'HRA Exemption Calculator', '/privacy'),
    result('section', '10(13A)', 'Section 10(13A): House Rent Allowance', '/section/10(13A)'),
    result('guide', 'hra-guide', 'HRA Exemption Guide', '/blog/hra-guide'),
  ],
};

const suggestUrl = (q: string) => `/api/search?q=${encodeURIComponent(q)}&limit=6`;

const options = () =>
  within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');

describe('header search without JavaScript', () => {
  it('is a server-rendered GET form to /search with a labelled q box', () => {
    // The server build renders the island's component in full (header-search-island.tsx);
    // the built site's HTML is checked in e2e/header-search.e2e.test.ts.
    const header = renderToString(
      <English>
        <HeaderBarSearch />
      </English>,
    );
    const form = /<form[^>]*>/.exec(header)?.[0] ?? '';
    expect(form).toContain('role="search"');
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/search"');
    const input = /<input[^>]*>/.exec(header)?.[0] ?? '';
    expect(input).toContain('name="q"');
    expect(input).toContain('type="search"');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(header).toContain(`for="${id}"`);
    expect(header).toContain('Search this site</label>');
    // No suggestions list before any script ran.
    expect(header).not.toContain('role="listbox"');
    // On a Hindi page it searches the Hindi site, labelled in Hindi.
    const hindi = renderToString(
      <Hindi>
        <HeaderBarSearch />
      </Hindi>,
    );
    expect(hindi).toContain('action="/hi/search"');
    expect(hindi).toContain('इस साइट पर खोजें</label>');
  });
});

describe('the "/" key', () => {
  it('focuses the header box on a desktop-wide screen', async () => {
    desktopBoxShown();
    await renderRoute('/privacy');
    const box = await headerBox();
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    expect(document.activeElement).toBe(box);
  });

  it('is left alone while typing in a field, or with Ctrl, Alt or Cmd', async () => {
    desktopBoxShown();
    await renderRoute('/search');
    const box = await headerBox();
    const pageBox = within(screen.getByRole('main')).getByRole('searchbox');
    pageBox.focus();
    const typed = fireEvent.keyDown(pageBox, { key: '/' });
    expect(typed).toBe(true); // not prevented: the "/" goes into the field
    expect(document.activeElement).toBe(pageBox);
    pageBox.blur();
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey']) {
      fireEvent.keyDown(document.body, { key: '/', [modifier]: true });
      expect(document.activeElement).not.toBe(box);
    }
  });

  it('on a phone opens the drawer with its search box focused', async () => {
    stubApi({});
    await renderRoute('/privacy');
    fireEvent.keyDown(document.body, { key: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
    const box = within(dialog).getByRole('searchbox', { name: 'Search this site' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.closest('form')?.getAttribute('action')).toBe('/search');
  });
});

describe('suggestions as you type', () => {
  it('asks once after typing stops, lists the top results with their type and a "See all" option', async () => {
    const api = stubApi({ [suggestUrl('hra calc')]: hraCalc });
    const { user } = await renderRoute('/privacy');
    await user.type(await headerBox(), 'hra calc');
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(options().map((o) => o.textContent)).toEqual([
      'HRA Exemption CalculatorCalculator',
      'Section 10(13A): House Rent AllowanceSection',
      'HRA Exemption GuideGuide',
      'See all results for “hra calc”',
    ]);
    expect(api.calls.filter((c) => c.path === '/api/search').map((c) => c.url)).toEqual([
      suggestUrl('hra calc'),
    ]);
    const box = screen.getByRole('combobox', { name: 'Search this site' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('asks nothing for fewer than 2 characters', async () => {
    const api = stubApi({});
    const { user } = await renderRoute('/privacy');
    await user.type(await headerBox(), 'h');
    await new Promise((r) => setTimeout(r, 300));
    expect(api.calls.filter((c) => c.path === '/api/search')).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('ArrowDown/ArrowUp move the highlight, Enter opens the highlighted result', async () => {
    stubApi({ [suggestUrl('hra calc')]: hraCalc });
    const { user } = await renderRoute('/');
    const box = await headerBox();
    await user.type(box, 'hra calc');
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[3]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeDefined();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with nothing highlighted searches; Escape closes the list', async () => {
    stubApi({
      [suggestUrl('hra calc')]: hraCalc,
      [`/api/search?q=${encodeURIComponent('hra calc')}`]: hraCalc,
    });
    const { user } = await renderRoute('/privacy');
    const box = await headerBox();
    await user.type(box, 'hra calc');
    await waitFor(() => expect(options()).toHaveLength(4));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('hra calc');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “hra calc”' }),
    ).toBeDefined();
  });

  it('a click opens a suggestion; the last option opens all results', async () => {
    stubApi({
      [suggestUrl('hra calc')]: hraCalc,
      [`/api/search?q=${encodeURIComponent('hra calc')}`]: hraCalc,
    });
    const { user } = await renderRoute('/privacy');
    await user.type(await headerBox(), 'hra calc');
    await waitFor(() => expect(options()).toHaveLength(4));
    await user.click(options()[3]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “hra calc”' }),
    ).toBeDefined();
  });

  it('shows no suggestions when the request fails, and the form still searches', async () => {
    stubApi({
      [suggestUrl('hra')]: fail(500, 'Broken'),
      '/api/search?q=hra': hraCalc,
    });
    const { user } = await renderRoute('/privacy');
    await user.type(await headerBox(), 'hra');
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('alert', { name: /search/i })).toBeNull();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “hra”' }),
    ).toBeDefined();
  });

  it('an older answer arriving after a newer one does not replace it', async () => {
    const answers = new Map<string, (body: SearchResponse) => void>();
    server.use(
      http.get(
        '/api/search',
        ({ request }) =>
          new Promise<Response>((resolve) => {
            const q = new URL(request.url).searchParams.get('q') as string;
            answers.set(q, (body) => resolve(contractJson(SearchResponseSchema, body)));
          }),
      ),
    );
    const { user } = await renderRoute('/privacy');
    const box = await headerBox();
    await user.type(box, 'hr');
    await waitFor(() => expect(answers.has('hr')).toBe(true));
    await user.type(box, 'a');
    await waitFor(() => expect(answers.has('hra')).toBe(true));
    await act(async () => {
      answers.get('hra')!({ query: 'hra', total: 1, results: [hraCalc.results[2]!] });
    });
    await waitFor(() => expect(options()[0]!.textContent).toBe('HRA Exemption GuideGuide'));
    await act(async () => {
      answers.get('hr')!({ query: 'hr', total: 1, results: [hraCalc.results[1]!] });
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(options().map((o) => o.textContent)).toEqual([
      'HRA Exemption GuideGuide',
      'See all results for “hra”',
    ]);
  });
});

describe('the Saved link', () => {
  beforeEach(() => {
    window.localStorage.setItem(BOOKMARKS_KEY, JSON.stringify(['80C', '24(b)']));
    window.localStorage.setItem(SAVED_ANSWERS_KEY, JSON.stringify([{ query: 'x' }]));
  });

  it('in the Resources menu: "Saved (3)", named "Saved items, 3", updating live', async () => {
    const { user } = await renderRoute('/privacy');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Resources' }));
    const link = await within(nav).findByRole('link', { name: 'Saved items, 3' });
    expect(link.textContent).toBe('Saved (3)');
    expect(link.getAttribute('href')).toBe('/saved');
    act(() => {
      window.localStorage.setItem(BOOKMARKS_KEY, JSON.stringify(['80C', '24(b)', '80D']));
      window.dispatchEvent(new Event(BOOKMARKS_CHANGED));
    });
    expect(within(nav).getByRole('link', { name: 'Saved items, 4' }).textContent).toBe('Saved (4)');
  });

  it('with nothing saved: "Saved"', async () => {
    window.localStorage.clear();
    const { user } = await renderRoute('/privacy');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Resources' }));
    expect(within(nav).getByRole('link', { name: 'Saved items, 0' }).textContent).toBe('Saved');
  });

  it('in the phone drawer', async () => {
    const { user } = await renderRoute('/privacy');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
    const link = within(dialog).getByRole('link', { name: 'Saved items, 3' });
    expect(link.textContent).toBe('Saved (3)');
    expect(link.getAttribute('href')).toBe('/saved');
  });
});
