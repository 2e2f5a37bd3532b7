import { forecastAccuracy } from '../forecast-accuracy';

const month = (name: string, count: number, kw: number, dealIds: number[] = []) => ({
  month: name,
  count,
  kw,
  dealIds,
});

describe('forecastAccuracy', () => {
  it('compares a month with the forecast kept before it began, else with the one kept in it', () => {
    const rows = forecastAccuracy({
      months: ['2027-01', '2027-02', '2027-03'],
      snapshots: [
        {
          takenMonth: '2026-12',
          months: [month('2026-12', 1, 5), month('2027-01', 2, 20, [1, 2])],
        },
        { takenMonth: '2027-01', months: [month('2027-01', 9, 90), month('2027-02', 1, 10, [3])] },
        { takenMonth: '2027-03', months: [month('2027-03', 1, 8, [4])] },
      ],
      actuals: [
        { month: '2027-01', count: 2, kw: 16, dealIds: [1, 5] },
        { month: '2027-03', count: 1, kw: 10, dealIds: [4] },
      ],
    });
    expect(rows[0]).toEqual({
      month: '2027-01',
      forecast: { month: '2027-01', count: 2, kw: 20, dealIds: [1, 2], takenMonth: '2026-12' },
      actual: { month: '2027-01', count: 2, kw: 16, dealIds: [1, 5] },
      accuracyPercent: 75,
    });
    expect(rows[1]).toMatchObject({
      forecast: { takenMonth: '2027-01', kw: 10 },
      actual: { count: 0, kw: 0, dealIds: [] },
      accuracyPercent: null,
    });
    expect(rows[2]).toMatchObject({
      forecast: { takenMonth: '2027-03', kw: 8 },
      accuracyPercent: 80,
    });
  });

  it('has no forecast for a month nobody viewed the page before or in, and never goes below 0 %', () => {
    const rows = forecastAccuracy({
      months: ['2027-01', '2027-02'],
      snapshots: [{ takenMonth: '2027-02', months: [month('2027-02', 5, 50)] }],
      actuals: [
        { month: '2027-01', count: 1, kw: 10, dealIds: [1] },
        { month: '2027-02', count: 1, kw: 10, dealIds: [2] },
      ],
    });
    expect(rows[0]!.forecast).toBeNull();
    expect(rows[0]!.accuracyPercent).toBeNull();
    expect(rows[1]!.accuracyPercent).toBe(0);
  });
});
