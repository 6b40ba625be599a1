import type { SearchResponse } from '@taxguide/contracts/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, findAlert, stubApi } from '../../test/api-stub';
import { metaContent, renderRoute } from '../../test/render-route';

const hra: SearchResponse = {
  query: 'hra',
  total: 4,
  results: [
    {
      type: 'section',
      id: '10(13A)',
      title: 'Section 10(13A): House Rent Allowance (HRA) Exemption',
      description: 'Part of HRA is tax-free.',
      url: '/section/10(13A)',
      sectionNumber: '10(13A)',
      act2025Section: null,
      category: 'exemption',
      exactMatch: false,
      score: 66.4,
    },
    {
      type: 'abbreviation',
      id: 'HRA',
      title: 'HRA: House Rent Allowance',
      description: 'Allowance for rent paid by an employee.',
      url: '/abbreviations?q=HRA',
      category: 'Deductions',
      exactMatch: false,
      score: 27.7,
    },
    {
      type: 'guide',
      id: 'hra-exemption-guide',
      title: 'HRA Exemption Guide',
      description: 'How HRA exemption works.',
      url: '/blog/hra-exemption-guide',
      category: 'tax planning',
      exactMatch: false,
      score: 26.2,
    },
    {
      type: 'faq',
      id: 'deductions-in-new-regime',
      title: 'Which deductions are allowed in the new regime?',
      description: 'Only a few.',
      url: '/faq#deductions-in-new-regime',
      category: 'Deductions',
      exactMatch: false,
      score: 3,
    },
  ],
};

const results = () =>
  within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');

describe('/search', () => {
  it('without a query: a search box and suggestions', async () => {
    const api = stubApi({});
    await renderRoute('/search');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toBeDefined();
    expect(screen.getByRole('link', { name: '80C' }).getAttribute('href')).toBe('/search?q=80C');
    expect(api.calls).toEqual([]);
  });

  it('lists ranked results with their type, title, description and link', async () => {
    stubApi({ '/api/search?q=hra': hra });
    await renderRoute('/search?q=hra');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “hra”');
    await screen.findByText('4 results');
    const links = results();
    expect(links.map((a) => a.getAttribute('href'))).toEqual(hra.results.map((r) => r.url));
    expect(
      links.map((a) => within(a).getByText(/^(Section|Guide|FAQ|Abbreviation)$/).textContent),
    ).toEqual(['Section', 'Abbreviation', 'Guide', 'FAQ']);
    expect(within(links[0]!).getByText(hra.results[0]!.title)).toBeDefined();
    expect(within(links[0]!).getByText(hra.results[0]!.description)).toBeDefined();
  });

  it('marks an exact section-number match and shows the 2025 Act number', async () => {
    stubApi({
      '/api/search?q=156': {
        query: '156',
        total: 1,
        results: [
          {
            type: 'section',
            id: '87A',
            title: 'Section 87A: Rebate',
            description: 'Rebate.',
            url: '/section/87A',
            sectionNumber: '87A',
            act2025Section: '156',
            category: 'rates_rebates',
            exactMatch: true,
            score: 84,
          },
        ],
      },
    });
    await renderRoute('/search?q=156');
    await screen.findByText('1 result');
    const [link] = results();
    expect(within(link!).getByText('Exact section match')).toBeDefined();
    expect(within(link!).getByText('Income-tax Act 2025: section 156')).toBeDefined();
  });

  it('shows a section-map row (a 2025 section without a page), then the nearest pages', async () => {
    stubApi({
      '/api/search?q=1%202025': {
        query: '1 2025',
        total: 2,
        results: [
          {
            type: 'act-2025',
            id: '1',
            title: 'Income-tax Act 2025, section 1: Short title, extent and commencement',
            description:
              'Carries over section 1 of the Income-tax Act 1961. We have no page for it yet: the nearest pages follow.',
            url: '/act-2025?q=1',
            act2025Section: '1',
            exactMatch: true,
            score: 10,
          },
          {
            type: 'section',
            id: '2(24)',
            title: 'Section 2(24): Income',
            description: 'What counts as income.',
            url: '/section/2(24)',
            sectionNumber: '2(24)',
            act2025Section: '2(49)',
            category: 'basics',
            exactMatch: false,
            score: 9,
          },
        ],
      },
    });
    await renderRoute('/search?q=1%202025');
    await screen.findByText('2 results');
    const [row, nearest] = results();
    expect(within(row!).getByText('1961 ↔ 2025 map')).toBeDefined();
    expect(row!.getAttribute('href')).toBe('/act-2025?q=1');
    expect(within(row!).getByText('Exact section match')).toBeDefined();
    expect(nearest!.getAttribute('href')).toBe('/section/2(24)');
  });

  it('says when nothing matches, with suggestions', async () => {
    stubApi({ '/api/search?q=zzz': { query: 'zzz', total: 0, results: [] } });
    await renderRoute('/search?q=zzz');
    expect(await screen.findByText('No results for “zzz”')).toBeDefined();
    expect(screen.getByRole('link', { name: 'HRA' }).getAttribute('href')).toBe('/search?q=HRA');
  });

  it('submitting the box searches for the new words', async () => {
    const api = stubApi({
      '/api/search?q=hra': hra,
      '/api/search?q=home%20loan': { query: 'home loan', total: 0, results: [] },
    });
    const { user } = await renderRoute('/search?q=hra');
    await screen.findByText('4 results');
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    await user.clear(box);
    await user.type(box, 'home loan{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “home loan”' }),
    ).toBeDefined();
    expect(api.callsTo('GET', '/api/search?q=home%20loan')).toHaveLength(1);
  });

  it('the 404 page’s search form lands here', async () => {
    stubApi({ '/api/search?q=hra': hra });
    const { user } = await renderRoute('/no-such-page');
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'hra{Enter}');
    expect(await screen.findByText('4 results')).toBeDefined();
  });

  it('shows a loading state and a failure with a retry', async () => {
    const api = stubApi({ '/api/search?q=hra': 'pending' });
    const first = await renderRoute('/search?q=hra');
    expect(screen.getByRole('status', { name: 'Searching' })).toBeDefined();
    first.unmount();
    api.set('/api/search?q=hra', fail(500, 'x'));
    const { user } = await renderRoute('/search?q=hra');
    const alert = await findAlert('Search failed');
    api.set('/api/search?q=hra', hra);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4 results')).toBeDefined();
  });

  it('says in words when to retry after too many searches (429)', async () => {
    stubApi({
      '/api/search?q=hra': fail(429, 'Too many requests; please try again in 40 seconds'),
    });
    await renderRoute('/search?q=hra');
    const alert = await findAlert('Search failed');
    expect(
      within(alert).getByText('Too many requests; please try again in 40 seconds'),
    ).toBeDefined();
  });

  it('is not indexed: results pages are noindex, with a canonical /search', async () => {
    stubApi({ '/api/search?q=hra': hra });
    await renderRoute('/search?q=hra');
    expect(document.title).toBe('Search results for “hra” | TaxGuide India');
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/search',
    );
  });

  it('shows a calculator result with its type and the snippet with the matched words marked', async () => {
    stubApi({
      '/api/search?q=hra%20calculator': {
        query: 'hra calculator',
        total: 1,
        results: [
          {
            type: 'calculator',
            id: 'hra-calculator',
            title: 'HRA exemption calculator',
            description: 'The exempt part of your house rent allowance.',
            url: '/calculators?calc=hra',
            exactMatch: false,
            score: 40,
            snippet: {
              text: '<b>HRA</b> exempt part of HRA',
              highlights: [
                [0, 10],
                [26, 29],
              ],
            },
          },
        ],
      },
    });
    await renderRoute('/search?q=hra%20calculator');
    await screen.findByText('1 result');
    const [link] = results();
    expect(link!.getAttribute('href')).toBe('/calculators?calc=hra');
    expect(within(link!).getByText('Calculator')).toBeDefined();
    // The snippet is text: markup in it is shown as characters, never parsed.
    const marks = [...link!.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['<b>HRA</b>', 'HRA']);
    expect(link!.querySelector('b')).toBeNull();
    expect(link!.textContent).toContain('<b>HRA</b> exempt part of HRA');
  });

  it('more than 20 results: "Show more" adds the next page to the same list', async () => {
    const item = (i: number) => ({
      type: 'faq' as const,
      id: `q${i}`,
      title: `Question ${i}`,
      description: `Answer ${i}.`,
      url: `/faq#q${i}`,
      exactMatch: false,
      score: 100 - i,
    });
    const api = stubApi({
      '/api/search?q=tax': {
        query: 'tax',
        total: 23,
        results: Array.from({ length: 20 }, (_, i) => item(i)),
      },
      '/api/search?q=tax&offset=20': {
        query: 'tax',
        total: 23,
        offset: 20,
        results: [20, 21, 22].map(item),
      },
    });
    const { user } = await renderRoute('/search?q=tax');
    await screen.findByText('23 results, showing the top 20');
    expect(results()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Question 22')).toBeDefined();
    expect(results().map((a) => a.getAttribute('href'))).toEqual(
      Array.from({ length: 23 }, (_, i) => `/faq#q${i}`),
    );
    expect(screen.getByText('23 results')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.callsTo('GET', '/api/search?q=tax&offset=20')).toHaveLength(1);
  });
});
