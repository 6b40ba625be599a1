import { SearchResponseSchema } from '@taxguide/contracts/content';
import { seedContent } from '@taxguide/db';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/**
 * Search evaluation: searches typed the way people type them (lower case, typos, Hindi-English
 * mixes), each with the URL the first result must have. hit@1 is the share whose first result
 * is that URL. The list lives in fixtures/search-eval.json; the score is in README.md.
 */
interface EvalQuery {
  q: string;
  url: string;
}

const { queries } = JSON.parse(
  readFileSync(new URL('./fixtures/search-eval.json', import.meta.url), 'utf8'),
) as { queries: EvalQuery[] };

/** The share of searches whose first result must be the expected page. */
const HIT_AT_1_TARGET = 0.95;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db.db);
});
afterAll(async () => {
  await t?.close();
});

async function firstUrl(q: string): Promise<string | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?${new URLSearchParams({ q })}`,
  });
  expect(res.statusCode).toBe(200);
  return SearchResponseSchema.parse(res.json()).results[0]?.url;
}

describe('search evaluation', () => {
  it('has at least 80 searches, each asked once', () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    expect(new Set(queries.map((x) => x.q)).size).toBe(queries.length);
  });

  it(`hit@1 is at least ${HIT_AT_1_TARGET}`, async () => {
    const misses: string[] = [];
    for (const { q, url } of queries) {
      const got = await firstUrl(q);
      if (got !== url) misses.push(`"${q}": expected ${url}, got ${got ?? 'nothing'}`);
    }
    const hitAt1 = (queries.length - misses.length) / queries.length;
    console.log(
      `search eval: hit@1 ${hitAt1.toFixed(3)} (${queries.length - misses.length}/${queries.length})` +
        (misses.length > 0 ? `\nmisses:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(hitAt1).toBeGreaterThanOrEqual(HIT_AT_1_TARGET);
  });
});
