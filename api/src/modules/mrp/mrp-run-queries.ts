import { eq, sql } from 'drizzle-orm';
import {
  addPlanningWeeks,
  installationParts,
  isoWeekMonday,
  isoWeekOf,
  messages,
  type MrpDemand,
  type MrpException,
  type MrpItemSettings,
  type MrpRowKey,
  type MrpScheduledReceipt,
  planItem,
  planningWeeksOf,
  proposalDefaults,
  weekIndexOf,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import type { JobProgressUpdate } from '../../jobs/job-kind';
import { readGrossDemand, readPartsTables } from '../demand';
import { forecastDealExpectations } from '../forecast';
import { mrpPlannedOrders, mrpRunItems, mrpRuns } from './mrp-tables';
import { rowsOf } from '../../db/rows-of';
import {
  currentPlanFormat,
  encodeItemPlan,
  RunSourceList,
  type StoredReceiptSource,
} from './mrp-stored-plan';

/**
 * How far back a run looks for installations still to be served: a scheduled installation of the
 * last weeks that is not done still needs its parts, in the first week of the plan.
 */
const pastDueWeeks = 12;

/** The settings a run used for an item, kept with it (the vendor's name as it was then). */
export interface StoredSettings extends MrpItemSettings {
  preferredVendor: { id: number; name: string } | null;
}

/** Where a demand comes from: one source, or the forecast deals of a week added up. */
type DemandRef =
  | { kind: 'project' | 'plan'; id: number; label: string; dealId: number | null }
  | { kind: 'forecast'; deals: ForecastPiece[] };

/** One forecast deal's share of an item in a week, as the run counted it. */
type ForecastPiece = [dealId: number, quantity: number, label: string];

interface ReceiptRef {
  lineId: number;
  orderId: number;
}

export type StoredException = MrpException<ReceiptRef>;

interface ItemRow {
  id: number;
  itemno: string;
  itemdes: string;
  hasSettings: boolean;
  planned: boolean | null;
  leadTimeDays: number | null;
  safetyStock: number | null;
  moq: number | null;
  orderMultiple: number | null;
  vendorId: number | null;
  vendorName: string | null;
}

interface ReceiptRow {
  lineId: number;
  orderId: number;
  itemId: number;
  outstanding: number;
  expectedDate: string | null;
}

interface RunInputs {
  horizonStart: string;
  weeks: number;
  includeForecast: boolean;
  warehouseId: number | null;
}

/** Everything a run plans from, read at one moment. */
interface Snapshot {
  items: Map<number, ItemRow>;
  onHand: Map<number, number>;
  receipts: Map<number, MrpScheduledReceipt<ReceiptRef>[]>;
  demands: Map<number, MrpDemand<DemandRef>[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Forecast demand: each open deal's share of one installation (its stage's probability) of its
 * size, at the presenter's default kind (rooftop, the default panel size), on the day it is
 * expected. Added up per item and week and rounded up there, so orders stay whole.
 */
async function forecastDemands(
  tx: Database,
  inputs: RunInputs,
  today: string,
): Promise<Map<number, MrpDemand<DemandRef>[]>> {
  const [deals, tables] = await Promise.all([
    forecastDealExpectations(tx, today),
    readPartsTables(tx),
  ]);
  const byItemWeek = new Map<string, { itemId: number; day: string; deals: ForecastPiece[] }>();
  const panelSize = proposalDefaults.panelSize;
  for (const deal of deals) {
    const panelCount = Math.max(1, Math.round((deal.sizeKw * 1000) / panelSize));
    const { parts } = installationParts(tables, {
      installationType: proposalDefaults.installationType,
      panelSizeW: panelSize,
      provinceId: null,
      program: null,
      panelCount,
    });
    const week = addPlanningWeeks(
      inputs.horizonStart,
      weekIndexOf(inputs.horizonStart, deal.expectedDay),
    );
    const label = messages.mrpForecastLabel(deal.name, Math.round(deal.probability * 100));
    for (const [itemId, quantity] of parts) {
      const key = `${itemId}:${week}`;
      const entry = byItemWeek.get(key) ?? { itemId, day: week, deals: [] };
      entry.deals.push([deal.dealId, Math.round(quantity * deal.probability * 100) / 100, label]);
      byItemWeek.set(key, entry);
    }
  }
  const demands = new Map<number, MrpDemand<DemandRef>[]>();
  for (const entry of byItemWeek.values()) {
    const total = entry.deals.reduce((sum, [, quantity]) => sum + quantity, 0);
    push(demands, entry.itemId, {
      day: entry.day,
      quantity: Math.ceil(total - 1e-9),
      ref: { kind: 'forecast', deals: entry.deals },
    });
  }
  return demands;
}

/**
 * Reads everything the run plans from in ONE repeatable-read transaction: the items' settings,
 * on hand, the open purchase order lines, the scheduled and planned installations' parts and the
 * forecast all come from the same moment, so a receipt posted meanwhile is either in both the
 * stock and the closed order line, or in neither.
 */
async function readSnapshot(db: Database, inputs: RunInputs, today: string): Promise<Snapshot> {
  return db.transaction(
    async (transaction) => {
      const tx = transaction as unknown as Database;
      const warehouseFilter =
        inputs.warehouseId === null ? sql`true` : sql`warehouse_id = ${inputs.warehouseId}`;
      const itemRows = rowsOf<ItemRow>(
        await tx.execute(sql`
          select i.id, i.itemno, i.itemdes,
            (s.item_id is not null or c.category is not null) as "hasSettings",
            coalesce(s.planned, c.planned) as planned,
            coalesce(s.lead_time_days, c.lead_time_days) as "leadTimeDays",
            coalesce(s.safety_stock, c.safety_stock) as "safetyStock",
            coalesce(s.moq, c.moq) as moq,
            coalesce(s.order_multiple, c.order_multiple) as "orderMultiple",
            v.id as "vendorId", v.name as "vendorName"
          from items i
          left join planning_item_settings s on s.item_id = i.id
          left join planning_category_settings c
            on s.item_id is null and c.category = split_part(i.itemno, '-', 1)
          left join vendors v on v.id = coalesce(s.preferred_vendor_id, c.preferred_vendor_id)
          where s.item_id is not null or c.category is not null
            or i.id in (select l.item_id from purchase_order_lines l
              join purchase_orders po on po.id = l.purchase_order_id
              where po.status in ('Draft', 'Sent', 'Partially received') and l.quantity > l.received)`),
      );
      const onHandRows = rowsOf<{ itemId: number; onHand: number }>(
        await tx.execute(sql`
          select item_id as "itemId", sum(on_hand)::int as "onHand"
          from stock_summaries where ${warehouseFilter} group by item_id`),
      );
      const receiptRows = rowsOf<ReceiptRow>(
        await tx.execute(sql`
          select l.id as "lineId", l.purchase_order_id as "orderId", l.item_id as "itemId",
            (l.quantity - l.received)::int as outstanding, l.expected_date::text as "expectedDate"
          from purchase_order_lines l
          join purchase_orders po on po.id = l.purchase_order_id
          where po.status in ('Draft', 'Sent', 'Partially received') and l.quantity > l.received
            and ${inputs.warehouseId === null ? sql`true` : sql`po.warehouse_id = ${inputs.warehouseId}`}`),
      );
      const firstWeek = addPlanningWeeks(inputs.horizonStart, -pastDueWeeks);
      const grossRows = await readGrossDemand(tx, {
        fromWeek: isoWeekOf(firstWeek),
        weeks: inputs.weeks + pastDueWeeks,
      });
      const demands = inputs.includeForecast
        ? await forecastDemands(tx, inputs, today)
        : new Map<number, MrpDemand<DemandRef>[]>();
      // A few dozen weeks named over tens of thousands of rows: each named once.
      const mondays = new Map<string, string>();
      for (const row of grossRows) {
        let day = mondays.get(row.week);
        if (day === undefined) {
          day = isoWeekMonday(row.week);
          mondays.set(row.week, day);
        }
        push(demands, row.itemId, {
          day,
          quantity: row.quantity,
          ref: { kind: row.source, id: row.sourceId, label: row.label, dealId: row.dealId },
        });
      }
      const receipts = new Map<number, MrpScheduledReceipt<ReceiptRef>[]>();
      for (const row of receiptRows) {
        // An open order without an expected day is counted as due now: nothing says it is late.
        push(receipts, row.itemId, {
          expectedDay: row.expectedDate ?? inputs.horizonStart,
          quantity: Number(row.outstanding),
          ref: { lineId: row.lineId, orderId: row.orderId },
        });
      }
      const items = new Map(itemRows.map((row) => [row.id, row]));
      // Items with demand are planned too: without settings they get their exception message.
      const missing = [...demands.keys()].filter((id) => !items.has(id));
      if (missing.length > 0) {
        const extra = rowsOf<{ id: number; itemno: string; itemdes: string }>(
          await tx.execute(
            sql`select id, itemno, itemdes from items where id in (${sql.join(
              missing.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ),
        );
        for (const row of extra) {
          items.set(row.id, {
            ...row,
            hasSettings: false,
            planned: null,
            leadTimeDays: null,
            safetyStock: null,
            moq: null,
            orderMultiple: null,
            vendorId: null,
            vendorName: null,
          });
        }
      }
      // An item set as not planned is left to people; one without settings is netted when it has
      // demand or open orders, so its shortage shows with its exception message.
      for (const [id, row] of items) if (row.hasSettings && !row.planned) items.delete(id);
      return {
        items,
        onHand: new Map(onHandRows.map((row) => [row.itemId, Number(row.onHand)])),
        receipts,
        demands,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function settingsOf(row: ItemRow): StoredSettings | null {
  if (!row.hasSettings) return null;
  return {
    leadTimeDays: row.leadTimeDays!,
    safetyStock: row.safetyStock!,
    minimumOrderQuantity: row.moq!,
    orderMultiple: row.orderMultiple!,
    preferredVendor:
      row.vendorId === null ? null : { id: row.vendorId, name: row.vendorName ?? '' },
  };
}

/**
 * The plan's items and planned orders are written as one JSON text each, one statement each:
 * building a multi-row insert of ten thousand rows' parameters cost more than storing them. The
 * item's rows, sources and exceptions are `json` in the record set, so each is kept as the very
 * text written here (the database does not rewrite `json`).
 */
async function writePlan(
  tx: Database,
  runId: number,
  itemsJson: string,
  ordersJson: string,
): Promise<void> {
  await tx.execute(sql`
    insert into mrp_run_items (run_id, item_id, itemno, itemdes, on_hand, settings,
      lead_time_weeks, rows, sources, exceptions, has_exceptions)
    select ${runId}, x.item_id, x.itemno, x.itemdes, x.on_hand, x.settings, x.lead_time_weeks,
      x.rows::text, x.sources::text, x.exceptions::text, x.has_exceptions
    from json_to_recordset(${itemsJson}::json) as x(item_id int, itemno text, itemdes text,
      on_hand numeric, settings jsonb, lead_time_weeks int, rows json, sources json,
      exceptions json, has_exceptions boolean)`);
  await tx.execute(sql`
    insert into mrp_planned_orders (run_id, item_id, release_week, receipt_week, quantity, late)
    select ${runId}, x.item_id, x.release_week, x.receipt_week, x.quantity, x.late
    from json_to_recordset(${ordersJson}::json) as x(item_id int, release_week date,
      receipt_week date, quantity int, late boolean)`);
}

/**
 * Plans a run: reads the snapshot, calls `planItem` per item and keeps each item's plan, its
 * sources, exceptions and planned orders with the run. Safe to run again for the same run (the
 * engine retries a job whose process died): what an earlier attempt wrote is replaced.
 */
export async function planRun(
  db: Database,
  runId: number,
  progress: (update: JobProgressUpdate) => Promise<void>,
  signal: AbortSignal,
  now: Date = new Date(),
): Promise<{ items: number; plannedOrders: number; exceptions: number }> {
  const [run] = await db.select().from(mrpRuns).where(eq(mrpRuns.id, runId));
  if (!run) throw new Error(messages.mrpRunNotFound);
  if (run.status === 'completed') {
    return {
      items: run.itemCount,
      plannedOrders: run.plannedOrderCount,
      exceptions: run.exceptionCount,
    };
  }
  await db.update(mrpRuns).set({ status: 'running' }).where(eq(mrpRuns.id, runId));
  const inputs: RunInputs = {
    horizonStart: run.horizonStart,
    weeks: run.weeks,
    includeForecast: run.includeForecast,
    warehouseId: run.warehouseId,
  };
  const snapshot = await readSnapshot(db, inputs, now.toISOString().slice(0, 10));
  const total = snapshot.items.size;
  await progress({ done: 0, total, message: messages.mrpRunPlanning });
  const weekStarts = planningWeeksOf(inputs.horizonStart, inputs.weeks);
  const weekIndexes = new Map(weekStarts.map((week, index) => [week, index]));
  const runSources = new RunSourceList();

  const itemValues: string[] = [];
  const orderValues: string[] = [];
  let exceptionCount = 0;
  let done = 0;
  // One collator for the whole sort: `localeCompare` sets one up per comparison.
  const collator = new Intl.Collator();
  const ordered = [...snapshot.items.values()].sort((a, b) => collator.compare(a.itemno, b.itemno));
  for (const item of ordered) {
    const settings = settingsOf(item);
    const onHand = snapshot.onHand.get(item.id) ?? 0;
    const plan = planItem<DemandRef, ReceiptRef>({
      horizonStart: inputs.horizonStart,
      weeks: inputs.weeks,
      onHand,
      settings,
      demands: snapshot.demands.get(item.id) ?? [],
      scheduledReceipts: snapshot.receipts.get(item.id) ?? [],
      weekStarts,
    });
    const rows: Record<MrpRowKey, number[]> = {
      gross: [],
      receipts: [],
      projected: [],
      net: [],
      planned_receipts: [],
      planned_releases: [],
    };
    for (const week of plan.weeks) {
      rows.gross.push(week.gross);
      rows.receipts.push(week.scheduledReceipts);
      rows.projected.push(week.projectedOnHand);
      rows.net.push(week.netRequirement);
      rows.planned_receipts.push(week.plannedReceipts);
      rows.planned_releases.push(week.plannedReleases);
    }
    const demand: { weekIndex: number; sourceIndex: number; quantity: number }[] = [];
    plan.demandsByWeek.forEach((demands, weekIndex) => {
      for (const entry of demands) {
        const ref = entry.ref!;
        if (ref.kind === 'forecast') {
          for (const [dealId, quantity, label] of ref.deals) {
            const sourceIndex = runSources.indexOf('forecast', dealId, label, dealId);
            demand.push({ weekIndex, sourceIndex, quantity });
          }
        } else {
          const sourceIndex = runSources.indexOf(ref.kind, ref.id, ref.label, ref.dealId);
          demand.push({ weekIndex, sourceIndex, quantity: entry.quantity });
        }
      }
    });
    const expectedDays = new Map(
      (snapshot.receipts.get(item.id) ?? []).map((entry) => [entry.ref!.lineId, entry.expectedDay]),
    );
    const receipts: StoredReceiptSource[] = plan.receipts.map((receipt) => [
      weekIndexes.get(receipt.plannedWeek) ?? -1,
      receipt.ref!.lineId,
      receipt.ref!.orderId,
      receipt.quantity,
      expectedDays.get(receipt.ref!.lineId) ?? null,
    ]);
    const stored = encodeItemPlan(rows, demand, receipts);
    exceptionCount += plan.exceptions.length;
    itemValues.push(
      `{"item_id":${item.id},"itemno":${JSON.stringify(item.itemno)},` +
        `"itemdes":${JSON.stringify(item.itemdes)},"on_hand":${onHand},` +
        `"settings":${JSON.stringify(settings)},"lead_time_weeks":${plan.leadTimeWeeks},` +
        `"rows":${stored.rows},"sources":${stored.sources},` +
        `"exceptions":${JSON.stringify(plan.exceptions)},` +
        `"has_exceptions":${plan.exceptions.length > 0}}`,
    );
    for (const order of plan.plannedOrders) {
      orderValues.push(
        JSON.stringify({
          item_id: item.id,
          release_week: order.releaseWeek,
          receipt_week: order.receiptWeek,
          quantity: order.quantity,
          late: order.late,
        }),
      );
    }
    done += 1;
    if (done % 1000 === 0) {
      signal.throwIfAborted();
      await progress({ done, total, message: messages.mrpRunPlanning });
    }
  }

  signal.throwIfAborted();
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.delete(mrpPlannedOrders).where(eq(mrpPlannedOrders.runId, runId));
    await tx.delete(mrpRunItems).where(eq(mrpRunItems.runId, runId));
    await writePlan(tx, runId, `[${itemValues.join(',')}]`, `[${orderValues.join(',')}]`);
    await tx
      .update(mrpRuns)
      .set({
        status: 'completed',
        finishedAt: new Date(),
        itemCount: itemValues.length,
        plannedOrderCount: orderValues.length,
        exceptionCount,
        error: null,
        planFormat: currentPlanFormat,
        sources: JSON.stringify(runSources.entries),
      })
      .where(eq(mrpRuns.id, runId));
  });
  await progress({ done: total, total, message: messages.mrpRunDone });
  return {
    items: itemValues.length,
    plannedOrders: orderValues.length,
    exceptions: exceptionCount,
  };
}

/** A run whose job gave up: the run says so, with the job's reason. */
export async function markRunFailed(db: Database, runId: number, error: string): Promise<void> {
  await db
    .update(mrpRuns)
    .set({ status: 'failed', finishedAt: new Date(), error })
    .where(eq(mrpRuns.id, runId));
}
