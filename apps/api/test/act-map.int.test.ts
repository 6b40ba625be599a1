import { act2025Sections, findSection, sectionKey, sections } from '@taxguide/content';
import {
  ActMapEntrySchema,
  ActMapListSchema,
  type ActMapEntry,
  type ActMapList,
} from '@taxguide/contracts/act-map';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(query = ''): Promise<ActMapList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/act-map${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return ActMapListSchema.parse(res.json());
}

async function entry(act: string, number: string): Promise<ActMapEntry> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/act-map/${act}/${encodeURIComponent(number)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ActMapEntrySchema.parse(res.json());
}

async function refused(url: string, status: number) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(status);
  return ErrorEnvelopeSchema.parse(res.json());
}

/** A 2025 section none of our pages covers: neither a 1961 number it carries nor its own. */
function rowWithoutPage() {
  return act2025Sections.find(
    (row) =>
      row.from1961.every((old) => !findSection(old) && !findSection(old.split('(')[0] ?? '')) &&
      !sections.some(
        (p) => sectionKey((p.act2025Section ?? '').split('(')[0] ?? '') === row.number,
      ),
  );
}

describe('GET /api/act-map', () => {
  it('answers the whole map in the Act’s order, each row with our page when we have one', async () => {
    const map = await list();
    expect(map.query).toBeNull();
    expect(map.rows.map((r) => r.number)).toEqual(act2025Sections.map((s) => s.number));
    const row123 = map.rows.find((r) => r.number === '123');
    expect(row123?.chapter).toBe('VIII');
    expect(row123?.pages[0]).toBe('80C');
    expect(row123?.from1961).toContain('80C');
    expect(map.chapters.map((c) => c.number)).toContain('VIII');
  });

  it('finds a 1961 number, a 2025 number and words of a title', async () => {
    expect((await list('?q=80C')).rows[0]?.number).toBe('123');
    expect((await list('?q=section%2080c')).rows[0]?.number).toBe('123');
    const back = await list('?q=123');
    expect(back.rows[0]).toMatchObject({ number: '123' });
    expect(back.rows[0]?.from1961).toContain('80C');
    expect((await list('?q=87A')).rows[0]?.number).toBe('156');
    expect((await list('?q=115BAC')).rows[0]?.number).toBe('202');
    const advance = await list('?q=advance%20tax');
    expect(advance.rows.length).toBeGreaterThan(0);
    expect(advance.rows.every((r) => /advance tax/i.test(r.title))).toBe(true);
    expect(advance.rows.map((r) => r.number)).toContain('404');
  });

  it('narrows to one chapter, with or without a query', async () => {
    const viii = await list('?chapter=viii');
    expect(viii.chapter).toBe('VIII');
    expect(viii.rows.length).toBeGreaterThan(0);
    expect(viii.rows.every((r) => r.chapter === 'VIII')).toBe(true);
    expect(viii.rows.map((r) => r.number)).toContain('123');
    expect((await list('?chapter=VIII&q=80C')).rows.map((r) => r.number)).toEqual(['123']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    expect((await refused('/api/act-map?chapter=LXXX', 400)).message).toMatch(/chapter/);
    expect((await refused('/api/act-map?chapter=%3Cscript%3E', 400)).message).toMatch(/chapter/);
    expect((await refused('/api/act-map?q=80C%00', 400)).message).toMatch(/q/);
    expect((await refused(`/api/act-map?q=${'8'.repeat(200)}`, 400)).message).toMatch(/q/);
  });
});

describe('GET /api/act-map/{act}/{number}', () => {
  it('1961 80C → 2025 s.123, with our page', async () => {
    const e = await entry('1961', '80c');
    expect(e.rows.map((r) => r.number)).toEqual(['123']);
    expect(e.pages[0]).toMatchObject({ sectionNumber: '80C', url: '/section/80C' });
    expect(e.nearest).toEqual([]);
  });

  it('2025 s.123 → 1961 80C; 156 → 87A; 1961 115BAC → 202 and 208 → 404', async () => {
    const e = await entry('2025', 'Section 123');
    expect(e.rows[0]?.from1961).toContain('80C');
    expect(e.pages[0]?.sectionNumber).toBe('80C');
    expect((await entry('2025', '156')).pages.map((p) => p.sectionNumber)).toContain('87A');
    expect((await entry('1961', '115BAC')).rows.map((r) => r.number)).toContain('202');
    const advance = await entry('1961', '208');
    expect(advance.rows.map((r) => r.number)).toContain('404');
    expect(advance.pages[0]?.url).toBe('/section/208');
  });

  it('a 2025 section with no page of ours answers its row and the nearest pages', async () => {
    const row = rowWithoutPage();
    expect(row, 'the map has a section we have no page for').toBeDefined();
    const e = await entry('2025', row!.number);
    expect(e.rows[0]?.number).toBe(row!.number);
    expect(e.pages).toEqual([]);
    expect(e.nearest.length).toBeGreaterThan(0);
    for (const page of e.nearest) expect(page.url).toBe(`/section/${page.sectionNumber}`);
  });

  it('404 with a plain message for numbers the Acts do not have', async () => {
    expect((await refused('/api/act-map/2025/9999', 404)).message).toBe(
      'The Income-tax Act 2025 has no section 9999',
    );
    expect((await refused('/api/act-map/1961/999ZZ', 404)).message).toMatch(/999ZZ/);
  });

  it('400 for a bad Act, a NUL, no digits or an over-long number; never a 5xx', async () => {
    expect((await refused('/api/act-map/2026/123', 400)).message).toMatch(/act/);
    expect((await refused('/api/act-map/2025/12%003', 400)).message).toMatch(/number/);
    expect((await refused('/api/act-map/2025/abc', 400)).message).toMatch(/number/);
    expect((await refused(`/api/act-map/2025/${'1'.repeat(100)}`, 400)).message).toMatch(/number/);
    const long = await t.app.inject({ method: 'GET', url: `/api/act-map/1961/${'9'.repeat(200)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });
});

describe('a 1961 sub-section', () => {
  it('finds our page through its section when it has none of its own', async () => {
    // 115BAC(1A) has no page of its own; 115BAC has.
    const e = await entry('1961', '115BAC(1A)');
    expect(e.pages.map((p) => p.sectionNumber)).toContain('115BAC');
  });
});

describe('OpenAPI', () => {
  it('documents both routes with their parameters and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<
        string,
        {
          get?: {
            tags?: string[];
            parameters?: { name: string }[];
            responses: Record<string, unknown>;
          };
        }
      >;
    };
    const list = doc.paths['/api/act-map']?.get;
    expect(list?.tags).toEqual(['act-map']);
    expect(list?.parameters?.map((p) => p.name).sort()).toEqual(['chapter', 'q']);
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
    const one = doc.paths['/api/act-map/{act}/{number}']?.get;
    expect(one?.parameters?.map((p) => p.name).sort()).toEqual(['act', 'number']);
    expect(Object.keys(one?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
  });
});
