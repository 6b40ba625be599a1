// English working lines and notes of presumptive.ts (docs/i18n.md, "The engine's text").
export const PRESUMPTIVE_EN = {};

export type PresumptiveText = typeof PRESUMPTIVE_EN;
