import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { useSiteConfig } from '../../app/site-config';
import { RupeeIcon } from '../ui/icons';
import { HeaderSearchIsland } from './header-search-island';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { mainLinks, resourcesMenu, supportMenu } from './nav-links';
import { NavMenu } from './nav-menu';
import { LanguageSwitch } from './language-switch';

/** Sticky on desktop, a drawer menu on phones; a search box in the bar or in the drawer. */
export function SiteHeader() {
  const { siteName } = useSiteConfig();
  const { i18n } = useLingui();
  return (
    <header className="z-40 border-b border-slate-200 bg-white md:sticky md:top-0">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 lg:gap-4 lg:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-lg bg-brand-700 text-white"
          >
            <RupeeIcon className="size-5" />
          </span>
          {/* From md to lg the bar holds the links, the search icon and the language switch: the
              name is for screen readers there, and the logo still leads home. */}
          <span className="md:max-lg:sr-only">{siteName}</span>
        </Link>
        <nav aria-label={i18n._(msg`Main`)} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className="block rounded-md px-2 py-2 text-sm font-medium lg:px-2.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  currentClassName="bg-brand-50 text-brand-700"
                >
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavMenu group={resourcesMenu} />
            </li>
            <li>
              <NavMenu group={supportMenu} />
            </li>
          </ul>
        </nav>
        <HeaderSearchIsland />
        <LanguageSwitch />
        <MobileMenu />
      </div>
    </header>
  );
}
