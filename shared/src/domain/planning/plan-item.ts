import {
  addPlanningWeeks,
  leadTimeWeeksOf,
  planningWeekOf,
  planningWeeksOf,
  weekIndexOf,
} from './planning-weeks';

/** What planning knows of an item (its MPR item setting). */
export interface MrpItemSettings {
  leadTimeDays: number;
  safetyStock: number;
  /** Minimum order quantity; 0 when any quantity may be ordered. */
  minimumOrderQuantity: number;
  /** Orders are whole multiples of this; 0 or 1 when any quantity may be ordered. */
  orderMultiple: number;
}

/** One need for the item on a day (an installation's parts, a planned installation, a forecast). */
export interface MrpDemand<Ref = unknown> {
  day: string;
  quantity: number;
  ref?: Ref;
}

/** An open purchase order line: what is still to come and when it is expected. */
export interface MrpScheduledReceipt<Ref = unknown> {
  expectedDay: string;
  quantity: number;
  ref?: Ref;
}

export interface MrpItemInput<DemandRef = unknown, ReceiptRef = unknown> {
  /** Any day of the first week; the horizon starts on that week's Monday. */
  horizonStart: string;
  weeks: number;
  onHand: number;
  /** Null when the item has no planning settings: it is netted but nothing is planned for it. */
  settings: MrpItemSettings | null;
  demands: readonly MrpDemand<DemandRef>[];
  scheduledReceipts: readonly MrpScheduledReceipt<ReceiptRef>[];
  /** A receipt this many weeks or more before its need is worth postponing (default 2). */
  postponeWeeks?: number;
  /**
   * Stock above safety stock at the horizon's end that is not yet excess. Defaults to one order's
   * worth (the larger of MOQ and order multiple): rounding orders up leaves up to that much.
   */
  excessAllowance?: number;
  /**
   * The horizon's Mondays (`planningWeeksOf(horizonStart, weeks)`), given by a run that plans
   * thousands of items over one horizon so they are worked out once; computed when left out.
   */
  weekStarts?: readonly string[];
}

export interface MrpWeek {
  weekStart: string;
  gross: number;
  /** Open orders counted in this week: where they are expected, or where an expedite moves them. */
  scheduledReceipts: number;
  projectedOnHand: number;
  netRequirement: number;
  plannedReceipts: number;
  /** Releases due before the horizon starts are counted in the first week (and reported late). */
  plannedReleases: number;
}

export interface MrpPlannedOrder {
  releaseWeek: string;
  receiptWeek: string;
  quantity: number;
  /** The release week is before the horizon starts: order now, it will still be late. */
  late: boolean;
}

export interface MrpReceiptPlacement<Ref = unknown> {
  ref: Ref | undefined;
  quantity: number;
  /** The week its expected day falls in (before the horizon when it is overdue). */
  expectedWeek: string;
  /** The week the plan counts it in: the expected week (the first when overdue) or earlier. */
  plannedWeek: string;
}

export type MrpException<ReceiptRef = unknown> =
  | { kind: 'no-settings' }
  | {
      kind: 'order-late';
      releaseWeek: string;
      receiptWeek: string;
      quantity: number;
      weeksLate: number;
    }
  | {
      kind: 'expedite';
      ref: ReceiptRef | undefined;
      quantity: number;
      expectedWeek: string;
      neededWeek: string;
    }
  | {
      kind: 'postpone';
      ref: ReceiptRef | undefined;
      quantity: number;
      expectedWeek: string;
      /** Null when nothing in the horizon needs it. */
      neededWeek: string | null;
    }
  | { kind: 'excess-stock'; projectedOnHand: number; excess: number };

export interface MrpItemPlan<DemandRef = unknown, ReceiptRef = unknown> {
  weeks: MrpWeek[];
  /** Per week, the demands counted in it (past-due ones in the first week). */
  demandsByWeek: MrpDemand<DemandRef>[][];
  receipts: MrpReceiptPlacement<ReceiptRef>[];
  plannedOrders: MrpPlannedOrder[];
  exceptions: MrpException<ReceiptRef>[];
  leadTimeWeeks: number;
}

const epsilon = 1e-9;

/** The order quantity for a shortage: at least the MOQ, rounded up to the order multiple. */
export function lotSizeOf(shortage: number, settings: MrpItemSettings): number {
  let quantity = Math.max(shortage, settings.minimumOrderQuantity);
  if (settings.orderMultiple > 1) {
    quantity = Math.ceil(quantity / settings.orderMultiple - epsilon) * settings.orderMultiple;
  }
  return quantity;
}

function clampWeek(index: number, weeks: number): number | null {
  if (index >= weeks) return null;
  return Math.max(0, index);
}

/**
 * Time-phased material requirements of one item over a horizon of weeks, the textbook way:
 * projected on hand = last week's + scheduled receipts + planned receipts - gross demand; a week
 * that would end below safety stock has a net requirement. An open order expected later than
 * such a week, within the lead time (at least a week), is pulled in first (an expedite message:
 * ordering again would double the stock once it arrives); what is still short becomes a planned order, sized to the MOQ and order
 * multiple, released lead time earlier. Needs and open orders dated before the horizon count in
 * its first week; those after it are outside this plan.
 */
export function planItem<DemandRef = unknown, ReceiptRef = unknown>(
  input: MrpItemInput<DemandRef, ReceiptRef>,
): MrpItemPlan<DemandRef, ReceiptRef> {
  const weekCount = Math.max(0, Math.floor(input.weeks));
  const horizonStart = planningWeekOf(input.horizonStart);
  const settings = input.settings;
  const leadTimeWeeks = settings ? leadTimeWeeksOf(settings.leadTimeDays) : 0;
  const safetyStock = settings ? Math.max(0, settings.safetyStock) : 0;

  const weekStarts =
    input.weekStarts?.length === weekCount
      ? input.weekStarts
      : planningWeeksOf(horizonStart, weekCount);
  const gross = new Array<number>(weekCount).fill(0);
  const demandsByWeek: MrpDemand<DemandRef>[][] = weekStarts.map(() => []);
  for (const demand of input.demands) {
    const index = clampWeek(weekIndexOf(horizonStart, demand.day), weekCount);
    if (index === null) continue;
    gross[index]! += demand.quantity;
    demandsByWeek[index]!.push(demand);
  }

  // Open orders by the week they are expected, earliest first, so a shortage pulls in the next one.
  const receipts: (MrpReceiptPlacement<ReceiptRef> & { index: number })[] = [];
  for (const receipt of input.scheduledReceipts) {
    if (receipt.quantity <= 0) continue;
    const index = clampWeek(weekIndexOf(horizonStart, receipt.expectedDay), weekCount);
    if (index === null) continue;
    receipts.push({
      ref: receipt.ref,
      quantity: receipt.quantity,
      expectedWeek: planningWeekOf(receipt.expectedDay),
      plannedWeek: weekStarts[index]!,
      index,
    });
  }
  receipts.sort((a, b) => a.index - b.index);

  const exceptions: MrpException<ReceiptRef>[] = [];
  if (!settings) exceptions.push({ kind: 'no-settings' });
  const weeks: MrpWeek[] = [];
  const plannedOrders: MrpPlannedOrder[] = [];
  const releases = new Array<number>(weekCount).fill(0);
  const scheduled = new Array<number>(weekCount).fill(0);
  for (const receipt of receipts) scheduled[receipt.index]! += receipt.quantity;
  let nextReceipt = 0;
  const expediteWindow = Math.max(1, leadTimeWeeks);
  let projected = input.onHand;

  for (let index = 0; index < weekCount; index += 1) {
    while (nextReceipt < receipts.length && receipts[nextReceipt]!.index <= index) nextReceipt += 1;
    let available = projected + scheduled[index]! - gross[index]!;
    // Pull in later open orders, earliest first, while this week would end below safety stock;
    // only those due within the lead time after the need: expediting an order by more than that
    // asks the vendor more than a new order would.
    while (
      available < safetyStock - epsilon &&
      nextReceipt < receipts.length &&
      receipts[nextReceipt]!.index - index <= expediteWindow
    ) {
      const receipt = receipts[nextReceipt]!;
      nextReceipt += 1;
      exceptions.push({
        kind: 'expedite',
        ref: receipt.ref,
        quantity: receipt.quantity,
        expectedWeek: receipt.expectedWeek,
        neededWeek: weekStarts[index]!,
      });
      scheduled[receipt.index]! -= receipt.quantity;
      scheduled[index]! += receipt.quantity;
      receipt.index = index;
      receipt.plannedWeek = weekStarts[index]!;
      available += receipt.quantity;
    }
    // A shortage already counted in an earlier week (an item nothing is planned for carries it)
    // is not counted again.
    const carried = index > 0 ? Math.max(0, safetyStock - projected) : 0;
    const shortage = Math.max(0, safetyStock - available - carried);
    const netRequirement = shortage > epsilon ? shortage : 0;
    let plannedReceipts = 0;
    if (netRequirement > 0 && settings) {
      plannedReceipts = lotSizeOf(netRequirement, settings);
      const releaseIndex = index - leadTimeWeeks;
      const late = releaseIndex < 0;
      const order: MrpPlannedOrder = {
        releaseWeek: addPlanningWeeks(horizonStart, releaseIndex),
        receiptWeek: weekStarts[index]!,
        quantity: plannedReceipts,
        late,
      };
      plannedOrders.push(order);
      releases[Math.max(0, releaseIndex)]! += plannedReceipts;
      if (late) {
        exceptions.push({
          kind: 'order-late',
          releaseWeek: order.releaseWeek,
          receiptWeek: order.receiptWeek,
          quantity: plannedReceipts,
          weeksLate: -releaseIndex,
        });
      }
    }
    projected = available + plannedReceipts;
    weeks.push({
      weekStart: weekStarts[index]!,
      gross: gross[index]!,
      scheduledReceipts: scheduled[index]!,
      projectedOnHand: projected,
      netRequirement,
      plannedReceipts,
      plannedReleases: 0,
    });
  }
  for (let index = 0; index < weekCount; index += 1)
    weeks[index]!.plannedReleases = releases[index]!;

  exceptions.push(...postponements(receipts, weeks, safetyStock, input.postponeWeeks ?? 2));

  const last = weeks[weekCount - 1];
  if (last && settings) {
    const allowance =
      input.excessAllowance ?? Math.max(settings.minimumOrderQuantity, settings.orderMultiple);
    const excess = last.projectedOnHand - safetyStock;
    if (excess - allowance > epsilon) {
      exceptions.push({ kind: 'excess-stock', projectedOnHand: last.projectedOnHand, excess });
    }
  }

  return {
    weeks,
    demandsByWeek,
    receipts: receipts.map(({ index: _index, ...receipt }) => receipt),
    plannedOrders,
    exceptions,
    leadTimeWeeks,
  };
}

/**
 * An open order is needed in the first week from its arrival where the plan would fall below
 * safety stock without it (each order judged with the others in place). Arriving `postponeWeeks`
 * or more before that week, or not needed in the horizon at all, it can wait.
 */
function postponements<ReceiptRef>(
  receipts: readonly (MrpReceiptPlacement<ReceiptRef> & { index: number })[],
  weeks: readonly MrpWeek[],
  safetyStock: number,
  postponeWeeks: number,
): MrpException<ReceiptRef>[] {
  const found: MrpException<ReceiptRef>[] = [];
  for (const receipt of receipts) {
    // A pulled-in order is needed in the week it was pulled into.
    if (receipt.plannedWeek !== receipt.expectedWeek && receipt.index > 0) continue;
    let needed: number | null = null;
    for (let index = receipt.index; index < weeks.length; index += 1) {
      if (weeks[index]!.projectedOnHand - receipt.quantity < safetyStock - epsilon) {
        needed = index;
        break;
      }
    }
    if (needed === null || needed - receipt.index >= postponeWeeks) {
      found.push({
        kind: 'postpone',
        ref: receipt.ref,
        quantity: receipt.quantity,
        expectedWeek: receipt.expectedWeek,
        neededWeek: needed === null ? null : weeks[needed]!.weekStart,
      });
    }
  }
  return found;
}
