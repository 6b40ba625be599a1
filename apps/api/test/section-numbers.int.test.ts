import { createTestDb, type TestDb } from '@taxguide/db/testing';
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSectionsService } from '../src/modules/sections/sections.service';

// The list every section read resolves its number against is reused for a while (it changes only
// when content is seeded); these tests pin how long, and that a failed read is never kept.
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedContent(t.db);
});
afterAll(async () => {
  await t?.close();
});

const addSection = (sectionNumber: string) =>
  t.db
    .insertInto('sections')
    .values({
      sectionNumber,
      act2025Section: null,
      category: 'deductions',
      title: `Section ${sectionNumber}`,
      description: 'A section added after the first read',
      summary: 'Summary',
      fullText: 'Full text',
      keyLimits: JSON.stringify([]),
      examples: JSON.stringify([]),
      related: JSON.stringify([]),
      sourceUrl: 'https://incometaxindia.gov.in',
      lastReviewed: '2026-11-26',
      contentHash: 'test',
    })
    .execute();

describe('the section number list', () => {
  it('is read once per interval: a section seeded meanwhile is found when it runs out', async () => {
    let clock = 1_000_000;
    const service = createSectionsService(t.db, { numbersTtlMs: 60_000, now: () => clock });
    expect((await service.byNumber('80C'))?.sectionNumber).toBe('80C');
    await addSection('99ZZ');
    clock += 59_999;
    expect(await service.byNumber('99ZZ')).toBeUndefined();
    clock += 1;
    expect((await service.byNumber('99ZZ'))?.title).toBe('Section 99ZZ');
  });

  it('is not kept when the read fails', async () => {
    const broken = await createTestDb();
    const service = createSectionsService(broken.db, { numbersTtlMs: 60_000, now: () => 0 });
    await broken.db.schema.alterTable('sections').renameTo('sections_away').execute();
    await expect(service.byNumber('80C')).rejects.toThrow();
    await broken.db.schema.alterTable('sections_away').renameTo('sections').execute();
    await seedContent(broken.db);
    expect((await service.byNumber('80C'))?.sectionNumber).toBe('80C');
    await broken.close();
  });
});
