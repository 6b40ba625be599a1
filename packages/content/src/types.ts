/**
 * Shapes of the curated content. Everything here is plain data (plus a few pure `explain`
 * functions on examples) so it loads the same in Node, Vite and vitest.
 */
import type { FinancialYear } from '@taxguide/tax-engine/years';
import type { EngineCall, ExampleCalculation } from './examples/calculations';

export type { EngineCall, ExampleCalculation } from './examples/calculations';

/** Financial years the site covers: the engine's list. FY 2026-27 = "tax year 2026-27" under the 2025 Act. */
export type { FinancialYear };

/** The five original categories first, then the ones added for sections that fit none of them. */
export type SectionCategoryId =
  | 'deduction'
  | 'exemption'
  | 'capital_gains'
  | 'tds'
  | 'penalty'
  | 'rates_rebates'
  | 'income'
  | 'business'
  | 'tax_payment'
  | 'returns';

/**
 * A rate or limit stated in the text, repeated as data so the content test can (a) find the exact
 * excerpt `quote` in the text and check that it shows the figure (`₹1,50,000`, `20%`, or "Nil"
 * for a 0% slab), and (b) compare the figure with the engine's rule table for `fy`.
 * Every rupee figure in an item's text that equals one of its claimed rupee figures must sit inside
 * a claim quote or an `incidentalFigures` quote, so no statement of a limit goes unchecked.
 */
export interface Claim {
  rule: ClaimRule;
  value: number;
  fy: FinancialYear;
  unit: 'inr' | 'percent';
  quote: string;
}

export type ClaimRule =
  | 'deduction.80C.cap'
  | 'deduction.80CCD1B.cap'
  | 'deduction.80CCD2.newRegimePercent'
  | 'deduction.80CCD2.oldRegimePercent'
  | 'deduction.80D.self'
  | 'deduction.80D.selfSenior'
  | 'deduction.80D.parents'
  | 'deduction.80D.parentsSenior'
  | 'deduction.80TTA.cap'
  | 'deduction.80TTB.cap'
  | 'deduction.80DD.disability'
  | 'deduction.80DD.severe'
  | 'deduction.80DDB.limit'
  | 'deduction.80DDB.seniorLimit'
  | 'deduction.80U.disability'
  | 'deduction.80U.severe'
  /** s.80GG: the fixed monthly amount (the first of its three limits). */
  | 'deduction.80GG.perMonth'
  | 'deduction.80EE.limit'
  | 'deduction.80EEA.limit'
  /** s.80G(4): the qualifying limit, as a percent of adjusted gross total income. */
  | 'deduction.80G.qualifyingPercent'
  | 'deduction.24b.selfOccupied'
  | 'deduction.housePropertyLossSetOff'
  | 'standardDeduction.new'
  | 'standardDeduction.old'
  | 'rebate87A.new.threshold'
  | 'rebate87A.new.max'
  | 'rebate87A.old.threshold'
  | 'rebate87A.old.max'
  /** Rate (percent) of the slab whose upper bound is `upTo` (null: the top slab). */
  | 'slab.new.rate'
  | 'slab.old.rate'
  | 'cess.rate'
  /** s.288A / s.288B (ITA 2025 s.516): rounding to the nearest multiple of this many rupees. */
  | 'rounding.totalIncomeNearest'
  | 'rounding.taxNearest'
  | 'capitalGains.111A.rate'
  | 'capitalGains.112A.rate'
  | 'capitalGains.112A.exemption'
  | 'capitalGains.112.rate'
  /** s.24(a): the flat deduction, as a percent of the net annual value of a let-out house. */
  | 'houseProperty.standardDeductionPercent'
  /** s.57(iia): the cap on one third of a family pension, by regime. */
  | 'familyPension.oldRegimeCap'
  | 'familyPension.newRegimeCap'
  /** ss.115BB, 115BBJ, 115BBH: the flat rate on winnings and virtual-digital-asset income. */
  | 'specialRate.flatPercent'
  /** s.115A: a non-resident's dividends. */
  | 'nonResident.dividendPercent'
  | 'hra.metroPercent'
  | 'hra.nonMetroPercent'
  | 'hra.rentExcessPercent'
  | 'presumptive.44AD.rate'
  | 'presumptive.44AD.digitalRate'
  | 'presumptive.44ADA.rate'
  | 'advanceTax.threshold'
  | 'advanceTax.cumulative.june'
  | 'advanceTax.cumulative.september'
  | 'advanceTax.cumulative.december'
  | 'advanceTax.cumulative.march';

/** A slab row claim also carries the band's upper bound (null = the top band). */
export interface SlabClaim extends Claim {
  rule: 'slab.new.rate' | 'slab.old.rate';
  upTo: number | null;
  /** Old-regime table to check (default below60). */
  ageGroup?: 'below60' | '60to80' | '80plus';
}

export type AnyClaim = Claim | SlabClaim;

export interface SectionExample {
  title: string;
  /** The situation in words. Inputs may be typed here; computed figures must come from `calculation`. */
  scenario: string;
  calculation?: ExampleCalculation;
}

export interface SectionContent {
  /** 1961 Act numbering, as people search for it: '80C', '10(13A)', '80CCD(1B)', '24(b)', '139(1)'. */
  sectionNumber: string;
  /** Income-tax Act 2025 number, only where checked against the enacted text; otherwise ''. */
  act2025Section: string;
  title: string;
  category: SectionCategoryId;
  /** One line, at most 160 characters. */
  description: string;
  summary: string;
  /** Markdown: our plain-language restatement, never the verbatim Act. */
  fullText: string;
  keyLimits: string[];
  examples: SectionExample[];
  related: string[];
  sourceUrl: string;
  lastReviewed: string;
  claims?: AnyClaim[];
  /** Excerpts where a claimed rupee figure appears but is not a statement of the rule (e.g. a premium paid). */
  incidentalFigures?: string[];
  /** Computed figures printed in the full text, recomputed by the content test with the engine. */
  figures?: GuideFigure[];
  /**
   * The Hindi of the page's head: a translation is a field of the same record, so its figures are
   * checked against this section's claims (docs/i18n.md). `examples[i]` translates `examples[i]`;
   * its computed figures still come from that example's `calculation`. The full text has no Hindi
   * yet and shows in English under the Hindi note.
   */
  hi?: SectionHindi;
}

export interface SectionHindi {
  title: string;
  description: string;
  summary: string;
  keyLimits: string[];
  examples?: { title: string; scenario: string }[];
}

export type FaqCategory =
  'General Tax' | 'Deductions' | 'TDS' | 'Capital Gains' | 'Advance Tax' | 'ITR Filing';

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /**
   * The Hindi text of this item. A translation is a field of the same record, so its figures are
   * checked against this item's claims and never retyped elsewhere (docs/i18n.md).
   */
  hi?: { question: string; answer: string };
  claims?: AnyClaim[];
  incidentalFigures?: string[];
}

export type AbbreviationCategory =
  | 'Forms'
  | 'Documents'
  | 'Tax Types'
  | 'Deductions'
  | 'Investments'
  | 'Income'
  | 'Authorities'
  | 'Sections'
  | 'Banking';

export interface Abbreviation {
  short: string;
  full: string;
  category: AbbreviationCategory;
  description: string;
  /** Estimated monthly searches (see SEARCH_VOLUME_NOTE). */
  searchVolume: number;
  /**
   * The Hindi of `full` and `description`, as a field of the same record so its numbers are
   * checked against the English; `short` stays the same in both languages.
   */
  hi?: { full: string; description: string };
}

export type GuideCategory =
  'tax planning' | 'updates' | 'strategy' | 'guide' | 'compliance' | 'tools' | 'others';

/**
 * A worked figure printed in a guide, re-computed by the content test with the engine.
 * `value` must appear in the markdown formatted as rupees, and equal `field` of the result.
 */
export interface GuideFigure {
  label: string;
  calculation: EngineCall;
  /** Dot path into the calculator's result, e.g. 'totalTax' or 'old.totalTax'. */
  field: string;
  /** For a difference ("saves ₹46,800"): this result's field is subtracted. */
  minus?: { calculation: EngineCall; field: string };
  /** For a per-month figure: the value is divided by this and rounded to the rupee. */
  divideBy?: number;
  value: number;
}

export interface GuideContent {
  slug: string;
  title: string;
  excerpt: string;
  category: GuideCategory;
  publishedAt: string;
  readTime: number;
  imageUrl: string;
  imageAlt: string;
  markdown: string;
  relatedSections: string[];
  claims?: AnyClaim[];
  incidentalFigures?: string[];
  figures?: GuideFigure[];
}

export interface TrackedKeyword {
  keyword: string;
  /** Estimated monthly searches in India. */
  searchVolume: number;
  /** Estimated ranking difficulty, 0 (easy) to 100 (hard). */
  difficulty: number;
  /** Our page that targets the keyword; null when we have no page for it yet. */
  targetPath: string | null;
}

export interface SectionCategory {
  id: SectionCategoryId;
  /** Filter-button label. */
  label: string;
  /** A lucide-react icon component name. */
  icon: string;
  /** Tailwind class tokens for the badge: background, text and border. */
  colour: { bg: string; text: string; border: string };
  /** One line on what belongs here, for the filter's tooltip and the API. */
  blurb: string;
}
