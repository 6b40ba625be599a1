import type { FaqList } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/use-locale';
import { faqUrl } from './keys';

export function useFaqs() {
  const locale = useLocale();
  return useQuery<FaqList>({ queryKey: [faqUrl(locale)] });
}
