import type { SectionSummary } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { sectionsUrl } from './keys';

export function useSections(category?: string | null) {
  return useQuery<SectionSummary[]>({ queryKey: [sectionsUrl(category)] });
}
