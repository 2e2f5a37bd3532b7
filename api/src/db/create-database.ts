import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database';
import { listenOnPglite, listenOnPostgres } from './notifications';
import { lockEmbeddedDatabase } from './pglite-lock';
import * as schema from './schema';
import { takeTurns } from './take-turns';

/** The SQL migrations drizzle-kit writes (`pnpm --filter @solar/api db:generate`). */
const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite-disk'; directory: string }
  /** In memory; from `dataDir` (a PGlite data folder dump) instead of an empty cluster when given. */
  | { kind: 'pglite-memory'; dataDir?: Blob };

/** `DATABASE_URL` wins; otherwise the embedded database lives in `<dataDir>/pglite`. */
export function databaseTargetOf(config: {
  databaseUrl: string | null;
  dataDir: string;
}): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite-disk', directory: path.join(config.dataDir, 'pglite') };
}

/**
 * drizzle-orm 0.45's node-postgres transactions send BEGIN before their try/finally, so a BEGIN
 * that fails (the connection dropped in a database outage) never gives its connection back: a
 * few outages would leave every request waiting for the pool forever. Such a connection is
 * released here, as broken, so the pool replaces it.
 */
function releaseOnFailedBegin(client: pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    const result = query(...args);
    if (typeof text !== 'string' || !/^\s*begin\b/i.test(text) || !(result instanceof Promise)) {
      return result;
    }
    return result.catch((error: unknown) => {
      (client as pg.PoolClient).release(error instanceof Error ? error : true);
      throw error;
    });
  };
}

export async function createDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // When the server goes away (restart, outage), each idle connection emits 'error' on the
    // pool; unheard, that event would crash the API. The pool drops such a connection and opens
    // a new one for the next query, and queries in flight fail on their own (answered 503).
    pool.on('error', () => undefined);
    // A connection held by a transaction gets the server's "terminating connection" while
    // between two statements, with no pool listener attached: the same reasoning applies.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      releaseOnFailedBegin(client);
    });
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      jobConnection: { kind: 'postgres', url: target.url },
      migrate: () => migratePostgres(db, { migrationsFolder }),
      listen: (channel, events) => listenOnPostgres(target.url, channel, events),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  // pg_trgm backs the deals search (trigram indexes); PGlite loads contrib extensions on demand.
  const extensions = { pg_trgm };
  let client: PGlite;
  let releaseLock = async (): Promise<void> => undefined;
  if (target.kind === 'pglite-disk') {
    await mkdir(target.directory, { recursive: true });
    // One process only: a second one writing the same files would corrupt them.
    releaseLock = await lockEmbeddedDatabase(target.directory);
    client = new PGlite(target.directory, { extensions });
  } else {
    client = new PGlite({ extensions, loadDataDir: target.dataDir });
  }
  await client.waitReady;
  takeTurns(client);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: target.kind,
    jobConnection: { kind: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, events) => listenOnPglite(client, channel, events),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // Closing flushes PGlite's files so the data folder stays consistent across restarts.
    close: async () => {
      try {
        await client.close();
      } finally {
        await releaseLock();
      }
    },
  };
}
