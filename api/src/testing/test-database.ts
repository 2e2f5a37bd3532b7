import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../db/create-database';
import type { DatabaseHandle } from '../db/database';
import { seedDatabase } from '../seed/seed-database';
import { testDatabaseTemplate } from './test-database-templates';

/**
 * Set by `pnpm --filter @solar/api test:pg`: an administrative URL of a PostgreSQL server on
 * which each test file gets its own throwaway database.
 */
export const testPostgresUrlVariable = 'SOLAR_TEST_POSTGRES_URL';

async function createPostgresTestDatabase(
  adminUrl: string,
  template: string | null,
): Promise<DatabaseHandle> {
  const name = `solar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * when `SOLAR_TEST_POSTGRES_URL` is set. Seeded with the demo data unless `seed: false`. Under
 * Jest it is a copy of the run's template (`jest.global-setup.ts`); alone, it is built here.
 */
export async function createTestDatabase(
  options: { seed?: boolean } = {},
): Promise<DatabaseHandle> {
  const adminUrl = process.env[testPostgresUrlVariable];
  const seed = options.seed !== false;
  // The suite's global setup migrated (and seeded) one database of each kind: a copy of it is the
  // same database without running every migration again for each file.
  const template = await testDatabaseTemplate(seed ? 'seeded' : 'migrated');
  if (adminUrl) {
    const copied = template?.kind === 'postgres' ? template.name : null;
    const handle = await createPostgresTestDatabase(adminUrl, copied);
    if (copied) return handle;
    await handle.migrate();
    if (seed) await seedDatabase(handle.db);
    return handle;
  }
  if (template?.kind === 'pglite') {
    return createDatabase({ kind: 'pglite-memory', dataDir: template.dataDir });
  }
  const handle = await createDatabase({ kind: 'pglite-memory' });
  await handle.migrate();
  if (seed) await seedDatabase(handle.db);
  return handle;
}
