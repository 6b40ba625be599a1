import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '@taxguide/contracts/ssr';
import { createProductionRenderer, defaultWebDir, type PageRenderer } from '../src/ssr/renderer';

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

/** The site settings every page test renders with. */
export const TEST_SITE: SiteConfig = {
  siteName: 'TaxGuide India',
  siteUrl: 'https://taxguide.test',
  social: {},
  contactEmail: 'help@taxguide.test',
  grievanceOfficer: 'Grievance Officer',
};

/** The production renderer over the built web bundle, with the test site settings. */
export function productionPages(): Promise<PageRenderer> {
  return createProductionRenderer(TEST_SITE, webDistDir());
}
