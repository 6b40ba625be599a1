import type { SearchResultType } from '@taxguide/contracts/content';

/** The short name of each kind of search result: the search page's badges and the header's suggestions. */
export const SEARCH_TYPE_LABELS: Record<SearchResultType, string> = {
  section: 'Section',
  guide: 'Guide',
  faq: 'FAQ',
  abbreviation: 'Abbreviation',
  'act-2025': '1961 ↔ 2025 map',
  calculator: 'Calculator',
  page: 'Page',
};
