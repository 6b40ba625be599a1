// Public API of @taxguide/content: curated, reviewed content that the database is seeded from.

export type {
  Abbreviation,
  AbbreviationCategory,
  AnyClaim,
  Claim,
  ClaimRule,
  FaqCategory,
  FaqItem,
  FinancialYear,
  GuideCategory,
  GuideContent,
  GuideFigure,
  SectionCategory,
  SectionCategoryId,
  SectionContent,
  SectionExample,
  SectionHindi,
  SlabClaim,
  TrackedKeyword,
} from './types';

export {
  sections,
  findSection,
  findSectionsByAct2025,
  sectionKey,
  sectionsInCategory,
  KEY_SECTIONS_FOR_PDF,
} from './sections/index';
export { LAST_REVIEWED, LAW_AS_ON, INDIA_CODE_1961, GAZETTE_ACT_2025 } from './sections/common';
export {
  sectionCategories,
  SECTION_FILTERS,
  categoryStyle,
  isSectionCategory,
} from './section-categories';
export type { SectionFilter } from './section-categories';

export { renderExamples, runEngine, explainCalculation } from './examples/render';
export type { RenderedExample } from './examples/render';
export { calc, call } from './examples/calculations';
export type {
  CalculatorId,
  CalculatorMap,
  EngineCall,
  ExampleCalculation,
} from './examples/calculations';

export { faqs, FAQ_CATEGORIES } from './faq';
export { glossary, glossaryTerm, hindiTerm, firstUse } from './i18n/glossary';
export type { GlossaryTerm } from './i18n/glossary';
export {
  abbreviationText,
  faqText,
  sectionText,
  sectionFullText,
  NOT_YET_IN_HINDI,
} from './i18n/localize';
export type { Locale, LocalizedText, SectionText } from './i18n/localize';
export {
  abbreviations,
  ABBREVIATION_CATEGORIES,
  SEARCH_VOLUME_NOTE,
  SEARCH_VOLUME_NOTE_HI,
  volumeBadge,
} from './abbreviations';
export type { VolumeBadge } from './abbreviations';
export { guides, findGuide } from './guides/index';
export {
  GUIDES_LAST_REVIEWED,
  FAQ_LAST_REVIEWED,
  ABBREVIATIONS_LAST_REVIEWED,
  REVIEWED_GUIDE_SLUGS,
} from './review-dates';
export { readingTime, countWords, WORDS_PER_MINUTE, guideImagePath } from './guides/helpers';
export { trackedKeywords } from './keywords';

export { formatINR, formatPercent, percentOf } from './format';
export {
  SITE_ROUTES,
  HINDI_ROUTES,
  sectionPath,
  sectionPageFor,
  guidePath,
  markdownLinkTargets,
  isKnownInternalPath,
} from './links';

export {
  actChapters,
  act2025Sections,
  omitted1961Sections,
  lookupAct1961,
  lookupAct2025,
  searchActMap,
} from './act-map/index';
export type {
  Act1961Entry,
  Act2025Section,
  ActChapter,
  ActMapHit,
  ActMapSourceId,
  Omitted1961Section,
} from './act-map/index';
