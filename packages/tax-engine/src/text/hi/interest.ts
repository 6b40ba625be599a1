// Hindi working lines and notes of interest.ts, following the glossary (docs/i18n.md).
import type { InterestText } from '../en/interest';

export const INTEREST_HI: InterestText = {};
