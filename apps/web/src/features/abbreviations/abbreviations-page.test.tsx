import { volumeBadge } from '@taxguide/content/abbreviations';
import { ABBREVIATIONS_LAST_REVIEWED, LAW_AS_ON } from '@taxguide/content/review-dates';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, findAlert, stubApi } from '../../test/api-stub';
import { abbreviationList } from '../../test/content-fixtures';
import { metaContent, renderRoute } from '../../test/render-route';
import { reviewDates } from '../../test/review-dates';
import { formatLongDate } from '../../lib/dates';
import { MOST_SEARCHED } from './abbreviations-page';

const data = abbreviationList();
const total = data.items.length;
// Sent in a jumbled order: the page sorts by volume itself.
const jumbled = { ...data, items: [...data.items].reverse() };
const cards = () => screen.queryAllByRole('article');
const shorts = () => cards().map((c) => within(c).getByRole('heading').textContent);
const box = () =>
  screen.getByRole('searchbox', { name: 'Search abbreviations' }) as HTMLInputElement;
const mostSearched = () => screen.queryByRole('region', { name: 'Most Searched' });

async function load(path = '/abbreviations') {
  const rendered = await renderRoute(path);
  await screen.findAllByRole('article');
  return rendered;
}

describe('/abbreviations', () => {
  it('lists every entry by estimated monthly search volume, highest first, with "Showing X of Y"', async () => {
    stubApi({ '/api/abbreviations': jumbled });
    await load();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tax Abbreviations');
    expect(screen.getByText(`Showing ${total} of ${total} abbreviations`)).toBeDefined();
    const sorted = [...data.items].sort(
      (a, b) => b.searchVolume - a.searchVolume || a.short.localeCompare(b.short),
    );
    expect(shorts()).toEqual(sorted.map((a) => a.short));
    const first = within(cards()[0]!);
    expect(first.getByText(sorted[0]!.full)).toBeDefined();
    expect(first.getByText(sorted[0]!.description)).toBeDefined();
    // Volumes are labelled as estimates, and the method is stated.
    expect(first.getByText(/searches a month \(estimate\)$/)).toBeDefined();
    expect(screen.getByText(data.volumeNote)).toBeDefined();
  });

  it('says the law it states and when the entries were last reviewed', async () => {
    stubApi({ '/api/abbreviations': data });
    await load();
    expect(reviewDates()).toEqual([
      ['Law as on', formatLongDate(LAW_AS_ON)],
      ['Last reviewed', formatLongDate(ABBREVIATIONS_LAST_REVIEWED)],
    ]);
  });

  it('has the spec’s category filters', async () => {
    stubApi({ '/api/abbreviations': data });
    const { user } = await load();
    const group = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'All',
      'Forms',
      'Documents',
      'Tax Types',
      'Deductions',
      'Investments',
      'Income',
      'Authorities',
      'Sections',
      'Banking',
    ]);
    await user.click(within(group).getByRole('button', { name: 'Forms' }));
    const forms = data.items.filter((a) => a.category === 'Forms');
    expect(shorts()).toEqual(forms.map((a) => a.short));
    expect(screen.getByText(`Showing ${forms.length} of ${total} abbreviations`)).toBeDefined();
    // Most Searched shows only with All selected and no search.
    expect(mostSearched()).toBeNull();
  });

  it('searches short form, full form and description', async () => {
    stubApi({ '/api/abbreviations': data });
    const { user } = await load();
    await user.type(box(), 'permanent account');
    expect(shorts()).toContain('PAN');
    await user.clear(box());
    await user.type(box(), 'tds');
    expect(shorts()).toContain('TDS');
    expect(shorts().length).toBeGreaterThan(1);
    await user.clear(box());
    const described = data.items.find((a) => a.short === 'HRA')!;
    await user.type(box(), described.description.split(' ').slice(2, 5).join(' '));
    expect(shorts()).toContain('HRA');
  });

  it('shows the Most Searched top 12 with no search and All; clicking one fills the search box', async () => {
    stubApi({ '/api/abbreviations': data });
    const { user } = await load();
    const block = mostSearched()!;
    const buttons = within(block).getAllByRole('button');
    expect(buttons).toHaveLength(MOST_SEARCHED);
    expect(buttons.map((b) => b.textContent)).toEqual(data.items.slice(0, 12).map((a) => a.short));
    await user.click(buttons[3]!);
    const picked = data.items[3]!.short;
    expect(box().value).toBe(picked);
    expect(document.activeElement).toBe(box());
    expect(shorts()).toContain(picked);
    expect(mostSearched()).toBeNull();
  });

  it.each([
    [90500, 'High Volume'],
    [50000, 'High Volume'],
    [49999, 'Popular'],
    [25000, 'Popular'],
    [24999, 'Common'],
    [15000, 'Common'],
    [14999, 'Standard'],
    [10, 'Standard'],
  ])('a volume of %i gets the "%s" badge', async (searchVolume, badge) => {
    expect(volumeBadge(searchVolume)).toBe(badge);
    stubApi({
      '/api/abbreviations': { ...data, items: [{ ...data.items[0]!, searchVolume }] },
    });
    await load();
    expect(within(cards()[0]!).getByText(badge)).toBeDefined();
  });

  it('says "No abbreviations found matching your search."', async () => {
    stubApi({ '/api/abbreviations': data });
    const { user } = await load();
    await user.type(box(), 'zzqqxx');
    expect(screen.getByText('No abbreviations found matching your search.')).toBeDefined();
    expect(screen.getByText(`Showing 0 of ${total} abbreviations`)).toBeDefined();
  });

  it('starts from ?q= (links from site search)', async () => {
    stubApi({ '/api/abbreviations': data });
    await load('/abbreviations?q=PAN');
    expect(box().value).toBe('PAN');
    expect(shorts()).toContain('PAN');
    expect(mostSearched()).toBeNull();
  });

  it('sets its head, and shows loading and failure states', async () => {
    const api = stubApi({ '/api/abbreviations': 'pending' });
    const first = await renderRoute('/abbreviations');
    expect(document.title).toBe('Income Tax Abbreviations | TaxGuide India');
    expect((metaContent('name="description"') ?? '').length).toBeGreaterThan(60);
    expect(screen.getByRole('status', { name: 'Loading abbreviations' })).toBeDefined();
    first.unmount();
    api.set('/api/abbreviations', fail(500, 'x'));
    const { user } = await renderRoute('/abbreviations');
    const alert = await findAlert('Failed to fetch abbreviations');
    api.set('/api/abbreviations', data);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(total);
  });
});
