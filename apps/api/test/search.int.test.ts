import {
  abbreviations,
  act2025Sections,
  FAQ_CATEGORIES,
  faqs,
  findSection,
  SEARCH_VOLUME_NOTE,
  sections,
} from '@taxguide/content';
import {
  AbbreviationListSchema,
  FaqListSchema,
  SearchResponseSchema,
  type SearchResponse,
} from '@taxguide/contracts/content';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { seedContent } from '@taxguide/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db.db);
});
afterAll(async () => {
  await t?.close();
});

async function search(q: string, limit?: number): Promise<SearchResponse> {
  const qs = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${qs}` });
  expect(res.statusCode).toBe(200);
  return SearchResponseSchema.parse(res.json());
}

const ids = (r: SearchResponse) => r.results.map((x) => `${x.type}:${x.id}`);

describe('search ranking', () => {
  it('"80c" puts section 80C first, as an exact number match', async () => {
    const r = await search('80c');
    expect(r.results[0]).toMatchObject({
      type: 'section',
      id: '80C',
      exactMatch: true,
      url: '/section/80C',
    });
    expect(r.results.slice(1).every((x) => !x.exactMatch)).toBe(true);
  });

  it('"hra" puts section 10(13A) first', async () => {
    const r = await search('hra');
    expect(ids(r)[0]).toBe('section:10(13A)');
    // The dictionary entry and the HRA guide are found too.
    expect(ids(r)).toEqual(
      expect.arrayContaining(['abbreviation:HRA', 'guide:hra-exemption-guide']),
    );
  });

  it('"home loan interest" puts section 24(b) first', async () => {
    const r = await search('home loan interest');
    expect(ids(r)[0]).toBe('section:24(b)');
  });

  it('"156" (an Income-tax Act 2025 number) puts section 87A first', async () => {
    const r = await search('156');
    expect(r.results[0]).toMatchObject({
      type: 'section',
      id: '87A',
      act2025Section: '156',
      exactMatch: true,
    });
  });

  it('"ltcg" has section 112A among the top results', async () => {
    const r = await search('ltcg');
    expect(ids(r).slice(0, 3)).toContain('section:112A');
  });

  it.each([
    ['Section 80 C', '80C'],
    ['sec. 80ccd(1b)', '80CCD(1B)'],
    ['202', '115BAC'],
  ])('"%s" is an exact number match for %s', async (q, n) => {
    const r = await search(q);
    expect(r.results[0]).toMatchObject({ type: 'section', id: n, exactMatch: true });
  });

  it('a 2025 number covering several old sections lists all of them first, in curated order', async () => {
    const r = await search('58');
    expect(ids(r).slice(0, 3)).toEqual(['section:44AD', 'section:44ADA', 'section:44AE']);
    expect(r.results.slice(0, 3).every((x) => x.exactMatch)).toBe(true);
  });

  it('finds guides, FAQ items and abbreviations, each with its type and link', async () => {
    const due = await search('advance tax due dates');
    const faq = due.results.find((x) => x.type === 'faq' && x.id === 'advance-tax-due-dates');
    expect(faq).toMatchObject({ url: '/faq#advance-tax-due-dates', category: 'Advance Tax' });
    expect(due.results.find((x) => x.type === 'guide')?.url).toMatch(/^\/blog\//);

    const pan = await search('permanent account number');
    expect(pan.results.find((x) => x.type === 'abbreviation' && x.id === 'PAN')).toMatchObject({
      title: 'PAN: Permanent Account Number',
      url: '/abbreviations?q=PAN',
    });

    const relief = await search('marginal relief');
    expect(ids(relief)).toContain('guide:section-87a-rebate-marginal-relief');
  });

  it('tolerates a typo and matches a word being typed', async () => {
    expect(ids(await search('exemptoin')).length).toBeGreaterThan(0);
    expect(ids(await search('presump'))).toContain('section:44AD');
  });

  it('respects the limit and reports the total before it', async () => {
    const r = await search('tax', 5);
    expect(r.results).toHaveLength(5);
    expect(r.total).toBeGreaterThan(5);
  });

  it('returns no results (not an error) when nothing matches', async () => {
    const r = await search('qwertyuiop zxcvb');
    expect(r).toEqual({ query: 'qwertyuiop zxcvb', total: 0, results: [] });
  });
});

describe('tools and pages, intent, snippets and paging', () => {
  it.each([
    ['income tax calculator', 'calculator', '/calculators'],
    ['hra calculator', 'calculator', '/calculators?calc=hra'],
    [
      '44ae calculator',
      'calculator',
      '/calculators?calc=presumptive&presumptive.businessType=44AE',
    ],
    ['pdf download', 'page', '/pdf-download'],
    ['old section to new section', 'page', '/act-2025'],
  ])('"%s" puts the %s at %s first', async (q, type, url) => {
    const r = await search(q);
    expect(r.results[0]).toMatchObject({ type, url, exactMatch: false });
  });

  it('a topic without "calculator" still puts the section first, the calculator after it', async () => {
    const r = await search('hra');
    expect(ids(r)[0]).toBe('section:10(13A)');
    expect(ids(r)).toContain('calculator:hra-calculator');
  });

  it('"form 16" finds the section that explains it (Form 130 under the 2025 Rules)', async () => {
    for (const q of ['form 16', 'form 130']) {
      expect(ids(await search(q))[0], q).toBe('section:192');
    }
  });

  it('a snippet is plain text whose highlights are the words that matched', async () => {
    const r = await search('tds on rent');
    const first = r.results[0]!;
    expect(first.url).toBe('/section/194I');
    expect(first.snippet?.highlights.length).toBeGreaterThan(0);
    for (const [start, end] of first.snippet!.highlights) {
      expect(first.snippet!.text.slice(start, end).toLowerCase()).toMatch(/^(tds|rent\w*)$/);
    }
  });

  it('offset pages through the same ranking; a first page has no offset field', async () => {
    const all = await search('tax', 40);
    const first = await search('tax', 20);
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=tax&limit=20&offset=20' });
    expect(res.statusCode).toBe(200);
    const second = SearchResponseSchema.parse(res.json());
    expect(first).not.toHaveProperty('offset');
    expect(second.offset).toBe(20);
    expect(second.total).toBe(all.total);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all));
  });

  it.each([
    ['/api/search?q=80c&offset=-1', 'offset'],
    ['/api/search?q=80c&offset=abc', 'offset'],
    ['/api/search?q=80c&offset=1001', 'offset'],
  ])('%s → 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).details?.map((d) => d.path)).toEqual([field]);
  });
});

describe('search by either Act’s number, through the 1961 ↔ 2025 map', () => {
  it.each([
    ['section 123', '80C'],
    ['123 of the 2025 act', '80C'],
    ['s.123 of the Income-tax Act 2025', '80C'],
    ['404 2025', '208'],
    ['section 202 ITA 2025', '115BAC'],
    ['80C of the 1961 Act', '80C'],
  ])('"%s" finds the page of section %s first', async (q, n) => {
    const r = await search(q);
    expect(r.results[0]).toMatchObject({ type: 'section', id: n, exactMatch: true });
  });

  it('a number read in the 2025 Act is not taken as a 1961 number', async () => {
    // 1961 s.80C has a page; "80C 2025" asks for a 2025 section 80C, which the Act does not have.
    const r = await search('80C 2025');
    expect(r.results.some((x) => x.exactMatch)).toBe(false);
  });

  it('a 2025 number we have no page for answers the map row, then the nearest pages', async () => {
    const row = act2025Sections.find(
      (s) =>
        s.from1961.every((old) => !findSection(old) && !findSection(old.split('(')[0] ?? '')) &&
        !sections.some((p) => (p.act2025Section ?? '').split('(')[0] === s.number),
    );
    expect(row, 'the map has a section we have no page for').toBeDefined();
    const r = await search(`section ${row!.number} of the 2025 act`);
    expect(r.results[0]).toMatchObject({
      type: 'act-2025',
      id: row!.number,
      act2025Section: row!.number,
      exactMatch: true,
      url: `/act-2025?q=${row!.number}`,
    });
    expect(r.results[0]?.title).toContain(row!.title);
    for (const old of row!.from1961) expect(r.results[0]?.description).toContain(old);
    expect(r.results[1]?.type).toBe('section');
  });
});

describe('search validation', () => {
  it.each([
    ['/api/search', 'q'],
    ['/api/search?q=%20%20', 'q'],
    [`/api/search?q=${'x'.repeat(121)}`, 'q'],
    ['/api/search?q=80c&limit=0', 'limit'],
    ['/api/search?q=80c&limit=51', 'limit'],
    ['/api/search?q=80c&limit=abc', 'limit'],
  ])('%s → 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.details?.map((d) => d.path)).toEqual([field]);
  });
});

describe('the index follows the database', () => {
  it('finds a section after its text changes, without a restart', async () => {
    expect((await search('zygomorphic')).results).toEqual([]);
    await t.db.db
      .updateTable('sections')
      .set({ title: 'Zygomorphic test title', updatedAt: sql`now()`, editedByAdminAt: sql`now()` })
      .where('sectionNumber', '=', '80TTB')
      .execute();
    expect(ids(await search('zygomorphic'))).toEqual(['section:80TTB']);
  });

  it('finds a guide once it is published and forgets it when it is withdrawn', async () => {
    await t.db.db
      .insertInto('blogPosts')
      .values({
        slug: 'quokka-guide',
        title: 'The quokka guide',
        excerpt: 'About quokkas.',
        markdown: 'Quokkas and tax.',
        category: 'updates',
        status: 'draft',
        relatedSections: '[]',
        origin: 'admin',
      })
      .execute();
    expect((await search('quokka')).results).toEqual([]);

    await t.db.db
      .updateTable('blogPosts')
      .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
      .where('slug', '=', 'quokka-guide')
      .execute();
    expect(ids(await search('quokka'))).toEqual(['guide:quokka-guide']);

    await t.db.db
      .updateTable('blogPosts')
      .set({ status: 'draft', updatedAt: sql`now()` })
      .where('slug', '=', 'quokka-guide')
      .execute();
    expect((await search('quokka')).results).toEqual([]);
  });
});

describe('FAQ and abbreviations (the data the pages and search use)', () => {
  it('GET /api/faq returns the six categories and the twelve items', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/faq' });
    expect(res.statusCode).toBe(200);
    const body = FaqListSchema.parse(res.json());
    expect(body.categories).toEqual([...FAQ_CATEGORIES]);
    expect(body.items).toHaveLength(12);
    expect(body.items.map((f) => f.id)).toEqual(faqs.map((f) => f.id));
    expect(Object.keys(res.json().items[0]).sort()).toEqual([
      'answer',
      'category',
      'id',
      'question',
    ]);
  });

  it('GET /api/abbreviations returns every entry by estimated volume, highest first, with the estimate note', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/abbreviations' });
    expect(res.statusCode).toBe(200);
    const body = AbbreviationListSchema.parse(res.json());
    expect(body.items).toHaveLength(abbreviations.length);
    expect(body.items.length).toBeGreaterThanOrEqual(50);
    const volumes = body.items.map((a) => a.searchVolume);
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
    expect(body.volumeNote).toBe(SEARCH_VOLUME_NOTE);
    expect(body.categories).toEqual([
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
  });
});
