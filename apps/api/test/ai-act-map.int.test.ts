import { act2025Sections, findSection } from '@taxguide/content';
import { pagesForAct2025Row } from '@taxguide/content/act-map-pages';
import { ExplainResponseSchema, type ExplainResponse } from '@taxguide/contracts/ai';
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// The offline explainer behind POST /api/ai/explain finds a section by either Act's number.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db.db);
});
afterAll(async () => {
  await t?.close();
});

let ip = 0;
async function explain(query: string): Promise<ExplainResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/explain',
    payload: { query },
    remoteAddress: `10.9.0.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ExplainResponseSchema.parse(res.json());
}

describe('POST /api/ai/explain with a 2025 section number', () => {
  it('"123 of the 2025 act" and "section 123" explain section 80C; "404 2025" section 208', async () => {
    expect((await explain('123 of the 2025 act')).sectionNumber).toBe('80C');
    expect((await explain('section 123')).sectionNumber).toBe('80C');
    expect((await explain('404 2025')).sectionNumber).toBe('208');
  });

  it('a 2025 section without a page of ours answers its map row and the nearest pages', async () => {
    const row = act2025Sections.find(
      (r) => r.from1961.length > 0 && pagesForAct2025Row(r).length === 0 && !findSection(r.number),
    )!;
    const a = await explain(`section ${row.number} of the income-tax act 2025`);
    expect(a.sectionNumber).toBeNull();
    expect(a.section).toContain(row.title);
    expect(a.explanation).toContain(row.from1961[0]!);
    expect(a.citations.length).toBeGreaterThan(0);
    for (const c of a.citations) expect(c.url).toBe(`/section/${c.sectionNumber}`);
  });
});
