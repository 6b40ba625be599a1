import { sections as curatedSections, sectionCategories } from '@taxguide/content';
import {
  SectionDetailSchema,
  SectionListSchema,
  SectionViewSchema,
  type SectionSummary,
} from '@taxguide/contracts/content';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURATED_SECTION_ORDER, POPULAR_LIMIT } from '../src/modules/sections/sections.service';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db.db);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const postView = (n: string) =>
  t.app.inject({ method: 'POST', url: `/api/sections/by-number/${encodeURIComponent(n)}/views` });
const viewsOf = async (n: string) =>
  (
    await t.db.db
      .selectFrom('sections')
      .select('views')
      .where('sectionNumber', '=', n)
      .executeTakeFirstOrThrow()
  ).views;

function expectEnvelope(body: string, statusCode: number, message?: string) {
  const parsed = ErrorEnvelopeSchema.parse(JSON.parse(body));
  expect(parsed.statusCode).toBe(statusCode);
  if (message) expect(parsed.message).toBe(message);
  return parsed;
}

describe('GET /api/sections', () => {
  it('lists every section in the curated order, without the long text', async () => {
    const res = await get('/api/sections');
    expect(res.statusCode).toBe(200);
    const list = SectionListSchema.parse(res.json());
    const count = await t.db.db
      .selectFrom('sections')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(list).toHaveLength(Number(count.n));
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(list.map((s) => s.sectionNumber)).toEqual(CURATED_SECTION_ORDER);
    // Most useful first: the PDF guide's order starts with 80C.
    expect(list[0]?.sectionNumber).toBe('80C');
    const raw = res.json() as Record<string, unknown>[];
    expect(raw[0]).not.toHaveProperty('fullText');
    expect(raw[0]).not.toHaveProperty('summary');
  });

  it.each(sectionCategories.map((c) => c.id))('filters by category %s', async (category) => {
    const res = await get(`/api/sections?category=${category}`);
    expect(res.statusCode).toBe(200);
    const list = SectionListSchema.parse(res.json());
    const expected = curatedSections
      .filter((s) => s.category === category)
      .map((s) => s.sectionNumber);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.category === category)).toBe(true);
    expect(new Set(list.map((s) => s.sectionNumber))).toEqual(new Set(expected));
  });

  it('rejects an unknown category with a 400 naming the field and the allowed values', async () => {
    const res = await get('/api/sections?category=bogus');
    expect(res.statusCode).toBe(400);
    const body = expectEnvelope(res.body, 400);
    expect(body.details).toEqual([
      {
        path: 'category',
        message: expect.stringContaining('category must be one of: deduction, exemption'),
      },
    ]);
  });

  it('puts a section outside the curated set (added by an admin) after the curated ones', async () => {
    await t.db.db
      .insertInto('sections')
      .values({
        sectionNumber: '9ZZ',
        act2025Section: null,
        category: 'something_new',
        title: 'An admin-added section',
        description: 'Added by hand.',
        summary: 'Added by hand.',
        fullText: 'Added by hand.',
        keyLimits: '[]',
        examples: '[]',
        related: '[]',
        sourceUrl: 'https://example.org',
        lastReviewed: '2026-01-01',
        contentHash: 'admin',
        editedByAdminAt: new Date(),
      })
      .execute();
    try {
      const list = SectionListSchema.parse((await get('/api/sections')).json());
      expect(list.at(-1)?.sectionNumber).toBe('9ZZ');
      expect(list.at(-1)?.category).toBe('something_new');
    } finally {
      await t.db.db.deleteFrom('sections').where('sectionNumber', '=', '9ZZ').execute();
    }
  });
});

describe('GET /api/sections/by-number/:n (forgiving)', () => {
  it.each([
    ['80C', '80C'],
    ['80c', '80C'],
    ['80 C', '80C'],
    ['Section 80C', '80C'],
    ['sec. 80c', '80C'],
    ['u/s 80C', '80C'],
    ['sec. 80ccd(1b)', '80CCD(1B)'],
    ['80CCD1B', '80CCD(1B)'],
    ['10(13a)', '10(13A)'],
    ['24b', '24(b)'],
    // Income-tax Act 2025 numbers.
    ['156', '87A'],
    ['Section 202', '115BAC'],
    ['198', '112A'],
    // A sub-provision without a page of its own (cited in the calculators' working): its parent.
    ['115BAC(1A)', '115BAC'],
    ['17(2)(vi)', '17(2)'],
  ])('"%s" finds %s', async (input, expected) => {
    const res = await get(`/api/sections/by-number/${encodeURIComponent(input)}`);
    expect(res.statusCode).toBe(200);
    expect(SectionDetailSchema.parse(res.json()).sectionNumber).toBe(expected);
  });

  it('returns the whole section: both numberings, text, limits, examples, resolved related sections, source and review date', async () => {
    const res = await get('/api/sections/by-number/87A');
    const section = SectionDetailSchema.parse(res.json());
    const curated = curatedSections.find((s) => s.sectionNumber === '87A')!;
    expect(section).toMatchObject({
      sectionNumber: '87A',
      act2025Section: '156',
      category: curated.category,
      title: curated.title,
      description: curated.description,
      summary: curated.summary,
      fullText: curated.fullText,
      keyLimits: curated.keyLimits,
      sourceUrl: curated.sourceUrl,
      lastReviewed: curated.lastReviewed,
    });
    expect(section.fullText).toMatch(/not the text of the Act/);
    expect(section.examples.length).toBe(curated.examples.length);
    expect(section.examples[0]?.text).toMatch(/₹/);
    expect(section.related.map((r) => r.sectionNumber)).toEqual(curated.related);
    const rebate = section.related.find((r) => r.sectionNumber === '115BAC');
    expect(rebate?.title).toBe(curatedSections.find((s) => s.sectionNumber === '115BAC')!.title);
    expect(Number.isNaN(Date.parse(section.updatedAt))).toBe(false);
  });

  it('gives a section without a verified 2025 number null, never a guess', async () => {
    // 206AB was omitted before the 2025 Act and has no counterpart in it.
    const section = SectionDetailSchema.parse((await get('/api/sections/by-number/206AB')).json());
    expect(section.act2025Section).toBeNull();
  });

  it.each(['999Z', 'not a section', '80CZZ', '....'])(
    'answers "%s" with the 404 envelope',
    async (input) => {
      const res = await get(`/api/sections/by-number/${encodeURIComponent(input)}`);
      expect(res.statusCode).toBe(404);
      expectEnvelope(res.body, 404, 'Section not found');
    },
  );

  it('answers an over-long number with a 400 naming the field', async () => {
    const res = await get(`/api/sections/by-number/${'8'.repeat(61)}`);
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.body, 400).details?.[0]?.path).toBe('sectionNumber');
  });
});

describe('views and popular sections', () => {
  it('reading a section (GET) never counts a view', async () => {
    const before = await viewsOf('80D');
    await get('/api/sections/by-number/80D');
    await get('/api/sections/by-number/80d');
    expect(await viewsOf('80D')).toBe(before);
  });

  it('counts exactly one view per call, by a forgiving number, and returns the new count', async () => {
    const before = await viewsOf('80CCD(1B)');
    const res = await postView('sec. 80ccd(1b)');
    expect(res.statusCode).toBe(200);
    expect(SectionViewSchema.parse(res.json())).toEqual({
      sectionNumber: '80CCD(1B)',
      views: before + 1,
    });
    expect(await viewsOf('80CCD(1B)')).toBe(before + 1);
  });

  it('loses no count when visits arrive at once (atomic increment)', async () => {
    const before = await viewsOf('80E');
    const results = await Promise.all(Array.from({ length: 10 }, () => postView('80E')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await viewsOf('80E')).toBe(before + 10);
  });

  it('answers an unknown section with the 404 envelope and writes nothing', async () => {
    const total = async () =>
      Number(
        (
          await t.db.db
            .selectFrom('sections')
            .select((eb) => eb.fn.sum<number>('views').as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await total();
    const res = await postView('999Z');
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.body, 404, 'Section not found');
    expect(await total()).toBe(before);
  });

  it('orders popular sections by views, ties in the curated order', async () => {
    await t.db.db.updateTable('sections').set({ views: 0 }).execute();
    const fresh = (await get('/api/sections/popular')).json() as SectionSummary[];
    expect(fresh).toHaveLength(POPULAR_LIMIT);
    expect(fresh.map((s) => s.sectionNumber)).toEqual(
      CURATED_SECTION_ORDER.slice(0, POPULAR_LIMIT),
    );
    expect(Object.keys(fresh[0]!).sort()).toEqual(
      ['act2025Section', 'category', 'description', 'id', 'sectionNumber', 'title', 'views'].sort(),
    );

    for (let i = 0; i < 3; i++) await postView('194C');
    await postView('10(13A)');
    await postView('234F');
    const res = await get('/api/sections/popular');
    expect(res.statusCode).toBe(200);
    const popular = SectionListSchema.parse(res.json());
    expect(popular.map((s) => [s.sectionNumber, s.views])).toEqual([
      ['194C', 3],
      // 10(13A) comes before 234F in the curated order.
      ['10(13A)', 1],
      ['234F', 1],
      ...CURATED_SECTION_ORDER.slice(0, 3).map((n) => [n, 0]),
    ]);
  });
});

describe('the view counter is rate-limited per visitor', () => {
  it('answers a flood with 429 and stops counting', async () => {
    const own = await createTestApp();
    try {
      await seedContent(own.db.db);
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await own.app.inject({
          method: 'POST',
          url: '/api/sections/by-number/80C/views',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
      const row = await own.db.db
        .selectFrom('sections')
        .select('views')
        .where('sectionNumber', '=', '80C')
        .executeTakeFirstOrThrow();
      expect(row.views).toBe(30);
    } finally {
      await own.close();
    }
  });
});
