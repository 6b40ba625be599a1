// The dates shown as "Law as on" and "Last reviewed" on the content pages. A small module of its
// own so the web app can import it without pulling in the guides' text.
export { LAST_REVIEWED as SECTIONS_LAST_REVIEWED, LAW_AS_ON } from './sections/common';

/** The day every curated guide was last read against the Finance Act 2026 and the Rules 2026. */
export const GUIDES_LAST_REVIEWED = '2026-11-26';

/** The day every FAQ answer was last read against the Finance Act 2026 and the Rules 2026. */
export const FAQ_LAST_REVIEWED = '2026-11-26';

/** The day every abbreviation was last read against the Finance Act 2026 and the Rules 2026. */
export const ABBREVIATIONS_LAST_REVIEWED = '2026-11-26';

/**
 * Slugs of the curated guides that GUIDES_LAST_REVIEWED covers (the content test keeps this equal
 * to the guides' own slugs). A post written later, e.g. by the content agent, was not reviewed then.
 */
export const REVIEWED_GUIDE_SLUGS: readonly string[] = [
  'advance-tax-guide',
  'capital-gains-tax-after-july-2024',
  'home-loan-tax-benefits',
  'hra-exemption-guide',
  'income-tax-act-2025-what-changed',
  'old-vs-new-tax-regime',
  'presumptive-taxation-44ad-44ada',
  'section-80c-guide',
  'section-80d-health-insurance',
  'section-87a-rebate-marginal-relief',
  'tds-basics',
  'which-itr-form',
];
