import { formatMonth } from '@solar/shared';

/** A `YYYY-MM` month as the product names months (`April 2027`), whatever the time zone. */
export function monthLabel(month: string): string {
  return formatMonth(`${month}-15T12:00:00Z`);
}
