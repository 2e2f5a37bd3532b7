import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/**
 * ID tokens already exchanged for a session, by `jti` (or the token's SHA-256 when it has none),
 * kept until the token could no longer be accepted anyway. In the database rather than in memory
 * so that every API process refuses a token another one already took.
 */
export const usedIdTokens = pgTable(
  'used_id_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Expired entries are purged at each sign-in.
  (table) => [index('used_id_tokens_expires_at_idx').on(table.expiresAt)],
);

/**
 * One-time sign-in links mailed to customers: only the SHA-256 of the token is kept; a link is
 * used by setting `used_at`, in the same statement that checks it is unused and unexpired.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_links_user_id_idx').on(table.userId),
    index('sign_in_links_expires_at_idx').on(table.expiresAt),
  ],
);
