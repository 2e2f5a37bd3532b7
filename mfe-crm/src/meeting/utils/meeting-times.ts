import { dayKey, dayOfKey } from './calendar-range';

/** `HH:mm` of a moment in the browser's zone: the time field's value. */
export function timeKey(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** The date and time fields of a moment. */
export function fieldsOf(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  return { date: dayKey(date), time: timeKey(date) };
}

/** The instant the date and time fields name in the browser's zone, as UTC; null if incomplete. */
export function instantOf(date: string, time: string): string | null {
  const day = dayOfKey(date);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !match) return null;
  day.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return day.toISOString();
}

/** The same meeting moved to start at `start`, keeping its length. */
export function movedTo(meeting: { start: string; end: string }, start: Date) {
  const length = Date.parse(meeting.end) - Date.parse(meeting.start);
  return { start: start.toISOString(), end: new Date(start.getTime() + length).toISOString() };
}
