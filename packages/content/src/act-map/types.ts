/**
 * The Income-tax Act 2025 ↔ Income-tax Act 1961 section map: facts from the official mapping,
 * titles in our own words. See docs/act-map.md for the sources and how a row is accepted.
 */

/** Where a row comes from. A row is accepted only when two sources agree or the Act's text settles it. */
export type ActMapSourceId =
  /** ICAI, "Income-tax Act, 2025 including Tabular Mapping of Sections vis-a-vis Income-tax Act, 1961" (Sept 2025). */
  | 'icai-mapping'
  /** The Income-tax Act 2025 as enacted (Gazette of India, No. 30 of 2025), or as amended by the Finance Act 2026. */
  | 'act-text'
  /** A second, independent section-wise comparison (eztax, aubsp, TaxTMI). */
  | 'comparison';

/** One chapter of the 2025 Act. */
export interface ActChapter {
  /** Roman numeral as printed: 'I', 'IV', 'VIII', 'XIX'. */
  number: string;
  title: string;
  /** First and last section numbers of the chapter, as printed. */
  firstSection: string;
  lastSection: string;
}

/** One section of the Income-tax Act 2025. */
export interface Act2025Section {
  /** As printed: '123', '393'. */
  number: string;
  /** Short title in our words. */
  title: string;
  /** Chapter number ('VIII'). */
  chapter: string;
  /**
   * The 1961 provisions this section carries over, as people cite them: ['80C'], ['10(13A)'],
   * ['234B'], ['44AD', '44ADA', '44AE']. Empty when the section is new in the 2025 Act.
   */
  from1961: string[];
  sources: ActMapSourceId[];
  /**
   * 1961 provisions one source places here and another does not: not settled, so they are kept
   * out of `from1961` and the note says who says what.
   */
  uncertainFrom1961?: string[];
  /** The second sources that agree with the row, when `sources` includes 'comparison' (docs/act-map.md). */
  checkedAgainst?: ComparisonSourceId[];
  /** Anything a reader should know about the row (a split, a merger, a source disagreement). */
  note?: string;
}

/**
 * The public comparisons a row was checked against: aubsp.com's section-wise comparison, eztax.in's
 * section code mapper, greytHR's published 1961 → 2025 table, and other public mappers that agree on
 * the row (listed in docs/act-map.md).
 */
export type ComparisonSourceId = 'aubsp' | 'eztax' | 'greythr' | 'mappers';

/** A 1961 section that has no counterpart in the 2025 Act. */
export interface Omitted1961Section {
  number: string;
  title: string;
  sources: ActMapSourceId[];
  note?: string;
}

/** A 1961 number and where it went. */
export interface Act1961Entry {
  number: string;
  /** The 2025 sections that carry it (empty when omitted or unsettled). */
  to2025: Act2025Section[];
  omitted?: Omitted1961Section;
  /** 2025 sections a source places it in without agreement (see each row's note). */
  uncertain?: Act2025Section[];
}

/** One hit of a search over the map, either numbering. */
export interface ActMapHit {
  section: Act2025Section;
  /** Why it matched: a 2025 number, a 1961 number, or words of the title. */
  matchedBy: 'act2025' | 'act1961' | 'title';
}
