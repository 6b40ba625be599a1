import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { useSiteConfig, type SiteConfig } from '../../app/site-config';
import { Disclaimer } from '../disclaimer';
import { NavLink } from './nav-link';
import { footerGroups, type NavGroup } from './nav-links';

const SOCIAL_LABELS: Record<keyof SiteConfig['social'], string> = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  youtube: 'YouTube',
};

/**
 * The year in the server HTML and during hydration: the year of the legal pages'
 * last update. The browser then shows its own current year. Reading the clock
 * during the first render would make server and client HTML differ around New
 * Year (or between time zones) and React would report a hydration mismatch.
 */
const SERVER_YEAR = 2025;
const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();
const serverYear = () => SERVER_YEAR;

const linkClass =
  'rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

export function SiteFooter() {
  const site = useSiteConfig();
  const year = useSyncExternalStore(noSubscription, currentYear, serverYear);
  const { i18n } = useLingui();
  const groupLabel = (group: NavGroup) => i18n._(group.label);
  const social = (Object.keys(SOCIAL_LABELS) as Array<keyof SiteConfig['social']>).flatMap(
    (key) => {
      const href = site.social[key];
      return href ? [{ key, href, label: SOCIAL_LABELS[key] }] : [];
    },
  );

  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-4">
          <p className="text-lg font-bold text-white">{site.siteName}</p>
          <p className="max-w-md text-sm">
            <Trans>
              Indian income tax explained in plain language: the Act&apos;s sections, calculators
              for both regimes, and guides for every taxpayer.
            </Trans>
          </p>
          {social.length > 0 && (
            <ul
              aria-label={i18n._(msg`Follow us`)}
              className="flex flex-wrap gap-x-4 gap-y-2 text-sm"
            >
              {social.map((s) => (
                <li key={s.key}>
                  <a href={s.href} rel="me noopener noreferrer" className={linkClass}>
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {footerGroups.map((group) => (
          <nav key={group.id} aria-label={i18n._(msg`Footer: ${groupLabel(group)}`)}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {groupLabel(group)}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={linkClass}
                    currentClassName="text-white underline"
                  >
                    {i18n._(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-6 sm:px-6">
          <Disclaimer tone="dark" />
          <p className="text-sm text-slate-400">
            <Trans>
              © {year} {site.siteName}. Educational content only.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
