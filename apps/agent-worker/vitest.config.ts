import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'agent-worker',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
