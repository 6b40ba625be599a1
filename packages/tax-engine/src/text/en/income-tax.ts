// English working lines and notes of income-tax.ts (docs/i18n.md, "The engine's text").
export const INCOME_TAX_EN = {};

export type IncomeTaxText = typeof INCOME_TAX_EN;
