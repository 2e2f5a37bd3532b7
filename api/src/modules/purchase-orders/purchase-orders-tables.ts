import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { warehouses } from '../stock/stock-tables';
import { items } from '../zoho/zoho-tables';

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendors_name_idx').on(sql`lower(${table.name})`),
    check('vendors_lead_time_range', sql`${table.leadTimeDays} between 0 and 365`),
  ],
);

/**
 * A purchase order. Draft → Sent → Partially received → Received, or Cancelled; what it still
 * expects counts as on order in its warehouse's stock summaries from Sent until received or
 * cancelled.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('Draft'),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchase_orders_status_idx').on(table.status, table.id),
    index('purchase_orders_vendor_idx').on(table.vendorId),
    check(
      'purchase_orders_status_known',
      sql`${table.status} in ('Draft', 'Sent', 'Partially received', 'Received', 'Cancelled')`,
    ),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitCost: numeric('unit_cost', { precision: 14, scale: 2 }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    // What receipts have recorded so far (good and damaged), so the order knows what it still
    // expects; the stock itself is only in the ledger.
    received: integer('received').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
  },
  (table) => [
    uniqueIndex('purchase_order_lines_item_idx').on(table.purchaseOrderId, table.itemId),
    check('purchase_order_lines_quantity_min', sql`${table.quantity} > 0`),
    check(
      'purchase_order_lines_received_min',
      sql`${table.received} >= 0 and ${table.damaged} >= 0`,
    ),
    check('purchase_order_lines_cost_min', sql`${table.unitCost} >= 0`),
  ],
);
