import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { fail, findAlert, stubApi } from '../../test/api-stub';
import { sectionDetail } from '../../test/content-fixtures';
import { metaContent, renderRoute } from '../../test/render-route';
import { LAW_AS_ON } from '@taxguide/content/review-dates';
import { formatLongDate } from '../../lib/dates';
import { BOOKMARKS_KEY } from '../../lib/bookmarks';
import { formatViews } from './section-card';

// The two kinds of page, fixed here whatever the curated content says: a section whose 2025 number
// is verified (87A is s.156) and one without (80C as if its number were not yet verified).
const s87a = { ...sectionDetail('87A'), act2025Section: '156' };
const s80c = { ...sectionDetail('80C'), act2025Section: null };
const HEADING_87A = `Section 156 (1961 Act: 87A): ${s87a.title}`;
const VIEWS_87A = '/api/sections/by-number/87A/views';

function stubSections(extra: Record<string, unknown> = {}) {
  return stubApi({
    '/api/sections/by-number/87A': s87a,
    '/api/sections/by-number/156': s87a,
    '/api/sections/by-number/80C': s80c,
    [`POST ${VIEWS_87A}`]: { sectionNumber: '87A', views: 1235 },
    'POST /api/sections/by-number/80C/views': { sectionNumber: '80C', views: 1 },
    ...extra,
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: HEADING_87A });

/** The facts box as [term, value] pairs, in order. */
function facts(): [string, string][] {
  const box = document.querySelector('dl[data-section-facts]')!;
  return [...box.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/section/:n loaded', () => {
  it('shows the number, both Acts, the description, key limits, review date, source and the plain-language note', async () => {
    stubSections();
    await renderRoute('/section/87A');
    expect((await heading()).textContent).toBe(HEADING_87A);
    expect(screen.getByText(s87a.description, { selector: 'p' })).toBeDefined();
    expect(screen.getByText('Section 156')).toBeDefined();
    expect(screen.getByText('Rates & Rebates')).toBeDefined();
    expect(screen.getByText('1,234 views')).toBeDefined();
    expect(screen.getByRole('note', { name: 'About this page' }).textContent).toContain(
      'This page is a plain-language summary, not the Act text.',
    );
    const source = screen.getByRole('link', { name: /official source/ });
    expect(source.getAttribute('href')).toBe(s87a.sourceUrl);
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    for (const limit of s87a.keyLimits) expect(screen.getByText(limit)).toBeDefined();
  });

  it('leads with the 2025 number for tax year 2026-27, the 1961 number beside it, then the law date and review date', async () => {
    stubSections();
    await renderRoute('/section/87A');
    await heading();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain(
      'Section 156 (1961 Act: 87A)',
    );
    expect(facts()).toEqual([
      ['Income-tax Act 2025 (tax year 2026-27)', 'Section 156'],
      ['Income-tax Act 1961 (to FY 2025-26)', 'Section 87A'],
      ['Law as on', formatLongDate(LAW_AS_ON)],
      ['Last reviewed', formatLongDate(s87a.lastReviewed)],
      ['Readers', '1,234 views'],
    ]);
    expect(screen.queryByText('Not yet verified')).toBeNull();
    // The address and the search title keep the 1961 number; the title carries both.
    expect(document.title).toBe(
      `Section 87A (Income-tax Act 2025: Section 156): ${s87a.title} | TaxGuide India`,
    );
  });

  it('leads with the 1961 number where no 2025 number is verified, and says so', async () => {
    stubSections();
    await renderRoute('/section/80C');
    const h1 = await screen.findByRole('heading', { level: 1, name: /^Section 80C: / });
    expect(h1.textContent).toBe(`Section 80C: ${s80c.title}`);
    expect(facts()).toEqual([
      ['Income-tax Act 1961 (to FY 2025-26)', 'Section 80C'],
      ['Income-tax Act 2025', 'Not yet verified'],
      ['Law as on', formatLongDate(LAW_AS_ON)],
      ['Last reviewed', formatLongDate(s80c.lastReviewed)],
      ['Readers', formatViews(s80c.views)],
    ]);
  });

  it('has the tabs Summary, Full Text (markdown), Examples and Related', async () => {
    stubSections();
    const { user } = await renderRoute('/section/87A');
    await heading();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Summary', 'Full Text', 'Examples', 'Related']);
    expect(screen.getByRole('tabpanel').textContent).toContain(s87a.summary);
    // Each panel opens with its own h2, so its h3s do not sit straight under the page's h1.
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2, name: 'Summary' }),
    ).toBeDefined();

    await user.click(screen.getByRole('tab', { name: 'Full Text' }));
    const full = screen.getByRole('tabpanel');
    // The text is parsed in the browser only when the server did not render it (here).
    expect(
      await within(full).findByRole('heading', {
        level: 3,
        name: 'Marginal relief (new regime only)',
      }),
    ).toBeDefined();
    expect(within(full).getByRole('table')).toBeDefined();
    // Internal links in the text stay in the app.
    expect(
      within(full).getByRole('link', { name: 'standard deduction' }).getAttribute('href'),
    ).toBe('/section/16(ia)');
    expect(full.textContent).not.toContain('###');

    await user.click(screen.getByRole('tab', { name: 'Examples' }));
    const examples = screen.getByRole('tabpanel');
    expect(
      within(examples).getByRole('heading', { name: `Example 1: ${s87a.examples[0]!.title}` }),
    ).toBeDefined();
    expect(examples.textContent).toMatch(/₹/);

    await user.click(screen.getByRole('tab', { name: 'Related' }));
    const related = screen.getByRole('tabpanel');
    const links = within(related).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      s87a.related.map((r) => `/section/${r.sectionNumber}`),
    );
  });

  it('links Calculate Tax Impact to the calculators and Ask AI to the assistant, asking about the section', async () => {
    stubSections();
    await renderRoute('/section/87A');
    await heading();
    expect(screen.getByRole('link', { name: 'Calculate Tax Impact' }).getAttribute('href')).toBe(
      '/#calculators',
    );
    expect(screen.getByRole('link', { name: 'Ask AI' }).getAttribute('href')).toBe(
      '/ai-assistant?ask=Explain%20Section%2087A',
    );
  });

  it('Share Section opens the system share sheet with the address the visitor is on', async () => {
    stubSections();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      // A site reached at another address than SITE_URL shares its own.
      const { user } = await renderRoute('/section/87A', {
        site: { siteUrl: 'https://taxguide.example' },
      });
      await heading();
      await user.click(screen.getByRole('button', { name: 'Share Section' }));
      expect(window.location.origin).not.toBe('https://taxguide.example');
      expect(share).toHaveBeenCalledWith({
        title: 'Section 87A | TaxGuide India',
        text: s87a.description,
        url: `${window.location.origin}/section/87A`,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('Share Section copies the link where there is no share sheet', async () => {
    stubSections();
    const { user } = await renderRoute('/section/87A', {
      site: { siteUrl: 'https://taxguide.example' },
    });
    // user-event installs its own clipboard; read what was written.
    await heading();
    await user.click(screen.getByRole('button', { name: 'Share Section' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/section/87A`);
    expect(await screen.findByText('Link copied')).toBeDefined();
  });

  it('Download PDF prints the page with every tab laid out', async () => {
    stubSections();
    let printed: string[] = [];
    window.print = vi.fn(() => {
      printed = Array.from(
        screen.getByTestId('print-view').querySelectorAll('h2'),
        (h) => h.textContent ?? '',
      );
    });
    const { user } = await renderRoute('/section/87A');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(printed).toEqual(['Summary', 'Full Text', 'Examples', 'Related']);
    // After printing, the tabs are back.
    expect(screen.queryByTestId('print-view')).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });

  it('keeps the bookmark in localStorage, across visits', async () => {
    stubSections();
    const first = await renderRoute('/section/87A');
    await heading();
    const button = screen.getByRole('button', { name: 'Bookmark' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await first.user.click(button);
    expect(screen.getByRole('button', { name: 'Bookmarked' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(JSON.parse(window.localStorage.getItem(BOOKMARKS_KEY)!)).toEqual(['87A']);
    first.unmount();

    await renderRoute('/section/87A');
    await heading();
    expect(screen.getByRole('button', { name: 'Bookmarked' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await first.user.click(screen.getByRole('button', { name: 'Bookmarked' }));
    expect(JSON.parse(window.localStorage.getItem(BOOKMARKS_KEY)!)).toEqual([]);
  });

  it('a forgiving address (/section/156) shows 87A with its canonical address and breadcrumb', async () => {
    stubSections();
    await renderRoute('/section/156');
    await heading();
    expect(document.title).toBe(
      `Section 87A (Income-tax Act 2025: Section 156): ${s87a.title} | TaxGuide India`,
    );
    expect(metaContent('name="description"')).toBe(s87a.description);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/section/87A',
    );
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as {
      '@type': string;
      itemListElement?: { name: string }[];
    }[];
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement?.map((i) => i.name)).toEqual([
      'Home',
      'Tax Sections',
      'Section 87A',
    ]);
  });
});

describe('/section/:n view counting', () => {
  it('counts one view once the section has loaded, and none for re-renders', async () => {
    const api = stubSections();
    const { user } = await renderRoute('/section/87A');
    await heading();
    await waitFor(() => expect(api.callsTo('POST', VIEWS_87A)).toHaveLength(1));
    // Re-renders (switching tabs) are not new visits.
    await user.click(screen.getByRole('tab', { name: 'Examples' }));
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.callsTo('POST', VIEWS_87A)).toHaveLength(1);
  });

  it('counts once when the data is there at mount, as after a server render (StrictMode mounts effects twice)', async () => {
    const api = stubSections();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/sections/by-number/87A'], s87a);
    await renderRoute('/section/87A', { queryClient });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(HEADING_87A);
    await waitFor(() => expect(api.callsTo('POST', VIEWS_87A)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.callsTo('POST', VIEWS_87A)).toHaveLength(1);
    // The section itself was not fetched again.
    expect(api.callsTo('GET', '/api/sections/by-number/87A')).toHaveLength(0);
  });

  it('counts a visit to another section, and a visit back, once each', async () => {
    const s115 = sectionDetail('115BAC');
    expect(s87a.related[0]?.sectionNumber).toBe('115BAC');
    expect(s115.related.map((r) => r.sectionNumber)).toContain('87A');
    const api = stubSections({
      '/api/sections/by-number/115BAC': s115,
      'POST /api/sections/by-number/115BAC/views': { sectionNumber: '115BAC', views: 1 },
    });
    const { user } = await renderRoute('/section/87A');
    await heading();
    await user.click(screen.getByRole('tab', { name: 'Related' }));
    await user.click(within(screen.getByRole('tabpanel')).getAllByRole('link')[0]!);
    await screen.findByRole('heading', {
      level: 1,
      name: /\(1961 Act: 115BAC\): |^Section 115BAC: /,
    });
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/sections/by-number/115BAC/views')).toHaveLength(1),
    );

    await user.click(screen.getByRole('tab', { name: 'Related' }));
    const back = within(screen.getByRole('tabpanel')).getByRole('link', { name: /^Section 87A/ });
    await user.click(back);
    await heading();
    await waitFor(() => expect(api.callsTo('POST', VIEWS_87A)).toHaveLength(2));
    expect(api.callsTo('POST', '/api/sections/by-number/115BAC/views')).toHaveLength(1);
  });

  it('does not count a section that was not found', async () => {
    const api = stubApi({ '/api/sections/by-number/999Z': fail(404, 'Section not found') });
    await renderRoute('/section/999Z');
    await screen.findByRole('heading', { level: 1, name: 'Section Not Found' });
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('/section/:n other states', () => {
  it('shows a loading skeleton', async () => {
    stubApi({ '/api/sections/by-number/87A': 'pending' });
    await renderRoute('/section/87A');
    expect(screen.getByRole('status', { name: 'Loading section' })).toBeDefined();
  });

  it('not found: "Section Not Found" / "The requested section could not be found.", noindex', async () => {
    stubApi({ '/api/sections/by-number/999Z': fail(404, 'Section not found') });
    await renderRoute('/section/999Z');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Section Not Found' }),
    ).toBeDefined();
    expect(screen.getByText('The requested section could not be found.')).toBeDefined();
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
    expect(screen.getByRole('link', { name: 'Browse all sections' }).getAttribute('href')).toBe(
      '/sections',
    );
  });

  it('a failed lookup says "Section not found" and can try again', async () => {
    const api = stubApi({
      '/api/sections/by-number/87A': fail(503, 'The service is temporarily unavailable'),
    });
    const { user } = await renderRoute('/section/87A');
    const alert = await findAlert('Section not found');
    api.set('/api/sections/by-number/87A', s87a);
    api.set(`POST ${VIEWS_87A}`, { sectionNumber: '87A', views: 1 });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeDefined();
  });
});
