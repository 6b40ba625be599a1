import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLocation, useSearch } from 'wouter';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  localizedPath,
  type Locale,
} from '../../i18n/locale';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * "हिंदी" on an English page, "English" on a Hindi one: a link to the same page in the other
 * language. Following it remembers the choice in a cookie, which the server reads when the
 * reader next opens the home page (docs/i18n.md). A plain link: the page loads afresh with the
 * other language's messages, and works without JavaScript.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  const other: Locale = i18n.locale === 'hi' ? 'en' : 'hi';
  const href = localizedPath(search ? `${path}?${search}` : path, other);
  return (
    <a
      href={href}
      hrefLang={LANGUAGE_TAG[other]}
      lang={LANGUAGE_TAG[other]}
      aria-label={i18n._(msg`Read this page in ${LANGUAGE_NAME[other]}`)}
      className="shrink-0 rounded-md px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      onClick={() => {
        document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
      }}
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}
