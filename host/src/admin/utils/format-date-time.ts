import { formatDateTime as formatMoment } from '@solar/shared';

/** A timestamp as the administration pages show it: the product's one format, or 'Never'. */
export function formatDateTime(iso: string | null): string {
  return iso === null ? 'Never' : formatMoment(iso);
}
