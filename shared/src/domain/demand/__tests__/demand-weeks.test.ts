import { addIsoWeeks, isIsoWeek, isoWeekMonday, isoWeekOf, isoWeekRange } from '../demand-weeks';

describe('ISO weeks', () => {
  it('puts a date in the week of its Thursday, across year ends', () => {
    expect(isoWeekOf('2027-03-01')).toBe('2027-W09');
    expect(isoWeekOf('2027-03-07')).toBe('2027-W09');
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it('starts a week on its Monday', () => {
    expect(isoWeekMonday('2027-W09')).toBe('2027-03-01');
    expect(isoWeekMonday('2025-W01')).toBe('2024-12-30');
  });

  it('knows which years have a week 53', () => {
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2027-W53')).toBe(false);
    expect(isIsoWeek('2027-W00')).toBe(false);
    expect(isIsoWeek('2027-9')).toBe(false);
  });

  it('counts weeks across a year end', () => {
    expect(addIsoWeeks('2026-W52', 2)).toBe('2027-W01');
    expect(addIsoWeeks('2027-W01', -1)).toBe('2026-W53');
    expect(isoWeekRange('2026-W52', 3)).toEqual(['2026-W52', '2026-W53', '2027-W01']);
  });
});
