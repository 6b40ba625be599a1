// English working lines and notes of deductions.ts (docs/i18n.md, "The engine's text").
export const DEDUCTIONS_EN = {};

export type DeductionsText = typeof DEDUCTIONS_EN;
