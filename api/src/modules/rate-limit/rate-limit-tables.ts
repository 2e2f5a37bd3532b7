import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every API process on the database: one row per limited route and
 * client address, counting the hits of the current window. Several replicas behind a load
 * balancer then allow a client the configured number of attempts in total, not per replica.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** The route and the client address (see `PostgresRateLimitStore`). */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** When the window ends; the next hit after it starts a new window at 1. */
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
