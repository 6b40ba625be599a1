import { SECTION_FILTERS, categoryStyle } from '@taxguide/content/section-categories';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, findAlert, stubApi } from '../../test/api-stub';
import { sectionSummaries } from '../../test/content-fixtures';
import { metaContent, renderRoute } from '../../test/render-route';

const all = sectionSummaries();
const tds = all.filter((s) => s.category === 'tds');
const cards = () => screen.queryAllByRole('article');
const showing = () => screen.getByText(/^Showing \d+ sections?$/).textContent;

describe('/sections', () => {
  it('lists every section as a card: number, category, title, description, views, "Learn More"', async () => {
    stubApi({ '/api/sections': [{ ...all[0]!, views: 1234 }, ...all.slice(1)] });
    await renderRoute('/sections');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tax Sections');
    await waitFor(() => expect(showing()).toBe(`Showing ${all.length} sections`));
    expect(cards()).toHaveLength(all.length);
    const first = within(cards()[0]!);
    const s = all[0]!;
    expect(first.getByRole('heading', { level: 2 }).textContent).toBe(`Section ${s.sectionNumber}`);
    expect(first.getByText(categoryStyle(s.category).label)).toBeDefined();
    expect(first.getByText(s.title)).toBeDefined();
    expect(first.getByText(s.description)).toBeDefined();
    expect(first.getByText('1,234 views')).toBeDefined();
    const learnMore = first.getByRole('link', {
      name: `Learn More about Section ${s.sectionNumber}`,
    });
    expect(learnMore.getAttribute('href')).toBe(`/section/${s.sectionNumber}`);
    expect(learnMore.textContent).toMatch(/^Learn More/);
  });

  it('has the filter buttons: All Sections, the spec five, then the added categories', async () => {
    stubApi({ '/api/sections': all });
    await renderRoute('/sections');
    const group = screen.getByRole('group', { name: 'Filter by category' });
    const labels = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels.slice(0, 6)).toEqual([
      'All Sections',
      'Deductions',
      'Exemptions',
      'Capital Gains',
      'TDS',
      'Penalties',
    ]);
    expect(labels).toEqual(SECTION_FILTERS.map((f) => f.label));
    expect(labels.length).toBeGreaterThan(6);
    expect(
      within(group).getByRole('button', { name: 'All Sections' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('filters by category through the API (?category=) and puts it in the address', async () => {
    const api = stubApi({ '/api/sections': all, '/api/sections?category=tds': tds });
    const { user } = await renderRoute('/sections');
    await waitFor(() => expect(cards()).toHaveLength(all.length));
    await user.click(screen.getByRole('button', { name: 'TDS' }));
    await waitFor(() => expect(showing()).toBe(`Showing ${tds.length} sections`));
    expect(api.callsTo('GET', '/api/sections?category=tds')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'TDS' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards().every((c) => within(c).queryByText('TDS') !== null)).toBe(true);
    // Back to all: served from the cache, no second request.
    await user.click(screen.getByRole('button', { name: 'All Sections' }));
    await waitFor(() => expect(cards()).toHaveLength(all.length));
    expect(api.callsTo('GET', '/api/sections')).toHaveLength(1);
  });

  it('starts from ?category= and ?q= in the address', async () => {
    stubApi({ '/api/sections?category=tds': tds });
    await renderRoute('/sections?category=tds&q=194C');
    await waitFor(() => expect(showing()).toBe('Showing 1 section'));
    expect(within(cards()[0]!).getByRole('heading').textContent).toBe('Section 194C');
    expect(
      (screen.getByRole('searchbox', { name: 'Search sections' }) as HTMLInputElement).value,
    ).toBe('194C');
  });

  it.each([
    ['80c', '80C'],
    ['section 80ccd 1b', '80CCD(1B)'],
    ['80ccd(1b)', '80CCD(1B)'],
    ['house rent', '10(13A)'],
    ['156', '87A'],
  ])('the search box finds "%s" → %s', async (query, expected) => {
    stubApi({ '/api/sections': all });
    const { user } = await renderRoute('/sections');
    await waitFor(() => expect(cards()).toHaveLength(all.length));
    await user.type(screen.getByRole('searchbox', { name: 'Search sections' }), query);
    const headings = cards().map((c) => within(c).getByRole('heading').textContent);
    expect(headings).toContain(`Section ${expected}`);
    expect(headings.length).toBeLessThan(all.length);
  });

  it('says "No sections found" when nothing matches', async () => {
    stubApi({ '/api/sections': all });
    const { user } = await renderRoute('/sections');
    await waitFor(() => expect(cards()).toHaveLength(all.length));
    await user.type(screen.getByRole('searchbox', { name: 'Search sections' }), 'qwertyzzz');
    expect(screen.getByText('No sections found')).toBeDefined();
    expect(showing()).toBe('Showing 0 sections');
    expect(cards()).toHaveLength(0);
  });

  it('shows six placeholder cards while loading', async () => {
    stubApi({ '/api/sections': 'pending' });
    await renderRoute('/sections');
    const status = screen.getByRole('status', { name: 'Loading sections' });
    expect(within(status).getAllByTestId('section-card-skeleton')).toHaveLength(6);
  });

  it('says "Failed to fetch sections" when the call fails, and tries again on request', async () => {
    const api = stubApi({ '/api/sections': fail(500, 'Something went wrong on our side') });
    const { user } = await renderRoute('/sections');
    const alert = await findAlert('Failed to fetch sections');
    api.set('/api/sections', all);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(all.length));
  });

  it('explains an unknown ?category= and offers all sections', async () => {
    stubApi({
      '/api/sections?category=bogus': fail(400, 'Invalid request: check category'),
      '/api/sections': all,
    });
    const { user } = await renderRoute('/sections?category=bogus');
    const alert = await findAlert('There is no section category “bogus”.');
    await user.click(within(alert).getByRole('button', { name: 'Show all sections' }));
    await waitFor(() => expect(cards()).toHaveLength(all.length));
  });

  it('sets its head: title, description, canonical without the filter, breadcrumb JSON-LD', async () => {
    stubApi({ '/api/sections?category=tds': tds });
    await renderRoute('/sections?category=tds');
    expect(document.title).toBe('Income Tax Act Sections | TaxGuide India');
    expect((metaContent('name="description"') ?? '').length).toBeGreaterThan(60);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/sections',
    );
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as {
      '@type': string;
    }[];
    expect(ld.map((d) => d['@type'])).toContain('BreadcrumbList');
  });
});
