import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseListener, NotificationEvents } from './notifications';
import type * as schema from './schema';

/** The Drizzle database the rest of the API uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, which driver it runs on, and how to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite-disk' | 'pglite-memory' | 'postgres';
  /** What the job engine connects through: its own pool on PostgreSQL, the one PGlite otherwise. */
  jobConnection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  /** Applies every SQL migration in `api/drizzle/` that has not run yet. */
  migrate(): Promise<void>;
  /**
   * LISTENs on a channel: on PostgreSQL through one dedicated connection that reconnects, on the
   * embedded PGlite through its own connection. Notices sent with `pg_notify` in a transaction
   * arrive when it commits.
   */
  listen(channel: string, events: NotificationEvents): Promise<DatabaseListener>;
  /** Runs `select 1`; used by the health route. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
