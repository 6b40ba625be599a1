import { useLingui } from '@lingui/react';
import type { Locale } from './locale';

/** The page's language (the i18n instance is created for one of LOCALES). */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}
