import { defineConfig } from 'vitest/config';

// Every package has its own vitest.config.ts; this file only lists them so that
// `pnpm test` runs them all in one vitest process with one summary.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'e2e/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
