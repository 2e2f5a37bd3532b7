import { forecastItemQuantities } from '../forecast-items';

describe('forecastItemQuantities', () => {
  it('weights each deal’s parts by its probability and adds the deals of a month', () => {
    const cells = forecastItemQuantities(
      [
        // 40 % of an installation with 20 panels and 1 inverter.
        {
          dealId: 1,
          month: '2027-03',
          probability: 0.4,
          parts: new Map([
            [7, 20],
            [9, 1],
          ]),
        },
        // 25 % of one with 12 panels, the same month.
        { dealId: 2, month: '2027-03', probability: 0.25, parts: new Map([[7, 12]]) },
        // 60 % in April.
        { dealId: 3, month: '2027-04', probability: 0.6, parts: new Map([[7, 10]]) },
        // Expected after the months shown: left out.
        { dealId: 4, month: '2027-09', probability: 1, parts: new Map([[7, 50]]) },
      ],
      ['2027-03', '2027-04'],
    );
    expect(cells).toEqual([
      { itemId: 7, month: '2027-03', quantity: 0.4 * 20 + 0.25 * 12, dealIds: [1, 2] },
      { itemId: 9, month: '2027-03', quantity: 0.4, dealIds: [1] },
      { itemId: 7, month: '2027-04', quantity: 6, dealIds: [3] },
    ]);
    expect(cells[0]!.quantity).toBeCloseTo(11);
  });

  it('leaves out a deal whose parts list is empty', () => {
    expect(
      forecastItemQuantities(
        [{ dealId: 1, month: '2027-03', probability: 0.5, parts: new Map() }],
        ['2027-03'],
      ),
    ).toEqual([]);
  });
});
