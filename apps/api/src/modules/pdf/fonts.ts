import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface GuideFontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

let fonts: Promise<GuideFontBytes> | undefined;

/**
 * DejaVu Sans, regular and bold (the dejavu-fonts-ttf package): it has the rupee sign and
 * renders correctly when subset (TOOLCHAIN.md). Read once per process.
 */
export function readGuideFonts(): Promise<GuideFontBytes> {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  // A failed read is retried by the next caller instead of being cached.
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}
