import type { SectionDetail } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { sectionUrl } from './keys';

export function useSection(sectionNumber: string) {
  return useQuery<SectionDetail>({ queryKey: [sectionUrl(sectionNumber)] });
}
