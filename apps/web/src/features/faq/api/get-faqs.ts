import type { FaqList } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { faqUrl } from './keys';

export function useFaqs() {
  return useQuery<FaqList>({ queryKey: [faqUrl()] });
}
