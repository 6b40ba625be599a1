import type { SectionSummary } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/use-locale';
import { sectionsUrl } from './keys';

export function useSections(category?: string | null) {
  const locale = useLocale();
  return useQuery<SectionSummary[]>({ queryKey: [sectionsUrl(category, locale)] });
}
