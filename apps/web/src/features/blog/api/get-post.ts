import type { BlogPost } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { blogPostUrl } from './keys';

export function useBlogPost(slug: string) {
  return useQuery<BlogPost>({ queryKey: [blogPostUrl(slug)] });
}
