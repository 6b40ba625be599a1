// English working lines and notes of year/other-sources.ts (docs/i18n.md, "The engine's text").
export const OTHER_SOURCES_EN = {};

export type OtherSourcesText = typeof OTHER_SOURCES_EN;
