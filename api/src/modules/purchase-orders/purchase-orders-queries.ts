import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  canMovePurchaseOrder,
  formatMoney,
  canReceivePurchaseOrder,
  messages,
  outstandingQuantity,
  type PurchaseOrder,
  type PurchaseOrderInput,
  type PurchaseOrderPage,
  type PurchaseOrderStatus,
  type ReceiptInput,
  statusAfterReceipt,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../http/app-deps';
import { queueMail } from '../mail';
import { renderPurchaseOrderPdf } from './purchase-orders-pdf';
import { inTransaction } from '../../db/in-transaction';
import { containsPattern } from '../../db/like-pattern';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import {
  type CommitmentChange,
  type MovementInput,
  postMovements,
  readWarehouse,
  requireActiveWarehouse,
} from '../stock';
import { ncmRecords, warehouses } from '../stock/stock-tables';
import { items } from '../zoho/zoho-tables';
import { purchaseOrderLines, purchaseOrders, vendors } from './purchase-orders-tables';

/** How people quote an order: PO- and its number, six digits. */
export function purchaseOrderNumber(id: number): string {
  return `PO-${String(id).padStart(6, '0')}`;
}

const summaryColumns = {
  id: purchaseOrders.id,
  status: purchaseOrders.status,
  notes: purchaseOrders.notes,
  version: purchaseOrders.version,
  createdAt: purchaseOrders.createdAt,
  vendorId: vendors.id,
  vendorName: vendors.name,
  warehouseId: warehouses.id,
  warehouseName: warehouses.name,
  total: sql<string>`(SELECT coalesce(sum(l.quantity * l.unit_cost), 0)::numeric(14, 2)::text
    FROM purchase_order_lines l WHERE l.purchase_order_id = ${purchaseOrders.id})`,
};

function selectOrders(db: Database) {
  return db
    .select(summaryColumns)
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .innerJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouseId));
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

function toSummary(row: OrderRow) {
  return {
    id: row.id,
    number: purchaseOrderNumber(row.id),
    vendor: { id: row.vendorId, name: row.vendorName },
    warehouse: { id: row.warehouseId, name: row.warehouseName },
    status: row.status as PurchaseOrderStatus,
    total: row.total,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

export interface PurchaseOrderListQuery {
  page: number;
  page_size: number;
  status?: PurchaseOrderStatus | undefined;
  search?: string | undefined;
}

/** Newest first; search by vendor name or order number. */
export async function listPurchaseOrders(
  db: Database,
  query: PurchaseOrderListQuery,
): Promise<PurchaseOrderPage> {
  const conditions: SQL[] = [];
  if (query.status !== undefined) conditions.push(eq(purchaseOrders.status, query.status));
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const digits = /^(?:po-?)?0*(\d{1,9})$/i.exec(search)?.[1];
    const byVendor = sql`${vendors.name} ILIKE ${containsPattern(search)}`;
    conditions.push(
      digits === undefined
        ? byVendor
        : sql`(${byVendor} OR ${purchaseOrders.id} = ${Number(digits)})`,
    );
  }
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(purchaseOrders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ value: count() })
      .from(purchaseOrders)
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .where(where),
  ]);
  return { results: rows.map(toSummary), count: total?.value ?? 0 };
}

async function linesOf(db: Database, orderId: number) {
  return db
    .select({
      id: purchaseOrderLines.id,
      item_id: purchaseOrderLines.itemId,
      itemno: items.itemno,
      itemdes: items.itemdes,
      quantity: purchaseOrderLines.quantity,
      unit_cost: purchaseOrderLines.unitCost,
      expected_date: purchaseOrderLines.expectedDate,
      received: purchaseOrderLines.received,
      damaged: purchaseOrderLines.damaged,
    })
    .from(purchaseOrderLines)
    .innerJoin(items, eq(items.id, purchaseOrderLines.itemId))
    .where(eq(purchaseOrderLines.purchaseOrderId, orderId))
    .orderBy(purchaseOrderLines.id);
}

export async function readPurchaseOrder(db: Database, id: number): Promise<PurchaseOrder> {
  const [row] = await selectOrders(db).where(eq(purchaseOrders.id, id));
  if (!row) throw new HttpError(404, messages.purchaseOrderNotFound);
  return { ...toSummary(row), notes: row.notes, lines: await linesOf(db, id) };
}

async function checkReferences(db: Database, input: PurchaseOrderInput): Promise<void> {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.id, input.vendor_id));
  if (!vendor) throw new HttpError(404, messages.vendorNotFound);
  await requireActiveWarehouse(db, input.warehouse_id);
  const itemIds = input.lines.map((line) => line.item_id);
  const found = await db.select({ id: items.id }).from(items).where(inArray(items.id, itemIds));
  if (found.length !== new Set(itemIds).size) throw new HttpError(404, messages.stockItemNotFound);
}

const lineValues = (orderId: number, input: PurchaseOrderInput) =>
  input.lines.map((line) => ({
    purchaseOrderId: orderId,
    itemId: line.item_id,
    quantity: line.quantity,
    unitCost: line.unit_cost,
    expectedDate: line.expected_date,
  }));

export async function createPurchaseOrder(
  db: Database,
  input: PurchaseOrderInput,
  userId: number,
): Promise<PurchaseOrder> {
  await checkReferences(db, input);
  const id = await inTransaction(db, async (tx) => {
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        vendorId: input.vendor_id,
        warehouseId: input.warehouse_id,
        notes: input.notes,
        createdBy: userId,
      })
      .returning({ id: purchaseOrders.id });
    await tx.insert(purchaseOrderLines).values(lineValues(order!.id, input));
    return order!.id;
  });
  return readPurchaseOrder(db, id);
}

/** Locks the order for a change and checks the version the user loaded. */
async function lockOrder(tx: Database, id: number, version: number) {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, id))
    .for('update');
  if (!order) throw new HttpError(404, messages.purchaseOrderNotFound);
  if (order.version !== version) throw versionConflict();
  return order;
}

/** A draft's header and lines, replaced whole (a sent order is the vendor's copy: it stays). */
export async function updatePurchaseOrder(
  db: Database,
  id: number,
  input: PurchaseOrderInput & { version: number },
): Promise<PurchaseOrder> {
  await checkReferences(db, input);
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, input.version);
    if (order.status !== 'Draft') throw new HttpError(409, messages.purchaseOrderNotEditable);
    await tx
      .update(purchaseOrders)
      .set({
        vendorId: input.vendor_id,
        warehouseId: input.warehouse_id,
        notes: input.notes,
        version: order.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(purchaseOrders.id, id));
    await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
    await tx.insert(purchaseOrderLines).values(lineValues(id, input));
  });
  return readPurchaseOrder(db, id);
}

/**
 * Sends or cancels an order. Sending puts its quantities on order in its warehouse; cancelling a
 * sent order takes off what it still expected. Both in the transaction that moves the status.
 */
export async function movePurchaseOrder(
  db: Database,
  id: number,
  to: 'Sent' | 'Cancelled',
  version: number,
): Promise<PurchaseOrder> {
  await inTransaction(db, (tx) => moveLockedOrder(tx, id, to, version));
  return readPurchaseOrder(db, id);
}

/** The move itself, in the caller's transaction (sending by e-mail moves in the mail's). */
async function moveLockedOrder(
  tx: Database,
  id: number,
  to: 'Sent' | 'Cancelled',
  version: number,
): Promise<void> {
  {
    const order = await lockOrder(tx, id, version);
    const from = order.status as PurchaseOrderStatus;
    if (!canMovePurchaseOrder(from, to)) {
      throw new HttpError(409, messages.purchaseOrderMoveRefused(from, to));
    }
    const lines = await tx
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.purchaseOrderId, id));
    const commitments: CommitmentChange[] =
      to === 'Sent'
        ? lines.map((line) => ({
            itemId: line.itemId,
            warehouseId: order.warehouseId,
            onOrder: line.quantity,
          }))
        : from === 'Draft'
          ? []
          : lines
              .map((line) => ({
                itemId: line.itemId,
                warehouseId: order.warehouseId,
                onOrder: -outstandingQuantity(line),
              }))
              .filter((change) => change.onOrder !== 0);
    await postMovements(tx, [], commitments);
    await tx
      .update(purchaseOrders)
      .set({ status: to, version: order.version + 1, updatedAt: new Date() })
      .where(eq(purchaseOrders.id, id));
  }
}

/**
 * "Send to vendor": the order's PDF e-mailed to the vendor (the 'purchase-order' template) and the
 * order moved Draft → Sent in one transaction, so an order is never Sent without its message
 * queued, nor a message queued for an order still in Draft. The PDF is rendered before the
 * transaction (a render takes a while and must not hold the order's lock); the version check
 * inside refuses an order changed meanwhile, so the vendor never receives an outdated copy.
 */
export async function sendPurchaseOrderToVendor(
  db: Database,
  id: number,
  version: number,
  deps: Pick<AppDeps, 'pdfRenderer' | 'jobs'>,
): Promise<PurchaseOrder> {
  const order = await readPurchaseOrder(db, id);
  if (order.version !== version) throw versionConflict();
  if (order.status !== 'Draft') {
    throw new HttpError(409, messages.purchaseOrderMoveRefused(order.status, 'Sent'));
  }
  const pdf = await renderPurchaseOrderPdf(db, deps.pdfRenderer, order);
  const email = pdf.parties.vendor.email;
  if (email === '') throw new HttpError(409, messages.purchaseOrderVendorHasNoEmail);
  await deps.jobs.start();
  await inTransaction(db, async (tx) => {
    await moveLockedOrder(tx, id, 'Sent', version);
    await queueMail(
      tx,
      {
        kind: 'purchase-order',
        to: email,
        mergeData: {
          'recipient.name': pdf.parties.vendor.contact || pdf.parties.vendor.name,
          'vendor.name': pdf.parties.vendor.name,
          'vendor.contact': pdf.parties.vendor.contact || pdf.parties.vendor.name,
          'purchase_order.number': order.number,
          'purchase_order.total': formatMoney(Math.round(Number(order.total) * 100)),
          'purchase_order.warehouse': pdf.parties.warehouse.name,
          'purchase_order.warehouse_address': pdf.parties.warehouse.address,
        },
        attachments: [{ name: pdf.fileName, type: 'application/pdf', bytes: pdf.bytes }],
      },
      deps.jobs,
    );
  });
  return readPurchaseOrder(db, id);
}

/**
 * Records what arrived. Good quantities are received into the order's warehouse; damaged ones go
 * to quarantine with a non-conformance record each. Receiving more than a line still expects is
 * refused unless the person confirmed it. The movements, the records, the on-order change, the
 * lines' progress and the order's status all commit together.
 */
export async function receivePurchaseOrder(
  db: Database,
  id: number,
  input: ReceiptInput,
  userId: number,
): Promise<PurchaseOrder> {
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, input.version);
    if (!canReceivePurchaseOrder(order.status as PurchaseOrderStatus)) {
      throw new HttpError(409, messages.purchaseOrderNotReceivable);
    }
    await readWarehouse(tx, order.warehouseId);
    const lines = await tx
      .select({ line: purchaseOrderLines, itemno: items.itemno })
      .from(purchaseOrderLines)
      .innerJoin(items, eq(items.id, purchaseOrderLines.itemId))
      .where(eq(purchaseOrderLines.purchaseOrderId, id));
    const byId = new Map(lines.map((row) => [row.line.id, row]));
    const seen = new Set<number>();
    for (const entry of input.lines) {
      if (!byId.has(entry.line_id) || seen.has(entry.line_id)) {
        throw new HttpError(400, messages.receiptLineUnknown);
      }
      seen.add(entry.line_id);
    }
    const arriving = input.lines.filter((entry) => entry.good + entry.damaged > 0);
    if (arriving.length === 0) throw new HttpError(400, messages.receiptNothingReceived);

    const number = purchaseOrderNumber(id);
    const movements: MovementInput[] = [];
    const commitments: CommitmentChange[] = [];
    const progress = new Map(lines.map((row) => [row.line.id, { ...row.line }]));
    for (const entry of arriving) {
      const { line, itemno } = byId.get(entry.line_id)!;
      const arrived = entry.good + entry.damaged;
      const expected = outstandingQuantity(line);
      if (arrived > expected && !input.confirmed) {
        throw new HttpError(
          409,
          messages.overReceiptNeedsConfirmation(itemno, line.quantity, line.received + arrived),
          { error: 'over_receipt' },
        );
      }
      if (expected > 0) {
        commitments.push({
          itemId: line.itemId,
          warehouseId: order.warehouseId,
          onOrder: -Math.min(expected, arrived),
        });
      }
      if (entry.good > 0) {
        movements.push({
          kind: 'receipt',
          itemId: line.itemId,
          warehouseId: order.warehouseId,
          quantity: entry.good,
          purchaseOrderLineId: line.id,
          note: number,
          createdBy: userId,
        });
      }
      if (entry.damaged > 0) {
        const [record] = await tx
          .insert(ncmRecords)
          .values({
            itemId: line.itemId,
            warehouseId: order.warehouseId,
            quantity: entry.damaged,
            source: 'receipt',
            purchaseOrderLineId: line.id,
            description: `Damaged on receipt of ${number}`,
            createdBy: userId,
          })
          .returning({ id: ncmRecords.id });
        movements.push({
          kind: 'quarantine_in',
          itemId: line.itemId,
          warehouseId: order.warehouseId,
          quantity: entry.damaged,
          purchaseOrderLineId: line.id,
          ncmRecordId: record!.id,
          note: number,
          createdBy: userId,
        });
      }
      const after = progress.get(line.id)!;
      after.received += arrived;
      after.damaged += entry.damaged;
      await tx
        .update(purchaseOrderLines)
        .set({ received: after.received, damaged: after.damaged })
        .where(eq(purchaseOrderLines.id, line.id));
    }
    await postMovements(tx, movements, commitments);
    await tx
      .update(purchaseOrders)
      .set({
        status: statusAfterReceipt([...progress.values()]),
        version: order.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(purchaseOrders.id, id));
  });
  return readPurchaseOrder(db, id);
}
