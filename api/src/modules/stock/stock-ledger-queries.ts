import { inArray, sql } from 'drizzle-orm';
import { type AdjustmentReason, messages, type StockMovementKind } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { items } from '../zoho/zoho-tables';
import { stockMovements, warehouses } from './stock-tables';

/** One change of stock to record. `quantity` is signed: what it adds to (or takes from) its bucket. */
export interface MovementInput {
  kind: StockMovementKind;
  /** Required for adjustments, absent otherwise. */
  reason?: AdjustmentReason;
  itemId: number;
  warehouseId: number;
  quantity: number;
  purchaseOrderLineId?: number;
  dealId?: number;
  countId?: number;
  ncmRecordId?: number;
  note?: string;
  createdBy: number | null;
}

/**
 * A change of a quantity that is a promise rather than stock (ordered from a vendor, reserved for
 * an installation): kept on the same summary row, under the same lock, but never a movement.
 */
export interface CommitmentChange {
  itemId: number;
  warehouseId: number;
  onOrder?: number;
  reserved?: number;
}

/** What a summary row holds after the change. */
export interface SummaryAfter {
  itemId: number;
  warehouseId: number;
  onHand: number;
  quarantined: number;
  reserved: number;
  onOrder: number;
  version: number;
}

const quarantineKinds: ReadonlySet<StockMovementKind> = new Set([
  'quarantine_in',
  'quarantine_out',
]);

/** Whether a kind moves the quarantined quantity (otherwise it moves on hand). */
export function movesQuarantine(kind: StockMovementKind): boolean {
  return quarantineKinds.has(kind);
}

interface Delta {
  itemId: number;
  warehouseId: number;
  onHand: number;
  quarantined: number;
  reserved: number;
  onOrder: number;
}

const keyOf = (itemId: number, warehouseId: number) => `${itemId}:${warehouseId}`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The one way stock changes: writes the movements and brings their summary rows up to date in the
 * caller's transaction, so the ledger and the summaries never disagree.
 *
 * Rows are locked in one fixed order (item, then warehouse) whatever order the caller gave, so two
 * transactions touching the same items wait for each other instead of deadlocking. On hand may not
 * go below zero unless the warehouse allows it; quarantine, reservations and orders never may.
 * A refusal throws `HttpError` 409, and the caller's transaction rolls back with it.
 */
export async function postMovements(
  tx: Database,
  movements: readonly MovementInput[],
  commitments: readonly CommitmentChange[] = [],
): Promise<SummaryAfter[]> {
  const deltas = new Map<string, Delta>();
  const deltaOf = (itemId: number, warehouseId: number): Delta => {
    const key = keyOf(itemId, warehouseId);
    let delta = deltas.get(key);
    if (!delta) {
      delta = { itemId, warehouseId, onHand: 0, quarantined: 0, reserved: 0, onOrder: 0 };
      deltas.set(key, delta);
    }
    return delta;
  };
  for (const movement of movements) {
    const delta = deltaOf(movement.itemId, movement.warehouseId);
    if (movesQuarantine(movement.kind)) delta.quarantined += movement.quantity;
    else delta.onHand += movement.quantity;
  }
  for (const change of commitments) {
    const delta = deltaOf(change.itemId, change.warehouseId);
    delta.onOrder += change.onOrder ?? 0;
    delta.reserved += change.reserved ?? 0;
  }
  if (deltas.size === 0) return [];
  const ordered = [...deltas.values()].sort(byKey);

  const before = new Map(
    (await lockSummaries(tx, ordered)).map((row) => [keyOf(row.itemId, row.warehouseId), row]),
  );

  const warehouseIds = [...new Set(ordered.map((delta) => delta.warehouseId))];
  const warehouseRows = await tx
    .select({ id: warehouses.id, name: warehouses.name, allowNegative: warehouses.allowNegative })
    .from(warehouses)
    .where(inArray(warehouses.id, warehouseIds));
  const warehouseById = new Map(warehouseRows.map((row) => [row.id, row]));

  for (const delta of ordered) {
    const row = before.get(keyOf(delta.itemId, delta.warehouseId))!;
    const warehouse = warehouseById.get(delta.warehouseId)!;
    const onHand = row.onHand + delta.onHand;
    const quarantined = row.quarantined + delta.quarantined;
    const lowers = delta.onHand < 0 || delta.quarantined < 0;
    if (!lowers) continue;
    if ((delta.onHand < 0 && onHand < 0 && !warehouse.allowNegative) || quarantined < 0) {
      const [item] = await tx
        .select({ itemno: items.itemno })
        .from(items)
        .where(inArray(items.id, [delta.itemId]));
      const itemName = item?.itemno ?? String(delta.itemId);
      throw new HttpError(
        409,
        quarantined < 0
          ? messages.quarantineWouldGoNegative(itemName, warehouse.name)
          : messages.stockWouldGoNegative(itemName, warehouse.name, row.onHand),
      );
    }
  }

  // The database's checks refuse a negative reservation or order; a bug, not a person, causes one.
  const after = rowsOf<SummaryRow>(
    await tx.execute(sql`
      UPDATE stock_summaries AS s SET
        on_hand = s.on_hand + d.on_hand,
        quarantined = s.quarantined + d.quarantined,
        reserved = s.reserved + d.reserved,
        on_order = s.on_order + d.on_order,
        version = s.version + 1
      FROM (VALUES ${sql.join(
        ordered.map(
          (delta) =>
            sql`(${delta.itemId}::int, ${delta.warehouseId}::int, ${delta.onHand}::int, ${delta.quarantined}::int, ${delta.reserved}::int, ${delta.onOrder}::int)`,
        ),
        sql`, `,
      )}) AS d(item_id, warehouse_id, on_hand, quarantined, reserved, on_order)
      WHERE s.item_id = d.item_id AND s.warehouse_id = d.warehouse_id
      RETURNING s.item_id, s.warehouse_id, s.on_hand, s.quarantined, s.reserved, s.on_order, s.version`),
  );

  if (movements.length > 0) {
    await tx.insert(stockMovements).values(
      movements.map((movement) => ({
        kind: movement.kind,
        reason: movement.reason ?? null,
        itemId: movement.itemId,
        warehouseId: movement.warehouseId,
        quantity: movement.quantity,
        purchaseOrderLineId: movement.purchaseOrderLineId ?? null,
        dealId: movement.dealId ?? null,
        countId: movement.countId ?? null,
        ncmRecordId: movement.ncmRecordId ?? null,
        note: movement.note ?? '',
        createdBy: movement.createdBy,
      })),
    );
  }

  return after.map(toSummary).sort(byKey);
}

/**
 * Creates the summary rows that do not exist yet and locks them all, item then warehouse, in one
 * statement; answers what they hold now (a stock count compares its versions before posting).
 */
export async function lockSummaries(
  tx: Database,
  keys: readonly { itemId: number; warehouseId: number }[],
): Promise<SummaryAfter[]> {
  if (keys.length === 0) return [];
  const ordered = [
    ...new Map(keys.map((key) => [keyOf(key.itemId, key.warehouseId), key])).values(),
  ].sort(byKey);
  const rows = rowsOf<SummaryRow>(
    await tx.execute(sql`
      INSERT INTO stock_summaries (item_id, warehouse_id)
      VALUES ${sql.join(
        ordered.map((key) => sql`(${key.itemId}::int, ${key.warehouseId}::int)`),
        sql`, `,
      )}
      ON CONFLICT (item_id, warehouse_id) DO UPDATE SET version = stock_summaries.version
      RETURNING item_id, warehouse_id, on_hand, quarantined, reserved, on_order, version`),
  );
  return rows.map(toSummary).sort(byKey);
}

interface SummaryRow {
  item_id: number;
  warehouse_id: number;
  on_hand: number;
  quarantined: number;
  reserved: number;
  on_order: number;
  version: number;
}

function byKey(
  a: { itemId: number; warehouseId: number },
  b: { itemId: number; warehouseId: number },
): number {
  return a.itemId - b.itemId || a.warehouseId - b.warehouseId;
}

function toSummary(row: SummaryRow): SummaryAfter {
  return {
    itemId: row.item_id,
    warehouseId: row.warehouse_id,
    onHand: row.on_hand,
    quarantined: row.quarantined,
    reserved: row.reserved,
    onOrder: row.on_order,
    version: row.version,
  };
}
