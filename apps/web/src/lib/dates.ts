/**
 * Dates as Indian readers write them ("23 November 2026"), in India's time zone, so the server
 * render and the browser print the same day. Written out by hand rather than with
 * Intl.DateTimeFormat: building that formatter loads the ICU date data, which cost a guide page
 * about 140 ms of main-thread time on a slow phone during hydration (bench/RESULTS.md).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The same months as the Hindi press and the department's Hindi pages write them. */
const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

/** Short English months as Indian English writes them (en-IN): "Sept", not "Sep". */
const SHORT_MONTHS = MONTHS.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)));

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The day in India of an ISO date ("2026-11-23", read as that day in India) or timestamp. */
function dayInIndia(iso: string): { day: number; month: number; year: number } | undefined {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = dateOnly ? new Date(`${iso}T00:00:00+05:30`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const inIndia = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    day: inIndia.getUTCDate(),
    month: inIndia.getUTCMonth(),
    year: inIndia.getUTCFullYear(),
  };
}

/** "23 November 2026"; in Hindi "23 नवंबर 2026". Anything unreadable is returned as given. */
export function formatLongDate(iso: string, locale: string = 'en'): string {
  const d = dayInIndia(iso);
  if (!d) return iso;
  const months = locale === 'hi' ? HINDI_MONTHS : MONTHS;
  return `${d.day} ${months[d.month]} ${d.year}`;
}

/**
 * "15 Jun 2026" for tables and due dates; Hindi month names are short already, so a Hindi page
 * gets the long form.
 */
export function formatShortDate(iso: string, locale: string = 'en'): string {
  const d = dayInIndia(iso);
  if (!d) return iso;
  const months = locale === 'hi' ? HINDI_MONTHS : SHORT_MONTHS;
  return `${d.day} ${months[d.month]} ${d.year}`;
}
