// Hindi working lines and notes of deductions.ts, following the glossary (docs/i18n.md).
import type { DeductionsText } from '../en/deductions';

export const DEDUCTIONS_HI: DeductionsText = {};
