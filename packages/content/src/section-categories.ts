import type { SectionCategory, SectionCategoryId } from './types';

/**
 * Section categories. The first five are the original ones and keep their filter labels; the rest
 * hold sections that fit none of them (a rebate is not a deduction, a return due date is not a
 * penalty), each with its own filter button, icon and colour.
 */
export const sectionCategories: readonly SectionCategory[] = [
  {
    id: 'deduction',
    label: 'Deductions',
    icon: 'PiggyBank',
    colour: { bg: 'bg-emerald-50', text: 'text-emerald-700', border: 'border-emerald-200' },
    blurb:
      'Amounts subtracted from income before tax: 80C, 80D, standard deduction, home-loan interest.',
  },
  {
    id: 'exemption',
    label: 'Exemptions',
    icon: 'ShieldCheck',
    colour: { bg: 'bg-sky-50', text: 'text-sky-700', border: 'border-sky-200' },
    blurb:
      'Receipts that are not taxed at all, within limits: HRA, LTA, gratuity, life-insurance payouts.',
  },
  {
    id: 'capital_gains',
    label: 'Capital Gains',
    icon: 'TrendingUp',
    colour: { bg: 'bg-violet-50', text: 'text-violet-700', border: 'border-violet-200' },
    blurb: 'Tax on selling shares, funds, property and gold, and the reinvestment exemptions.',
  },
  {
    id: 'tds',
    label: 'TDS',
    icon: 'Receipt',
    colour: { bg: 'bg-amber-50', text: 'text-amber-800', border: 'border-amber-200' },
    blurb:
      'Tax deducted or collected at source on salary, interest, rent, fees and other payments.',
  },
  {
    id: 'penalty',
    label: 'Penalties',
    icon: 'Gavel',
    colour: { bg: 'bg-rose-50', text: 'text-rose-700', border: 'border-rose-200' },
    blurb: 'Late fees and penalties for late returns, under-reporting and missed compliance.',
  },
  {
    id: 'rates_rebates',
    label: 'Rates & Rebates',
    icon: 'BadgePercent',
    colour: { bg: 'bg-indigo-50', text: 'text-indigo-700', border: 'border-indigo-200' },
    blurb: 'The tax regimes, slab rates and rebates that decide how much tax your income attracts.',
  },
  {
    id: 'income',
    label: 'Income',
    icon: 'Wallet',
    colour: { bg: 'bg-teal-50', text: 'text-teal-700', border: 'border-teal-200' },
    blurb: 'What counts as taxable income: perquisites, gifts and other receipts.',
  },
  {
    id: 'business',
    label: 'Business & Presumptive',
    icon: 'Store',
    colour: { bg: 'bg-orange-50', text: 'text-orange-700', border: 'border-orange-200' },
    blurb: 'Presumptive taxation for small businesses and professionals, and the tax audit.',
  },
  {
    id: 'tax_payment',
    label: 'Advance Tax & Interest',
    icon: 'CalendarClock',
    colour: { bg: 'bg-cyan-50', text: 'text-cyan-800', border: 'border-cyan-200' },
    blurb:
      'Paying tax during the year (advance and self-assessment tax) and interest for paying late.',
  },
  {
    id: 'returns',
    label: 'Returns & Notices',
    icon: 'FileCheck',
    colour: { bg: 'bg-slate-100', text: 'text-slate-700', border: 'border-slate-300' },
    blurb: 'Filing, revising and updating returns, processing, and notices from the department.',
  },
];

const byId = new Map<string, SectionCategory>(sectionCategories.map((c) => [c.id, c]));

/** The deduction style is the spec's fallback for a category the UI does not know. */
export function categoryStyle(id: string): SectionCategory {
  return byId.get(id) ?? (byId.get('deduction') as SectionCategory);
}

export function isSectionCategory(id: string): id is SectionCategoryId {
  return byId.has(id);
}

export interface SectionFilter {
  /** null = all sections. */
  category: SectionCategoryId | null;
  label: string;
}

/** Filter buttons in order: All Sections, the spec's five in spec order, then the added ones. */
export const SECTION_FILTERS: readonly SectionFilter[] = [
  { category: null, label: 'All Sections' },
  ...sectionCategories.map((c) => ({ category: c.id, label: c.label })),
];
