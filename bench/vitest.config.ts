import { defineConfig } from 'vitest/config';

// The benchmarks' own logic (run options, reference servers); the timings themselves are not
// tests and run with `pnpm bench`.
export default defineConfig({
  test: {
    name: 'bench',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'out/**'],
    testTimeout: 30_000,
  },
});
