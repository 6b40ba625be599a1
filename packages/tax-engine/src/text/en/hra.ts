// English working lines and notes of hra.ts (docs/i18n.md, "The engine's text").
export const HRA_EN = {};

export type HraText = typeof HRA_EN;
