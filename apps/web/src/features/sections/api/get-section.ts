import type { SectionDetail } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/use-locale';
import { sectionUrl } from './keys';

export function useSection(sectionNumber: string) {
  const locale = useLocale();
  return useQuery<SectionDetail>({ queryKey: [sectionUrl(sectionNumber, locale)] });
}
