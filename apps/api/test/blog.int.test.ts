import { guides } from '@taxguide/content';
import { BlogPostListSchema, BlogPostSchema } from '@taxguide/contracts/content';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_RELATED_SLUG } from '../src/modules/blog/blog.service';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db.db);
  const post = (slug: string, status: 'draft' | 'published', publishedAt: Date | null) => ({
    slug,
    title: `Post ${slug}`,
    excerpt: 'An excerpt.',
    markdown: 'Body text.',
    category: 'updates',
    status,
    publishedAt,
    readTime: 1,
    imageUrl: null,
    imageAlt: null,
    relatedSections: '[]',
    origin: 'admin',
  });
  await t.db.db
    .insertInto('blogPosts')
    .values([
      post('a-draft', 'draft', null),
      post('a-scheduled-post', 'published', new Date(Date.now() + 7 * DAY)),
      post('a-newer-post', 'published', new Date(Date.now() - 1000)),
    ])
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/blog', () => {
  it('lists published, due posts only, newest first, without their bodies', async () => {
    const res = await get('/api/blog');
    expect(res.statusCode).toBe(200);
    const list = BlogPostListSchema.parse(res.json());
    const slugs = list.map((p) => p.slug);
    expect(slugs).not.toContain('a-draft');
    expect(slugs).not.toContain('a-scheduled-post');
    expect(slugs[0]).toBe('a-newer-post');
    expect(slugs.slice(1)).toEqual(guides.map((g) => g.slug));
    const dates = list.map((p) => Date.parse(p.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect((res.json() as Record<string, unknown>[])[0]).not.toHaveProperty('content');
  });

  it('gives each curated guide its image with alt text, category and read time', async () => {
    const list = BlogPostListSchema.parse((await get('/api/blog')).json());
    const guide = list.find((p) => p.slug === 'section-80c-guide')!;
    const curated = guides.find((g) => g.slug === 'section-80c-guide')!;
    expect(guide).toMatchObject({
      title: curated.title,
      excerpt: curated.excerpt,
      category: curated.category,
      imageUrl: curated.imageUrl,
      imageAlt: curated.imageAlt,
      readTime: curated.readTime,
    });
    expect(guide.publishedAt.slice(0, 10)).toBe(curated.publishedAt);
  });
});

describe('GET /api/blog/:slug', () => {
  it('returns a published post with its markdown body and two related guides', async () => {
    const res = await get('/api/blog/hra-exemption-guide');
    expect(res.statusCode).toBe(200);
    const post = BlogPostSchema.parse(res.json());
    const curated = guides.find((g) => g.slug === 'hra-exemption-guide')!;
    expect(post.content).toBe(curated.markdown);
    expect(post.relatedSections).toEqual(curated.relatedSections);
    expect(post.relatedPosts).toHaveLength(2);
    // A relevant guide (sharing sections with this one), then the 80C guide.
    const [relevant, featured] = post.relatedPosts;
    expect(featured?.slug).toBe(FEATURED_RELATED_SLUG);
    const relevantGuide = guides.find((g) => g.slug === relevant?.slug)!;
    expect(relevantGuide.slug).not.toBe(post.slug);
    expect(relevantGuide.relatedSections.some((n) => curated.relatedSections.includes(n))).toBe(
      true,
    );
    expect(relevant?.title).toBe(relevantGuide.title);
  });

  it('on the 80C guide itself, links two other guides instead of itself', async () => {
    const post = BlogPostSchema.parse((await get(`/api/blog/${FEATURED_RELATED_SLUG}`)).json());
    expect(post.relatedPosts).toHaveLength(2);
    expect(post.relatedPosts.map((p) => p.slug)).not.toContain(FEATURED_RELATED_SLUG);
    expect(new Set(post.relatedPosts.map((p) => p.slug)).size).toBe(2);
  });

  it.each(['no-such-post', 'a-draft', 'a-scheduled-post'])(
    'answers "%s" (missing, draft or not yet due) with the 404 envelope',
    async (slug) => {
      const res = await get(`/api/blog/${slug}`);
      expect(res.statusCode).toBe(404);
      const body = ErrorEnvelopeSchema.parse(res.json());
      expect(body.message).toBe('Post not found');
    },
  );

  it('answers an over-long slug with a 400 naming the field', async () => {
    const res = await get(`/api/blog/${'a'.repeat(151)}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).details?.[0]?.path).toBe('slug');
  });
});
