// Hindi working lines and notes of compare.ts, following the glossary (docs/i18n.md).
import type { CompareText } from '../en/compare';

export const COMPARE_HI: CompareText = {};
