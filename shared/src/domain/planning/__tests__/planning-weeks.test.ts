import { addPlanningWeeks, leadTimeWeeksOf, planningWeekOf, weekIndexOf } from '../planning-weeks';

describe('planning weeks', () => {
  it('names a week by its Monday, whatever day or time is given', () => {
    expect(planningWeekOf('2027-03-01')).toBe('2027-03-01');
    expect(planningWeekOf('2027-03-07')).toBe('2027-03-01');
    expect(planningWeekOf('2027-03-08T23:30:00Z')).toBe('2027-03-08');
    expect(planningWeekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('counts weeks from a horizon start, negative before it', () => {
    expect(weekIndexOf('2027-03-01', '2027-03-14')).toBe(1);
    expect(weekIndexOf('2027-03-01', '2027-02-28')).toBe(-1);
    expect(addPlanningWeeks('2027-03-01', -2)).toBe('2027-02-15');
  });

  it('rounds lead times up to whole weeks', () => {
    expect([0, 1, 7, 8, 14, 15].map(leadTimeWeeksOf)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('refuses a text that is not a day', () => {
    expect(() => planningWeekOf('soon')).toThrow(RangeError);
  });
});
