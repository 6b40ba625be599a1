// Query keys of the blog API, apart from the hooks so the route table can name them
// without loading react-query.

/** GET /api/blog: published posts, newest first. */
export function blogPostsUrl(): string {
  return '/api/blog';
}

/** GET /api/blog/{slug}. */
export function blogPostUrl(slug: string): string {
  return `/api/blog/${encodeURIComponent(slug)}`;
}
