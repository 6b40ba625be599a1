import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/**
 * Wraps a component rendered on its own in the English messages, as the app does for an English
 * page (the setup file makes it Testing Library's default wrapper).
 */
export function withI18n(i18n: I18n) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  };
}
