import { eq, inArray, sql } from 'drizzle-orm';
import { messages } from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';
import { lockSummaries, postMovements } from '../stock';
import { stockMovements, warehouses } from '../stock/stock-tables';
import { items } from '../zoho/zoho-tables';
import { uploadPaths } from './imports-menu-paths';
import type { CheckedUploadRow, UploadKind, UploadRowValues } from './imports-kinds';

/** What an opening stock row posts: so many of an item into a warehouse. */
interface ParsedOpeningStock {
  itemId: number;
  warehouseId: number;
  quantity: number;
}

interface OpeningStockCheckContext {
  /** Active warehouse name (lower case) → its id. */
  warehouseIdOf: Map<string, number>;
  /** `itemId:warehouseId` → the first row that had it. */
  firstRowOf: Map<string, number>;
}

const fields = [
  {
    key: 'itemno',
    label: 'Item number',
    required: true,
    names: ['itemno', 'itemnumber', 'sku', 'partnumber', 'code'],
  },
  {
    key: 'warehouse',
    label: 'Warehouse',
    required: true,
    names: ['warehouse', 'warehousename', 'location', 'store'],
  },
  {
    key: 'quantity',
    label: 'Quantity',
    required: true,
    names: ['quantity', 'qty', 'onhand', 'quantityonhand', 'stock', 'openingstock'],
  },
] as const;

/** The largest quantity one row may post. */
const maxQuantity = 1_000_000_000;
const pairKey = (itemId: number, warehouseId: number) => `${itemId}:${warehouseId}`;

/**
 * The stock a warehouse starts with, per item, posted through the stock ledger as count
 * adjustments (one transaction per batch, the ledger's own rules: never negative). An item that
 * already has movements in that warehouse is refused: its stock is known, and a count corrects it.
 */
export const openingStockUploadKind: UploadKind<OpeningStockCheckContext> = {
  menuPaths: uploadPaths,

  async fields() {
    return fields.map(({ key, label, required }) => ({ key, label, required }));
  },

  headerNames(field) {
    return fields.find((each) => each.key === field.key)?.names ?? [];
  },

  async startCheck(db) {
    const active = await db
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(eq(warehouses.active, true));
    return {
      warehouseIdOf: new Map(active.map((row) => [row.name.trim().toLowerCase(), row.id])),
      firstRowOf: new Map(),
    };
  },

  async checkRows(db, context, rows) {
    const numbers = [
      ...new Set(rows.map((row) => (row.values.itemno ?? '').trim()).filter(Boolean)),
    ];
    const itemIdOf = new Map(
      numbers.length === 0
        ? []
        : (
            await db
              .select({ id: items.id, itemno: items.itemno })
              .from(items)
              .where(inArray(items.itemno, numbers))
          ).map((row) => [row.itemno, row.id]),
    );
    const itemIds = [...new Set(itemIdOf.values())];
    const kept = new Set(
      itemIds.length === 0
        ? []
        : (
            await db
              .selectDistinct({
                itemId: stockMovements.itemId,
                warehouseId: stockMovements.warehouseId,
              })
              .from(stockMovements)
              .where(inArray(stockMovements.itemId, itemIds))
          ).map((row) => pairKey(row.itemId, row.warehouseId)),
    );
    return rows.map(({ rowNumber, values }) =>
      checkOpeningStockRow(context, itemIdOf, kept, rowNumber, values),
    );
  },

  async importRows(tx, parsedRows, upload) {
    const rows = (parsedRows as ParsedOpeningStock[]).filter((row) => row.quantity > 0);
    if (rows.length === 0) return;
    // Locked first, so no receipt or issue slips in between the look below and the posting.
    await lockSummaries(tx, rows);
    const [already] = await tx
      .select({ itemno: items.itemno, warehouse: warehouses.name })
      .from(stockMovements)
      .innerJoin(items, eq(items.id, stockMovements.itemId))
      .innerJoin(warehouses, eq(warehouses.id, stockMovements.warehouseId))
      .where(
        sql`(${stockMovements.itemId}, ${stockMovements.warehouseId}) IN (${sql.join(
          rows.map((row) => sql`(${row.itemId}::int, ${row.warehouseId}::int)`),
          sql`, `,
        )})`,
      )
      .limit(1);
    if (already) throw new HttpError(409, messages.uploadStockAlreadyKept);
    await postMovements(
      tx,
      rows.map((row) => ({
        kind: 'adjustment' as const,
        reason: 'count' as const,
        itemId: row.itemId,
        warehouseId: row.warehouseId,
        quantity: row.quantity,
        note: messages.uploadOpeningStockNote(upload.fileName),
        createdBy: upload.userId,
      })),
    );
  },
};

function checkOpeningStockRow(
  context: OpeningStockCheckContext,
  itemIdOf: ReadonlyMap<string, number>,
  kept: ReadonlySet<string>,
  rowNumber: number,
  values: UploadRowValues,
): CheckedUploadRow {
  const problems: CheckedUploadRow['problems'] = [];
  const text = (key: string) => (values[key] ?? '').trim();
  for (const field of fields) {
    if (text(field.key) === '') {
      problems.push({ field: field.key, message: messages.uploadValueRequired(field.label) });
    }
  }
  const itemno = text('itemno');
  const itemId = itemIdOf.get(itemno);
  if (itemno !== '' && itemId === undefined) {
    problems.push({ field: 'itemno', message: messages.uploadItemUnknown });
  }
  const warehouseName = text('warehouse');
  const warehouseId = context.warehouseIdOf.get(warehouseName.toLowerCase());
  if (warehouseName !== '' && warehouseId === undefined) {
    problems.push({ field: 'warehouse', message: messages.uploadWarehouseUnknown });
  }
  const quantityText = text('quantity').replace(/,/g, '');
  const quantity = Number(quantityText);
  if (
    quantityText !== '' &&
    (!/^\d+(\.0*)?$/.test(quantityText) ||
      !Number.isSafeInteger(quantity) ||
      quantity > maxQuantity)
  ) {
    problems.push({ field: 'quantity', message: messages.uploadQuantityInvalid });
  }
  if (itemId !== undefined && warehouseId !== undefined) {
    const key = pairKey(itemId, warehouseId);
    const earlier = context.firstRowOf.get(key);
    if (earlier !== undefined) {
      problems.push({ field: 'itemno', message: messages.uploadStockInFileTwice(earlier) });
    } else context.firstRowOf.set(key, rowNumber);
    if (kept.has(key)) problems.push({ field: 'itemno', message: messages.uploadStockAlreadyKept });
  }
  if (problems.length > 0 || itemId === undefined || warehouseId === undefined) {
    return { problems, parsed: null };
  }
  const parsed: ParsedOpeningStock = { itemId, warehouseId, quantity };
  return { problems, parsed };
}
