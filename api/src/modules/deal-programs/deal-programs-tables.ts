import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A deal program (Purchase, a loan, a lease-to-own plan, a government loan): offered between its
 * dates in its provinces (province codes). What it charges lives in its versions.
 */
export const dealPrograms = pgTable(
  'deal_programs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }),
    provinces: text('provinces').array().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deal_programs_name_idx').on(sql`lower(${table.name})`),
    check(
      'deal_programs_kind_check',
      sql`${table.kind} IN ('purchase', 'loan', 'lease-to-own', 'government-loan')`,
    ),
    check(
      'deal_programs_dates_check',
      sql`${table.activeTo} IS NULL OR ${table.activeTo} >= ${table.activeFrom}`,
    ),
    check('deal_programs_name_check', sql`char_length(${table.name}) BETWEEN 1 AND 80`),
  ],
);

/**
 * A program's terms from a date: price indices, rebates, permit fee, payment plan and proposal
 * design (`terms`, validated by the shared `programTermsSchema` on write). Once a saved proposal
 * was priced with a version (`used_at`, and `proposal_saved_details.program_version_id` refers to
 * it) the API refuses to change it, and the foreign key refuses to delete it.
 */
export const dealProgramVersions = pgTable(
  'deal_program_versions',
  {
    id: serial('id').primaryKey(),
    dealProgramId: integer('deal_program_id')
      .notNull()
      .references(() => dealPrograms.id, { onDelete: 'restrict' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    terms: jsonb('terms').notNull(),
    // Set by the first proposal priced with it, in that proposal's transaction: from then on the
    // version is read-only.
    usedAt: timestamp('used_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deal_program_versions_program_date_idx').on(
      table.dealProgramId,
      table.effectiveFrom,
    ),
  ],
);

/**
 * A province's sales tax from a date (HST, or GST with PST/RST/QST), in thousandths of a percent,
 * with where the rate was taken from.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    province: text('province').notNull(),
    name: text('name').notNull(),
    rateMillipercent: integer('rate_millipercent').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    source: text('source').notNull(),
  },
  (table) => [
    uniqueIndex('tax_rates_province_name_date_idx').on(
      table.province,
      table.name,
      table.effectiveFrom,
    ),
    check('tax_rates_rate_check', sql`${table.rateMillipercent} BETWEEN 0 AND 100000`),
  ],
);

/**
 * The counter a remembered pricing catalog (programs, versions, taxes) is checked against
 * (deal-programs-pricing-cache.ts), one row: moved by triggers at the commit of every transaction
 * that changes a program, a version or a tax rate. `database_id` tells one database's counter
 * from another's, so a process that opens several databases never takes one's catalog for another's.
 */
export const dealPricingVersion = pgTable('deal_pricing_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  databaseId: uuid('database_id').notNull().defaultRandom(),
});
