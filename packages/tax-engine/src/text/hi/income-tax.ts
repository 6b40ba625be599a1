// Hindi working lines and notes of income-tax.ts, following the glossary (docs/i18n.md).
import type { IncomeTaxText } from '../en/income-tax';

export const INCOME_TAX_HI: IncomeTaxText = {};
