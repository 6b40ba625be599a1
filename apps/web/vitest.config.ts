import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './lingui-macros';

const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export default defineConfig({
  plugins: [
    linguiMacros(linguiConfigPath),
    react(),
    // A message that is not valid ICU fails the tests that load its catalog.
    lingui({ configPath: linguiConfigPath, failOnCompileError: true }),
  ],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.tsx'],
  },
});
