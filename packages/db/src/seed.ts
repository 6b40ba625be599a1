/**
 * Seeds the curated content (packages/content) into the database. Idempotent:
 * rows are upserted by their natural key (section number, guide slug); a row whose
 * content is unchanged is left alone (views and timestamps kept), and a row an
 * admin has edited is never overwritten, so reseeding on deploy cannot undo the admin's work.
 */
import { createHash } from 'node:crypto';
import {
  guides,
  renderExamples,
  sections,
  type GuideContent,
  type SectionContent,
} from '@taxguide/content';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export interface SeedReport {
  sections: { inserted: number; updated: number; unchanged: number; keptAdminEdits: number };
  guides: { inserted: number; updated: number; unchanged: number; keptAdminEdits: number };
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function sectionRow(section: SectionContent) {
  const fields = {
    sectionNumber: section.sectionNumber,
    act2025Section: section.act2025Section || null,
    category: section.category,
    title: section.title,
    description: section.description,
    summary: section.summary,
    fullText: section.fullText,
    keyLimits: section.keyLimits,
    // Worked examples are computed by the tax engine at seed time: no hand-typed figures.
    examples: renderExamples(section),
    related: section.related,
    sourceUrl: section.sourceUrl,
    lastReviewed: section.lastReviewed,
  };
  return { ...fields, contentHash: hash(fields) };
}

export function guideRow(guide: GuideContent) {
  const fields = {
    slug: guide.slug,
    title: guide.title,
    excerpt: guide.excerpt,
    markdown: guide.markdown,
    category: guide.category,
    publishedAt: guide.publishedAt,
    readTime: guide.readTime,
    imageUrl: guide.imageUrl,
    imageAlt: guide.imageAlt,
    relatedSections: guide.relatedSections,
  };
  return { ...fields, contentHash: hash(fields) };
}

type Counts = SeedReport['sections'];

export async function seedContent(db: Kysely<Database>): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    const sectionCounts: Counts = { inserted: 0, updated: 0, unchanged: 0, keptAdminEdits: 0 };
    const existingSections = new Map(
      (
        await trx
          .selectFrom('sections')
          .select(['sectionNumber', 'contentHash', 'editedByAdminAt'])
          .execute()
      ).map((r) => [r.sectionNumber, r]),
    );
    for (const section of sections) {
      const row = sectionRow(section);
      const existing = existingSections.get(row.sectionNumber);
      if (existing?.editedByAdminAt) {
        sectionCounts.keptAdminEdits++;
        continue;
      }
      if (existing?.contentHash === row.contentHash) {
        sectionCounts.unchanged++;
        continue;
      }
      const values = {
        ...row,
        keyLimits: JSON.stringify(row.keyLimits),
        examples: JSON.stringify(row.examples),
        related: JSON.stringify(row.related),
      };
      // Concurrency-safe (several replicas may seed at once); an admin edit made
      // meanwhile still wins because of the WHERE on the update.
      const result = await trx
        .insertInto('sections')
        .values(values)
        .onConflict((oc) =>
          oc
            .column('sectionNumber')
            .doUpdateSet({ ...values, updatedAt: sql`now()` })
            .where('sections.editedByAdminAt', 'is', null)
            .where('sections.contentHash', '<>', row.contentHash),
        )
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) {
        if (existing) sectionCounts.updated++;
        else sectionCounts.inserted++;
      } else {
        sectionCounts.unchanged++;
      }
    }

    const guideCounts: Counts = { inserted: 0, updated: 0, unchanged: 0, keptAdminEdits: 0 };
    const existingGuides = new Map(
      (
        await trx
          .selectFrom('blogPosts')
          .select(['slug', 'contentHash', 'editedByAdminAt', 'origin'])
          .execute()
      ).map((r) => [r.slug, r]),
    );
    for (const guide of guides) {
      const row = guideRow(guide);
      const existing = existingGuides.get(row.slug);
      if (existing && (existing.editedByAdminAt || existing.origin !== 'seed')) {
        guideCounts.keptAdminEdits++;
        continue;
      }
      if (existing?.contentHash === row.contentHash) {
        guideCounts.unchanged++;
        continue;
      }
      const values = {
        ...row,
        relatedSections: JSON.stringify(row.relatedSections),
        status: 'published' as const,
        origin: 'seed',
      };
      const result = await trx
        .insertInto('blogPosts')
        .values(values)
        .onConflict((oc) =>
          oc
            .column('slug')
            .doUpdateSet({ ...values, updatedAt: sql`now()` })
            .where('blogPosts.editedByAdminAt', 'is', null)
            .where('blogPosts.origin', '=', 'seed')
            .where('blogPosts.contentHash', 'is distinct from', row.contentHash),
        )
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) {
        if (existing) guideCounts.updated++;
        else guideCounts.inserted++;
      } else {
        guideCounts.unchanged++;
      }
    }
    return { sections: sectionCounts, guides: guideCounts };
  });
}
