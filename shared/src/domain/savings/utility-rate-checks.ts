import { messages } from '../messages';
import type { DayKind, RateTier, TimeOfUsePeriod } from './utility-rate';

/**
 * What is wrong with a rate's tiers, or null: each must end above the one before, only the last
 * may be open-ended, and the last must be (the kWh above the last limit need a price).
 */
export function tiersProblem(tiers: readonly RateTier[]): string | null {
  let before = 0;
  for (const [index, tier] of tiers.entries()) {
    if (tier.upToKwh === null) {
      if (index !== tiers.length - 1) return messages.utilityRateTiersOrder;
      continue;
    }
    if (tier.upToKwh <= before) return messages.utilityRateTiersOrder;
    before = tier.upToKwh;
  }
  const last = tiers.at(-1);
  return last && last.upToKwh !== null ? messages.utilityRateTiersOpenLast : null;
}

/** Whether a period applies in `month` (1–12): its range may wrap over the new year. */
export function periodInMonth(period: TimeOfUsePeriod, month: number): boolean {
  if (!period.months) return true;
  const { from, to } = period.months;
  return from <= to ? month >= from && month <= to : month >= from || month <= to;
}

/** Whether a period applies on a kind of day (every kind when it names none). */
export function periodOnDay(period: TimeOfUsePeriod, day: DayKind): boolean {
  return !period.days || period.days.includes(day);
}

const allMonths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const allDays: readonly DayKind[] = ['weekdays', 'weekends', 'holidays'];

/** Whether two periods could both price one hour: a shared hour, kind of day and month. */
export function periodsOverlap(a: TimeOfUsePeriod, b: TimeOfUsePeriod): boolean {
  return (
    a.hours.some((hour) => b.hours.includes(hour)) &&
    allDays.some((day) => periodOnDay(a, day) && periodOnDay(b, day)) &&
    allMonths.some((month) => periodInMonth(a, month) && periodInMonth(b, month))
  );
}

/**
 * The first period (by its index) that prices an hour another before it already prices, or null:
 * each hour of each kind of day in each month belongs to one period at most.
 */
export function overlappingPeriodIndex(periods: readonly TimeOfUsePeriod[]): number | null {
  for (let later = 1; later < periods.length; later += 1) {
    for (let earlier = 0; earlier < later; earlier += 1) {
      if (periodsOverlap(periods[earlier]!, periods[later]!)) return later;
    }
  }
  return null;
}

/**
 * Hours typed as ranges, the end excluded ("7-11, 17-19" → 7, 8, 9, 10, 17, 18; "22-6" wraps
 * over midnight; "5" is one hour), sorted; null when the text is not such a list.
 */
export function parseHourRanges(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  const hours = new Set<number>();
  for (const part of parts) {
    const match = /^(\d{1,2})(?:\s*-\s*(\d{1,2}))?$/.exec(part);
    if (!match) return null;
    const start = Number(match[1]);
    const end = match[2] === undefined ? start + 1 : Number(match[2]);
    if (start > 23 || end > 24 || end === start) return null;
    for (let hour = start; hour !== end; hour = (hour + 1) % 24) {
      hours.add(hour);
      if (end === 24 && hour === 23) break;
    }
  }
  return [...hours].sort((a, b) => a - b);
}

/** The hours as the ranges `parseHourRanges` reads ([7, 8, 9, 10, 17, 18] → "7-11, 17-19"). */
export function hourRangesText(hours: readonly number[]): string {
  const sorted = [...new Set(hours)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const hour of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === hour) last[1] = hour + 1;
    else runs.push([hour, hour + 1]);
  }
  // A run to midnight and one from it are one range over midnight ("22-6").
  if (runs.length > 1 && runs[0]![0] === 0 && runs.at(-1)![1] === 24) {
    const first = runs.shift()!;
    runs.at(-1)![1] = first[1];
  }
  return runs.map(([start, end]) => `${start}-${end}`).join(', ');
}

/**
 * The statutory holidays on which Canadian time-of-use rates charge the off-peak price, as days of
 * a 365-day year (0 = 1 January), in the calendar of 2025, the reference year the hourly
 * simulation's days follow: New Year's Day, Family Day, Good Friday, Victoria Day, Canada Day, the
 * Civic Holiday, Labour Day, Thanksgiving, Christmas and Boxing Day.
 */
const holidayDays = new Set([0, 47, 107, 138, 181, 215, 243, 285, 358, 359]);
/** 1 January of the reference year was a Wednesday (0 = Sunday). */
const firstWeekday = 3;

/** The kind of a day of the reference year (0 = 1 January). */
export function dayKindOf(dayOfYear: number): DayKind {
  if (holidayDays.has(dayOfYear)) return 'holidays';
  const weekday = (firstWeekday + dayOfYear) % 7;
  return weekday === 0 || weekday === 6 ? 'weekends' : 'weekdays';
}
