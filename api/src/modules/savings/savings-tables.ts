import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { powerCompanies } from '../power-bills/power-bills-tables';

/**
 * A power company's residential rate from a date: a change of rate is a new row effective from
 * its date, so the rate of any past day stays known. Money in dollars as exact decimals; the tiers
 * and time-of-use periods are small lists validated by the shared schema on write. `source` and
 * `taken_on` say where the figures came from and when.
 */
export const utilityRates = pgTable(
  'utility_rates',
  {
    id: serial('id').primaryKey(),
    powerCompanyId: integer('power_company_id')
      .notNull()
      .references(() => powerCompanies.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    energyPricePerKwh: numeric('energy_price_per_kwh', { precision: 10, scale: 5 }).notNull(),
    fixedMonthlyCharge: numeric('fixed_monthly_charge', { precision: 10, scale: 2 }).notNull(),
    tiers: jsonb('tiers').notNull().default([]),
    timeOfUse: jsonb('time_of_use').notNull().default([]),
    netMetering: text('net_metering').notNull(),
    exportPricePerKwh: numeric('export_price_per_kwh', { precision: 10, scale: 5 })
      .notNull()
      .default('0'),
    source: text('source').notNull(),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('utility_rates_company_date_idx').on(table.powerCompanyId, table.effectiveFrom),
    check(
      'utility_rates_net_metering_check',
      sql`${table.netMetering} IN ('monthly-netting', 'export-rate')`,
    ),
    check(
      'utility_rates_prices_check',
      sql`${table.energyPricePerKwh} >= 0 AND ${table.fixedMonthlyCharge} >= 0 AND ${table.exportPricePerKwh} >= 0`,
    ),
    check('utility_rates_source_check', sql`char_length(${table.source}) BETWEEN 1 AND 500`),
  ],
);
