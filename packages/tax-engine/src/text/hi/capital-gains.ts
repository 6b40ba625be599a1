// Hindi working lines and notes of capital-gains.ts, following the glossary (docs/i18n.md).
import type { CapitalGainsText } from '../en/capital-gains';

export const CAPITAL_GAINS_HI: CapitalGainsText = {};
