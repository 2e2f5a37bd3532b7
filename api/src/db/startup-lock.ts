import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database';
import { inTransaction } from './in-transaction';

/** The advisory lock key of the start sequence (any constant; this one spells "solar"). */
const startupLockKey = 0x736f6c6172;

/**
 * Runs a process's start sequence (migrations, seeds, session pruning) while holding a PostgreSQL
 * advisory lock, so replicas started together (`docker compose up --scale api=3`) take turns: the
 * first migrates and seeds, the others then find nothing left to do instead of creating the same
 * tables or seed rows at once. The lock is a transaction-level one on one pooled connection; the
 * work itself runs on the other connections, and the lock ends with that transaction even if the
 * process dies. The embedded PGlite has one process and one connection: nothing to coordinate.
 */
export async function withStartupLock<T>(
  database: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return inTransaction(database.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${startupLockKey})`);
    return work();
  });
}
