/**
 * Planning counts in weeks that start on Monday, named by that Monday's calendar day
 * (`YYYY-MM-DD`). Calendar days are read as UTC dates so a week never shifts with the time zone
 * of whoever runs the plan.
 */
const dayMs = 86_400_000;

function dayNumberOf(day: string): number {
  const time = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Not a calendar day: ${day}`);
  return Math.floor(time / dayMs);
}

function dayOfNumber(dayNumber: number): string {
  return new Date(dayNumber * dayMs).toISOString().slice(0, 10);
}

/** The day number of the Monday of the week holding a day number. */
function mondayNumberOf(dayNumber: number): number {
  // Day 0 (1970-01-01) was a Thursday: Monday is 3 days before it.
  return dayNumber - ((((dayNumber + 3) % 7) + 7) % 7);
}

/** The Monday of the week a calendar day (or an ISO date-time, by its date) falls in. */
export function planningWeekOf(day: string): string {
  return dayOfNumber(mondayNumberOf(dayNumberOf(day)));
}

/**
 * How many whole weeks a day lies after the week starting `weekStart` (negative before it).
 * Counted on day numbers only: a run asks this for every demand and receipt it plans.
 */
export function weekIndexOf(weekStart: string, day: string): number {
  return Math.floor((dayNumberOf(day) - mondayNumberOf(dayNumberOf(weekStart))) / 7);
}

/** The Mondays of a horizon, from the week starting `weekStart`. */
export function planningWeeksOf(weekStart: string, count: number): readonly string[] {
  const start = dayNumberOf(weekStart);
  return Array.from({ length: count }, (_, index) => dayOfNumber(start + index * 7));
}

/** The Monday `weeks` weeks after `weekStart` (before it when negative). */
export function addPlanningWeeks(weekStart: string, weeks: number): string {
  return dayOfNumber(dayNumberOf(weekStart) + weeks * 7);
}

/**
 * A lead time in days as whole weeks, rounded up: an order released that many weeks before its
 * need arrives in time; rounding down would release some orders too late.
 */
export function leadTimeWeeksOf(leadTimeDays: number): number {
  return leadTimeDays <= 0 ? 0 : Math.ceil(leadTimeDays / 7);
}
