// English working lines and notes of capital-gains.ts (docs/i18n.md, "The engine's text").
export const CAPITAL_GAINS_EN = {};

export type CapitalGainsText = typeof CAPITAL_GAINS_EN;
