const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });

/** A moment as the product shows it: `Nov 22, 2026, 4:05 a.m.`, in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** The day of a moment, in the same format without the time: `Nov 22, 2026`. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
