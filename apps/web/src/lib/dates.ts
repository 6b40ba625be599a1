/**
 * Dates as Indian readers write them ("23 November 2026"). Fixed time zone, so the server
 * render and the browser print the same day.
 */
const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** Formats an ISO date ("2026-11-23") or timestamp; a date alone is read as that day in India. */
export function formatLongDate(iso: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00+05:30`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}
