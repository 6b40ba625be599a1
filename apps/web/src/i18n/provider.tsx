import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';

/**
 * Gives the page's i18n instance to `useLingui()` and `<Trans>`. Unlike Lingui's I18nProvider it
 * does not re-render the tree when a catalog is loaded: a part's catalog is in before the part
 * renders (useCatalog suspends until then), so nothing already on screen needs it, and a
 * re-render from the root while the page hydrates would make React throw away the server's HTML
 * of the blocks still waiting for their code (the islands). The language never changes on a page.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
