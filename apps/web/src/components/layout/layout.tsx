import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigationScroll } from '../../lib/use-navigation-scroll';
import { RouteAnnouncer } from './route-announcer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page: skip link, header, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  useNavigationScroll();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-brand-700 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <SiteHeader />
      {/* tabIndex -1: the skip link can move focus here. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <RouteAnnouncer />
    </div>
  );
}
