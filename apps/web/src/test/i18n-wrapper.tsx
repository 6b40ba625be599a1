import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/provider';

/**
 * Wraps a component rendered on its own in the English messages, as the app does for an English
 * page (the setup file makes it Testing Library's default wrapper).
 */
export function withI18n(i18n: I18n) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  };
}
