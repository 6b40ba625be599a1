import { defineConfig } from 'tsup';

// Bundles our workspace packages (TypeScript source); third-party imports stay runtime imports.
export default defineConfig({
  entry: { worker: 'src/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@taxguide\//],
  external: [/^(?!@taxguide\/)(@[^/]+\/)?[^./][^/]*/],
});
