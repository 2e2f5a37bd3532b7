import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type CountInput,
  type ItemAttributeFilterQuery,
  type CountResult,
  type CountSheet,
  maxCountLines,
  messages,
  stockHistoryPageSize,
  type StockHistory,
  type StockMovement,
  type StockPage,
  type StockRow,
  type TransferInput,
  versionConflictCode,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { itemAttributeFilterCondition } from '../zoho';
import { items } from '../zoho/zoho-tables';
import { lockSummaries, postMovements, type MovementInput } from './stock-ledger-queries';
import { readWarehouse, requireActiveWarehouse } from './stock-warehouse-queries';
import {
  stockCounts,
  stockItemSettings,
  stockMovements,
  stockSummaries,
  warehouses,
} from './stock-tables';
import { rowsOf } from '../../db/rows-of';

/** A keyset cursor: opaque to the browser, a JSON array underneath. */
function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

function decodeCursor<T extends readonly unknown[]>(
  cursor: string | undefined,
  check: (value: unknown) => value is T,
): T | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return check(value) ? value : null;
  } catch {
    return null;
  }
}

const isItemWarehouseCursor = (value: unknown): value is [string, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  Number.isSafeInteger(value[1]);

const isIdCursor = (value: unknown): value is [number] =>
  Array.isArray(value) && value.length === 1 && Number.isSafeInteger(value[0]);

export interface StockListQuery {
  search?: string | undefined;
  warehouseId?: number | undefined;
  lowOnly: boolean;
  /** Only items with this attribute value (a category), as the item search filters. */
  attribute?: ItemAttributeFilterQuery;
  after?: string | undefined;
  pageSize: number;
}

interface StockListRow {
  item_id: number;
  itemno: string;
  itemdes: string;
  unit: string;
  warehouse_id: number;
  warehouse_name: string;
  on_hand: number;
  quarantined: number;
  reserved: number;
  on_order: number;
  reorder_point: number | null;
}

/**
 * Low stock: available below the item's reorder point when it has one, otherwise nothing
 * available. Quarantined stock is never available.
 */
export function isLowStock(available: number, reorderPoint: number | null): boolean {
  return reorderPoint === null ? available <= 0 : available < reorderPoint;
}

/**
 * Items × warehouses (the active ones, or the one asked for), by item number then warehouse,
 * one page after the cursor. An item never stocked in a warehouse shows zeros.
 */
export async function listStock(db: Database, query: StockListQuery): Promise<StockPage> {
  const cursor = decodeCursor(query.after, isItemWarehouseCursor);
  const conditions: SQL[] = [
    query.warehouseId === undefined ? sql`w.active` : sql`w.id = ${query.warehouseId}`,
  ];
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const pattern = containsPattern(search);
    conditions.push(sql`(i.itemno ILIKE ${pattern} OR i.itemdes ILIKE ${pattern})`);
  }
  const byAttribute = itemAttributeFilterCondition(query.attribute ?? {}, sql`i.id`);
  if (byAttribute) conditions.push(byAttribute);
  if (cursor) {
    conditions.push(
      sql`i.itemno >= ${cursor[0]} AND (i.itemno > ${cursor[0]} OR w.id > ${cursor[1]})`,
    );
  }
  if (query.lowOnly) {
    conditions.push(sql`(
      coalesce(s.on_hand, 0) - coalesce(s.reserved, 0) < coalesce(st.reorder_point, 1)
    )`);
  }
  const rows = rowsOf<StockListRow>(
    await db.execute(sql`
      SELECT i.id AS item_id, i.itemno, i.itemdes, i.unit, w.id AS warehouse_id,
        w.name AS warehouse_name, coalesce(s.on_hand, 0) AS on_hand,
        coalesce(s.quarantined, 0) AS quarantined, coalesce(s.reserved, 0) AS reserved,
        coalesce(s.on_order, 0) AS on_order, st.reorder_point
      FROM items i
      CROSS JOIN warehouses w
      LEFT JOIN stock_summaries s ON s.item_id = i.id AND s.warehouse_id = w.id
      LEFT JOIN stock_item_settings st ON st.item_id = i.id
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY i.itemno, w.id
      LIMIT ${query.pageSize + 1}`),
  );
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    results: page.map(toStockRow),
    next_cursor:
      rows.length > query.pageSize && last ? encodeCursor([last.itemno, last.warehouse_id]) : null,
  };
}

function toStockRow(row: StockListRow): StockRow {
  const available = row.on_hand - row.reserved;
  return {
    item_id: row.item_id,
    itemno: row.itemno,
    itemdes: row.itemdes,
    unit: row.unit,
    warehouse_id: row.warehouse_id,
    warehouse_name: row.warehouse_name,
    on_hand: row.on_hand,
    quarantined: row.quarantined,
    reserved: row.reserved,
    on_order: row.on_order,
    available,
    reorder_point: row.reorder_point,
    low: isLowStock(available, row.reorder_point),
  };
}

async function readItem(db: Database, itemId: number) {
  const [item] = await db
    .select({ id: items.id, itemno: items.itemno, itemdes: items.itemdes })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item) throw new HttpError(404, messages.stockItemNotFound);
  return item;
}

/** How a movement's origin reads in the history. */
function referenceOf(row: {
  note: string;
  countId: number | null;
  ncmRecordId: number | null;
  dealId: number | null;
}): string {
  const parts = [
    row.note,
    row.countId === null ? '' : `Count #${row.countId}`,
    row.ncmRecordId === null ? '' : `NCM #${row.ncmRecordId}`,
    row.dealId === null ? '' : `Deal #${row.dealId}`,
  ];
  return parts.filter((part) => part !== '').join(' · ');
}

/** An item's movements in every warehouse, newest first, one page before the cursor. */
export async function itemHistory(
  db: Database,
  itemId: number,
  before: string | undefined,
): Promise<StockHistory> {
  const item = await readItem(db, itemId);
  const cursor = decodeCursor(before, isIdCursor);
  const rows = await db
    .select({
      id: stockMovements.id,
      kind: stockMovements.kind,
      reason: stockMovements.reason,
      warehouseId: stockMovements.warehouseId,
      warehouseName: warehouses.name,
      quantity: stockMovements.quantity,
      note: stockMovements.note,
      countId: stockMovements.countId,
      ncmRecordId: stockMovements.ncmRecordId,
      dealId: stockMovements.dealId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .innerJoin(warehouses, eq(warehouses.id, stockMovements.warehouseId))
    .leftJoin(users, eq(users.id, stockMovements.createdBy))
    .where(
      and(
        eq(stockMovements.itemId, itemId),
        cursor ? sql`${stockMovements.id} < ${cursor[0]}` : undefined,
      ),
    )
    .orderBy(sql`${stockMovements.id} desc`)
    .limit(stockHistoryPageSize + 1);
  const page = rows.slice(0, stockHistoryPageSize);
  const last = page.at(-1);
  return {
    item,
    results: page.map((row): StockMovement => ({
      id: row.id,
      kind: row.kind as StockMovement['kind'],
      reason: row.reason as StockMovement['reason'],
      warehouse_id: row.warehouseId,
      warehouse_name: row.warehouseName,
      quantity: row.quantity,
      reference: referenceOf(row),
      created_by:
        [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || (row.username ?? ''),
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: rows.length > stockHistoryPageSize && last ? encodeCursor([last.id]) : null,
  };
}

/** Moves stock between two warehouses: out of one and into the other, in one transaction. */
export async function transferStock(
  db: Database,
  input: TransferInput,
  userId: number,
): Promise<void> {
  await readItem(db, input.item_id);
  await readWarehouse(db, input.from_warehouse_id);
  await requireActiveWarehouse(db, input.to_warehouse_id);
  await inTransaction(db, (tx) =>
    postMovements(tx, [
      {
        kind: 'transfer_out',
        itemId: input.item_id,
        warehouseId: input.from_warehouse_id,
        quantity: -input.quantity,
        note: input.note,
        createdBy: userId,
      },
      {
        kind: 'transfer_in',
        itemId: input.item_id,
        warehouseId: input.to_warehouse_id,
        quantity: input.quantity,
        note: input.note,
        createdBy: userId,
      },
    ]),
  );
}

/** Sets (or clears, with null) the reorder point the low-stock filter uses. */
export async function setReorderPoint(
  db: Database,
  itemId: number,
  reorderPoint: number | null,
): Promise<void> {
  await readItem(db, itemId);
  await db
    .insert(stockItemSettings)
    .values({ itemId, reorderPoint })
    .onConflictDoUpdate({ target: stockItemSettings.itemId, set: { reorderPoint } });
}

/**
 * The counting sheet of a warehouse: every item stocked there, by item number, with what the
 * ledger says and the version the count will be checked against.
 */
export async function countSheet(db: Database, warehouseId: number): Promise<CountSheet> {
  await readWarehouse(db, warehouseId);
  const lines = await db
    .select({
      item_id: items.id,
      itemno: items.itemno,
      itemdes: items.itemdes,
      on_hand: stockSummaries.onHand,
      version: stockSummaries.version,
    })
    .from(stockSummaries)
    .innerJoin(items, eq(items.id, stockSummaries.itemId))
    .where(eq(stockSummaries.warehouseId, warehouseId))
    .orderBy(items.itemno)
    .limit(maxCountLines);
  return { warehouse_id: warehouseId, lines };
}

/**
 * Posts a count: each counted quantity that differs from on hand becomes an adjustment (reason
 * count), all in one transaction. Every counted row is locked and its version compared with the
 * sheet's: stock that moved while people counted makes the count refused (409), not wrong.
 */
export async function postCount(
  db: Database,
  input: CountInput,
  userId: number,
): Promise<CountResult> {
  await readWarehouse(db, input.warehouse_id);
  if (new Set(input.lines.map((line) => line.item_id)).size !== input.lines.length) {
    throw new HttpError(400, messages.countDuplicateItem);
  }
  const known = await db
    .select({ id: items.id })
    .from(items)
    .where(
      inArray(
        items.id,
        input.lines.map((line) => line.item_id),
      ),
    );
  if (known.length !== input.lines.length) throw new HttpError(404, messages.stockItemNotFound);
  return inTransaction(db, async (tx) => {
    const now = await lockSummaries(
      tx,
      input.lines.map((line) => ({ itemId: line.item_id, warehouseId: input.warehouse_id })),
    );
    const byItem = new Map(now.map((row) => [row.itemId, row]));
    const differences: { itemId: number; quantity: number }[] = [];
    for (const line of input.lines) {
      const row = byItem.get(line.item_id)!;
      if (row.version !== line.version) {
        throw new HttpError(409, messages.countStockChanged, { error: versionConflictCode });
      }
      if (line.counted !== row.onHand) {
        differences.push({ itemId: line.item_id, quantity: line.counted - row.onHand });
      }
    }
    if (differences.length === 0) throw new HttpError(400, messages.countNothingToPost);
    const [count] = await tx
      .insert(stockCounts)
      .values({
        warehouseId: input.warehouse_id,
        lines: input.lines.length,
        adjustments: differences.length,
        createdBy: userId,
      })
      .returning({ id: stockCounts.id });
    const movements: MovementInput[] = differences.map((difference) => ({
      kind: 'adjustment',
      reason: 'count',
      itemId: difference.itemId,
      warehouseId: input.warehouse_id,
      quantity: difference.quantity,
      countId: count!.id,
      createdBy: userId,
    }));
    await postMovements(tx, movements);
    return { id: count!.id, adjustments: differences.length };
  });
}

/** Up to 20 active items whose number or description contains the text, by item number. */
export async function searchStockItems(db: Database, text: string) {
  const query = text.trim();
  if (query === '') return [];
  const pattern = containsPattern(query);
  return db
    .select({ itemid: items.id, itemno: items.itemno, itemdes: items.itemdes })
    .from(items)
    .where(
      and(
        eq(items.status, 'active'),
        sql`(${items.itemno} ILIKE ${pattern} OR ${items.itemdes} ILIKE ${pattern})`,
      ),
    )
    .orderBy(items.itemno)
    .limit(20);
}
