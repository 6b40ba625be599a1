// Hindi working lines and notes of year/capital-gains-head.ts, following the glossary (docs/i18n.md).
import type { CapitalGainsHeadText } from '../en/capital-gains-head';

export const CAPITAL_GAINS_HEAD_HI: CapitalGainsHeadText = {};
