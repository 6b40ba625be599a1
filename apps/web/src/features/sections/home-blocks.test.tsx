import { categoryStyle, sectionCategories } from '@taxguide/content/section-categories';
import type { PopularSection } from '@taxguide/contracts/content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { homeStubs, sectionSummaries } from '../../test/content-fixtures';
import { hasCategoryIcon } from './category';

const all = sectionSummaries();
const find = (n: string) => all.find((s) => s.sectionNumber === n)!;
const popular: PopularSection[] = [
  { ...find('112A'), views: 40 },
  { ...find('80C'), views: 30 },
  { ...find('194C'), views: 20 },
  { ...find('80D'), views: 10 },
];

const quickAccess = () => screen.getByRole('region', { name: 'Quick Access' });
const browser = () => screen.getByRole('region', { name: 'Browse Tax Sections' });

describe('home: Quick Access', () => {
  it('has the heading, the subtitle and the first three popular sections as cards', async () => {
    stubApi({ ...homeStubs(), '/api/sections/popular': popular, '/api/sections': all });
    await renderRoute('/');
    expect(within(quickAccess()).getByRole('heading', { level: 2 }).textContent).toBe(
      'Quick Access',
    );
    expect(
      within(quickAccess()).getByText(
        'Jump directly to the most commonly referenced sections and tools',
      ),
    ).toBeDefined();
    // The block's code loads as an island, after the page.
    const cards = await within(quickAccess()).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [first] = cards;
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe('Section 112A');
    // The category with underscores replaced by spaces.
    expect(within(first!).getByText('capital gains')).toBeDefined();
    expect(within(first!).getByText(find('112A').description)).toBeDefined();
    const details = within(first!).getByRole('link', { name: 'View Details of Section 112A' });
    expect(details.getAttribute('href')).toBe('/section/112A');
    expect(details.textContent).toMatch(/^View Details/);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Section 112A',
      'Section 80C',
      'Section 194C',
    ]);
  });

  it('gives each category its icon and colour, and an unknown category the deduction style', async () => {
    stubApi({
      ...homeStubs(),
      '/api/sections/popular': [
        { ...find('194C') },
        { ...find('80C'), sectionNumber: '9ZZ', category: 'something_new' },
        { ...find('87A') },
      ],
      '/api/sections': all,
    });
    await renderRoute('/');
    const cards = await within(quickAccess()).findAllByRole('listitem');
    const icon = (card: HTMLElement) => card.querySelector('svg[data-icon]')!;
    expect(icon(cards[0]!).getAttribute('data-icon')).toBe(categoryStyle('tds').icon);
    expect(icon(cards[0]!).parentElement!.className).toContain(categoryStyle('tds').colour.bg);
    expect(icon(cards[1]!).getAttribute('data-icon')).toBe(categoryStyle('deduction').icon);
    expect(icon(cards[1]!).parentElement!.className).toContain(
      categoryStyle('deduction').colour.bg,
    );
    expect(within(cards[1]!).getByText('something new')).toBeDefined();
    expect(icon(cards[2]!).getAttribute('data-icon')).toBe(categoryStyle('rates_rebates').icon);
  });

  it('has a drawing for every category icon the content names', () => {
    for (const c of sectionCategories) expect(hasCategoryIcon(c.icon), c.icon).toBe(true);
  });

  it('shows three placeholder cards while loading', async () => {
    stubApi({ ...homeStubs(), '/api/sections/popular': 'pending', '/api/sections': all });
    await renderRoute('/');
    const status = await within(quickAccess()).findByRole('status', {
      name: 'Loading popular sections',
    });
    expect(within(status).getAllByTestId('quick-access-skeleton')).toHaveLength(3);
  });

  it('offers the full list when popular sections cannot be loaded', async () => {
    stubApi({ ...homeStubs(), '/api/sections/popular': fail(500, 'x'), '/api/sections': all });
    await renderRoute('/');
    const link = await within(quickAccess()).findByRole('link', {
      name: 'Browse all tax sections',
    });
    expect(link.getAttribute('href')).toBe('/sections');
  });
});

describe('home: sections browser', () => {
  it('shows six cards, "Showing 6 sections" and "Load More Sections" to /sections', async () => {
    stubApi({ ...homeStubs(), '/api/sections/popular': popular, '/api/sections': all });
    await renderRoute('/');
    await waitFor(() => expect(within(browser()).getAllByRole('article')).toHaveLength(6));
    expect(within(browser()).getByText('Showing 6 sections')).toBeDefined();
    expect(
      within(browser()).getByRole('link', { name: 'Load More Sections' }).getAttribute('href'),
    ).toBe('/sections');
    expect(within(browser()).getByRole('searchbox', { name: 'Search sections' })).toBeDefined();
  });

  it('filters and searches in place; "Load More Sections" carries the filter and the search', async () => {
    const tds = all.filter((s) => s.category === 'tds');
    stubApi({
      ...homeStubs(),
      '/api/sections/popular': popular,
      '/api/sections': all,
      '/api/sections?category=tds': tds,
    });
    const { user } = await renderRoute('/');
    await waitFor(() => expect(within(browser()).getAllByRole('article')).toHaveLength(6));
    await user.click(within(browser()).getByRole('button', { name: 'TDS' }));
    await waitFor(() =>
      expect(
        within(browser())
          .getAllByRole('article')
          .every((a) => within(a).queryByText('TDS')),
      ).toBe(true),
    );
    await user.type(within(browser()).getByRole('searchbox', { name: 'Search sections' }), '194');
    expect(
      within(browser()).getByRole('link', { name: 'Load More Sections' }).getAttribute('href'),
    ).toBe('/sections?category=tds&q=194');
    await user.clear(within(browser()).getByRole('searchbox', { name: 'Search sections' }));
    await user.type(within(browser()).getByRole('searchbox', { name: 'Search sections' }), 'zzzz');
    expect(within(browser()).getByText('No sections found')).toBeDefined();
  });

  it('shows a six-card skeleton while loading, and the failure text when the call fails', async () => {
    const api = stubApi({
      ...homeStubs(),
      '/api/sections/popular': popular,
      '/api/sections': 'pending',
    });
    const first = await renderRoute('/');
    const status = await within(browser()).findByRole('status', { name: 'Loading sections' });
    expect(within(status).getAllByTestId('section-card-skeleton')).toHaveLength(6);
    first.unmount();
    api.set('/api/sections', fail(500, 'x'));
    await renderRoute('/');
    expect(await within(browser()).findByText('Failed to fetch sections')).toBeDefined();
  });
});
