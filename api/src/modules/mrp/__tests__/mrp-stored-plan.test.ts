import {
  decodeDemandSources,
  decodeReceiptSources,
  decodeRows,
  decodeSteps,
  encodeItemPlan,
  encodeSteps,
  RunSourceList,
  type StoredReceiptSource,
} from '../mrp-stored-plan';

describe('a row kept as the weeks where it changes', () => {
  it('keeps only the changes, from zero', () => {
    expect(encodeSteps([0, 0, 5, 5, 0, 7])).toEqual([2, 5, 4, 0, 5, 7]);
    expect(encodeSteps([0, 0, 0])).toEqual([]);
    expect(encodeSteps([-3, -3, 12])).toEqual([0, -3, 2, 12]);
  });

  it('reads back every week, to the horizon', () => {
    for (const row of [
      [0, 0, 5, 5, 0, 7],
      [0, 0, 0],
      [-3, -3, 12],
      [40, 40, 40, 40],
    ]) {
      expect(decodeSteps(encodeSteps(row), row.length)).toEqual(row);
    }
  });
});

describe('a run keeping each source once', () => {
  it('names a source by its place, the same source by the same place', () => {
    const list = new RunSourceList();
    expect(list.indexOf('project', 4, 'Smith roof', 9)).toBe(0);
    expect(list.indexOf('plan', 4, 'NS rooftop', null)).toBe(1);
    expect(list.indexOf('project', 4, 'Smith roof', 9)).toBe(0);
    expect(list.indexOf('forecast', 9, 'Smith roof (40 %)', 9)).toBe(2);
    expect(list.entries).toEqual([
      ['project', 4, 'Smith roof', 9],
      ['plan', 4, 'NS rooftop', null],
      ['forecast', 9, 'Smith roof (40 %)', 9],
    ]);
  });
});

describe('both formats read the same', () => {
  const rows = {
    gross: [0, 46, 0, 0],
    receipts: [0, 30, 0, 0],
    projected: [40, 24, 24, 24],
    net: [0, 0, 0, 0],
    planned_receipts: [0, 0, 0, 0],
    planned_releases: [0, 0, 0, 0],
  };
  const receipts: StoredReceiptSource[] = [[1, 17, 3, 30, '2027-03-25']];

  it('reads the rows of format 1 and format 2 alike', () => {
    const current = encodeItemPlan(rows, [], receipts);
    expect(decodeRows(2, current.rows, 4)).toEqual(rows);
    expect(decodeRows(1, JSON.stringify(rows), 4)).toEqual(rows);
  });

  it('reads the sources of a week of format 1 and format 2 alike', () => {
    const list = new RunSourceList();
    const smith = list.indexOf('project', 4, 'Smith roof', 9);
    const plan = list.indexOf('plan', 2, 'NS rooftop', null);
    const current = encodeItemPlan(
      rows,
      [
        { weekIndex: 1, sourceIndex: smith, quantity: 18 },
        { weekIndex: 1, sourceIndex: plan, quantity: 28 },
        { weekIndex: 2, sourceIndex: smith, quantity: 3 },
      ],
      receipts,
    );
    const first = JSON.stringify({
      demand: [
        [1, 'project', 4, 18, 'Smith roof', 9],
        [1, 'plan', 2, 28, 'NS rooftop', null],
        [2, 'project', 4, 3, 'Smith roof', 9],
      ],
      receipts,
    });
    const expected = [
      { weekIndex: 1, kind: 'project', sourceId: 4, quantity: 18, label: 'Smith roof', dealId: 9 },
      { weekIndex: 1, kind: 'plan', sourceId: 2, quantity: 28, label: 'NS rooftop', dealId: null },
    ];
    expect(decodeDemandSources(2, current.sources, 1, list.entries)).toEqual(expected);
    expect(decodeDemandSources(1, first, 1, [])).toEqual(expected);
    expect(decodeDemandSources(2, current.sources, 3, list.entries)).toEqual([]);
    expect(decodeReceiptSources(current.sources, 1)).toEqual(receipts);
    expect(decodeReceiptSources(first, 1)).toEqual(receipts);
    expect(decodeReceiptSources(current.sources, 2)).toEqual([]);
  });
});
