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
// Pages of their own: what this browser saved, the 2025 Act's map, how we check, not found.
const MORE = [
  '<rootDir>/src/features/saved/**',
  '<rootDir>/src/features/act-map/**',
  '<rootDir>/src/features/legal/how-we-check-page.tsx',
  '<rootDir>/src/features/not-found/**',
];
// The legal pages (privacy, terms, EULA, CCPA, cookies) and their frame.
const LEGAL = ['<rootDir>/src/features/legal/**'];
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
        '<rootDir>/src/features/legal/**',
        ...PAGES,
        ...MORE,
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
    { path: '<rootDir>/src/locales/{locale}/more', include: MORE },
    {
      path: '<rootDir>/src/locales/{locale}/legal',
      include: LEGAL,
      exclude: ['<rootDir>/src/features/legal/how-we-check-page.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
