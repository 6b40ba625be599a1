import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// A page's own messages are a catalog of their own, loaded with the page (the route table names
// it) or with its code (src/i18n/i18n.ts): the main catalog, which every page loads, holds the
// layout and the home page only. A file may feed more than one catalog.
const PAGES = [
  '<rootDir>/src/features/sections/section-detail-page.tsx',
  '<rootDir>/src/features/search/**',
  '<rootDir>/src/features/abbreviations/**',
  '<rootDir>/src/features/ai/ai-assistant-page.tsx',
  '<rootDir>/src/features/ai/assistant-chat.tsx',
  '<rootDir>/src/features/faq/faq-page.tsx',
];
// The whole-year form and its result load when the year is opened.
const YEAR = [
  '<rootDir>/src/features/calculators/year/year-calculator.tsx',
  '<rootDir>/src/features/calculators/year/year-steps.tsx',
  '<rootDir>/src/features/calculators/year/steps-income.tsx',
  '<rootDir>/src/features/calculators/year/steps-deductions.tsx',
  '<rootDir>/src/features/calculators/year/fields.tsx',
  '<rootDir>/src/features/calculators/year/saved-scenarios.tsx',
  '<rootDir>/src/features/calculators/year/result/**',
];

/**
 * Interface strings: English source, Hindi translation. `pnpm --filter @taxguide/web i18n:extract`
 * updates the catalogs from the code; the Vite plugin compiles them on import. See docs/i18n.md.
 */
export default defineConfig({
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '<rootDir>/src/features/calculators/**',
        '<rootDir>/src/features/forms/**',
        ...PAGES,
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/pages', include: PAGES },
    {
      path: '<rootDir>/src/locales/{locale}/calculators',
      include: ['<rootDir>/src/features/calculators'],
      exclude: YEAR,
    },
    { path: '<rootDir>/src/locales/{locale}/year', include: YEAR },
    {
      path: '<rootDir>/src/locales/{locale}/forms',
      include: ['<rootDir>/src/features/forms'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
