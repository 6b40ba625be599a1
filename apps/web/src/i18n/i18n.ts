import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { Locale } from './locale';

type CatalogLoader = () => Promise<{ messages: Messages }>;

/**
 * The catalogs, one chunk per language and part: every page loads `main` (the layout and the
 * home page); a page's or a large part's messages load with it (the route table's `catalogs`) or
 * with its code (useCatalog), so the home page's first JavaScript does not carry them
 * (docs/i18n.md).
 */
const catalogs = {
  main: {
    en: () => import('../locales/en/messages.po'),
    hi: () => import('../locales/hi/messages.po'),
  },
  pages: {
    en: () => import('../locales/en/pages.po'),
    hi: () => import('../locales/hi/pages.po'),
  },
  calculators: {
    en: () => import('../locales/en/calculators.po'),
    hi: () => import('../locales/hi/calculators.po'),
  },
  year: {
    en: () => import('../locales/en/year.po'),
    hi: () => import('../locales/hi/year.po'),
  },
  forms: {
    en: () => import('../locales/en/forms.po'),
    hi: () => import('../locales/hi/forms.po'),
  },
  more: {
    en: () => import('../locales/en/more.po'),
    hi: () => import('../locales/hi/more.po'),
  },
  legal: {
    en: () => import('../locales/en/legal.po'),
    hi: () => import('../locales/hi/legal.po'),
  },
} satisfies Record<string, Record<Locale, CatalogLoader>>;

export type CatalogName = keyof typeof catalogs;
export const CATALOG_NAMES = Object.keys(catalogs) as CatalogName[];

/** A promise that carries its state the way React's use() reads it. */
type TrackedPromise = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected' };

const loaded = new WeakMap<I18n, Map<CatalogName, TrackedPromise>>();

/** Loads a part's messages into `i18n` once; the promise is already fulfilled when it is in. */
export function loadCatalog(i18n: I18n, name: CatalogName): TrackedPromise {
  let byName = loaded.get(i18n);
  if (!byName) loaded.set(i18n, (byName = new Map()));
  let promise = byName.get(name);
  if (!promise) {
    const locale = i18n.locale as Locale;
    const tracked: TrackedPromise = catalogs[name][locale]().then(({ messages }) => {
      i18n.load(locale, messages);
    });
    tracked.status = 'pending';
    tracked.then(
      () => (tracked.status = 'fulfilled'),
      () => (tracked.status = 'rejected'),
    );
    byName.set(name, (promise = tracked));
  }
  return promise;
}

/**
 * A fresh i18n instance for one render (a server request or the browser's page) with the named
 * catalogs in. Never the global `i18n` of @lingui/core: concurrent server renders in two
 * languages would mix.
 */
export async function createI18n(
  locale: Locale,
  names: readonly CatalogName[] = ['main'],
): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  await Promise.all([...new Set<CatalogName>(['main', ...names])].map((n) => loadCatalog(i18n, n)));
  return i18n;
}

/** Suspends until the part's messages are in the page's instance (no wait once they are). */
export function useCatalog(name: CatalogName): void {
  const { i18n } = useLingui();
  // Always use(): React returns at once for a promise marked fulfilled.
  use(loadCatalog(i18n, name) as Promise<void>);
}
