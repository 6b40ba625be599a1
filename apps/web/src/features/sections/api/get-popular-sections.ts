import type { PopularSection } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { popularSectionsUrl } from './keys';

export function usePopularSections() {
  return useQuery<PopularSection[]>({ queryKey: [popularSectionsUrl()] });
}
