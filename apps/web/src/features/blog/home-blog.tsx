import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { useBlogPosts } from './api/get-posts';
import { BlogPostGrid } from './blog-card';

/** The home blog block shows at most 6 posts. */
export const HOME_POSTS_LIMIT = 6;

/** The home blog body: up to six posts, a three-card skeleton, "View All Guides". */
export function HomeBlogPosts() {
  const { data, error, isPending, refetch } = useBlogPosts();
  return (
    <div className="mt-10">
      <BlogPostGrid
        posts={data?.slice(0, HOME_POSTS_LIMIT)}
        error={error}
        isPending={isPending}
        onRetry={() => void refetch()}
      />
      <div className="mt-8 text-center">
        <Link to="/blog" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          View All Guides
        </Link>
      </div>
    </div>
  );
}
