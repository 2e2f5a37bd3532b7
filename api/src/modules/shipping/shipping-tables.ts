import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { deals } from '../deals/deals-tables';
import { dealDocuments } from '../documents/documents-tables';
import { projects } from '../projects/projects-tables';
import { warehouses } from '../stock/stock-tables';
import { items } from '../zoho/zoho-tables';

/**
 * A shipment of equipment from a warehouse to a deal's job site. Planned → Shipped → Delivered, or
 * Cancelled. While Planned its lines are reserved in the warehouse's stock summaries; shipping
 * issues them (movements of kind `issue` naming the deal) and releases the reservation.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    // The deal's installation project when it had one at planning time (a deal has at most one).
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('Planned'),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    plannedShipDate: date('planned_ship_date', { mode: 'string' }).notNull(),
    shippedOn: date('shipped_on', { mode: 'string' }),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    signedBy: text('signed_by').notNull().default(''),
    proofDocumentId: integer('proof_document_id').references(() => dealDocuments.id, {
      onDelete: 'set null',
    }),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipments_status_idx').on(table.status, table.id),
    index('shipments_deal_idx').on(table.dealId, table.id),
    index('shipments_planned_date_idx').on(table.plannedShipDate, table.id),
    index('shipments_tracking_idx').on(sql`lower(${table.trackingNumber})`),
    check(
      'shipments_status_known',
      sql`${table.status} in ('Planned', 'Shipped', 'Delivered', 'Cancelled')`,
    ),
    // What each status implies: a shipped or delivered one has its ship date, a delivered one
    // its date and signature.
    check(
      'shipments_dates_follow_status',
      sql`(${table.status} not in ('Shipped', 'Delivered') or ${table.shippedOn} is not null)
        and (${table.status} <> 'Delivered' or (${table.deliveredOn} is not null and ${table.signedBy} <> ''))`,
    ),
    check('shipments_carrier_length', sql`char_length(${table.carrier}) <= 100`),
    check('shipments_tracking_length', sql`char_length(${table.trackingNumber}) <= 100`),
    check('shipments_signed_by_length', sql`char_length(${table.signedBy}) <= 100`),
  ],
);

export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    uniqueIndex('shipment_lines_item_idx').on(table.shipmentId, table.itemId),
    index('shipment_lines_item_id_idx').on(table.itemId),
    check('shipment_lines_quantity_min', sql`${table.quantity} > 0`),
  ],
);
