import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  addIsoWeeks,
  isoWeekMonday,
  isoWeekOf,
} from '../../../shared/src/domain/demand/demand-weeks';
import { createDatabase, type DatabaseTarget } from '../../../api/src/db/create-database';
import type { Database } from '../../../api/src/db/database';
import { seedDatabase } from '../../../api/src/seed/seed-database';
import { seedBenchmarkDeals } from '../../../api/src/seed/seed-deals';
import { createTestApp } from '../../../api/src/testing/test-app';
import { seedBenchmarkItems } from '../../../api/src/modules/zoho/seed-benchmark-items';
import { postgresAvailable, startPostgresCluster } from '@solar/api/testing/postgres-cluster';
import type { DatabaseKind } from '../api/api-bench';
import type { JobsRow } from '../jobs/jobs-bench';
import { percentile } from '../support/latency-stats';

interface DemandBenchOptions {
  dataDir: string;
  databases: DatabaseKind[];
  /** Items in the catalogue. */
  items: number;
  /** Projects with an installation scheduled within the year. */
  installations: number;
  /** Measured requests per scenario. */
  requests: number;
  log: (line: string) => void;
}

/** Lines of each parts list: a typical rooftop kit. */
const bomLines = 25;

async function run<T = Record<string, unknown>>(db: Database, text: string): Promise<T[]> {
  const client = (db as unknown as { $client: { query: (q: string) => Promise<{ rows: T[] }> } })
    .$client;
  return (await client.query(text)).rows;
}

/**
 * Four parts lists (a default, ground, 440 W, one province) of 25 lines over the catalogue, the
 * panel links, the scheduled projects spread over 52 weeks from the first week, a planned
 * installation per week and province, and issues to one project in ten.
 */
export async function fillDemand(
  db: Database,
  options: Pick<DemandBenchOptions, 'items' | 'installations'>,
  firstWeek: string,
): Promise<void> {
  await seedBenchmarkItems(db, options.items);
  await seedBenchmarkDeals(db, options.installations);
  await run(
    db,
    `INSERT INTO boms (bomdes, bomsts) SELECT 'Bench kit ' || g, 'Active' FROM generate_series(1, 4) g`,
  );
  await run(
    db,
    `INSERT INTO bom_details (bom_id, item_id, calculationmethod, parameter, denominator)
     SELECT b.id, i.id, (ARRAY['Fixed', 'Multiply', 'DevideUp'])[1 + (i.n % 3)], 1 + i.n % 3, 4
     FROM (SELECT id FROM boms WHERE bomdes LIKE 'Bench kit %') b
     CROSS JOIN LATERAL (
       SELECT id, row_number() OVER () AS n FROM items
       ORDER BY (id * 7919 + b.id * 104729) % 100003 LIMIT ${bomLines}) i`,
  );
  await run(
    db,
    `INSERT INTO bom_links (bom_id, installation_type, panel_size_w, province_id)
     SELECT id, CASE bomdes WHEN 'Bench kit 2' THEN 'ground' END,
       CASE bomdes WHEN 'Bench kit 3' THEN 440 END,
       CASE bomdes WHEN 'Bench kit 4' THEN (SELECT min(id) FROM provinces) END
     FROM boms WHERE bomdes LIKE 'Bench kit %'`,
  );
  await run(
    db,
    `INSERT INTO demand_panel_links (panel_size_w, item_id, rank)
     SELECT 405, id, row_number() OVER (ORDER BY id) - 1 FROM (SELECT id FROM items ORDER BY id LIMIT 2) a
     UNION ALL
     SELECT 440, id, row_number() OVER (ORDER BY id) - 1 FROM (SELECT id FROM items ORDER BY id OFFSET 2 LIMIT 2) b`,
  );
  await run(
    db,
    `INSERT INTO projects (deal_id, system_panels)
     SELECT id, 8 + id % 30 FROM deals ORDER BY id LIMIT ${Number(options.installations)}
     ON CONFLICT DO NOTHING`,
  );
  await run(
    db,
    `INSERT INTO project_milestones (project_id, key, position, planned_date)
     SELECT id, 'installation_scheduled', 6, DATE '${isoWeekMonday(firstWeek)}' + (id * 37 % 364)
     FROM projects ON CONFLICT DO NOTHING`,
  );
  const weeks = Array.from({ length: 52 }, (_, index) => `'${addIsoWeeks(firstWeek, index)}'`);
  await run(
    db,
    `INSERT INTO planned_installations (week, count, installation_type, panel_size_w, panels_each, province_id)
     SELECT w, 5 + p.id % 20, CASE WHEN p.id % 3 = 0 THEN 'ground' ELSE 'rooftop' END,
       CASE WHEN p.id % 2 = 0 THEN 440 ELSE 405 END, 20, p.id
     FROM unnest(ARRAY[${weeks.join(',')}]) w CROSS JOIN (SELECT id FROM provinces LIMIT 4) p`,
  );
  await run(
    db,
    `INSERT INTO stock_movements (kind, item_id, warehouse_id, quantity, deal_id, note)
     SELECT 'issue', d.item_id, (SELECT min(id) FROM warehouses), -2, p.deal_id, 'bench'
     FROM projects p CROSS JOIN (SELECT item_id FROM bom_details LIMIT 5) d WHERE p.id % 10 = 0`,
  );
  await run(db, 'ANALYZE');
}

async function benchOnce(
  kind: DatabaseKind,
  target: () => Promise<DatabaseTarget>,
  options: DemandBenchOptions,
): Promise<JobsRow[]> {
  const database = await createDatabase(await target());
  await database.migrate();
  await seedDatabase(database.db);
  const t = await createTestApp({ database, config: { logLevel: 'warn' } });
  try {
    const firstWeek = isoWeekOf(new Date().toISOString().slice(0, 10));
    const filling = performance.now();
    await fillDemand(database.db, options, firstWeek);
    const [counts] = await run<{ projects: number; items: number }>(
      database.db,
      `SELECT (SELECT count(*)::int FROM project_milestones WHERE key = 'installation_scheduled') AS projects,
              (SELECT count(*)::int FROM items) AS items`,
    );
    options.log(
      `${kind}: ${counts!.items} items, ${counts!.projects} scheduled installations in ${((performance.now() - filling) / 1000).toFixed(0)} s`,
    );
    const token = await t.tokenFor('ops@example.com');
    const rows: JobsRow[] = [];
    // Unchanged data answers from the grid cache; "after a change" bumps the version the cache
    // checks before each request (what any write the grid counts does), so every answer is
    // computed anew.
    for (const [weeks, changed] of [
      [12, false],
      [52, false],
      [52, true],
    ] as const) {
      const url = `/api/demand/?from_week=${firstWeek}&weeks=${weeks}`;
      const samples: number[] = [];
      let cells = 0;
      for (let index = 0; index <= options.requests; index += 1) {
        if (changed) {
          await run(database.db, 'UPDATE demand_version SET version = version + 1 WHERE id = 1');
        }
        const started = performance.now();
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
        if (index === 0) {
          cells = response.json<{ items: unknown[] }>().items.length;
          continue; // the first answer warms the caches
        }
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      const p95 = percentile(samples, 95);
      rows.push({
        database: kind,
        scenario: `demand grid, ${weeks} weeks${changed ? ', after a change' : ''}, ${counts!.projects} installations, ${counts!.items} items (p95)`,
        value: `${p95.toFixed(0)} ms`,
        detail: `median ${percentile(samples, 50).toFixed(0)} ms, ${cells} items with demand`,
        target: kind === 'postgres' && !changed ? '≤ 100 ms' : 'n/a',
        pass: kind === 'postgres' && !changed ? p95 <= 100 : null,
      });
    }
    return rows;
  } finally {
    await t.close();
    await database.close();
  }
}

/** The Demand page's grid at planning scale, through the API, on each database. */
export async function runDemandBench(options: DemandBenchOptions): Promise<JobsRow[]> {
  const rows: JobsRow[] = [];
  if (options.databases.includes('pglite')) {
    const directory = path.join(options.dataDir, 'demand-pglite');
    rows.push(
      ...(await benchOnce(
        'pglite',
        async () => {
          rmSync(directory, { recursive: true, force: true });
          return { kind: 'pglite-disk', directory };
        },
        options,
      )),
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
        ...(await benchOnce(
          'postgres',
          async () => {
            const admin = await createDatabase({ kind: 'postgres', url: cluster.url });
            const client = (
              admin.db as unknown as { $client: { query: (text: string) => Promise<unknown> } }
            ).$client;
            await client.query('DROP DATABASE IF EXISTS solar_demand_bench WITH (FORCE)');
            await client.query('CREATE DATABASE solar_demand_bench');
            await admin.close();
            const url = new URL(cluster.url);
            url.pathname = '/solar_demand_bench';
            return { kind: 'postgres', url: url.toString() };
          },
          options,
        )),
      );
    } finally {
      await cluster.stop();
    }
  }
  return rows;
}
