import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { createContext, useContext } from 'react';

/**
 * Whether the page being shown has its main text in Hindi (its route says so; a page can say
 * otherwise in its <Head>, e.g. a section without Hindi yet). Only such pages are offered to search
 * engines in Hindi (hreflang, the Hindi sitemap); the others' /hi address points its canonical
 * link at the English page.
 */
const HindiPageContext = createContext(false);

export const HindiPageProvider = HindiPageContext.Provider;

export function useHindiPage(): boolean {
  return useContext(HindiPageContext);
}

/**
 * Above a page at /hi/… whose text is still English: says so in Hindi, and the page's text follows
 * in English (the page marks it lang="en").
 */
export function EnglishOnlyNote() {
  const { i18n } = useLingui();
  if (i18n.locale !== 'hi') return null;
  return (
    <p
      role="note"
      className="mx-auto mt-4 max-w-7xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:mx-6 lg:mx-auto"
    >
      <Trans>This page is not in Hindi yet. Its English text follows.</Trans>
    </p>
  );
}
