import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
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
import { provinces } from '../../db/schema';
import { vendors } from '../purchase-orders/purchase-orders-tables';
import { warehouses } from '../stock/stock-tables';
import { boms, items } from '../zoho/zoho-tables';

/**
 * Which parts list applies to which kind of installation. A null criterion means any; the link
 * with no criteria at all is the default. The criteria are unique together, so two links can never
 * tie, and one default at most; a constraint trigger (in the migration) checked at commit keeps
 * exactly one while any link exists.
 */
export const bomLinks = pgTable(
  'bom_links',
  {
    id: serial('id').primaryKey(),
    bomId: integer('bom_id')
      .notNull()
      .references(() => boms.id, { onDelete: 'restrict' }),
    installationType: text('installation_type'),
    // A free program key until deal programs exist (today the proposal's: purchase, sunline, cghl).
    program: text('program'),
    panelSizeW: integer('panel_size_w'),
    provinceId: integer('province_id').references(() => provinces.id, { onDelete: 'restrict' }),
    isDefault: boolean('is_default')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`installation_type is null and program is null and panel_size_w is null and province_id is null`,
      ),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bom_links_criteria_idx').on(
      sql`coalesce(${table.installationType}, '')`,
      sql`coalesce(${table.program}, '')`,
      sql`coalesce(${table.panelSizeW}, 0)`,
      sql`coalesce(${table.provinceId}, 0)`,
    ),
    uniqueIndex('bom_links_one_default_idx')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
    index('bom_links_bom_id_idx').on(table.bomId),
    check(
      'bom_links_installation_type_check',
      sql`${table.installationType} is null or ${table.installationType} in ('rooftop', 'ground')`,
    ),
    check('bom_links_program_check', sql`${table.program} ~ '^[A-Za-z0-9-]{1,50}$'`),
    check('bom_links_panel_size_check', sql`${table.panelSizeW} between 1 and 2000`),
  ],
);

/** The stock items that are the panel of a panel size: rank 0 preferred, then the alternates. */
export const demandPanelLinks = pgTable(
  'demand_panel_links',
  {
    panelSizeW: integer('panel_size_w').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.panelSizeW, table.itemId] }),
    uniqueIndex('demand_panel_links_rank_idx').on(table.panelSizeW, table.rank),
    check('demand_panel_links_size_check', sql`${table.panelSizeW} between 1 and 2000`),
    check('demand_panel_links_rank_check', sql`${table.rank} between 0 and 9`),
  ],
);

/**
 * The version of each panel size's list of items, checked on every save so that two people
 * editing one size cannot silently overwrite each other. A size never saved has no row yet and
 * counts as version 1.
 */
export const demandPanelSizes = pgTable(
  'demand_panel_sizes',
  {
    panelSizeW: integer('panel_size_w').primaryKey(),
    version: integer('version').notNull().default(1),
  },
  (table) => [check('demand_panel_sizes_size_check', sql`${table.panelSizeW} between 1 and 2000`)],
);

/**
 * The planning fields, the same for an item's own setting and a category's default. The reorder
 * point is not one of them: it is the item's stock setting (`stock_item_settings`), which the
 * low-stock filter of the Stock page and MPR Item Setting both read.
 */
const planningColumns = () => ({
  planned: boolean('planned').notNull(),
  leadTimeDays: integer('lead_time_days').notNull(),
  safetyStock: integer('safety_stock').notNull(),
  moq: integer('moq').notNull(),
  orderMultiple: integer('order_multiple').notNull(),
  preferredVendorId: integer('preferred_vendor_id').references(() => vendors.id, {
    onDelete: 'set null',
  }),
  planningWarehouseId: integer('planning_warehouse_id').references(() => warehouses.id, {
    onDelete: 'set null',
  }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const planningChecks = (
  prefix: string,
  table: {
    leadTimeDays: unknown;
    safetyStock: unknown;
    moq: unknown;
    orderMultiple: unknown;
  },
) => [
  check(`${prefix}_lead_time_check`, sql`${table.leadTimeDays} between 0 and 365`),
  check(`${prefix}_safety_stock_check`, sql`${table.safetyStock} between 0 and 1000000`),
  check(`${prefix}_moq_check`, sql`${table.moq} between 1 and 1000000`),
  check(`${prefix}_order_multiple_check`, sql`${table.orderMultiple} between 1 and 1000000`),
];

/** An item's own planning settings; an item without a row takes its category's default. */
export const planningItemSettings = pgTable(
  'planning_item_settings',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    ...planningColumns(),
  },
  (table) => planningChecks('planning_item_settings', table),
);

/**
 * A category's default planning settings. An item's category is its item number's prefix, the
 * part before the first dash (MOD, INV, RAIL…), which is how the catalogue names its families.
 */
export const planningCategorySettings = pgTable(
  'planning_category_settings',
  {
    category: text('category').primaryKey(),
    ...planningColumns(),
  },
  (table) => [
    ...planningChecks('planning_category_settings', table),
    check('planning_category_settings_category_check', sql`char_length(${table.category}) <= 50`),
  ],
);

/** Installations operations expects but no deal names yet (Plan Demand). */
export const plannedInstallations = pgTable(
  'planned_installations',
  {
    id: serial('id').primaryKey(),
    // ISO week '2027-W09'; the text sorts in week order.
    week: text('week').notNull(),
    count: integer('count').notNull(),
    installationType: text('installation_type').notNull(),
    panelSizeW: integer('panel_size_w').notNull(),
    // Panels of one installation: the parts lists' quantities follow it.
    panelsEach: integer('panels_each').notNull(),
    provinceId: integer('province_id').references(() => provinces.id, { onDelete: 'restrict' }),
    program: text('program'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('planned_installations_week_idx').on(table.week, table.id),
    check('planned_installations_week_check', sql`${table.week} ~ '^[0-9]{4}-W[0-9]{2}$'`),
    check('planned_installations_count_check', sql`${table.count} between 1 and 10000`),
    check(
      'planned_installations_type_check',
      sql`${table.installationType} in ('rooftop', 'ground')`,
    ),
    check('planned_installations_panels_check', sql`${table.panelsEach} between 1 and 1000`),
    check('planned_installations_size_check', sql`${table.panelSizeW} between 1 and 2000`),
    check('planned_installations_program_check', sql`${table.program} ~ '^[A-Za-z0-9-]{1,50}$'`),
  ],
);

/**
 * One row (id 1) whose `version` goes up in every transaction that changes a number of the
 * Demand grid: scheduled installations (milestones, projects, their deal's address and province,
 * the saved design), the links and parts lists, planned installations, issues to deals and the
 * items' names. Bumped by deferred triggers at commit, once per transaction, so a grid computed
 * after reading version v is current while the version is still v (see `demand-grid-cache.ts`).
 */
export const demandVersion = pgTable('demand_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
