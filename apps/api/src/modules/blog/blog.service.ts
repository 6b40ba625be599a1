import type { BlogPost, BlogPostSummary, RelatedPost } from '@taxguide/contracts/content';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import * as repo from './blog.repository';

/** An article links two related guides, the second always the 80C guide (the most read). */
export const FEATURED_RELATED_SLUG = 'section-80c-guide';

type SummaryRow = Awaited<ReturnType<typeof repo.listPublished>>[number];

const iso = (date: Date | null) => (date ?? new Date(0)).toISOString();

export function toSummary(row: Omit<SummaryRow, 'relatedSections'>): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    publishedAt: iso(row.publishedAt),
    readTime: row.readTime,
  };
}

/**
 * Two related posts for an article: the closest other guide (most sections in common, then the
 * same category, then the newest), and the 80C guide; when the article is the 80C guide itself
 * (or it is not published), the next closest instead.
 */
export function pickRelatedPosts(
  current: { slug: string; category: string; relatedSections: readonly string[] },
  candidates: readonly SummaryRow[],
): RelatedPost[] {
  const mine = new Set(current.relatedSections);
  const scored = candidates
    .filter((c) => c.slug !== current.slug)
    .map((c) => ({
      post: c,
      score:
        c.relatedSections.filter((n) => mine.has(n)).length * 2 +
        (c.category === current.category ? 1 : 0),
    }))
    // Candidates arrive newest first and the sort is stable, so ties keep the newest first.
    .sort((a, b) => b.score - a.score);
  const featured = scored.find((s) => s.post.slug === FEATURED_RELATED_SLUG);
  const others = scored.filter((s) => s.post.slug !== FEATURED_RELATED_SLUG);
  const picked = featured ? [others[0], featured] : [others[0], others[1]];
  return picked.flatMap((s) => (s ? [{ slug: s.post.slug, title: s.post.title }] : []));
}

export function createBlogService(db: Kysely<Database>) {
  return {
    async list(): Promise<BlogPostSummary[]> {
      return (await repo.listPublished(db)).map(toSummary);
    },

    async bySlug(slug: string): Promise<BlogPost | undefined> {
      const row = await repo.findPublishedBySlug(db, slug);
      if (!row) return undefined;
      const candidates = await repo.listPublished(db);
      return {
        ...toSummary(row),
        content: row.markdown,
        relatedSections: row.relatedSections,
        relatedPosts: pickRelatedPosts(row, candidates),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
