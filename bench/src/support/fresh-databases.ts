import { rmSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, type DatabaseTarget } from '../../../api/src/db/create-database';
import { postgresAvailable, startPostgresCluster } from '@solar/api/testing/postgres-cluster';
import type { DatabaseKind } from '../api/api-bench';

interface FreshDatabaseOptions {
  dataDir: string;
  databases: DatabaseKind[];
  log: (line: string) => void;
}

/**
 * Runs a bench on each chosen database, each starting empty so that runs compare: a PGlite
 * folder removed first, and a PostgreSQL database dropped and made again on the bench's cluster
 * (started for the run and stopped after it). `target` gives the database to open; the bench
 * may call it more than once for a fresh start each time.
 */
export async function onFreshDatabases<Row>(
  options: FreshDatabaseOptions,
  names: { pgliteFolder: string; postgresDatabase: string },
  run: (kind: DatabaseKind, target: () => Promise<DatabaseTarget>) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  if (options.databases.includes('pglite')) {
    const directory = path.join(options.dataDir, names.pgliteFolder);
    rows.push(
      ...(await run('pglite', async () => {
        rmSync(directory, { recursive: true, force: true });
        return { kind: 'pglite-disk', directory };
      })),
    );
  }
  if (options.databases.includes('postgres')) {
    if (!postgresAvailable()) {
      options.log('postgres: not installed (/usr/lib/postgresql/15/bin); skipped');
      return rows;
    }
    const cluster = await startPostgresCluster({ folder: path.join(options.dataDir, 'postgres') });
    try {
      rows.push(
        ...(await run('postgres', async () => {
          const admin = await createDatabase({ kind: 'postgres', url: cluster.url });
          const client = (
            admin.db as unknown as { $client: { query: (text: string) => Promise<unknown> } }
          ).$client;
          await client.query(`DROP DATABASE IF EXISTS ${names.postgresDatabase} WITH (FORCE)`);
          await client.query(`CREATE DATABASE ${names.postgresDatabase}`);
          await admin.close();
          const url = new URL(cluster.url);
          url.pathname = `/${names.postgresDatabase}`;
          return { kind: 'postgres', url: url.toString() };
        })),
      );
    } finally {
      await cluster.stop();
    }
  }
  return rows;
}
