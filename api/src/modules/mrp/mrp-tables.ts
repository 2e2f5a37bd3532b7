import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { purchaseOrders } from '../purchase-orders/purchase-orders-tables';
import { warehouses } from '../stock/stock-tables';
import { items } from '../zoho/zoho-tables';

/**
 * A planning run: its inputs, who started it and how it went. Runs are kept, so an old plan can
 * be explained as it was made. The warehouse's name is kept with it for the same reason.
 */
export const mrpRuns = pgTable(
  'mrp_runs',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('queued'),
    jobId: text('job_id'),
    horizonStart: date('horizon_start', { mode: 'string' }).notNull(),
    weeks: integer('weeks').notNull(),
    includeForecast: boolean('include_forecast').notNull(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id, {
      onDelete: 'set null',
    }),
    warehouseName: text('warehouse_name'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    itemCount: integer('item_count').notNull().default(0),
    plannedOrderCount: integer('planned_order_count').notNull().default(0),
    exceptionCount: integer('exception_count').notNull().default(0),
    error: text('error'),
    // How its items' plans are kept (mrp-stored-plan.ts); runs of every format stay readable.
    planFormat: integer('plan_format').notNull().default(1),
    // Format 2: the run's sources of demand, each once, as JSON; its items name them by place.
    sources: text('sources'),
  },
  (table) => [
    check(
      'mrp_runs_status_known',
      sql`${table.status} in ('queued', 'running', 'completed', 'failed')`,
    ),
    check('mrp_runs_weeks_range', sql`${table.weeks} between 1 and 104`),
    check('mrp_runs_horizon_monday', sql`extract(isodow from ${table.horizonStart}) = 1`),
  ],
);

/**
 * One item of a run: what the run read (on hand, settings) and its plan, the six rows of one
 * number per week, with the sources of each gross and receipt figure and the exception messages
 * as the run found them (kept as its run's `plan_format` says: mrp-stored-plan.ts). One row per item rather than per item and week: a year's
 * plan of 5 000 items is then 5 000 rows, not 260 000.
 */
export const mrpRunItems = pgTable(
  'mrp_run_items',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => mrpRuns.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    itemno: text('itemno').notNull(),
    itemdes: text('itemdes').notNull(),
    onHand: numeric('on_hand', { mode: 'number' }).notNull(),
    settings: jsonb('settings'),
    leadTimeWeeks: integer('lead_time_weeks').notNull(),
    // JSON kept as text: the database never looks inside, and storing a year's plan of 5 000
    // items as jsonb took three times as long (the parse), the whole run's largest cost.
    rows: text('rows').notNull(),
    sources: text('sources').notNull(),
    exceptions: text('exceptions').notNull(),
    hasExceptions: boolean('has_exceptions').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.itemId] }),
    index('mrp_run_items_itemno_idx').on(table.runId, table.itemno),
  ],
);

/** A planned order of a run; once turned into a purchase order it names it, and only once. */
export const mrpPlannedOrders = pgTable(
  'mrp_planned_orders',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => mrpRuns.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    releaseWeek: date('release_week', { mode: 'string' }).notNull(),
    receiptWeek: date('receipt_week', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    late: boolean('late').notNull(),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (table) => [
    index('mrp_planned_orders_run_item_idx').on(table.runId, table.itemId),
    check('mrp_planned_orders_quantity_min', sql`${table.quantity} > 0`),
  ],
);
