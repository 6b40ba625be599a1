import type { AbbreviationList } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/use-locale';
import { abbreviationsUrl } from './keys';

export function useAbbreviations() {
  const locale = useLocale();
  return useQuery<AbbreviationList>({ queryKey: [abbreviationsUrl(locale)] });
}
