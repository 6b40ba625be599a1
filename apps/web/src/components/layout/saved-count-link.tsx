import type { ReactNode } from 'react';
import { useSavedCount } from '../../lib/saved-count';

/**
 * The saved-items count for the desktop Resources menu, loaded when the menu first opens (its
 * list is hidden until then): the count reads three browser stores, code the home page's first
 * JavaScript can spare.
 */
export default function SavedCount({ children }: { children: (count: number) => ReactNode }) {
  return children(useSavedCount());
}
