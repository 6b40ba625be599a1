import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { metaContent, renderRoute } from '../../test/render-route';

describe('not-found page', { timeout: 20_000 }, () => {
  it('shows the two spec texts for any unknown path', async () => {
    await renderRoute('/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeDefined();
  });

  it('is not indexed', async () => {
    await renderRoute('/missing');
    expect(document.title).toBe('404 Page Not Found | TaxGuide India');
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
  });

  it('offers links home, to the calculators and to the sections', async () => {
    await renderRoute('/missing');
    const links = within(screen.getByRole('navigation', { name: 'Helpful links' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/', '/calculators', '/sections']);
  });

  it('has a search box that goes to /search?q=', async () => {
    const { user } = await renderRoute('/missing');
    // The page's own form (the header has a site search form too).
    const form = within(screen.getByRole('main')).getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    await user.type(
      within(form).getByRole('searchbox', { name: 'Search the site' }),
      'section 80C',
    );
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “section 80C”' }),
    ).toBeDefined();
  });
});

describe('not-found page at /hi/…', { timeout: 20_000 }, () => {
  it('is in Hindi, keeps its links and search in Hindi, and is not indexed', async () => {
    const { user } = await renderRoute('/hi/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 पेज नहीं मिला');
    expect(document.title).toBe('404 पेज नहीं मिला | TaxGuide India');
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
    expect(screen.queryByText(/यह पेज अभी हिंदी में उपलब्ध नहीं है/)).toBeNull();
    const links = within(screen.getByRole('navigation', { name: 'उपयोगी लिंक' }))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['होम पेज', '/hi/'],
      ['कर कैलकुलेटर', '/hi/calculators'],
      ['आयकर अधिनियम की धाराएं', '/hi/sections'],
    ]);
    const form = within(screen.getByRole('main')).getByRole('search');
    expect(form.getAttribute('action')).toBe('/hi/search');
    await user.type(within(form).getByRole('searchbox', { name: 'साइट पर खोजें' }), '80C');
    await user.click(within(form).getByRole('button', { name: 'खोजें' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '“80C” के खोज परिणाम' }),
    ).toBeDefined();
  });
});
