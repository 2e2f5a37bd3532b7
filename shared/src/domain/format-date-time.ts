const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A moment as the product shows it: `Nov 22, 2026, 4:05 a.m.`, in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
