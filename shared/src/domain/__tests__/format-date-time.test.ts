import { formatDate, formatDateTime } from '../format-date-time';

describe('the one date format', () => {
  const moment = '2026-03-05T12:00:00.000Z';

  it('shows a moment as a medium date and a short time', () => {
    expect(formatDateTime(moment)).toMatch(/^Mar \d{1,2}, 2026, \d{1,2}:\d{2}\s?[ap]\.m\.$/);
  });

  it('shows a day as the same date without the time', () => {
    expect(formatDate(moment)).toMatch(/^Mar \d{1,2}, 2026$/);
    expect(formatDateTime(moment).startsWith(`${formatDate(moment)}, `)).toBe(true);
  });
});
