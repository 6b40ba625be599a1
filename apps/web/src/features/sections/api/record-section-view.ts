import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { sectionViewsUrl } from './keys';

/**
 * Counts one view per visit of a section page, after it mounts in the browser (a server render
 * runs no effects, so it never counts). A visit is one history entry showing one section: the
 * ref remembers what was counted, so StrictMode's second effect run and re-renders do not count
 * again, while moving on to another section, or back to this one, does.
 */
export function useRecordSectionView(sectionNumber: string | undefined, visitKey: string): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!sectionNumber) return;
    const visit = `${visitKey}|${sectionNumber}`;
    if (counted.current === visit) return;
    counted.current = visit;
    // A lost count is not worth bothering the reader about.
    apiRequest('POST', sectionViewsUrl(sectionNumber)).catch(() => {});
  }, [sectionNumber, visitKey]);
}
