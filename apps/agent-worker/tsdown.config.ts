import { defineConfig } from 'tsdown';

// Bundles our workspace packages (TypeScript source); third-party imports stay runtime imports.
export default defineConfig({
  entry: { worker: 'src/worker.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  fixedExtension: false,
  clean: true,
  sourcemap: true,
  dts: false,
  deps: {
    alwaysBundle: [/^@taxguide\//],
    neverBundle: [/^(?!@taxguide\/)(@[^/]+\/)?[^./][^/]*/],
  },
});
