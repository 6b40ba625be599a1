// English working lines and notes of interest.ts (docs/i18n.md, "The engine's text").
export const INTEREST_EN = {};

export type InterestText = typeof INTEREST_EN;
