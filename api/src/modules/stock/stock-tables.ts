import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { items } from '../zoho/zoho-tables';

/** Where stock is kept. At least one stays active (the API refuses to deactivate the last). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    active: boolean('active').notNull().default(true),
    // On hand may go below zero here only when an administrator allowed it (stock issued before
    // its receipt is typed in, in a yard that works that way).
    allowNegative: boolean('allow_negative').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('warehouses_name_idx').on(sql`lower(${table.name})`)],
);

/**
 * The ledger: every change of stock is one row, never edited or deleted. The quarantine kinds move
 * the quarantined quantity; every other kind moves on hand. The sign follows the kind (receipts
 * and transfers in add, issues, transfers out, returns and scrap take away, adjustments either).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    reason: text('reason'),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    // What the movement belongs to, at most a few of these set. The purchase order line's and the
    // non-conformance record's foreign keys are written in the migration (their modules sit above).
    purchaseOrderLineId: integer('purchase_order_line_id'),
    dealId: integer('deal_id'),
    countId: integer('count_id'),
    ncmRecordId: integer('ncm_record_id'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_item_id_idx').on(table.itemId, table.id),
    index('stock_movements_item_warehouse_idx').on(table.itemId, table.warehouseId),
    index('stock_movements_warehouse_idx').on(table.warehouseId),
    // What was already issued to a deal's installation, which demand subtracts.
    index('stock_movements_deal_issue_idx')
      .on(table.dealId, table.itemId)
      .where(sql`${table.kind} = 'issue' and ${table.dealId} is not null`),
    check(
      'stock_movements_kind_known',
      sql`${table.kind} in ('receipt', 'issue', 'transfer_out', 'transfer_in', 'adjustment', 'return_to_vendor', 'scrap', 'quarantine_in', 'quarantine_out')`,
    ),
    check(
      'stock_movements_reason',
      sql`(${table.kind} = 'adjustment') = (${table.reason} is not null) and (${table.reason} is null or ${table.reason} in ('count', 'damage', 'correction'))`,
    ),
    check(
      'stock_movements_sign',
      sql`case
        when ${table.kind} in ('receipt', 'transfer_in', 'quarantine_in') then ${table.quantity} > 0
        when ${table.kind} = 'adjustment' then ${table.quantity} <> 0
        else ${table.quantity} < 0 end`,
    ),
  ],
);

/**
 * What the ledger adds up to per item and warehouse, kept by `postMovements` in the transaction
 * that writes the movements, so lists read one row instead of summing the ledger. `on_order` and
 * `reserved` are not movements: purchase orders and scheduled installations keep them.
 */
export const stockSummaries = pgTable(
  'stock_summaries',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    onHand: integer('on_hand').notNull().default(0),
    quarantined: integer('quarantined').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    onOrder: integer('on_order').notNull().default(0),
    // Bumped by every change, so a stock count knows whether stock moved while it was counted.
    version: integer('version').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.warehouseId] }),
    index('stock_summaries_warehouse_item_idx').on(table.warehouseId, table.itemId),
    check('stock_summaries_quarantined_min', sql`${table.quarantined} >= 0`),
    check('stock_summaries_reserved_min', sql`${table.reserved} >= 0`),
    check('stock_summaries_on_order_min', sql`${table.onOrder} >= 0`),
  ],
);

/** Per-item stock settings: the reorder point the low-stock filter compares with. */
export const stockItemSettings = pgTable(
  'stock_item_settings',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    reorderPoint: integer('reorder_point'),
  },
  (table) => [check('stock_item_settings_reorder_min', sql`${table.reorderPoint} >= 0`)],
);

/** A posted stock count: the adjustments it made name it. */
export const stockCounts = pgTable('stock_counts', {
  id: serial('id').primaryKey(),
  warehouseId: integer('warehouse_id')
    .notNull()
    .references(() => warehouses.id, { onDelete: 'restrict' }),
  lines: integer('lines').notNull(),
  adjustments: integer('adjustments').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Non-conforming material: stock that arrived damaged or wrong, came back from an installation or
 * was found bad in a count. Its quantity sits in quarantine (never available) until the record
 * closes: returned to the vendor, repaired (back to stock) or scrapped, each posting its movement.
 */
export const ncmRecords = pgTable(
  'ncm_records',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    source: text('source').notNull(),
    // The receipt's purchase order line (foreign key in the migration), for source 'receipt'.
    purchaseOrderLineId: integer('purchase_order_line_id'),
    dealId: integer('deal_id'),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('Open'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ncm_records_status_idx').on(table.status, table.id),
    index('ncm_records_item_idx').on(table.itemId),
    check('ncm_records_quantity_min', sql`${table.quantity} > 0`),
    check(
      'ncm_records_source_known',
      sql`${table.source} in ('receipt', 'installation_return', 'count')`,
    ),
    check(
      'ncm_records_status_known',
      sql`${table.status} in ('Open', 'Under review', 'Returned to vendor', 'Repaired', 'Scrapped')`,
    ),
  ],
);
