import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The site's navigation, one list used by the header, drawer and footer. Labels are message
 * descriptors, translated where they are shown (`i18n._(item.label)`).
 */
export interface NavItem {
  to: string;
  label: MessageDescriptor;
  /**
   * Choosing a link scrolls smoothly to the top, except AI Dashboard in
   * the desktop menu. False turns the scroll off in the desktop menu only.
   */
  scrollInDesktopMenu?: boolean;
  /** The link to /saved: its text and name carry how many items are saved. */
  savedCount?: true;
}

export interface NavGroup {
  /** A stable name for keys and tests. */
  id: string;
  label: MessageDescriptor;
  items: NavItem[];
}

export const mainLinks: NavItem[] = [
  { to: '/', label: msg`Home` },
  { to: '/sections', label: msg`Tax Sections` },
  { to: '/calculators', label: msg`Calculators` },
  { to: '/ai-assistant', label: msg`AI Assistant` },
];

export const resourcesMenu: NavGroup = {
  id: 'resources',
  label: msg`Resources`,
  items: [
    { to: '/blog', label: msg`Tax Guides & Blog` },
    { to: '/abbreviations', label: msg`Tax Abbreviations` },
    { to: '/act-2025', label: msg`Act 2025 Section Finder` },
    { to: '/faq', label: msg`FAQ` },
    { to: '/pdf-download', label: msg`Download PDF Guide` },
    { to: '/saved', label: msg`Saved`, savedCount: true },
  ],
};

/** The id of the header's search box, which the "/" key focuses (mobile-menu.tsx). */
export const SITE_SEARCH_ID = 'site-search';

/** "Saved (3)" on screen ("Saved" when none), "Saved items, 3" to a screen reader. */
export const savedText = (i18n: I18n, count: number) =>
  count ? i18n._(msg`Saved (${count})`) : i18n._(msg`Saved`);
export const savedName = (i18n: I18n, count: number) => i18n._(msg`Saved items, ${count}`);

export const supportMenu: NavGroup = {
  id: 'support',
  label: msg`Support`,
  items: [
    { to: '/contact', label: msg`Contact Us` },
    { to: '/newsletter', label: msg`Newsletter` },
    { to: '/ai-dashboard', label: msg`AI Dashboard`, scrollInDesktopMenu: false },
  ],
};

export const footerGroups: NavGroup[] = [
  {
    id: 'help',
    label: msg`Help`,
    items: [
      { to: '/abbreviations', label: msg`Tax Abbreviations` },
      { to: '/act-2025', label: msg`Act 2025 Section Finder` },
      { to: '/how-we-check', label: msg`How We Check Our Figures` },
      { to: '/contact', label: msg`Contact Us` },
    ],
  },
  {
    id: 'legal',
    label: msg`Legal`,
    items: [
      { to: '/privacy', label: msg`Privacy Policy` },
      { to: '/terms', label: msg`Terms of Service` },
      { to: '/eula', label: msg`Licence Agreement (EULA)` },
      { to: '/ccpa', label: msg`California Privacy Notice (CCPA)` },
      { to: '/cookies', label: msg`Cookie Policy` },
    ],
  },
];

/**
 * Whether `to` is the page being shown: exact for the home page, otherwise the
 * path or anything below it (a section's detail page belongs to Tax Sections,
 * an article to the blog).
 */
export function isCurrentPath(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (to === '/') return path === '/';
  if (to === '/sections' && path.startsWith('/section/')) return true;
  return path === to || path.startsWith(`${to}/`);
}
