import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultWebDir } from '../src/ssr/renderer';

/** The built web bundle the page tests render with (`pnpm test` builds it first). */
export function webDistDir(): string {
  const dist = join(defaultWebDir(), 'dist');
  if (!existsSync(join(dist, 'server', 'entry-server.js'))) {
    throw new Error(
      'The web app is not built: run "pnpm build" (pnpm test does it for you) before these tests',
    );
  }
  return dist;
}
