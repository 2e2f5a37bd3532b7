import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatIsoWeek,
  localCalendarDay,
} from '../format-date-time';

describe('the one date format', () => {
  const moment = '2026-03-05T12:00:00.000Z';

  it('shows a moment as a medium date and a short time', () => {
    expect(formatDateTime(moment)).toMatch(/^Mar \d{1,2}, 2026, \d{1,2}:\d{2}\s?[ap]\.m\.$/);
  });

  it('shows a day as the same date without the time', () => {
    expect(formatDate(moment)).toMatch(/^Mar \d{1,2}, 2026$/);
    expect(formatDateTime(moment).startsWith(`${formatDate(moment)}, `)).toBe(true);
  });

  it('shows a calendar day as that very day, and knows the local day', () => {
    expect(formatCalendarDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatCalendarDay('2026-01-31')).toBe('Jan 31, 2026');
    expect(localCalendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localCalendarDay(new Date(2026, 10, 26, 0, 1))).toBe('2026-11-26');
  });

  it('shows an ISO week as the day it starts, across a year boundary too', () => {
    expect(formatIsoWeek('2027-W09')).toBe('Mar 1, 2027');
    expect(formatIsoWeek('2026-W53')).toBe('Dec 28, 2026');
    expect(formatIsoWeek('2027-W01')).toBe('Jan 4, 2027');
  });
});
