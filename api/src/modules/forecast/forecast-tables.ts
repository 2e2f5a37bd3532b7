import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { dealStages, users } from '../../db/schema';

/**
 * Per open deal stage: the probability that its deals install, and the typical days from entering
 * the stage to installation. Operations and administrators change them; a stage gets its row (the
 * default for its name, or 0 %) the first time the forecast is read after it exists.
 */
export const forecastStageSettings = pgTable(
  'forecast_stage_settings',
  {
    stageId: integer('stage_id')
      .primaryKey()
      .references(() => dealStages.id, { onDelete: 'cascade' }),
    probabilityPercent: integer('probability_percent').notNull(),
    typicalDays: integer('typical_days').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'forecast_stage_settings_probability_check',
      sql`${table.probabilityPercent} BETWEEN 0 AND 100`,
    ),
    check('forecast_stage_settings_days_check', sql`${table.typicalDays} BETWEEN 0 AND 730`),
  ],
);

/**
 * The forecast as it stood the first time it was read in a month (`taken_month`, `YYYY-MM`), so a
 * past month is compared with what was foretold then, not with today's pipeline. `months` keeps,
 * per month ahead, the expected count and kW and the deals with their share (`ForecastMonth` and
 * the deals' `[dealId, probability, expectedKw]`). Kept one per month by the primary key, so
 * replicas reading at once keep the first.
 */
export const forecastSnapshots = pgTable(
  'forecast_snapshots',
  {
    takenMonth: text('taken_month').primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    months: jsonb('months').notNull(),
  },
  (table) => [
    check('forecast_snapshots_month_check', sql`${table.takenMonth} ~ '^\\d{4}-\\d{2}$'`),
  ],
);
