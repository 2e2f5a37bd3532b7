import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  messages,
  type MrpConvertResult,
  type MrpRun,
  type MrpRunInput,
  type MrpRunItem,
  type MrpRunItemPage,
  type MrpRunPage,
  type MrpSource,
  type MrpSourceList,
  planningWeekOf,
  planningWeeksOf,
  weekIndexOf,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { JobEngine } from '../../jobs/job-engine';
import { purchaseOrderNumber } from '../purchase-orders';
import { purchaseOrderLines, purchaseOrders } from '../purchase-orders/purchase-orders-tables';
import { warehouses } from '../stock/stock-tables';
import { mrpRunJobKind } from './mrp-run-job';
import type { StoredException, StoredSettings } from './mrp-run-queries';
import {
  decodeDemandSources,
  decodeReceiptSources,
  decodeRows,
  type StoredSourceEntry,
} from './mrp-stored-plan';
import { mrpPlannedOrders, mrpRunItems, mrpRuns } from './mrp-tables';
import { rowsOf } from '../../db/rows-of';

const runColumns = {
  id: mrpRuns.id,
  status: mrpRuns.status,
  jobId: mrpRuns.jobId,
  horizonStart: mrpRuns.horizonStart,
  weeks: mrpRuns.weeks,
  includeForecast: mrpRuns.includeForecast,
  warehouseId: mrpRuns.warehouseId,
  warehouseName: mrpRuns.warehouseName,
  createdAt: mrpRuns.createdAt,
  finishedAt: mrpRuns.finishedAt,
  itemCount: mrpRuns.itemCount,
  plannedOrderCount: mrpRuns.plannedOrderCount,
  exceptionCount: mrpRuns.exceptionCount,
  error: mrpRuns.error,
  planFormat: mrpRuns.planFormat,
  createdBy: sql<
    string | null
  >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
  createdByEmail: users.email,
};

function toRun(row: Awaited<ReturnType<typeof selectRuns>>[number]): MrpRun {
  return {
    id: row.id,
    status: row.status as MrpRun['status'],
    job_id: row.jobId,
    horizon_start: row.horizonStart,
    weeks: row.weeks,
    include_forecast: row.includeForecast,
    warehouse:
      row.warehouseName === null ? null : { id: row.warehouseId ?? 0, name: row.warehouseName },
    created_by: row.createdBy ?? row.createdByEmail ?? null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    item_count: row.itemCount,
    planned_order_count: row.plannedOrderCount,
    exception_count: row.exceptionCount,
    error: row.error,
  };
}

function selectRuns(db: Database, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(runColumns)
    .from(mrpRuns)
    .leftJoin(users, eq(users.id, mrpRuns.createdBy))
    .where(where)
    .orderBy(desc(mrpRuns.id))
    .limit(limit)
    .offset(offset);
}

export async function readRun(db: Database, runId: number): Promise<MrpRun> {
  const [row] = await selectRuns(db, eq(mrpRuns.id, runId), 1, 0);
  if (!row) throw new HttpError(404, messages.mrpRunNotFound);
  return toRun(row);
}

/**
 * Starts a planning run: the run row with its inputs and its job are written together, so a run
 * always has the job that plans it.
 */
export async function startRun(
  db: Database,
  jobs: JobEngine,
  userId: number,
  input: MrpRunInput,
): Promise<MrpRun> {
  await jobs.start();
  const runId = await inTransaction(db, async (tx) => {
    let warehouseName: string | null = null;
    if (input.warehouse_id !== null) {
      const [warehouse] = await tx
        .select({ name: warehouses.name })
        .from(warehouses)
        .where(eq(warehouses.id, input.warehouse_id));
      if (!warehouse) throw new HttpError(404, messages.mrpWarehouseUnknown);
      warehouseName = warehouse.name;
    }
    const [run] = await tx
      .insert(mrpRuns)
      .values({
        horizonStart: planningWeekOf(input.horizon_start),
        weeks: input.weeks,
        includeForecast: input.include_forecast,
        warehouseId: input.warehouse_id,
        warehouseName,
        createdBy: userId,
      })
      .returning({ id: mrpRuns.id });
    const jobId = await jobs.enqueue(mrpRunJobKind, { run_id: run!.id }, { userId, tx });
    await tx.update(mrpRuns).set({ jobId }).where(eq(mrpRuns.id, run!.id));
    return run!.id;
  });
  return readRun(db, runId);
}

export async function listRuns(
  db: Database,
  query: { page: number; page_size: number },
): Promise<MrpRunPage> {
  const [rows, [total]] = await Promise.all([
    selectRuns(db, undefined, query.page_size, (query.page - 1) * query.page_size),
    db.select({ value: count() }).from(mrpRuns),
  ]);
  return { count: total?.value ?? 0, results: rows.map(toRun) };
}

/** An exception message as the user reads it. */
function wordException(exception: StoredException): string {
  const order = (ref: { orderId: number } | undefined) =>
    ref ? purchaseOrderNumber(ref.orderId) : '';
  switch (exception.kind) {
    case 'no-settings':
      return messages.mrpExceptionNoSettings;
    case 'order-late':
      return messages.mrpExceptionOrderLate(
        exception.quantity,
        exception.receiptWeek,
        exception.releaseWeek,
        exception.weeksLate,
      );
    case 'expedite':
      return messages.mrpExceptionExpedite(
        order(exception.ref),
        exception.quantity,
        exception.expectedWeek,
        exception.neededWeek,
      );
    case 'postpone':
      return messages.mrpExceptionPostpone(
        order(exception.ref),
        exception.quantity,
        exception.expectedWeek,
        exception.neededWeek,
      );
    case 'excess-stock':
      return messages.mrpExceptionExcess(exception.projectedOnHand, exception.excess);
  }
}

/** A finished run, with how its plan is kept. */
async function completedRun(
  db: Database,
  runId: number,
): Promise<{ run: MrpRun; planFormat: number }> {
  const [row] = await selectRuns(db, eq(mrpRuns.id, runId), 1, 0);
  if (!row) throw new HttpError(404, messages.mrpRunNotFound);
  const run = toRun(row);
  if (run.status !== 'completed') throw new HttpError(409, messages.mrpRunNotFinished);
  return { run, planFormat: row.planFormat };
}

/** One page of a run's plan: items by item number, optionally only those with exceptions. */
export async function readRunItems(
  db: Database,
  runId: number,
  query: { page: number; page_size: number; search: string; exceptions_only: boolean },
): Promise<MrpRunItemPage> {
  const { run, planFormat } = await completedRun(db, runId);
  const conditions: SQL[] = [eq(mrpRunItems.runId, runId)];
  const search = query.search.trim();
  if (search !== '') {
    const pattern = containsPattern(search);
    conditions.push(
      sql`(${mrpRunItems.itemno} ILIKE ${pattern} OR ${mrpRunItems.itemdes} ILIKE ${pattern})`,
    );
  }
  if (query.exceptions_only) conditions.push(eq(mrpRunItems.hasExceptions, true));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mrpRunItems)
      .where(where)
      .orderBy(mrpRunItems.itemno)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ value: count() }).from(mrpRunItems).where(where),
  ]);
  const itemIds = rows.map((row) => row.itemId);
  const orders =
    itemIds.length === 0
      ? []
      : await db
          .select()
          .from(mrpPlannedOrders)
          .where(and(eq(mrpPlannedOrders.runId, runId), inArray(mrpPlannedOrders.itemId, itemIds)))
          .orderBy(mrpPlannedOrders.receiptWeek, mrpPlannedOrders.id);
  const results: MrpRunItem[] = rows.map((row) => {
    const settings = row.settings as StoredSettings | null;
    return {
      item_id: row.itemId,
      itemno: row.itemno,
      itemdes: row.itemdes,
      on_hand: Number(row.onHand),
      settings: settings && {
        lead_time_days: settings.leadTimeDays,
        safety_stock: settings.safetyStock,
        moq: settings.minimumOrderQuantity,
        order_multiple: settings.orderMultiple,
        preferred_vendor: settings.preferredVendor,
      },
      lead_time_weeks: row.leadTimeWeeks,
      rows: decodeRows(planFormat, row.rows, run.weeks),
      exceptions: (JSON.parse(row.exceptions) as StoredException[]).map(wordException),
      planned_orders: orders
        .filter((order) => order.itemId === row.itemId)
        .map((order) => ({
          id: order.id,
          release_week: order.releaseWeek,
          receipt_week: order.receiptWeek,
          quantity: order.quantity,
          late: order.late,
          purchase_order:
            order.purchaseOrderId === null
              ? null
              : { id: order.purchaseOrderId, number: purchaseOrderNumber(order.purchaseOrderId) },
        })),
    };
  });
  return {
    run,
    weeks: [...planningWeeksOf(run.horizon_start, run.weeks)],
    count: total?.value ?? 0,
    results,
  };
}

/**
 * Where one figure of a run comes from, as the run counted it: the projects, planned
 * installations and forecast deals of a gross figure, or the purchase order lines of a receipt.
 */
export async function readRunSources(
  db: Database,
  runId: number,
  query: { item_id: number; week: string; row: 'gross' | 'receipts' },
): Promise<MrpSourceList> {
  const { run, planFormat } = await completedRun(db, runId);
  const [row] = await db
    .select({ rows: mrpRunItems.rows, sources: mrpRunItems.sources })
    .from(mrpRunItems)
    .where(and(eq(mrpRunItems.runId, runId), eq(mrpRunItems.itemId, query.item_id)));
  if (!row) throw new HttpError(404, messages.mrpItemNotInRun);
  const week = planningWeekOf(query.week);
  const index = weekIndexOf(run.horizon_start, week);
  const figures = decodeRows(planFormat, row.rows, run.weeks)[query.row];
  const total = index >= 0 && index < run.weeks ? (figures[index] ?? 0) : 0;
  let sources: MrpSource[];
  if (query.row === 'gross') {
    let runSources: StoredSourceEntry[] = [];
    if (planFormat !== 1) {
      const [stored] = await db
        .select({ sources: mrpRuns.sources })
        .from(mrpRuns)
        .where(eq(mrpRuns.id, runId));
      runSources = JSON.parse(stored?.sources ?? '[]') as StoredSourceEntry[];
    }
    sources = decodeDemandSources(planFormat, row.sources, index, runSources).map((source) => ({
      kind: source.kind,
      source_id: source.sourceId,
      label: source.label,
      quantity: source.quantity,
      deal_id: source.dealId,
      purchase_order_id: null,
      day: null,
    }));
  } else {
    sources = decodeReceiptSources(row.sources, index).map(
      ([, lineId, orderId, quantity, expectedDay]) => ({
        kind: 'purchase-order' as const,
        source_id: lineId,
        label: purchaseOrderNumber(orderId),
        quantity,
        deal_id: null,
        purchase_order_id: orderId,
        day: expectedDay,
      }),
    );
  }
  sources.sort((a, b) => b.quantity - a.quantity || a.label.localeCompare(b.label));
  return { item_id: query.item_id, week, row: query.row, total, sources };
}

interface ConvertRow {
  id: number;
  itemId: number;
  itemno: string;
  rate: string;
  receiptWeek: string;
  quantity: number;
  purchaseOrderId: number | null;
  vendorId: number | null;
  vendorName: string | null;
  planningWarehouseId: number | null;
}

/**
 * Turns selected planned orders of a run into draft purchase orders, one per preferred vendor
 * (and warehouse), in one transaction: the planned orders are locked and marked with their
 * order, so a second conversion is refused. An item without a preferred vendor refuses the whole
 * conversion, naming the items. The vendor is the item's setting now, not the run's: a vendor
 * set after the run was made is used without planning again.
 */
export async function convertPlannedOrders(
  db: Database,
  runId: number,
  userId: number,
  plannedOrderIds: readonly number[],
): Promise<MrpConvertResult> {
  const { run } = await completedRun(db, runId);
  const ids = [...new Set(plannedOrderIds)];
  return inTransaction(db, async (tx) => {
    const rows = rowsOf<ConvertRow>(
      await tx.execute(sql`
        select o.id, o.item_id as "itemId", i.itemno, i.rate::text as rate,
          o.receipt_week::text as "receiptWeek", o.quantity,
          o.purchase_order_id as "purchaseOrderId",
          v.id as "vendorId", v.name as "vendorName",
          coalesce(s.planning_warehouse_id, c.planning_warehouse_id) as "planningWarehouseId"
        from mrp_planned_orders o
        join items i on i.id = o.item_id
        left join planning_item_settings s on s.item_id = i.id
        left join planning_category_settings c
          on s.item_id is null and c.category = split_part(i.itemno, '-', 1)
        left join vendors v on v.id = coalesce(s.preferred_vendor_id, c.preferred_vendor_id)
        where o.run_id = ${runId} and o.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by o.id
        for update of o`),
    );
    if (rows.length !== ids.length) throw new HttpError(404, messages.mrpPlannedOrdersNotFound);
    if (rows.some((row) => row.purchaseOrderId !== null)) {
      throw new HttpError(409, messages.mrpPlannedOrdersConverted);
    }
    const withoutVendor = [
      ...new Set(rows.filter((row) => row.vendorId === null).map((row) => row.itemno)),
    ].sort();
    if (withoutVendor.length > 0) {
      throw new HttpError(409, messages.mrpItemsWithoutVendor(withoutVendor));
    }
    const [fallback] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.active, true))
      .orderBy(warehouses.id)
      .limit(1);
    // One draft per vendor and warehouse; an item planned in two weeks gets a second draft, as an
    // order holds an item once.
    const drafts: {
      vendorId: number;
      vendorName: string;
      warehouseId: number;
      rows: ConvertRow[];
    }[] = [];
    for (const row of rows) {
      const warehouseId = run.warehouse?.id ?? row.planningWarehouseId ?? fallback?.id;
      if (warehouseId === undefined) throw new HttpError(409, messages.mrpNoWarehouse);
      let draft = drafts.find(
        (entry) =>
          entry.vendorId === row.vendorId &&
          entry.warehouseId === warehouseId &&
          !entry.rows.some((other) => other.itemId === row.itemId),
      );
      if (!draft) {
        draft = { vendorId: row.vendorId!, vendorName: row.vendorName!, warehouseId, rows: [] };
        drafts.push(draft);
      }
      draft.rows.push(row);
    }
    const created: MrpConvertResult['purchase_orders'] = [];
    for (const draft of drafts) {
      const [order] = await tx
        .insert(purchaseOrders)
        .values({
          vendorId: draft.vendorId,
          warehouseId: draft.warehouseId,
          notes: messages.mrpPlannedOrderNote(runId),
          createdBy: userId,
        })
        .returning({ id: purchaseOrders.id });
      await tx.insert(purchaseOrderLines).values(
        draft.rows.map((row) => ({
          purchaseOrderId: order!.id,
          itemId: row.itemId,
          quantity: row.quantity,
          unitCost: row.rate,
          expectedDate: row.receiptWeek,
        })),
      );
      await tx
        .update(mrpPlannedOrders)
        .set({ purchaseOrderId: order!.id, convertedAt: new Date() })
        .where(
          inArray(
            mrpPlannedOrders.id,
            draft.rows.map((row) => row.id),
          ),
        );
      created.push({
        id: order!.id,
        number: purchaseOrderNumber(order!.id),
        vendor: draft.vendorName,
        line_count: draft.rows.length,
      });
    }
    return { purchase_orders: created };
  });
}
