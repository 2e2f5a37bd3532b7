import { addMonths, forecastInstallations } from '../forecast-installations';

const stages = [
  { stageId: 1, probabilityPercent: 20, typicalDays: 100 },
  { stageId: 2, probabilityPercent: 50, typicalDays: 30 },
  { stageId: 3, probabilityPercent: 0, typicalDays: 10 },
];

describe('forecastInstallations', () => {
  it('counts each open deal as its stage probability of its size, in the month its stage typically installs', () => {
    const result = forecastInstallations({
      today: '2027-03-10',
      monthsAhead: 3,
      stages,
      deals: [
        { dealId: 10, stageId: 2, stageSince: '2027-03-05T15:00:00Z', sizeKw: 8 },
        { dealId: 11, stageId: 2, stageSince: '2027-03-20', sizeKw: 12 },
        { dealId: 12, stageId: 1, stageSince: '2027-01-01', sizeKw: null },
        { dealId: 13, stageId: 3, stageSince: '2027-03-01', sizeKw: 100 },
      ],
    });
    // Average of the sized deals: (8 + 12 + 100) / 3 = 40 kW.
    expect(result.averageKw).toBe(40);
    expect(result.deals).toEqual([
      {
        dealId: 10,
        month: '2027-04',
        expectedDay: '2027-04-04',
        probability: 0.5,
        sizeKw: 8,
        sizeEstimated: false,
        expectedKw: 4,
      },
      {
        dealId: 11,
        month: '2027-04',
        expectedDay: '2027-04-19',
        probability: 0.5,
        sizeKw: 12,
        sizeEstimated: false,
        expectedKw: 6,
      },
      {
        dealId: 12,
        month: '2027-04',
        expectedDay: '2027-04-11',
        probability: 0.2,
        sizeKw: 40,
        sizeEstimated: true,
        expectedKw: 8,
      },
    ]);
    expect(result.months).toEqual([
      { month: '2027-03', count: 0, kw: 0, dealIds: [] },
      { month: '2027-04', count: 1.2, kw: 18, dealIds: [10, 11, 12] },
      { month: '2027-05', count: 0, kw: 0, dealIds: [] },
    ]);
  });

  it('expects an overdue deal today, and leaves out deals beyond the months shown and stages without a setting', () => {
    const result = forecastInstallations({
      today: '2027-03-10',
      monthsAhead: 2,
      stages,
      deals: [
        { dealId: 1, stageId: 2, stageSince: '2026-12-01', sizeKw: 10 },
        { dealId: 2, stageId: 1, stageSince: '2027-03-01', sizeKw: 10 },
        { dealId: 3, stageId: 99, stageSince: '2027-03-01', sizeKw: 10 },
      ],
    });
    expect(result.deals.map((deal) => [deal.dealId, deal.expectedDay])).toEqual([
      [1, '2027-03-10'],
    ]);
    expect(result.months[0]).toEqual({ month: '2027-03', count: 0.5, kw: 5, dealIds: [1] });
  });

  it('has no average size when no open deal has a design', () => {
    const result = forecastInstallations({
      today: '2027-03-10',
      monthsAhead: 1,
      stages,
      deals: [{ dealId: 1, stageId: 2, stageSince: '2027-02-01', sizeKw: null }],
    });
    expect(result.averageKw).toBe(0);
    expect(result.months[0]).toMatchObject({ count: 0.5, kw: 0 });
  });

  it('steps months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });
});
