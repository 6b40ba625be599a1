import type { ActMapEntry } from '@taxguide/contracts/act-map';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, stubApi } from '../../test/api-stub';
import { sectionDetail } from '../../test/content-fixtures';
import { renderRoute } from '../../test/render-route';

const link = (sectionNumber: string, act2025Section: string | null, title: string) => ({
  sectionNumber,
  act2025Section,
  title,
  url: `/section/${sectionNumber}`,
});

const with80C: ActMapEntry = {
  act: '2025',
  number: '123',
  rows: [{ number: '123', title: 'Savings', chapter: 'VIII', from1961: ['80C'], pages: ['80C'] }],
  omitted: null,
  pages: [link('80C', '123', 'Deduction for investments')],
  nearest: [],
};

const noPage: ActMapEntry = {
  act: '2025',
  number: '1',
  rows: [
    {
      number: '1',
      title: 'Short title, extent and commencement',
      chapter: 'I',
      from1961: ['1'],
      pages: [],
    },
  ],
  omitted: null,
  pages: [],
  nearest: [link('2(24)', '2(49)', 'Income'), link('4', '4', 'Charge of income-tax')],
};

describe('/section/{n}?act=2025 in the browser', { timeout: 20_000 }, () => {
  it('goes on to our page for that 2025 section', async () => {
    stubApi({
      '/api/act-map/2025/123': with80C,
      '/api/sections/by-number/80C': sectionDetail('80C'),
      'POST /api/sections/by-number/80C/views': { sectionNumber: '80C', views: 1 },
    });
    await renderRoute('/section/123?act=2025');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/80C/),
    );
  });

  it('shows the map row and the nearest pages when we have no page for it', async () => {
    stubApi({ '/api/act-map/2025/1': noPage });
    await renderRoute('/section/1?act=2025');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Section 1 of the Income-tax Act 2025',
      }),
    ).toBeDefined();
    expect(screen.getByRole('rowheader', { name: '1' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Nearest pages' })).toBeDefined();
    expect(
      screen.getByRole('link', { name: /^Section 2\(24\): Income/ }).getAttribute('href'),
    ).toBe('/section/2(24)');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(
      /noindex/,
    );
  });

  it('says when the 2025 Act has no such section', async () => {
    stubApi({ '/api/act-map/2025/999': fail(404, 'The Income-tax Act 2025 has no section 999') });
    await renderRoute('/section/999?act=2025');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The Income-tax Act 2025 has no section 999',
      }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open the section finder' }).getAttribute('href')).toBe(
      '/act-2025?q=999',
    );
  });
});

describe('/hi/section/{n}?act=2025', { timeout: 20_000 }, () => {
  it('is in Hindi: heading, table headers, nearest pages; the English titles marked', async () => {
    stubApi({ '/api/act-map/2025/1': noPage });
    await renderRoute('/hi/section/1?act=2025');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आयकर अधिनियम 2025 की धारा 1' }),
    ).toBeDefined();
    expect(document.title).toBe('आयकर अधिनियम 2025 की धारा 1 | TaxGuide India');
    expect(screen.getByRole('columnheader', { name: 'किस बारे में' })).toBeDefined();
    expect(screen.getByText('Short title, extent and commencement').getAttribute('lang')).toBe(
      'en-IN',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'सबसे नज़दीकी पेज' })).toBeDefined();
    const nearest = screen.getByRole('link', { name: /^धारा 2\(24\): Income/ });
    expect(nearest.getAttribute('href')).toBe('/hi/section/2(24)');
    expect(nearest.textContent).toContain('आयकर अधिनियम 2025: धारा 2(49)');
    expect(screen.getByText('Income').getAttribute('lang')).toBe('en-IN');
    expect(screen.queryByText(/यह पेज अभी हिंदी में उपलब्ध नहीं है/)).toBeNull();
  });

  it('says in Hindi when the 2025 Act has no such section', async () => {
    stubApi({ '/api/act-map/2025/999': fail(404, 'The Income-tax Act 2025 has no section 999') });
    await renderRoute('/hi/section/999?act=2025');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आयकर अधिनियम 2025 में धारा 999 नहीं है' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'धारा खोजक खोलें' }).getAttribute('href')).toBe(
      '/hi/act-2025?q=999',
    );
  });
});
