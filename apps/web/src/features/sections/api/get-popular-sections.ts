import type { PopularSection } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/use-locale';
import { popularSectionsUrl } from './keys';

export function usePopularSections() {
  const locale = useLocale();
  return useQuery<PopularSection[]>({ queryKey: [popularSectionsUrl(locale)] });
}
