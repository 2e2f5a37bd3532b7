import { isoWeekMonday } from './demand/demand-weeks';

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

/**
 * A calendar day (`YYYY-MM-DD`, a task's due date) in the same format: `Dec 1, 2026`. Read at
 * local noon, so it is that day whatever the browser's time zone (midnight UTC would show the day
 * before west of Greenwich).
 */
export function formatCalendarDay(day: string): string {
  return dateFormat.format(new Date(`${day}T12:00:00`));
}

/**
 * An ISO week (`2027-W10`, the bucket demand and planning count in) by the day it starts, in the
 * same format: `Mar 8, 2027`, so a week reads like every other date of the product.
 */
export function formatIsoWeek(week: string): string {
  return formatCalendarDay(isoWeekMonday(week));
}

/** Today in the browser's time zone, as `YYYY-MM-DD`: the user's own calendar day. */
export function localCalendarDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const timeFormat = new Intl.DateTimeFormat('en-CA', { timeStyle: 'short' });
const weekdayFormat = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const monthFormat = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric' });

/** The time of a moment in the same style: `4:05 a.m.`, in the browser's time zone. */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** A calendar day's heading: `Tue, Dec 1`. */
export function formatWeekday(iso: string): string {
  return weekdayFormat.format(new Date(iso));
}

/** A month's heading: `December 2026`. */
export function formatMonth(iso: string): string {
  return monthFormat.format(new Date(iso));
}

/** The browser's time zone, as the calendar names it: `America/Halifax`. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
