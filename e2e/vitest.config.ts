import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and browser: run them after every other project,
    // two at a time (a 2-core machine).
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
