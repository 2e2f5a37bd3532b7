/**
 * ISO 8601 weeks ('2027-W09': the week from Monday 2027-03-01), the buckets demand and planning
 * count in. Pure date arithmetic on UTC days, so a server's or a browser's time zone never moves a
 * date into another week.
 */
const dayMs = 86_400_000;
const weekPattern = /^(\d{4})-W(\d{2})$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function utcDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function dateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Monday of week 1 of an ISO year: the week holding 4 January. */
function firstMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * dayMs;
}

/** The ISO week a calendar date ('YYYY-MM-DD') falls in. */
export function isoWeekOf(date: string): string {
  const day = utcDay(date);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  // The week belongs to the year of its Thursday.
  const year = new Date(day - weekday * dayMs + 3 * dayMs).getUTCFullYear();
  const week = 1 + Math.floor((day - weekday * dayMs - firstMonday(year)) / (7 * dayMs));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday ('YYYY-MM-DD') a week starts on; the week must be valid (`isIsoWeek`). */
export function isoWeekMonday(week: string): string {
  const match = weekPattern.exec(week);
  if (!match) throw new RangeError(`not an ISO week: ${week}`);
  return dateOf(firstMonday(Number(match[1])) + (Number(match[2]) - 1) * 7 * dayMs);
}

/** Whether the text names a week that exists (week 53 only in the years that have one). */
export function isIsoWeek(value: string): boolean {
  const match = weekPattern.exec(value);
  if (!match) return false;
  const week = Number(match[2]);
  if (week < 1 || week > 53) return false;
  return isoWeekOf(isoWeekMonday(value)) === value;
}

/** The week `count` weeks after (or before, when negative) the given one. */
export function addIsoWeeks(week: string, count: number): string {
  return isoWeekOf(dateOf(utcDay(isoWeekMonday(week)) + count * 7 * dayMs));
}

/** `count` consecutive weeks starting with `from`. */
export function isoWeekRange(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addIsoWeeks(from, index));
}

/** Whether the text is a calendar date 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  return datePattern.test(value) && dateOf(utcDay(value)) === value;
}
