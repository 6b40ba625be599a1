import { formatter } from '@lingui/format-po';
import { defineConfig } from '@lingui/conf';

/**
 * Interface strings: English source, Hindi translation. `pnpm --filter @taxguide/web i18n:extract`
 * updates the catalogs from the code; the Vite plugin compiles them on import. See docs/i18n.md.
 */
export default defineConfig({
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  // The calculators' and the forms' messages are catalogs of their own, loaded with their code
  // (src/i18n/i18n.ts).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/features/calculators/**', '<rootDir>/src/features/forms/**'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/calculators',
      include: ['<rootDir>/src/features/calculators'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/forms',
      include: ['<rootDir>/src/features/forms'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
