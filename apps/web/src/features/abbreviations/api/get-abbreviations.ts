import type { AbbreviationList } from '@taxguide/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { abbreviationsUrl } from './keys';

export function useAbbreviations() {
  return useQuery<AbbreviationList>({ queryKey: [abbreviationsUrl()] });
}
