/** A timestamp as the administration pages show it: local date and time, minutes precision. */
export function formatDateTime(iso: string | null): string {
  if (iso === null) return 'Never';
  return new Date(iso).toLocaleString('en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
