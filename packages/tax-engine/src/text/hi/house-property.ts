// Hindi working lines and notes of year/house-property.ts, following the glossary (docs/i18n.md).
import type { HousePropertyText } from '../en/house-property';

export const HOUSE_PROPERTY_HI: HousePropertyText = {};
