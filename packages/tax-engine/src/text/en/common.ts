// English text shared by several calculators (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';

export const COMMON_EN = {
  financialYearAssumed: (fy: string) => `Financial year not given: ${fy} assumed.`,
  /** `what` is a label from the caller's own text; `section` a citation such as "s.80C". */
  capNote: (what: string, claimed: number, allowed: number, section: string) =>
    `${what} claimed ${formatInr(claimed)}, capped at ${formatInr(allowed)} (${section}).`,
};

export type CommonText = typeof COMMON_EN;
