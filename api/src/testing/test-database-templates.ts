import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../db/create-database';
import { seedDatabase } from '../seed/seed-database';

/**
 * Where the run's ready-made test databases are, set by the API suite's global setup: a folder of
 * PGlite data dumps, or on PostgreSQL a prefix of template database names.
 */
export const testDatabaseTemplatesVariable = 'SOLAR_TEST_DATABASE_TEMPLATES';

export type TemplateKind = 'seeded' | 'migrated';
const templateKinds: TemplateKind[] = ['seeded', 'migrated'];

/**
 * Migrates (and seeds) one database per kind once for the whole run, so each test file starts from
 * a copy instead of creating a cluster and running every migration itself. Answers the value of
 * `testDatabaseTemplatesVariable`.
 */
export async function createTestDatabaseTemplates(postgresAdminUrl: string | undefined) {
  if (postgresAdminUrl) {
    const prefix = `solar_template_${randomBytes(4).toString('hex')}`;
    for (const kind of templateKinds) {
      const name = `${prefix}_${kind}`;
      await onServer(postgresAdminUrl, `CREATE DATABASE ${name}`);
      const url = new URL(postgresAdminUrl);
      url.pathname = `/${name}`;
      const handle = await createDatabase({ kind: 'postgres', url: url.toString() });
      await prepare(handle, kind);
      await handle.close();
    }
    return `postgres:${prefix}`;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'solar-test-databases-'));
  for (const kind of templateKinds) {
    const handle = await createDatabase({ kind: 'pglite-memory' });
    await prepare(handle, kind);
    const client = handle.jobConnection.kind === 'pglite' ? handle.jobConnection.client : null;
    const dump = await client!.dumpDataDir('none');
    await handle.close();
    await writeFile(path.join(folder, `${kind}.tar`), Buffer.from(await dump.arrayBuffer()));
  }
  return `pglite:${folder}`;
}

async function prepare(handle: Awaited<ReturnType<typeof createDatabase>>, kind: TemplateKind) {
  await handle.migrate();
  if (kind === 'seeded') await seedDatabase(handle.db);
}

/** The template of `kind` as `createTestDatabase` copies it, or null when the run made none. */
export async function testDatabaseTemplate(
  kind: TemplateKind,
): Promise<{ kind: 'pglite'; dataDir: Blob } | { kind: 'postgres'; name: string } | null> {
  const value = process.env[testDatabaseTemplatesVariable];
  if (!value) return null;
  const [engine, where] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
  if (engine === 'postgres') return { kind: 'postgres', name: `${where}_${kind}` };
  return { kind: 'pglite', dataDir: new Blob([await readFile(path.join(where, `${kind}.tar`))]) };
}

/** Removes what `createTestDatabaseTemplates` made. */
export async function removeTestDatabaseTemplates(
  value: string | undefined,
  postgresAdminUrl: string | undefined,
) {
  if (!value) return;
  const where = value.slice(value.indexOf(':') + 1);
  if (value.startsWith('postgres:') && postgresAdminUrl) {
    for (const kind of templateKinds) {
      await onServer(postgresAdminUrl, `DROP DATABASE IF EXISTS ${where}_${kind} WITH (FORCE)`);
    }
  } else if (value.startsWith('pglite:')) {
    await rm(where, { recursive: true, force: true });
  }
}

async function onServer(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
