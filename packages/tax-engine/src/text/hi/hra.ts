// Hindi working lines and notes of hra.ts, following the glossary (docs/i18n.md).
import type { HraText } from '../en/hra';

export const HRA_HI: HraText = {};
