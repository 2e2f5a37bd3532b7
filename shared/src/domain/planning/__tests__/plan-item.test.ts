import { type MrpItemSettings, lotSizeOf, planItem } from '../plan-item';

const start = '2027-03-01';
const plain: MrpItemSettings = {
  leadTimeDays: 0,
  safetyStock: 0,
  minimumOrderQuantity: 0,
  orderMultiple: 1,
};
const row = (
  plan: ReturnType<typeof planItem>,
  key:
    | 'gross'
    | 'scheduledReceipts'
    | 'projectedOnHand'
    | 'netRequirement'
    | 'plannedReceipts'
    | 'plannedReleases',
) => plan.weeks.map((week) => week[key]);

describe('planItem', () => {
  it('offsets releases by the lead time in whole weeks, and reports releases before the horizon as late', () => {
    const plan = planItem({
      horizonStart: start,
      weeks: 5,
      onHand: 0,
      settings: { ...plain, leadTimeDays: 10 },
      demands: [
        { day: '2027-03-09', quantity: 5 },
        { day: '2027-03-23', quantity: 4 },
      ],
      scheduledReceipts: [],
    });
    expect(plan.leadTimeWeeks).toBe(2);
    expect(row(plan, 'plannedReceipts')).toEqual([0, 5, 0, 4, 0]);
    expect(row(plan, 'plannedReleases')).toEqual([5, 4, 0, 0, 0]);
    expect(plan.plannedOrders).toEqual([
      { releaseWeek: '2027-02-22', receiptWeek: '2027-03-08', quantity: 5, late: true },
      { releaseWeek: '2027-03-08', receiptWeek: '2027-03-22', quantity: 4, late: false },
    ]);
    expect(plan.exceptions).toEqual([
      {
        kind: 'order-late',
        releaseWeek: '2027-02-22',
        receiptWeek: '2027-03-08',
        quantity: 5,
        weeksLate: 1,
      },
    ]);
  });

  it('rounds a lead time of 1 to 7 days up to one week and 0 days to none', () => {
    const plan = (leadTimeDays: number) =>
      planItem({
        horizonStart: start,
        weeks: 3,
        onHand: 0,
        settings: { ...plain, leadTimeDays },
        demands: [{ day: '2027-03-15', quantity: 1 }],
        scheduledReceipts: [],
      }).plannedOrders[0]!.releaseWeek;
    expect(plan(0)).toBe('2027-03-15');
    expect(plan(1)).toBe('2027-03-08');
    expect(plan(7)).toBe('2027-03-08');
    expect(plan(8)).toBe('2027-03-01');
  });

  it('raises an order to the MOQ and rounds it up to the order multiple', () => {
    const settings = { ...plain, minimumOrderQuantity: 25, orderMultiple: 10 };
    expect(lotSizeOf(7, settings)).toBe(30);
    expect(lotSizeOf(31, settings)).toBe(40);
    expect(lotSizeOf(12, { ...plain, orderMultiple: 5 })).toBe(15);
    expect(lotSizeOf(12, plain)).toBe(12);
    const plan = planItem({
      horizonStart: start,
      weeks: 3,
      onHand: 0,
      settings,
      demands: [
        { day: '2027-03-01', quantity: 7 },
        { day: '2027-03-15', quantity: 30 },
      ],
      scheduledReceipts: [],
    });
    expect(row(plan, 'netRequirement')).toEqual([7, 0, 7]);
    expect(row(plan, 'plannedReceipts')).toEqual([30, 0, 30]);
    expect(row(plan, 'projectedOnHand')).toEqual([23, 23, 23]);
    expect(plan.exceptions).toEqual([]);
  });

  it('keeps safety stock: orders when a week would end below it', () => {
    const plan = planItem({
      horizonStart: start,
      weeks: 3,
      onHand: 20,
      settings: { ...plain, safetyStock: 10 },
      demands: [
        { day: '2027-03-02', quantity: 5 },
        { day: '2027-03-10', quantity: 8 },
        { day: '2027-03-17', quantity: 10 },
      ],
      scheduledReceipts: [],
    });
    expect(row(plan, 'projectedOnHand')).toEqual([15, 10, 10]);
    expect(row(plan, 'netRequirement')).toEqual([0, 3, 10]);
    expect(row(plan, 'plannedReceipts')).toEqual([0, 3, 10]);
  });

  it('adds up several demands of one week, counts past-due ones in the first week and leaves later ones out', () => {
    const demands = [
      { day: '2027-02-24', quantity: 1, ref: 'past' },
      { day: '2027-03-08', quantity: 2, ref: 'monday' },
      { day: '2027-03-10', quantity: 3, ref: 'wednesday' },
      { day: '2027-03-14', quantity: 4, ref: 'sunday' },
      { day: '2027-03-15', quantity: 100, ref: 'after' },
    ];
    const plan = planItem({
      horizonStart: '2027-03-03',
      weeks: 2,
      onHand: 10,
      settings: plain,
      demands,
      scheduledReceipts: [],
    });
    expect(plan.weeks.map((week) => week.weekStart)).toEqual(['2027-03-01', '2027-03-08']);
    expect(row(plan, 'gross')).toEqual([1, 9]);
    expect(plan.demandsByWeek.map((week) => week.map((demand) => demand.ref))).toEqual([
      ['past'],
      ['monday', 'wednesday', 'sunday'],
    ]);
    expect(row(plan, 'projectedOnHand')).toEqual([9, 0]);
  });

  it('pulls in an open order that arrives after the week it is needed, with an expedite message', () => {
    const plan = planItem({
      horizonStart: start,
      weeks: 4,
      onHand: 0,
      settings: { ...plain, leadTimeDays: 14 },
      demands: [{ day: '2027-03-09', quantity: 10 }],
      scheduledReceipts: [{ expectedDay: '2027-03-24', quantity: 10, ref: 'PO-7' }],
    });
    expect(row(plan, 'scheduledReceipts')).toEqual([0, 10, 0, 0]);
    expect(row(plan, 'projectedOnHand')).toEqual([0, 0, 0, 0]);
    expect(plan.plannedOrders).toEqual([]);
    expect(plan.receipts).toEqual([
      { ref: 'PO-7', quantity: 10, expectedWeek: '2027-03-22', plannedWeek: '2027-03-08' },
    ]);
    expect(plan.exceptions).toEqual([
      {
        kind: 'expedite',
        ref: 'PO-7',
        quantity: 10,
        expectedWeek: '2027-03-22',
        neededWeek: '2027-03-08',
      },
    ]);
  });

  it('orders anew rather than expediting an order due more than the lead time after the need', () => {
    const plan = planItem({
      horizonStart: start,
      weeks: 5,
      onHand: 0,
      settings: { ...plain, leadTimeDays: 7 },
      demands: [{ day: '2027-03-09', quantity: 10 }],
      scheduledReceipts: [{ expectedDay: '2027-03-24', quantity: 10, ref: 'PO-8' }],
    });
    expect(row(plan, 'scheduledReceipts')).toEqual([0, 0, 0, 10, 0]);
    expect(row(plan, 'plannedReceipts')).toEqual([0, 10, 0, 0, 0]);
    expect(plan.exceptions).toEqual([
      { kind: 'postpone', ref: 'PO-8', quantity: 10, expectedWeek: '2027-03-22', neededWeek: null },
      { kind: 'excess-stock', projectedOnHand: 10, excess: 10 },
    ]);
  });

  it('counts an overdue open order in the first week', () => {
    const plan = planItem({
      horizonStart: start,
      weeks: 2,
      onHand: 0,
      settings: plain,
      demands: [{ day: '2027-03-02', quantity: 4 }],
      scheduledReceipts: [{ expectedDay: '2027-02-15', quantity: 4, ref: 'PO-1' }],
    });
    expect(row(plan, 'scheduledReceipts')).toEqual([4, 0]);
    expect(row(plan, 'projectedOnHand')).toEqual([0, 0]);
    expect(plan.receipts[0]).toMatchObject({
      expectedWeek: '2027-02-15',
      plannedWeek: '2027-03-01',
    });
    expect(plan.exceptions).toEqual([]);
  });

  it('says to postpone an order that arrives well before its need or is not needed in the horizon', () => {
    const plan = planItem({
      horizonStart: start,
      weeks: 6,
      onHand: 50,
      settings: { ...plain, minimumOrderQuantity: 100 },
      demands: [{ day: '2027-03-29', quantity: 72 }],
      scheduledReceipts: [
        { expectedDay: '2027-03-01', quantity: 20, ref: 'early' },
        { expectedDay: '2027-03-22', quantity: 5, ref: 'in-time' },
        { expectedDay: '2027-04-05', quantity: 30, ref: 'unneeded' },
      ],
    });
    expect(row(plan, 'projectedOnHand')).toEqual([70, 70, 70, 75, 3, 33]);
    expect(plan.exceptions).toEqual([
      {
        kind: 'postpone',
        ref: 'early',
        quantity: 20,
        expectedWeek: '2027-03-01',
        neededWeek: '2027-03-29',
      },
      {
        kind: 'postpone',
        ref: 'unneeded',
        quantity: 30,
        expectedWeek: '2027-04-05',
        neededWeek: null,
      },
    ]);
  });

  it('reports excess stock at the horizon end beyond one order of rounding', () => {
    const plan = (onHand: number) =>
      planItem({
        horizonStart: start,
        weeks: 2,
        onHand,
        settings: { ...plain, safetyStock: 5, minimumOrderQuantity: 20, orderMultiple: 10 },
        demands: [],
        scheduledReceipts: [],
      }).exceptions;
    expect(plan(25)).toEqual([]);
    expect(plan(26)).toEqual([{ kind: 'excess-stock', projectedOnHand: 26, excess: 21 }]);
  });

  it('brings zero stock to safety stock only when it is below it, and covers negative on hand', () => {
    const exact = planItem({
      horizonStart: start,
      weeks: 2,
      onHand: 6,
      settings: plain,
      demands: [{ day: '2027-03-01', quantity: 6 }],
      scheduledReceipts: [],
    });
    expect(row(exact, 'projectedOnHand')).toEqual([0, 0]);
    expect(row(exact, 'netRequirement')).toEqual([0, 0]);
    expect(exact.plannedOrders).toEqual([]);

    const negative = planItem({
      horizonStart: start,
      weeks: 2,
      onHand: -5,
      settings: { ...plain, safetyStock: 2 },
      demands: [],
      scheduledReceipts: [],
    });
    expect(row(negative, 'netRequirement')).toEqual([7, 0]);
    expect(row(negative, 'projectedOnHand')).toEqual([2, 2]);
  });

  it('nets an item without settings into negative stock, counting each shortage once, and plans nothing', () => {
    const plan = planItem({
      horizonStart: start,
      weeks: 4,
      onHand: 3,
      settings: null,
      demands: [
        { day: '2027-03-01', quantity: 3 },
        { day: '2027-03-08', quantity: 2 },
        { day: '2027-03-22', quantity: 4 },
      ],
      scheduledReceipts: [],
    });
    expect(row(plan, 'projectedOnHand')).toEqual([0, -2, -2, -6]);
    expect(row(plan, 'netRequirement')).toEqual([0, 2, 0, 4]);
    expect(row(plan, 'plannedReceipts')).toEqual([0, 0, 0, 0]);
    expect(plan.plannedOrders).toEqual([]);
    expect(plan.exceptions).toEqual([{ kind: 'no-settings' }]);
  });
});
