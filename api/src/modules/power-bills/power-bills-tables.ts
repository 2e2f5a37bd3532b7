import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { provinces } from '../../db/schema';
import { deals } from '../deals/deals-tables';

/** An electricity distributor a power bill comes from. */
export const powerCompanies = pgTable(
  'power_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('power_companies_name_idx').on(table.name)],
);

/**
 * Which provinces a company serves. Its own table because some companies serve several (ATCO
 * in Alberta and Yukon), and the page lists the companies of the deal's province.
 */
export const powerCompanyProvinces = pgTable(
  'power_company_provinces',
  {
    powerCompanyId: integer('power_company_id')
      .notNull()
      .references(() => powerCompanies.id, { onDelete: 'cascade' }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.provinceId, table.powerCompanyId] }),
    index('power_company_provinces_company_idx').on(table.powerCompanyId),
  ],
);

/**
 * A deal's power bill. `deal_id` is unique: a deal has at most one bill, and the deals list's
 * LEFT JOIN finds it through this index.
 */
export const powerBills = pgTable(
  'power_bills',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    // Restrict: deleting a company must not silently drop the bills that name it.
    powerCompanyId: integer('power_company_id')
      .notNull()
      .references(() => powerCompanies.id, { onDelete: 'restrict' }),
    billName: text('bill_name').notNull(),
    billNotes: text('bill_notes').notNull().default(''),
    // Covers the bill and its 12 months (one page edits them together): bumped by every change
    // of either; a stale save is refused (409).
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('power_bills_deal_id_idx').on(table.dealId),
    index('power_bills_power_company_id_idx').on(table.powerCompanyId),
  ],
);

/** One month's usage (kWh) of a bill; the checks repeat the API's rules so no path skips them. */
export const powerBillDetails = pgTable(
  'power_bill_details',
  {
    id: serial('id').primaryKey(),
    powerBillId: integer('power_bill_id')
      .notNull()
      .references(() => powerBills.id, { onDelete: 'cascade' }),
    month: smallint('month').notNull(),
    // numeric keeps what the user typed exactly (no binary rounding of 412.3 kWh).
    usage: numeric('usage', { precision: 12, scale: 3 }).notNull(),
  },
  (table) => [
    uniqueIndex('power_bill_details_bill_month_idx').on(table.powerBillId, table.month),
    check('power_bill_details_month_check', sql`${table.month} BETWEEN 1 AND 12`),
    check('power_bill_details_usage_check', sql`${table.usage} >= 0`),
  ],
);
