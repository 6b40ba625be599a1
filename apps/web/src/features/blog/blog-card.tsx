import type { BlogPostSummary } from '@taxguide/contracts/content';
import { Link } from 'wouter';
import { Skeleton } from '../../components/ui/skeleton';
import { formatLongDate } from '../../lib/dates';
import { BlogCategoryBadge } from './category-badge';

export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The article card: image, category badge, date, title, excerpt, "Read More", read time. */
export function BlogCard({
  post,
  eager = false,
  headingLevel: Heading = 'h3',
}: {
  post: BlogPostSummary;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {post.imageUrl && (
        <img
          src={post.imageUrl}
          alt={post.imageAlt ?? ''}
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[1200/630] w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
          <BlogCategoryBadge category={post.category} />
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        </div>
        <Heading className="mt-3 text-lg font-bold leading-snug text-slate-900">
          {post.title}
        </Heading>
        <p className="mt-2 flex-1 text-sm text-slate-600">{post.excerpt}</p>
        <div className="mt-4 flex items-center justify-between gap-3 text-sm">
          <Link
            to={postPath(post.slug)}
            className="rounded-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Read More<span className="sr-only">{`: ${post.title}`}</span>
            <span aria-hidden="true"> →</span>
          </Link>
          {post.readTime !== null && (
            <span className="text-slate-500">{`${post.readTime} min read`}</span>
          )}
        </div>
      </div>
    </article>
  );
}

export function BlogCardSkeletons({ count }: { count: number }) {
  return (
    <div
      role="status"
      aria-label="Loading articles"
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      <span className="sr-only">Loading articles…</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="blog-card-skeleton"
          className="overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          <Skeleton className="aspect-[1200/630] rounded-none" />
          <div className="p-5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-3 h-6 w-5/6" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The list's states: loading (3 cards), failed, empty, or the cards. */
export function BlogPostGrid({
  posts,
  error,
  isPending,
  onRetry,
  cardHeadingLevel = 'h3',
}: {
  posts: BlogPostSummary[] | undefined;
  error: unknown;
  isPending: boolean;
  onRetry(): void;
  cardHeadingLevel?: 'h2' | 'h3';
}) {
  if (isPending) return <BlogCardSkeletons count={3} />;
  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">
        <p className="font-semibold">Failed to fetch blog posts</p>
        <p className="mt-1 text-sm">Check your connection and try again.</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100"
        >
          Try again
        </button>
      </div>
    );
  }
  if (!posts || posts.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
        <p className="text-lg font-semibold text-slate-900">No articles found</p>
        <p className="mt-2 text-slate-600">Check back soon for new tax guides and insights.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <li key={post.slug}>
          <BlogCard post={post} eager={i < 3} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </ul>
  );
}
