import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
