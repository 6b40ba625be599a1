// English working lines and notes of year/capital-gains-head.ts (docs/i18n.md, "The engine's text").
export const CAPITAL_GAINS_HEAD_EN = {};

export type CapitalGainsHeadText = typeof CAPITAL_GAINS_HEAD_EN;
