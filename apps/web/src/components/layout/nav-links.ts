/** The site's navigation, one list used by the header, drawer and footer. */
export interface NavItem {
  to: string;
  label: string;
  /**
   * Choosing a link scrolls smoothly to the top, except AI Dashboard in
   * the desktop menu. False turns the scroll off in the desktop menu only.
   */
  scrollInDesktopMenu?: boolean;
  /** The link to /saved: its text and name carry how many items are saved. */
  savedCount?: true;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const mainLinks: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/sections', label: 'Tax Sections' },
  { to: '/calculators', label: 'Calculators' },
  { to: '/ai-assistant', label: 'AI Assistant' },
];

export const resourcesMenu: NavGroup = {
  label: 'Resources',
  items: [
    { to: '/blog', label: 'Tax Guides & Blog' },
    { to: '/abbreviations', label: 'Tax Abbreviations' },
    { to: '/act-2025', label: 'Act 2025 Section Finder' },
    { to: '/faq', label: 'FAQ' },
    { to: '/pdf-download', label: 'Download PDF Guide' },
    { to: '/saved', label: 'Saved', savedCount: true },
  ],
};

/** The id of the header's search box, which the "/" key focuses (mobile-menu.tsx). */
export const SITE_SEARCH_ID = 'site-search';

/** "Saved (3)" on screen ("Saved" when none), "Saved items, 3" to a screen reader. */
export const savedText = (count: number) => (count ? `Saved (${count})` : 'Saved');
export const savedName = (count: number) => `Saved items, ${count}`;

export const supportMenu: NavGroup = {
  label: 'Support',
  items: [
    { to: '/contact', label: 'Contact Us' },
    { to: '/newsletter', label: 'Newsletter' },
    { to: '/ai-dashboard', label: 'AI Dashboard', scrollInDesktopMenu: false },
  ],
};

export const footerGroups: NavGroup[] = [
  {
    label: 'Help',
    items: [
      { to: '/abbreviations', label: 'Tax Abbreviations' },
      { to: '/act-2025', label: 'Act 2025 Section Finder' },
      { to: '/how-we-check', label: 'How We Check Our Figures' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    label: 'Legal',
    items: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/eula', label: 'Licence Agreement (EULA)' },
      { to: '/ccpa', label: 'California Privacy Notice (CCPA)' },
      { to: '/cookies', label: 'Cookie Policy' },
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
