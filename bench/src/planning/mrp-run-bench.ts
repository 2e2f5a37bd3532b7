import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isoWeekMonday, isoWeekOf } from '../../../shared/src/domain/demand/demand-weeks';
import { createDatabase, type DatabaseTarget } from '../../../api/src/db/create-database';
import type { Database } from '../../../api/src/db/database';
import { seedDatabase } from '../../../api/src/seed/seed-database';
import { createTestApp } from '../../../api/src/testing/test-app';
import { postgresAvailable, startPostgresCluster } from '@solar/api/testing/postgres-cluster';
import type { DatabaseKind } from '../api/api-bench';
import { fillDemand } from '../demand/demand-bench';
import type { JobsRow } from '../jobs/jobs-bench';

interface MrpRunBenchOptions {
  dataDir: string;
  databases: DatabaseKind[];
  items: number;
  installations: number;
  purchaseOrders: number;
  weeks: number;
  runs: number;
  log: (line: string) => void;
}

async function run<T = Record<string, unknown>>(db: Database, text: string): Promise<T[]> {
  const client = (db as unknown as { $client: { query: (q: string) => Promise<{ rows: T[] }> } })
    .$client;
  return (await client.query(text)).rows;
}

/**
 * The demand bench's catalogue, parts lists and scheduled installations, plus planning settings
 * on every item (so all are planned), stock on hand for most, and open purchase orders of four
 * lines each, sent, expected over the horizon.
 */
async function fill(db: Database, options: MrpRunBenchOptions, firstWeek: string): Promise<void> {
  await fillDemand(db, options, firstWeek);
  await run(
    db,
    `INSERT INTO vendors (name, lead_time_days) SELECT 'Bench vendor ' || g, 7 * (g % 4)
     FROM generate_series(1, 20) g`,
  );
  await run(
    db,
    `INSERT INTO planning_item_settings (item_id, planned, lead_time_days, safety_stock,
       moq, order_multiple, preferred_vendor_id)
     SELECT i.id, true, (i.id * 13) % 60, (i.id * 7) % 20, 1 + (i.id * 11) % 50,
       (ARRAY[1, 5, 10, 25])[1 + i.id % 4], (SELECT min(id) FROM vendors) + i.id % 20
     FROM items i ON CONFLICT DO NOTHING`,
  );
  await run(
    db,
    `INSERT INTO stock_summaries (item_id, warehouse_id, on_hand)
     SELECT id, (SELECT min(id) FROM warehouses), (id * 31) % 100 FROM items WHERE id % 10 <> 0
     ON CONFLICT DO NOTHING`,
  );
  await run(
    db,
    `INSERT INTO purchase_orders (vendor_id, warehouse_id, status)
     SELECT (SELECT min(id) FROM vendors) + g % 20, (SELECT min(id) FROM warehouses), 'Sent'
     FROM generate_series(1, ${Number(options.purchaseOrders)}) g`,
  );
  await run(
    db,
    `INSERT INTO purchase_order_lines (purchase_order_id, item_id, quantity, unit_cost, expected_date)
     SELECT po.id, i.id, 10 + (po.id * i.n) % 200, 10, DATE '${isoWeekMonday(firstWeek)}' + (po.id * 17 % 364)
     FROM purchase_orders po CROSS JOIN LATERAL (
       SELECT id, row_number() OVER () AS n FROM items
       ORDER BY (id * 7919 + po.id * 104729) % 100003 LIMIT 4) i`,
  );
  await run(db, 'ANALYZE');
}

async function benchOnce(
  kind: DatabaseKind,
  target: () => Promise<DatabaseTarget>,
  options: MrpRunBenchOptions,
): Promise<JobsRow[]> {
  const database = await createDatabase(await target());
  await database.migrate();
  await seedDatabase(database.db);
  const t = await createTestApp({ database, config: { logLevel: 'warn' } });
  try {
    const firstWeek = isoWeekOf(new Date().toISOString().slice(0, 10));
    const filling = performance.now();
    await fill(database.db, options, firstWeek);
    options.log(
      `${kind}: filled in ${((performance.now() - filling) / 1000).toFixed(0)} s; planning ${options.runs + 1} runs`,
    );
    await t.app.jobs.start();
    const token = await t.tokenFor('ops@example.com');
    const samples: number[] = [];
    let peakRss = 0;
    let baseRss = 0;
    let counts = { items: 0, orders: 0, exceptions: 0 };
    for (let index = 0; index <= options.runs; index += 1) {
      baseRss = Math.max(baseRss, process.memoryUsage().rss);
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 20);
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/mrp/runs/',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          horizon_start: isoWeekMonday(firstWeek),
          weeks: options.weeks,
          include_forecast: false,
          warehouse_id: null,
        },
      });
      if (response.statusCode !== 201) throw new Error(`start: ${response.body}`);
      await t.app.jobs.idle(600_000);
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      const runId = response.json<{ id: number }>().id;
      const [row] = await run<{
        status: string;
        items: number;
        orders: number;
        exceptions: number;
      }>(
        database.db,
        `SELECT status, item_count AS items, planned_order_count AS orders,
           exception_count AS exceptions FROM mrp_runs WHERE id = ${runId}`,
      );
      if (row?.status !== 'completed') throw new Error(`run ${runId}: ${row?.status}`);
      counts = { items: row.items, orders: row.orders, exceptions: row.exceptions };
      if (index > 0) samples.push(elapsed); // the first run warms the caches
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)]!;
    const limit = kind === 'postgres' ? 2_000 : 6_000;
    const [installations] = await run<{ count: number }>(
      database.db,
      `SELECT count(*)::int AS count FROM project_milestones WHERE key = 'installation_scheduled'`,
    );
    return [
      {
        database: kind,
        scenario: `MRP run, ${options.weeks} weeks, ${counts.items} items, ${installations!.count} installations, ${options.purchaseOrders} open POs (median of ${samples.length})`,
        value: `${(median / 1000).toFixed(2)} s`,
        detail: `max ${(samples[samples.length - 1]! / 1000).toFixed(2)} s, ${counts.orders} planned orders, ${counts.exceptions} exceptions, peak RSS ${(peakRss / 1_048_576).toFixed(0)} MB (+${((peakRss - baseRss) / 1_048_576).toFixed(0)} MB)`,
        target: `≤ ${limit / 1000} s`,
        pass: median <= limit,
      },
    ];
  } finally {
    await t.close();
    await database.close();
  }
}

/** A whole planning run (snapshot, arithmetic, storing the plan) through the API and its job. */
export async function runMrpRunBench(options: MrpRunBenchOptions): Promise<JobsRow[]> {
  const rows: JobsRow[] = [];
  if (options.databases.includes('pglite')) {
    const directory = path.join(options.dataDir, 'mrp-pglite');
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
            await client.query('DROP DATABASE IF EXISTS solar_mrp_bench WITH (FORCE)');
            await client.query('CREATE DATABASE solar_mrp_bench');
            await admin.close();
            const url = new URL(cluster.url);
            url.pathname = '/solar_mrp_bench';
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
