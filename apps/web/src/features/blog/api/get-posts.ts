import type { BlogPostSummary } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { blogPostsUrl } from './keys';

export function useBlogPosts() {
  return useQuery<BlogPostSummary[]>({ queryKey: [blogPostsUrl()] });
}
