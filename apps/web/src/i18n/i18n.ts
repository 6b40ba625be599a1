import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';

// One chunk per language: a reader downloads only the catalog of the page's language.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  hi: () => import('../locales/hi/messages.po'),
};

/**
 * A fresh i18n instance for one render (a server request or the browser's page). Never the
 * global `i18n` of @lingui/core: concurrent server renders in two languages would mix.
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const { messages } = await catalogs[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
}
