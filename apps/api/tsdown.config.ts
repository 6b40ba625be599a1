import { defineConfig } from 'tsdown';

// Bundles our workspace packages (they ship TypeScript source) into the server;
// third-party packages stay in node_modules.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  // dist/server.js, as `pnpm start`, the Dockerfile and the benchmarks expect.
  fixedExtension: false,
  clean: true,
  sourcemap: true,
  dts: false,
  deps: {
    alwaysBundle: [/^@taxguide\//],
    // Every third-party import stays a runtime import (declared in this package's
    // dependencies); Vite is only loaded by `pnpm dev`.
    neverBundle: [/^(?!@taxguide\/)(@[^/]+\/)?[^./][^/]*/, 'vite'],
  },
});
