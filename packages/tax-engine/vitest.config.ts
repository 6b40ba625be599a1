import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tax-engine',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
