// English working lines and notes of compare.ts (docs/i18n.md, "The engine's text").
export const COMPARE_EN = {};

export type CompareText = typeof COMPARE_EN;
