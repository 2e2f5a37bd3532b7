/** The calendar's views: one day, a week, a month, and the agenda list of the coming weeks. */
export type CalendarView = 'day' | 'week' | 'month' | 'agenda';

/** How many days the agenda lists from its first day. */
const agendaDays = 14;

/** Midnight of the day of `date`, in the browser's time zone. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The same wall-clock time `days` days later (by the calendar, so a DST change keeps 9:00 at 9:00). */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The Monday that starts the week of `date` (weeks run Monday to Sunday). */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() + 6) % 7));
}

/** `YYYY-MM-DD` of a local day: the key that groups meetings by day and the date field's value. */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The local day a `YYYY-MM-DD` names; null when it is not a date. */
export function dayOfKey(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayKey(date) === key ? date : null;
}

export interface CalendarRange {
  from: Date;
  to: Date;
  /** The days the view draws, first to last. */
  days: Date[];
}

/**
 * The days a view shows around `anchor`: its day, its week, the six weeks that hold its month
 * (so the grid never changes height), or the agenda's two weeks from it.
 */
export function rangeOf(view: CalendarView, anchor: Date): CalendarRange {
  const first =
    view === 'week'
      ? startOfWeek(anchor)
      : view === 'month'
        ? startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1))
        : startOfDay(anchor);
  const count = { day: 1, week: 7, month: 42, agenda: agendaDays }[view];
  const days = Array.from({ length: count }, (_, index) => addDays(first, index));
  return { from: first, to: addDays(first, count), days };
}

/** The anchor one step back (-1) or forward (+1) in a view. */
export function shiftAnchor(view: CalendarView, anchor: Date, direction: 1 | -1): Date {
  if (view === 'month') {
    return new Date(anchor.getFullYear(), anchor.getMonth() + direction, 1);
  }
  const step = { day: 1, week: 7, agenda: agendaDays }[view];
  return addDays(startOfDay(anchor), step * direction);
}
