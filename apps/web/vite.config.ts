import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiMacros } from './lingui-macros';

const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export default defineConfig({
  plugins: [
    linguiMacros(linguiConfigPath),
    react(),
    // Catalogs (.po) compile on import; a Hindi message missing from the catalog, or one that is not
    // valid ICU, fails the build.
    lingui({
      configPath: linguiConfigPath,
      failOnMissing: true,
      failOnCompileError: true,
    }),
    tailwindcss(),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: {
      // Every browser we support preloads modules natively (Chrome 66, Firefox 115, Safari 17).
      polyfill: false,
      // A lazy page or island fetches its CSS with it, and its shared JavaScript chunks when its
      // own code asks for them, not from a preload list: the lists of every route's chunks cost the
      // home page's first JavaScript 1.6 KB gzipped (its budget is 100 KB). The price is one
      // round trip more for a page whose chunk imports shared chunks, on a client navigation or
      // before hydration; the server-rendered HTML is on screen meanwhile. The HTML's own
      // preloads (the entry's chunks) stay.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
  ssr: {
    // Workspace packages ship TypeScript source: bundle them into the server build.
    noExternal: [/^@taxguide\//],
  },
});
