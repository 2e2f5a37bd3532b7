import type { Database } from './database';

/**
 * Runs `work` in one transaction: every write it makes commits together or not at all, so a
 * refused request changes nothing. `work` gets the transaction as a `Database`, so the same
 * query helpers serve inside and outside a transaction (Drizzle types the two apart, though a
 * transaction offers every method the helpers use).
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Database));
}
