import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { categoryStyle, isSectionCategory } from '@taxguide/content/section-categories';

/** The categories' names as messages (the English equals the content's labels; a test holds it). */
export const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  deduction: msg`Deductions`,
  exemption: msg`Exemptions`,
  capital_gains: msg`Capital Gains`,
  tds: msg`TDS`,
  penalty: msg`Penalties`,
  rates_rebates: msg`Rates & Rebates`,
  income: msg`Income`,
  business: msg`Business & Presumptive`,
  tax_payment: msg`Advance Tax & Interest`,
  returns: msg`Returns & Notices`,
};
import { cn } from '../../lib/cn';

/**
 * The drawings of the category icons named in packages/content (Lucide, ISC licence,
 * https://lucide.dev), inline: these cards are on the home page, whose JavaScript must stay
 * small, and the lucide-react runtime would add to it.
 */
const ICON_PATHS: Record<string, string[]> = {
  PiggyBank: [
    'M11 17h3v2a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1v-3a3.16 3.16 0 0 0 2-2h1a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1h-1a5 5 0 0 0-2-4V3a4 4 0 0 0-3.2 1.6l-.3.4H11a6 6 0 0 0-6 6v1a5 5 0 0 0 2 4v3a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1z',
    'M16 10h.01',
    'M2 8v1a2 2 0 0 0 2 2h1',
  ],
  ShieldCheck: [
    'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
    'm9 12 2 2 4-4',
  ],
  TrendingUp: ['M16 7h6v6', 'm22 7-8.5 8.5-5-5L2 17'],
  Receipt: [
    'M12 17V7',
    'M16 8h-6a2 2 0 0 0 0 4h4a2 2 0 0 1 0 4H8',
    'M4 3a1 1 0 0 1 1-1 1.3 1.3 0 0 1 .7.2l.933.6a1.3 1.3 0 0 0 1.4 0l.934-.6a1.3 1.3 0 0 1 1.4 0l.933.6a1.3 1.3 0 0 0 1.4 0l.933-.6a1.3 1.3 0 0 1 1.4 0l.934.6a1.3 1.3 0 0 0 1.4 0l.933-.6A1.3 1.3 0 0 1 19 2a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1 1.3 1.3 0 0 1-.7-.2l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.934.6a1.3 1.3 0 0 1-1.4 0l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-1.4 0l-.934-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-.7.2 1 1 0 0 1-1-1z',
  ],
  Gavel: [
    'm14 13-8.381 8.38a1 1 0 0 1-3.001-3l8.384-8.381',
    'm16 16 6-6',
    'm21.5 10.5-8-8',
    'm8 8 6-6',
    'm8.5 7.5 8 8',
  ],
  BadgePercent: [
    'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
    'm15 9-6 6',
    'M9 9h.01',
    'M15 15h.01',
  ],
  Wallet: [
    'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1',
    'M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4',
  ],
  Store: [
    'M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5',
    'M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244',
    'M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05',
  ],
  CalendarClock: [
    'M16 14v2.2l1.6 1',
    'M16 2v3',
    'M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338',
    'M3 9h5.859',
    'M8 2v3',
    'M22 16a6 6 0 1 1-12 0 6 6 0 0 1 12 0',
  ],
  FileCheck: [
    'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
    'M14 2v5a1 1 0 0 0 1 1h5',
    'm9 15 2 2 4-4',
  ],
};

/** Whether an icon name from the content has a drawing here (the content test checks all). */
export function hasCategoryIcon(name: string): boolean {
  return name in ICON_PATHS;
}

/** A category's icon; an unknown category gets the deduction style's. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const paths = ICON_PATHS[categoryStyle(category).icon] ?? ICON_PATHS.PiggyBank ?? [];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={categoryStyle(category).icon}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** Badge classes in the category's colours (the deduction style for an unknown one). */
export function categoryBadgeClasses(category: string, className?: string): string {
  const { colour } = categoryStyle(category);
  return cn(
    'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
    colour.bg,
    colour.text,
    colour.border,
    className,
  );
}

/** The icon tile in the category's colours. */
export function categoryTileClasses(category: string, className?: string): string {
  const { colour } = categoryStyle(category);
  return cn(
    'grid size-10 shrink-0 place-items-center rounded-lg',
    colour.bg,
    colour.text,
    className,
  );
}

/**
 * A category as words: the filter label for a known one ("Capital Gains"), and for one the
 * site does not know, its id with underscores as spaces.
 */
export function categoryName(category: string, i18n?: I18n): string {
  if (!isSectionCategory(category)) return category.replaceAll('_', ' ');
  const label = CATEGORY_LABELS[category];
  return i18n && label ? i18n._(label) : categoryStyle(category).label;
}
