// English working lines and notes of year/salary.ts (docs/i18n.md, "The engine's text").
export const SALARY_EN = {};

export type SalaryText = typeof SALARY_EN;
