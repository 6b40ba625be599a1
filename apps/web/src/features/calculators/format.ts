import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DEFAULT_FINANCIAL_YEAR,
  SUPPORTED_FINANCIAL_YEARS,
  assessmentYearOf,
  financialYearLabel,
  isUnder2025Act,
} from '@taxguide/tax-engine/years';

export { formatINR as inr } from '@taxguide/content/format';

/** A year selector's options over a list of years, newest first. */
export function yearOptions(years: readonly string[]): { value: string; label: string }[] {
  return [...years].reverse().map((value) => ({ value, label: financialYearLabel(value) }));
}

/** The financial years the engine has rules for (its one list), newest first. */
export const YEAR_OPTIONS = yearOptions(SUPPORTED_FINANCIAL_YEARS);

/**
 * YEAR_OPTIONS in `i18n`'s language: the engine's label ("FY 2026-27 (tax year 2026-27)",
 * "FY 2025-26 (AY 2026-27)") said as a message.
 */
export function yearOptionsIn(i18n: I18n): { value: string; label: string }[] {
  return YEAR_OPTIONS.map(({ value }) => {
    const ay = assessmentYearOf(value);
    return {
      value,
      label: isUnder2025Act(value)
        ? i18n._(msg`FY ${value} (tax year ${value})`)
        : i18n._(msg`FY ${value} (AY ${ay})`),
    };
  });
}

export const DEFAULT_YEAR = DEFAULT_FINANCIAL_YEAR;

export const AGE_OPTIONS = [
  { value: 'below60', label: 'Below 60' },
  { value: '60to80', label: '60 to 79 (senior citizen)' },
  { value: '80plus', label: '80 or over (super senior)' },
] as const;

/** The age choices' words, by value (translated where shown). */
const AGE_LABELS: Record<(typeof AGE_OPTIONS)[number]['value'], MessageDescriptor> = {
  below60: msg`Below 60`,
  '60to80': msg`60 to 79 (senior citizen)`,
  '80plus': msg`80 or over (super senior)`,
};

/** AGE_OPTIONS with their labels in `i18n`'s language. */
export const ageOptions = (i18n: I18n): { value: string; label: string }[] =>
  AGE_OPTIONS.map((o) => ({ value: o.value, label: i18n._(AGE_LABELS[o.value]) }));
