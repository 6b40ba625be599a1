// Shared lint configuration for every workspace package (flat config).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const API_MODULE_INTERNALS = {
  regex: '(^|/)modules/[^/]+/',
  message: "Import an API module through its index ('./modules/leads'), not its files.",
};

// Web features: one folder each under apps/web/src/features.
const WEB_FEATURES = readdirSync(join(import.meta.dirname, 'apps/web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/coverage/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts only.' },
      ],
    },
  },
  {
    // Layering: packages serve the apps and never reach into them (docs/ARCHITECTURE.md).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/|^@taxguide/(api|web|agent-worker)(/|$)',
              message: 'A package never imports an app: move the shared code into a package.',
            },
          ],
        },
      ],
    },
  },
  {
    // Lingui's `t` from @lingui/core/macro translates with the global i18n instance: concurrent
    // server renders in two languages would mix (docs/i18n.md). Components use useLingui() and msg.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core/macro',
              importNames: ['t'],
              message: "Use i18n._(msg`…`) with useLingui()'s i18n: `t` uses the global instance.",
            },
          ],
        },
      ],
    },
  },
  {
    // API modules are used through their index.ts only (docs/ARCHITECTURE.md, Boundaries).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [API_MODULE_INTERNALS] }],
    },
  },
  {
    // Code outside the API (the worker, benchmarks, browser tests) uses an API module through its
    // index too.
    files: ['apps/agent-worker/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'api/src/modules/[^/]+/',
              message: "Import an API module through its index ('apps/api/src/modules/mail').",
            },
          ],
        },
      ],
    },
  },
  {
    // Inside a module: its own files by './x', another module by '../name' (its index).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            API_MODULE_INTERNALS,
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: "Import another module through its index ('../leads'), not its files.",
            },
          ],
        },
      ],
    },
  },
  // A web feature never reaches into another's files: what it shares is in lib/ or components/,
  // or in the other feature's index.ts; pages made of several features live in app/.
  ...WEB_FEATURES.map((feature) => {
    const others = WEB_FEATURES.filter((name) => name !== feature).join('|');
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${others})/|(^|/)features/(${others})/`,
                message: "Import another feature through its index ('../sections'), not its files.",
              },
            ],
          },
        ],
      },
    };
  }),
  {
    // Shared code serves the features and never imports one.
    files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message: 'lib/ and components/ never import a feature: move the shared code here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // The only doors to process.env: each app's env.ts, scripts, benchmarks and test set-up.
    files: [
      '**/env.ts',
      'scripts/**',
      'packages/*/scripts/**',
      'bench/**',
      '**/test/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/e2e/**',
      '**/vitest.config.ts',
      '**/vite.config.ts',
      '**/tsdown.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
