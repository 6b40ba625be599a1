import { GUIDES_LAST_REVIEWED, REVIEWED_GUIDE_SLUGS } from '@taxguide/content/review-dates';
import type { BlogPost } from '@taxguide/contracts/content';
import { Link2 } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
import { Markdown } from '../../components/markdown';
import { ReviewDates } from '../../components/review-dates';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { formatLongDate } from '../../lib/dates';
import { httpStatusOf } from '../../lib/http-error';
import { copyText, usePageOrigin } from '../../lib/share';
import { useBlogPost } from './api/get-post';
import { postPath } from './blog-card';
import { BlogCategoryBadge } from './category-badge';

/** Share links that open the networks' own share pages, so the share buttons really share. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

function articleJsonLd(post: BlogPost, url: string, siteName: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    ...(post.imageUrl ? { image: [`${siteUrl}${post.imageUrl}`] } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: 'en-IN',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: siteName, url: `${siteUrl}/` },
    publisher: { '@type': 'Organization', name: siteName, url: `${siteUrl}/` },
  };
}

function ShareButtons({ path, title }: { path: string; title: string }) {
  const { siteUrl } = useSiteConfig();
  // The address the visitor is on (SITE_URL in the server render).
  const url = `${usePageOrigin(siteUrl)}${path}`;
  const links = shareLinks(url, title);
  const onCopy = async () => {
    if (await copyText(url)) {
      toast({ title: 'Link copied', description: 'The link to this guide is on your clipboard.' });
    } else {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-700">Share:</span>
      <a
        href={links.twitter}
        {...external}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        Twitter<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        href={links.linkedin}
        {...external}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        LinkedIn<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <Button variant="outline" size="sm" onClick={() => void onCopy()}>
        <Link2 aria-hidden="true" className="size-4" />
        Copy Link
      </Button>
    </div>
  );
}

/**
 * A curated guide was last reviewed on the guides' review date; any other post (published from the
 * admin dashboard) when it was last edited and published.
 */
export function guideLastReviewed(post: Pick<BlogPost, 'slug' | 'updatedAt'>): string {
  return REVIEWED_GUIDE_SLUGS.includes(post.slug) ? GUIDES_LAST_REVIEWED : post.updatedAt;
}

function Article({ post }: { post: BlogPost }) {
  const site = useSiteConfig();
  const path = postPath(post.slug);
  const url = `${site.siteUrl}${path}`;
  return (
    <>
      <Head
        title={post.title}
        description={post.excerpt}
        path={path}
        type="article"
        {...(post.imageUrl ? { image: post.imageUrl, imageAlt: post.imageAlt ?? post.title } : {})}
        keywords={[
          post.category,
          ...post.relatedSections.map((n) => `section ${n}`),
          'income tax India',
        ]}
        jsonLd={[articleJsonLd(post, url, site.siteName, site.siteUrl)]}
      />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <Link to="/blog" className="hover:text-slate-900 hover:underline">
            ← All guides
          </Link>
        </nav>
        {post.imageUrl && (
          <img
            src={post.imageUrl}
            alt={post.imageAlt ?? ''}
            width={1200}
            height={630}
            className="mt-6 aspect-[1200/630] w-full rounded-xl bg-slate-100 object-cover"
          />
        )}
        <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-500">
          <BlogCategoryBadge category={post.category} />
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
          {post.readTime !== null && <span>{`${post.readTime} min read`}</span>}
        </div>
        <ReviewDates lastReviewed={guideLastReviewed(post)} className="mt-2" />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {post.title}
        </h1>
        <p className="mt-4 text-xl leading-8 text-slate-600">{post.excerpt}</p>
        <div className="no-print mt-6 border-y border-slate-200 py-4">
          <ShareButtons path={path} title={post.title} />
        </div>

        <Markdown className="mt-8">{post.content}</Markdown>

        {post.relatedSections.length > 0 && (
          <section aria-labelledby="sections-heading" className="mt-12">
            <h2 id="sections-heading" className="text-xl font-bold text-slate-900">
              Sections in this guide
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {post.relatedSections.map((n) => (
                <li key={n}>
                  <Link
                    to={`/section/${encodeURIComponent(n)}`}
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  >
                    {`Section ${n}`}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {post.relatedPosts.length > 0 && (
          <section aria-labelledby="related-heading" className="mt-12">
            <h2 id="related-heading" className="text-xl font-bold text-slate-900">
              Related guides
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {post.relatedPosts.map((related) => (
                <li key={related.slug}>
                  <Link
                    to={postPath(related.slug)}
                    className="block h-full rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-900 hover:border-brand-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {related.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </>
  );
}

function ArticleSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading article"
      className="mx-auto max-w-3xl px-4 py-10 sm:px-6"
    >
      <h1 className="sr-only">Tax Guide</h1>
      <span className="sr-only">Loading article…</span>
      <Skeleton className="aspect-[1200/630] w-full rounded-xl" />
      <Skeleton className="mt-6 h-4 w-40" />
      <Skeleton className="mt-4 h-10 w-5/6" />
      <Skeleton className="mt-4 h-5 w-full" />
      <Skeleton className="mt-8 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-11/12" />
      <Skeleton className="mt-2 h-4 w-4/5" />
    </div>
  );
}

function Problem({ heading, text, retry }: { heading: string; text: string; retry?: () => void }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {retry && <Button onClick={retry}>Try again</Button>}
        <Link to="/blog" className={buttonClasses({ variant: retry ? 'outline' : 'primary' })}>
          All guides
        </Link>
      </div>
    </div>
  );
}

/** /blog/{slug}: skeleton, not found (HTTP 404 on the server), failed, or the article. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending, refetch } = useBlogPost(slug);
  if (isPending) {
    return (
      <>
        <Head
          title="Tax Guide"
          description="A practical guide to Indian income tax: what the rules say, worked examples and what to do next."
          path={postPath(slug)}
        />
        <ArticleSkeleton />
      </>
    );
  }
  if (error) {
    const notFound = httpStatusOf(error) === 404;
    return (
      <>
        <Head
          title={notFound ? 'Post Not Found' : 'Tax Guide'}
          description={
            notFound
              ? 'The requested blog post could not be found. Browse all our tax guides instead.'
              : 'This guide could not be loaded just now. Please try again in a moment.'
          }
          path={postPath(slug)}
          noindex
          status={notFound ? 404 : 503}
        />
        {notFound ? (
          <Problem heading="Post Not Found" text="The requested blog post could not be found." />
        ) : (
          <div role="alert">
            <Problem
              heading="Post not found"
              text="We could not load this guide just now. Check your connection and try again."
              retry={() => void refetch()}
            />
          </div>
        )}
      </>
    );
  }
  return <Article post={data} />;
}
