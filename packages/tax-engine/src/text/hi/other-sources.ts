// Hindi working lines and notes of year/other-sources.ts, following the glossary (docs/i18n.md).
import type { OtherSourcesText } from '../en/other-sources';

export const OTHER_SOURCES_HI: OtherSourcesText = {};
