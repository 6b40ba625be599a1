// Hindi working lines and notes of advance-tax.ts, following the glossary (docs/i18n.md).
import type { AdvanceTaxText } from '../en/advance-tax';

export const ADVANCE_TAX_HI: AdvanceTaxText = {};
