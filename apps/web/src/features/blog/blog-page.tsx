import { Head } from '../../app/head';
import { useBlogPosts } from './api/get-posts';
import { BlogPostGrid } from './blog-card';

const DESCRIPTION =
  'Practical guides to Indian income tax: tax planning, deductions, filing your return and staying compliant, with worked examples.';

/** /blog: every published guide, newest first. */
export default function BlogPage() {
  const { data, error, isPending, refetch } = useBlogPosts();
  return (
    <>
      <Head
        title="Tax Guides & Blog"
        description={DESCRIPTION}
        path="/blog"
        keywords={['income tax guides', 'tax planning India', 'ITR filing guide', 'tax saving']}
        {...(error ? { status: 503, noindex: true } : {})}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Tax Guides &amp; Blog
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">
          Step-by-step guides to planning, filing and staying compliant, checked against the rules
          for FY 2025-26 and tax year 2026-27.
        </p>
        <div className="mt-10">
          <BlogPostGrid
            posts={data}
            error={error}
            isPending={isPending}
            onRetry={() => void refetch()}
            cardHeadingLevel="h2"
          />
        </div>
      </div>
    </>
  );
}
