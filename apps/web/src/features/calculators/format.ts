export { formatINR as inr } from '@taxguide/content/format';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-06-15" → "15 Jun 2026". */
export const formatDate = (iso: string): string => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** The financial years the engine has rules for, newest (the default) first. */
export const YEAR_OPTIONS = [
  { value: '2026-27', label: 'FY 2026-27 (tax year 2026-27)' },
  { value: '2025-26', label: 'FY 2025-26 (AY 2026-27)' },
  { value: '2024-25', label: 'FY 2024-25 (AY 2025-26)' },
  { value: '2023-24', label: 'FY 2023-24 (AY 2024-25)' },
] as const;

export const DEFAULT_YEAR = '2026-27';

export const AGE_OPTIONS = [
  { value: 'below60', label: 'Below 60' },
  { value: '60to80', label: '60 to 79 (senior citizen)' },
  { value: '80plus', label: '80 or over (super senior)' },
] as const;
