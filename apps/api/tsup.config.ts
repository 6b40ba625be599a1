import { defineConfig } from 'tsup';

// Bundles our workspace packages (they ship TypeScript source) into the server;
// third-party packages stay in node_modules.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@taxguide\//],
  // Every third-party import stays a runtime import (declared in this package's
  // dependencies); Vite is only loaded by `pnpm dev`.
  external: [/^(?!@taxguide\/)(@[^/]+\/)?[^./][^/]*/, 'vite'],
});
