import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ZohoApiError, type ZohoInventoryClient } from './zoho-inventory-client';
import { zohoConflicts, zohoPushes } from './zoho-tables';

/**
 * What the stock and purchase-order modules read from and write to Zoho Inventory, in Zoho's
 * documented shapes (`/inventory/v1/settings/warehouses`, `/items/{id}`, `/purchaseorders`,
 * `/purchasereceives`, `/inventoryadjustments`). Every push is idempotent: see `pushIdempotently`.
 */

export interface ZohoWarehouse {
  zohoWarehouseId: string;
  name: string;
  active: boolean;
  primary: boolean;
}

export interface ZohoStockOnHand {
  zohoWarehouseId: string;
  onHand: number;
  available: number;
}

export interface ZohoPurchaseOrderPush {
  /** Our order number: sent as Zoho's number and reference, and the push's idempotency key. */
  number: string;
  zohoVendorId: string;
  /** YYYY-MM-DD. */
  date: string;
  deliveryDate?: string;
  zohoWarehouseId?: string;
  lines: { zohoItemId: string; quantity: number; rate: number }[];
}

export interface ZohoPurchaseReceivePush {
  zohoPurchaseOrderId: string;
  /** Our receipt's number: Zoho's receive number and the push's idempotency key. */
  receiveNumber: string;
  date: string;
  lines: { zohoLineItemId: string; zohoItemId: string; quantity: number }[];
}

export interface ZohoAdjustmentPush {
  /** Our adjustment's reference: Zoho's reference number and the push's idempotency key. */
  referenceNumber: string;
  date: string;
  reason: string;
  lines: { zohoItemId: string; zohoWarehouseId: string; quantityAdjusted: number }[];
}

/** The list answers this module reads: one array by record type, and the paging context. */
interface ZohoList {
  page_context?: { has_more_page?: boolean };
  purchaseorders?: Record<string, unknown>[];
  inventory_adjustments?: Record<string, unknown>[];
  warehouses?: Record<string, unknown>[];
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Every warehouse of the organisation. */
export async function listZohoWarehouses(client: ZohoInventoryClient): Promise<ZohoWarehouse[]> {
  const body = (await client.get('/inventory/v1/settings/warehouses', {})) as ZohoList;
  return (body.warehouses ?? []).map((warehouse) => ({
    zohoWarehouseId: text(warehouse.warehouse_id),
    name: text(warehouse.warehouse_name),
    active: warehouse.status !== 'inactive',
    primary: warehouse.is_primary === true,
  }));
}

/** One item's stock on hand and available stock in each warehouse. */
export async function readZohoStockOnHand(
  client: ZohoInventoryClient,
  zohoItemId: string,
): Promise<ZohoStockOnHand[]> {
  const body = (await client.get(`/inventory/v1/items/${encodeURIComponent(zohoItemId)}`, {})) as {
    item?: { warehouses?: Record<string, unknown>[] };
  };
  return (body.item?.warehouses ?? []).map((warehouse) => ({
    zohoWarehouseId: text(warehouse.warehouse_id),
    onHand: Number(warehouse.warehouse_stock_on_hand ?? 0),
    available: Number(warehouse.warehouse_available_stock ?? 0),
  }));
}

/** Every purchase order of the organisation, page by page (Zoho's list shape, without lines). */
export async function* listZohoPurchaseOrders(
  client: ZohoInventoryClient,
): AsyncGenerator<Record<string, unknown>[]> {
  for (let page = 1; page <= 5_000; page += 1) {
    const body = (await client.get('/inventory/v1/purchaseorders', {
      page: String(page),
      per_page: '200',
    })) as ZohoList;
    yield body.purchaseorders ?? [];
    if (!body.page_context?.has_more_page) return;
  }
}

/** A purchase order with its lines and receives. */
export async function readZohoPurchaseOrder(
  client: ZohoInventoryClient,
  zohoPurchaseOrderId: string,
): Promise<Record<string, unknown>> {
  const body = (await client.get(
    `/inventory/v1/purchaseorders/${encodeURIComponent(zohoPurchaseOrderId)}`,
    {},
  )) as { purchaseorder?: Record<string, unknown> };
  if (!body.purchaseorder) throw new ZohoApiError('Zoho Inventory answered no purchase order');
  return body.purchaseorder;
}

/**
 * A failure after which Zoho may have created the record anyway: a 5xx or no answer at all. A
 * refusal (4xx, or a code Zoho gives with 200) created nothing and is final.
 */
function mayHaveCreated(error: unknown): boolean {
  if (!(error instanceof ZohoApiError)) return false;
  const status = (error.cause as { status?: unknown } | undefined)?.status;
  return typeof status !== 'number' || status >= 500;
}

interface IdempotentPush {
  kind: 'purchase-order' | 'purchase-receive' | 'adjustment';
  key: string;
  /** Looks the record up in Zoho by its key; its Zoho id, or null. */
  find: () => Promise<string | null>;
  /** Creates it; answers its Zoho id. */
  create: () => Promise<string>;
}

/** How many times an uncertain create is looked up and tried again. */
const pushAttempts = 3;

/**
 * Creates a record in Zoho at most once per key. A push already made from here answers its id
 * from `zoho_pushes`; otherwise Zoho is asked for the key first (a push whose answer was lost,
 * or one made by another process), and only then is the record created. After an uncertain
 * failure the lookup runs again before another create, so a retry never duplicates.
 */
async function pushIdempotently(db: Database, push: IdempotentPush): Promise<string> {
  const [done] = await db
    .select({ zohoId: zohoPushes.zohoId })
    .from(zohoPushes)
    .where(and(eq(zohoPushes.kind, push.kind), eq(zohoPushes.idempotencyKey, push.key)));
  if (done) return done.zohoId;
  const remember = async (zohoId: string) => {
    await db
      .insert(zohoPushes)
      .values({ kind: push.kind, idempotencyKey: push.key, zohoId })
      .onConflictDoNothing();
    return zohoId;
  };
  for (let attempt = 1; ; attempt += 1) {
    const existing = await push.find();
    if (existing !== null) return remember(existing);
    try {
      return await remember(await push.create());
    } catch (error) {
      if (!mayHaveCreated(error) || attempt >= pushAttempts) throw error;
    }
  }
}

/** Creates our purchase order in Zoho once, keyed by its number. Answers Zoho's id. */
export function pushZohoPurchaseOrder(
  db: Database,
  client: ZohoInventoryClient,
  order: ZohoPurchaseOrderPush,
): Promise<string> {
  return pushIdempotently(db, {
    kind: 'purchase-order',
    key: order.number,
    find: async () => {
      const body = (await client.get('/inventory/v1/purchaseorders', {
        reference_number: order.number,
      })) as ZohoList;
      const found = (body.purchaseorders ?? []).find((po) => po.reference_number === order.number);
      return found ? text(found.purchaseorder_id) : null;
    },
    create: async () => {
      const body = (await client.post(
        '/inventory/v1/purchaseorders',
        { ignore_auto_number_generation: 'true' },
        {
          vendor_id: order.zohoVendorId,
          purchaseorder_number: order.number,
          reference_number: order.number,
          date: order.date,
          ...(order.deliveryDate ? { delivery_date: order.deliveryDate } : {}),
          ...(order.zohoWarehouseId ? { location_id: order.zohoWarehouseId } : {}),
          line_items: order.lines.map((line) => ({
            item_id: line.zohoItemId,
            quantity: line.quantity,
            rate: line.rate,
            ...(order.zohoWarehouseId ? { warehouse_id: order.zohoWarehouseId } : {}),
          })),
        },
      )) as { purchaseorder?: Record<string, unknown> };
      return text(body.purchaseorder?.purchaseorder_id);
    },
  });
}

/** Records a receipt against a Zoho purchase order once, keyed by its receive number. */
export function pushZohoPurchaseReceive(
  db: Database,
  client: ZohoInventoryClient,
  receive: ZohoPurchaseReceivePush,
): Promise<string> {
  return pushIdempotently(db, {
    kind: 'purchase-receive',
    key: receive.receiveNumber,
    find: async () => {
      const po = await readZohoPurchaseOrder(client, receive.zohoPurchaseOrderId);
      const found = ((po.purchasereceives as Record<string, unknown>[] | undefined) ?? []).find(
        (each) => each.receive_number === receive.receiveNumber,
      );
      return found ? text(found.receive_id) : null;
    },
    create: async () => {
      const body = (await client.post(
        '/inventory/v1/purchasereceives',
        { purchaseorder_id: receive.zohoPurchaseOrderId },
        {
          receive_number: receive.receiveNumber,
          date: receive.date,
          line_items: receive.lines.map((line) => ({
            line_item_id: line.zohoLineItemId,
            item_id: line.zohoItemId,
            quantity: line.quantity,
          })),
        },
      )) as { purchasereceive?: Record<string, unknown> };
      return text(body.purchasereceive?.receive_id);
    },
  });
}

/** Records a stock adjustment in Zoho once, keyed by its reference number. */
export function pushZohoAdjustment(
  db: Database,
  client: ZohoInventoryClient,
  adjustment: ZohoAdjustmentPush,
): Promise<string> {
  return pushIdempotently(db, {
    kind: 'adjustment',
    key: adjustment.referenceNumber,
    find: async () => {
      const body = (await client.get('/inventory/v1/inventoryadjustments', {
        reference_number: adjustment.referenceNumber,
      })) as ZohoList;
      const found = (body.inventory_adjustments ?? []).find(
        (each) => each.reference_number === adjustment.referenceNumber,
      );
      return found ? text(found.inventory_adjustment_id) : null;
    },
    create: async () => {
      const body = (await client.post(
        '/inventory/v1/inventoryadjustments',
        {},
        {
          date: adjustment.date,
          reason: adjustment.reason,
          reference_number: adjustment.referenceNumber,
          adjustment_type: 'quantity',
          line_items: adjustment.lines.map((line) => ({
            item_id: line.zohoItemId,
            warehouse_id: line.zohoWarehouseId,
            quantity_adjusted: line.quantityAdjusted,
          })),
        },
      )) as { inventory_adjustment?: Record<string, unknown> };
      return text(body.inventory_adjustment?.inventory_adjustment_id);
    },
  });
}

export interface ZohoConflictInput {
  /** What differs: 'stock-on-hand', 'purchase-order-received', … */
  kind: string;
  /** Which record: an item number and warehouse, an order number. */
  reference: string;
  field: string;
  ours: string;
  theirs: string;
}

/**
 * Keeps a difference between Zoho's figure and ours for people to settle on the Zoho API page;
 * neither side is changed. An open conflict on the same record and field is updated to the
 * latest figures instead of repeated.
 */
export async function recordZohoConflict(db: Database, conflict: ZohoConflictInput): Promise<void> {
  const updated = await db
    .update(zohoConflicts)
    .set({ ours: conflict.ours, theirs: conflict.theirs, detectedAt: new Date() })
    .where(
      and(
        eq(zohoConflicts.kind, conflict.kind),
        eq(zohoConflicts.reference, conflict.reference),
        eq(zohoConflicts.field, conflict.field),
        isNull(zohoConflicts.resolvedAt),
      ),
    )
    .returning({ id: zohoConflicts.id });
  if (updated.length === 0) await db.insert(zohoConflicts).values(conflict).onConflictDoNothing();
}
