import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchResultType } from '@taxguide/contracts/content';

/** The short name of each kind of search result: the search page's badges and the header's suggestions. */
export const SEARCH_TYPE_LABELS: Record<SearchResultType, MessageDescriptor> = {
  section: msg`Section`,
  guide: msg`Guide`,
  faq: msg`FAQ`,
  abbreviation: msg`Abbreviation`,
  'act-2025': msg`1961 ↔ 2025 map`,
  calculator: msg`Calculator`,
  page: msg`Page`,
};
