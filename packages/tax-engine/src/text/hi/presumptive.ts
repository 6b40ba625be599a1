// Hindi working lines and notes of presumptive.ts, following the glossary (docs/i18n.md).
import type { PresumptiveText } from '../en/presumptive';

export const PRESUMPTIVE_HI: PresumptiveText = {};
