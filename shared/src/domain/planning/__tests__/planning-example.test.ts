import { readFileSync } from 'node:fs';
import path from 'node:path';
import { planItem } from '../plan-item';

// The worked example of docs/planning.md: the written table is what the function answers.
const doc = readFileSync(path.resolve(__dirname, '../../../../../docs/planning.md'), 'utf8');

function exampleTable(): Map<string, string[]> {
  const after = doc.slice(doc.indexOf('<!-- planning-example'));
  const lines = after.split('\n').filter((line) => line.startsWith('|'));
  const rows = new Map<string, string[]>();
  for (const line of lines.slice(0, 8)) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0]!.startsWith('---')) continue;
    rows.set(cells[0]!, cells.slice(1));
  }
  return rows;
}

describe('the planning example of the documentation', () => {
  const plan = planItem({
    horizonStart: '2027-03-01',
    weeks: 8,
    onHand: 40,
    settings: { leadTimeDays: 10, safetyStock: 10, minimumOrderQuantity: 50, orderMultiple: 25 },
    demands: [
      { day: '2027-03-03', quantity: 20 },
      { day: '2027-03-09', quantity: 18 },
      { day: '2027-03-11', quantity: 18 },
      { day: '2027-03-12', quantity: 10 },
      { day: '2027-03-24', quantity: 36 },
      { day: '2027-03-31', quantity: 54 },
    ],
    scheduledReceipts: [
      { expectedDay: '2027-03-25', quantity: 30, ref: 'PO-1' },
      { expectedDay: '2027-04-21', quantity: 100, ref: 'PO-2' },
    ],
  });

  it('answers the table written in the documentation', () => {
    const table = exampleTable();
    const numbers = (label: string) => table.get(label)!.map(Number);
    expect(table.get('Week')).toEqual(plan.weeks.map((week) => week.weekStart));
    expect(numbers('Gross demand')).toEqual(plan.weeks.map((week) => week.gross));
    expect(numbers('Scheduled receipts')).toEqual(plan.weeks.map((week) => week.scheduledReceipts));
    expect(numbers('Projected on hand')).toEqual(plan.weeks.map((week) => week.projectedOnHand));
    expect(numbers('Net requirement')).toEqual(plan.weeks.map((week) => week.netRequirement));
    expect(numbers('Planned order receipts')).toEqual(
      plan.weeks.map((week) => week.plannedReceipts),
    );
    expect(numbers('Planned order releases')).toEqual(
      plan.weeks.map((week) => week.plannedReleases),
    );
  });

  it('gives the exception messages the documentation lists', () => {
    expect(plan.exceptions).toEqual([
      {
        kind: 'expedite',
        ref: 'PO-1',
        quantity: 30,
        expectedWeek: '2027-03-22',
        neededWeek: '2027-03-08',
      },
      {
        kind: 'order-late',
        releaseWeek: '2027-02-22',
        receiptWeek: '2027-03-08',
        quantity: 50,
        weeksLate: 1,
      },
      {
        kind: 'postpone',
        ref: 'PO-2',
        quantity: 100,
        expectedWeek: '2027-04-19',
        neededWeek: null,
      },
      { kind: 'excess-stock', projectedOnHand: 114, excess: 104 },
    ]);
  });
});
