/** Admin dates (the admin and AI agent dashboards) in India's time, to the minute ("1 Jul 2025, 10:30 am"); the dashboard's "today" is India's too. */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export { formatCount } from './format';
