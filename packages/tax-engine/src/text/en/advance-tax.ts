// English working lines and notes of advance-tax.ts (docs/i18n.md, "The engine's text").
export const ADVANCE_TAX_EN = {};

export type AdvanceTaxText = typeof ADVANCE_TAX_EN;
