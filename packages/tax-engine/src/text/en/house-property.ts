// English working lines and notes of year/house-property.ts (docs/i18n.md, "The engine's text").
export const HOUSE_PROPERTY_EN = {};

export type HousePropertyText = typeof HOUSE_PROPERTY_EN;
