import { guides, sections } from '@taxguide/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './seed';
import { createTestDb, type TestDb } from './testing';

describe('seedContent', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.close();
  });

  it('inserts every curated section and guide, with engine-computed examples', async () => {
    const report = await seedContent(t.db);
    expect(report.sections).toEqual({
      inserted: sections.length,
      updated: 0,
      unchanged: 0,
      keptAdminEdits: 0,
    });
    expect(report.guides).toEqual({
      inserted: guides.length,
      updated: 0,
      unchanged: 0,
      keptAdminEdits: 0,
    });
    const row = await t.db
      .selectFrom('sections')
      .selectAll()
      .where('sectionNumber', '=', '87A')
      .executeTakeFirstOrThrow();
    expect(row.act2025Section).toBe('156');
    expect(row.views).toBe(0);
    expect(Array.isArray(row.related)).toBe(true);
    expect(row.examples.length).toBeGreaterThan(0);
    expect(row.examples.some((e) => /₹[\d,]+/.test(e.text))).toBe(true);
    const posts = await t.db.selectFrom('blogPosts').select(['slug', 'status']).execute();
    expect(posts.every((p) => p.status === 'published')).toBe(true);
    expect(posts.map((p) => p.slug)).toContain('section-80c-guide');
  });

  it('is idempotent: a second run changes nothing and keeps view counts', async () => {
    await t.db
      .updateTable('sections')
      .set({ views: 42 })
      .where('sectionNumber', '=', '80C')
      .execute();
    const before = await t.db
      .selectFrom('sections')
      .select(['sectionNumber', 'updatedAt'])
      .execute();
    const report = await seedContent(t.db);
    expect(report.sections).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: sections.length,
      keptAdminEdits: 0,
    });
    expect(report.guides.unchanged).toBe(guides.length);
    const after = await t.db
      .selectFrom('sections')
      .select(['sectionNumber', 'updatedAt'])
      .execute();
    expect(after).toEqual(before);
    const c80 = await t.db
      .selectFrom('sections')
      .select('views')
      .where('sectionNumber', '=', '80C')
      .executeTakeFirstOrThrow();
    expect(c80.views).toBe(42);
  });

  it('updates changed content but never a row an admin edited', async () => {
    await t.db
      .updateTable('sections')
      .set({ title: 'Edited by admin', editedByAdminAt: new Date() })
      .where('sectionNumber', '=', '80D')
      .execute();
    await t.db
      .updateTable('sections')
      .set({ contentHash: 'stale', summary: 'old' })
      .where('sectionNumber', '=', '80E')
      .execute();
    const report = await seedContent(t.db);
    expect(report.sections.keptAdminEdits).toBe(1);
    expect(report.sections.updated).toBe(1);
    const rows = await t.db
      .selectFrom('sections')
      .select(['sectionNumber', 'title', 'summary'])
      .where('sectionNumber', 'in', ['80D', '80E'])
      .orderBy('sectionNumber')
      .execute();
    expect(rows[0]!.title).toBe('Edited by admin');
    expect(rows[1]!.summary).toBe(sections.find((s) => s.sectionNumber === '80E')!.summary);
  });
});
