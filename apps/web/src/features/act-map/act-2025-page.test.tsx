import type { ActMapList, ActMapRow } from '@taxguide/contracts/act-map';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, stubApi, type StubCall } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

// A few answers in the API's shape: the page renders what the API finds, it does not search.
const row = (number: string, chapter: string, from1961: string[], title: string, pages: string[]) =>
  ({ number, chapter, from1961, title, pages }) satisfies ActMapRow;
const r123 = row('123', 'VIII', ['80C'], 'Life insurance premia, provident fund and savings', [
  '80C',
]);
const r124 = row('124', 'VIII', ['80CCC'], 'Contribution to certain pension funds', []);
const r404 = row('404', 'XVII', ['208'], 'Conditions of liability to pay advance tax', ['208']);
const chapters = [
  { number: 'VIII', title: 'Deductions', firstSection: '122', lastSection: '154' },
  { number: 'XVII', title: 'Collection and recovery', firstSection: '390', lastSection: '440' },
];
const map = (rows: ActMapRow[], query: string | null = null, chapter: string | null = null) =>
  ({ query, chapter, chapters, rows, omitted: [] }) satisfies ActMapList;

function api() {
  return stubApi({
    '/api/act-map': (call: StubCall) => {
      const q = new URL(call.url, 'http://x').searchParams.get('q');
      const chapter = new URL(call.url, 'http://x').searchParams.get('chapter');
      if (chapter === 'ZZ') return fail(400, 'chapter ZZ is not a chapter');
      if (q === '80C' || q === '123') return { status: 200, body: map([r123], q) };
      if (chapter === 'XVII') return { status: 200, body: map([r404], null, 'XVII') };
      return { status: 200, body: map([r123, r124, r404], q) };
    },
  });
}

const rowOf = (number: string) =>
  screen
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent === number);

// The first render loads the page's code and its catalog, slow on a loaded machine.
describe('/act-2025', { timeout: 20_000 }, () => {
  it('lists the whole map by chapter; a 1961 number links to our page when we have one', async () => {
    api();
    await renderRoute('/act-2025');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Chapter VIII: Deductions' }),
    ).toBeDefined();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Chapter XVII: Collection and recovery' }),
    ).toBeDefined();
    const link = within(rowOf('123')!).getByRole('link', { name: '80C' });
    expect(link.getAttribute('href')).toBe('/section/80C');
    // No page of ours for 80CCC: the number is shown, not linked.
    expect(within(rowOf('124')!).queryByRole('link')).toBeNull();
    expect(within(rowOf('124')!).getByText('80CCC')).toBeDefined();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/act-2025',
    );
  });

  it('searches as the reader types ("80C" finds 123), and reads ?q= from the address', async () => {
    const stub = api();
    const { user } = await renderRoute('/act-2025');
    await screen.findByRole('heading', { level: 2, name: 'Chapter VIII: Deductions' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Section number (either Act) or topic' }),
      '80C',
    );
    await waitFor(() => expect(screen.getByText('1 section found for “80C”')).toBeDefined());
    expect(rowOf('123')).toBeDefined();
    expect(rowOf('404')).toBeUndefined();
    // One request for the whole word, not one per key.
    expect(
      stub.calls.filter((c) => c.url.startsWith('/api/act-map?q=8')).map((c) => c.url),
    ).toEqual(['/api/act-map?q=80C']);
  });

  it('a chapter from ?chapter= narrows the list; an unknown one says so', async () => {
    api();
    await renderRoute('/act-2025?chapter=XVII');
    expect(await screen.findByText('1 section found in chapter XVII')).toBeDefined();
    expect(rowOf('404')).toBeDefined();
    api();
    await renderRoute('/act-2025?chapter=ZZ');
    expect(await screen.findByText('That is not a chapter of the 2025 Act')).toBeDefined();
  });
});

describe('/hi/act-2025', { timeout: 20_000 }, () => {
  it("is in Hindi: head, chapters, table headers and counts; the map's English titles marked", async () => {
    api();
    await renderRoute('/hi/act-2025');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'अध्याय VIII: Deductions' }),
    ).toBeDefined();
    expect(
      screen.getByRole('heading', { level: 1, name: 'आयकर अधिनियम 2025 ↔ 1961 धारा खोजक' }),
    ).toBeDefined();
    expect(document.title).toBe('आयकर अधिनियम 2025 ↔ 1961 धारा खोजक | TaxGuide India');
    expect(screen.getByText('Deductions').getAttribute('lang')).toBe('en-IN');
    expect(screen.getByText(r123.title).getAttribute('lang')).toBe('en-IN');
    expect(screen.getByText('धारा 122 से 154 तक')).toBeDefined();
    expect(screen.getByText('आयकर अधिनियम 2025 की 3 धाराएं, 2 अध्यायों में')).toBeDefined();
    const table = screen.getByRole('region', { name: 'अध्याय VIII की धाराएं' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['2025 अधिनियम', '1961 अधिनियम', 'किस बारे में']);
    expect(within(rowOf('123')!).getByRole('link', { name: '80C' }).getAttribute('href')).toBe(
      '/hi/section/80C',
    );
    expect(screen.getByRole('option', { name: 'सभी अध्याय' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'ढूंढें' })).toBeDefined();
    expect(within(screen.getByRole('main')).getByRole('search').getAttribute('action')).toBe(
      '/hi/act-2025',
    );
    expect(screen.queryByText(/यह पेज अभी हिंदी में उपलब्ध नहीं है/)).toBeNull();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/hi/act-2025',
    );
    expect(
      document.querySelector('link[rel="alternate"][hreflang="en-IN"]')?.getAttribute('href'),
    ).toBe('http://localhost:3000/act-2025');
  });

  it('says what a search found in Hindi, with the plural of the count', async () => {
    api();
    const { user } = await renderRoute('/hi/act-2025');
    await screen.findByRole('heading', { level: 2, name: 'अध्याय VIII: Deductions' });
    await user.type(
      screen.getByRole('searchbox', { name: 'धारा संख्या (किसी भी अधिनियम की) या विषय' }),
      '80C',
    );
    await waitFor(() => expect(screen.getByText('“80C” के लिए 1 धारा मिली')).toBeDefined());
    expect(screen.getByRole('region', { name: 'मेल खाती धाराएं' })).toBeDefined();
  });

  it('says in Hindi when a search finds nothing', async () => {
    stubApi({ '/api/act-map': { status: 200, body: map([], 'zzz') } });
    await renderRoute('/hi/act-2025?q=zzz');
    expect(await screen.findByText('“zzz” के लिए कोई धारा नहीं मिली')).toBeDefined();
    expect(screen.getByText(/^कोई धारा मेल नहीं खाती।/)).toBeDefined();
  });

  it('says in Hindi that a chapter is unknown, with a way back to all of them', async () => {
    api();
    await renderRoute('/hi/act-2025?chapter=ZZ');
    expect(await screen.findByText('यह 2025 के अधिनियम का कोई अध्याय नहीं है')).toBeDefined();
    expect(screen.getByRole('link', { name: 'सभी अध्याय दिखाएं' }).getAttribute('href')).toBe(
      '/hi/act-2025',
    );
  });
});
