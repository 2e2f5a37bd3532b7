import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  canMoveShipment,
  isShipmentEditable,
  messages,
  type Shipment,
  type ShipmentInput,
  type ShipmentLineInput,
  type ShipmentMove,
  type ShipmentMoveResult,
  shipmentNumber,
  type ShipmentPage,
  type ShipmentStatus,
  type ShipmentSummary,
  type ShipmentUpdate,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { containsPattern } from '../../db/like-pattern';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { deals } from '../deals/deals-tables';
import { dealDocuments } from '../documents/documents-tables';
import { type ProjectMailContext, recordEquipmentDelivered } from '../projects';
import { projects } from '../projects/projects-tables';
import { type CommitmentChange, postMovements, requireActiveWarehouse } from '../stock';
import { stockSummaries, warehouses } from '../stock/stock-tables';
import { items } from '../zoho/zoho-tables';
import { shipmentLines, shipments } from './shipping-tables';

const unitsOf = sql<number>`(SELECT coalesce(sum(l.quantity), 0)::int
  FROM shipment_lines l WHERE l.shipment_id = ${shipments.id})`;

const summaryColumns = {
  id: shipments.id,
  dealId: deals.id,
  dealName: deals.name,
  projectId: shipments.projectId,
  warehouseId: warehouses.id,
  warehouseName: warehouses.name,
  status: shipments.status,
  carrier: shipments.carrier,
  trackingNumber: shipments.trackingNumber,
  plannedShipDate: shipments.plannedShipDate,
  shippedOn: shipments.shippedOn,
  deliveredOn: shipments.deliveredOn,
  units: unitsOf,
  version: shipments.version,
};

function selectShipments(db: Database) {
  return db
    .select(summaryColumns)
    .from(shipments)
    .innerJoin(deals, eq(deals.id, shipments.dealId))
    .innerJoin(warehouses, eq(warehouses.id, shipments.warehouseId));
}

type ShipmentRow = Awaited<ReturnType<ReturnType<typeof selectShipments>['execute']>>[number];

function toSummary(row: ShipmentRow): ShipmentSummary {
  return {
    id: row.id,
    number: shipmentNumber(row.id),
    deal: { id: row.dealId, name: row.dealName },
    project_id: row.projectId,
    warehouse: { id: row.warehouseId, name: row.warehouseName },
    status: row.status as ShipmentStatus,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    planned_ship_date: row.plannedShipDate,
    shipped_on: row.shippedOn,
    delivered_on: row.deliveredOn,
    units: Number(row.units),
    version: row.version,
  };
}

export interface ShipmentListQuery {
  page: number;
  page_size: number;
  status?: ShipmentStatus | undefined;
  warehouse_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

/**
 * Newest first. The date range is the planned ship date (the day the shipment leaves, as planned);
 * the search finds the deal's name, the tracking number or the shipment's number.
 */
export async function listShipments(db: Database, query: ShipmentListQuery): Promise<ShipmentPage> {
  const conditions: SQL[] = [];
  if (query.status !== undefined) conditions.push(eq(shipments.status, query.status));
  if (query.warehouse_id !== undefined) {
    conditions.push(eq(shipments.warehouseId, query.warehouse_id));
  }
  if (query.from !== undefined) conditions.push(gte(shipments.plannedShipDate, query.from));
  if (query.to !== undefined) conditions.push(lte(shipments.plannedShipDate, query.to));
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const pattern = containsPattern(search);
    const digits = /^(?:sh-?)?0*(\d{1,9})$/i.exec(search)?.[1];
    const byText = sql`(${deals.name} ILIKE ${pattern} OR ${shipments.trackingNumber} ILIKE ${pattern})`;
    conditions.push(
      digits === undefined ? byText : sql`(${byText} OR ${shipments.id} = ${Number(digits)})`,
    );
  }
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectShipments(db)
      .where(where)
      .orderBy(desc(shipments.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ value: count() })
      .from(shipments)
      .innerJoin(deals, eq(deals.id, shipments.dealId))
      .where(where),
  ]);
  return { results: rows.map(toSummary), count: total?.value ?? 0 };
}

/** A deal's shipments, newest first (the deal page's card; the caller checked the deal's access). */
export async function listDealShipments(db: Database, dealId: number): Promise<ShipmentSummary[]> {
  const rows = await selectShipments(db)
    .where(eq(shipments.dealId, dealId))
    .orderBy(desc(shipments.id));
  return rows.map(toSummary);
}

export async function readShipment(db: Database, id: number): Promise<Shipment> {
  const [row] = await db
    .select({
      ...summaryColumns,
      notes: shipments.notes,
      signedBy: shipments.signedBy,
      createdAt: shipments.createdAt,
      proofId: dealDocuments.id,
      proofName: dealDocuments.name,
    })
    .from(shipments)
    .innerJoin(deals, eq(deals.id, shipments.dealId))
    .innerJoin(warehouses, eq(warehouses.id, shipments.warehouseId))
    .leftJoin(dealDocuments, eq(dealDocuments.id, shipments.proofDocumentId))
    .where(eq(shipments.id, id));
  if (!row) throw new HttpError(404, messages.shipmentNotFound);
  const lines = await db
    .select({
      id: shipmentLines.id,
      item_id: shipmentLines.itemId,
      itemno: items.itemno,
      itemdes: items.itemdes,
      quantity: shipmentLines.quantity,
      available: sql<number>`coalesce(${stockSummaries.onHand} - ${stockSummaries.reserved}, 0)::int`,
    })
    .from(shipmentLines)
    .innerJoin(items, eq(items.id, shipmentLines.itemId))
    .leftJoin(
      stockSummaries,
      and(
        eq(stockSummaries.itemId, shipmentLines.itemId),
        eq(stockSummaries.warehouseId, row.warehouseId),
      ),
    )
    .where(eq(shipmentLines.shipmentId, id))
    .orderBy(shipmentLines.id);
  return {
    ...toSummary(row),
    notes: row.notes,
    signed_by: row.signedBy,
    proof_document:
      row.proofId === null || row.proofName === null
        ? null
        : { id: row.proofId, name: row.proofName },
    lines: lines.map((line) => ({ ...line, available: Number(line.available) })),
    created_at: row.createdAt.toISOString(),
  };
}

async function checkItems(db: Database, lines: readonly ShipmentLineInput[]): Promise<void> {
  const itemIds = lines.map((line) => line.item_id);
  const found = await db.select({ id: items.id }).from(items).where(inArray(items.id, itemIds));
  if (found.length !== new Set(itemIds).size) throw new HttpError(404, messages.stockItemNotFound);
}

const reservationOf = (
  warehouseId: number,
  lines: readonly { itemId: number; quantity: number }[],
  sign: 1 | -1,
): CommitmentChange[] =>
  lines.map((line) => ({ itemId: line.itemId, warehouseId, reserved: sign * line.quantity }));

/**
 * Plans a shipment and reserves its lines in the warehouse, in one transaction. A reservation may
 * exceed what is available (the shipment waits for stock on order, and the stock list shows the
 * shortage); shipping is what needs the stock on hand.
 */
export async function createShipment(
  db: Database,
  input: ShipmentInput,
  userId: number,
): Promise<Shipment> {
  await checkItems(db, input.lines);
  const id = await inTransaction(db, async (tx) => {
    const [deal] = await tx
      .select({ id: deals.id, projectId: projects.id })
      .from(deals)
      .leftJoin(projects, eq(projects.dealId, deals.id))
      .where(eq(deals.id, input.deal_id));
    if (!deal) throw new HttpError(404, messages.shipmentDealNotFound);
    await requireActiveWarehouse(tx, input.warehouse_id);
    const [shipment] = await tx
      .insert(shipments)
      .values({
        dealId: deal.id,
        projectId: deal.projectId,
        warehouseId: input.warehouse_id,
        carrier: input.carrier,
        trackingNumber: input.tracking_number,
        plannedShipDate: input.planned_ship_date,
        notes: input.notes,
        createdBy: userId,
      })
      .returning({ id: shipments.id });
    const lines = input.lines.map((line) => ({
      shipmentId: shipment!.id,
      itemId: line.item_id,
      quantity: line.quantity,
    }));
    await tx.insert(shipmentLines).values(lines);
    await postMovements(tx, [], reservationOf(input.warehouse_id, lines, 1));
    return shipment!.id;
  });
  return readShipment(db, id);
}

/** Locks the shipment for a change and checks the version the user loaded. */
async function lockShipment(tx: Database, id: number, version: number) {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
  if (!shipment) throw new HttpError(404, messages.shipmentNotFound);
  if (shipment.version !== version) throw versionConflict();
  return shipment;
}

async function linesOf(tx: Database, shipmentId: number) {
  return tx
    .select({ itemId: shipmentLines.itemId, quantity: shipmentLines.quantity })
    .from(shipmentLines)
    .where(eq(shipmentLines.shipmentId, shipmentId));
}

/**
 * A planned shipment's details and lines, replaced whole: the old reservation is released and the
 * new one made under the same locks, so a changed warehouse or quantity never leaves a stale claim.
 */
export async function updateShipment(
  db: Database,
  id: number,
  input: ShipmentUpdate,
): Promise<Shipment> {
  await checkItems(db, input.lines);
  await inTransaction(db, async (tx) => {
    const shipment = await lockShipment(tx, id, input.version);
    if (!isShipmentEditable(shipment.status as ShipmentStatus)) {
      throw new HttpError(409, messages.shipmentNotEditable);
    }
    if (input.warehouse_id !== shipment.warehouseId) {
      await requireActiveWarehouse(tx, input.warehouse_id);
    }
    const before = await linesOf(tx, id);
    const after = input.lines.map((line) => ({ itemId: line.item_id, quantity: line.quantity }));
    await postMovements(
      tx,
      [],
      [
        ...reservationOf(shipment.warehouseId, before, -1),
        ...reservationOf(input.warehouse_id, after, 1),
      ],
    );
    await tx
      .update(shipments)
      .set({
        warehouseId: input.warehouse_id,
        carrier: input.carrier,
        trackingNumber: input.tracking_number,
        plannedShipDate: input.planned_ship_date,
        notes: input.notes,
        version: shipment.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(shipments.id, id));
    await tx.delete(shipmentLines).where(eq(shipmentLines.shipmentId, id));
    await tx.insert(shipmentLines).values(after.map((line) => ({ shipmentId: id, ...line })));
  });
  return readShipment(db, id);
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Moves a shipment, with what the move does to stock in the same transaction:
 * - Shipped issues every line from the warehouse to the deal's job site (refused when the
 *   warehouse has not that much on hand) and releases the reservation;
 * - Cancelled releases the reservation;
 * - Delivered records the date and who signed, and when the deal has a project whose "Equipment
 *   delivered" milestone is still open, records that milestone on the delivered date.
 */
export async function moveShipment(
  db: Database,
  id: number,
  move: ShipmentMove,
  userId: number,
  mail: ProjectMailContext,
): Promise<ShipmentMoveResult> {
  if (move.status === 'Delivered') await mail.jobs.start();
  const milestoneRecorded = await inTransaction(db, async (tx) => {
    const shipment = await lockShipment(tx, id, move.version);
    const from = shipment.status as ShipmentStatus;
    if (!canMoveShipment(from, move.status)) {
      throw new HttpError(409, messages.shipmentMoveRefused(from, move.status));
    }
    const lines = await linesOf(tx, id);
    const release = reservationOf(shipment.warehouseId, lines, -1);
    const changes: Partial<typeof shipments.$inferInsert> = { status: move.status };
    let recorded = false;
    switch (move.status) {
      case 'Shipped': {
        if (move.shipped_on > today()) throw new HttpError(400, messages.shipmentDateInFuture);
        await postMovements(
          tx,
          lines.map((line) => ({
            kind: 'issue' as const,
            itemId: line.itemId,
            warehouseId: shipment.warehouseId,
            quantity: -line.quantity,
            dealId: shipment.dealId,
            note: shipmentNumber(id),
            createdBy: userId,
          })),
          release,
        );
        changes.shippedOn = move.shipped_on;
        break;
      }
      case 'Cancelled':
        await postMovements(tx, [], release);
        break;
      case 'Delivered': {
        if (move.delivered_on > today()) throw new HttpError(400, messages.shipmentDateInFuture);
        if (shipment.shippedOn !== null && move.delivered_on < shipment.shippedOn) {
          throw new HttpError(400, messages.shipmentDeliveredBeforeShipped);
        }
        changes.deliveredOn = move.delivered_on;
        changes.signedBy = move.signed_by;
        recorded = await recordEquipmentDelivered(tx, mail, {
          dealId: shipment.dealId,
          deliveredOn: move.delivered_on,
          actorUserId: userId,
        });
        break;
      }
    }
    await tx
      .update(shipments)
      .set({ ...changes, version: shipment.version + 1, updatedAt: new Date() })
      .where(eq(shipments.id, id));
    return recorded;
  });
  return { shipment: await readShipment(db, id), milestone_recorded: milestoneRecorded };
}
