import { isoWeekOf, localCalendarDay } from '@solar/shared';

/** The ISO week of the user's today. */
export function currentIsoWeek(now: Date = new Date()): string {
  return isoWeekOf(localCalendarDay(now));
}
