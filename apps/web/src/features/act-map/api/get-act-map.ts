import type { ActMapEntry, ActMapList } from '@taxguide/contracts/act-map';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { actMapEntryUrl, actMapUrl } from './keys';

/** The map, or a search of it; the last answer stays on screen while the next one loads. */
export function useActMap(filters: { q: string; chapter: string }) {
  return useQuery<ActMapList>({
    queryKey: [actMapUrl(filters)],
    placeholderData: keepPreviousData,
  });
}

export function useActMapEntry(act: '1961' | '2025', number: string) {
  return useQuery<ActMapEntry>({ queryKey: [actMapEntryUrl(act, number)] });
}
