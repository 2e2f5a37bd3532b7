import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, type DatabaseTarget } from '../../../api/src/db/create-database';
import type { Database } from '../../../api/src/db/database';
import { seedDatabase } from '../../../api/src/seed/seed-database';
import { createTestApp, type TestApp } from '../../../api/src/testing/test-app';
import { seedBenchmarkItems } from '../../../api/src/modules/zoho/seed-benchmark-items';
import { postgresAvailable, startPostgresCluster } from '@solar/api/testing/postgres-cluster';
import type { DatabaseKind } from '../api/api-bench';
import type { JobsRow } from '../jobs/jobs-bench';
import { percentile } from '../support/latency-stats';

interface StockBenchOptions {
  dataDir: string;
  databases: DatabaseKind[];
  /** Items in the catalogue (each stocked in every warehouse). */
  items: number;
  /** Movements in the ledger, spread evenly over items × warehouses. */
  movements: number;
  /** Measured requests per scenario. */
  requests: number;
  log: (line: string) => void;
}

const warehouseCount = 5;

/** A plain statement through the database's own client (pg and PGlite both answer `{ rows }`). */
async function run<T = Record<string, unknown>>(db: Database, text: string): Promise<T[]> {
  const client = (db as unknown as { $client: { query: (q: string) => Promise<{ rows: T[] }> } })
    .$client;
  return (await client.query(text)).rows;
}
const receiptLines = 50;

/**
 * Fills the ledger in bulk: five warehouses, the movements (receipts, and one issue in eight) and
 * the summaries that add them up, as `postMovements` would have left them.
 */
async function fillLedger(t: TestApp, options: StockBenchOptions): Promise<void> {
  const { db } = t.database;
  await seedBenchmarkItems(db, options.items);
  for (let index = 2; index <= warehouseCount; index += 1) {
    await run(db, `INSERT INTO warehouses (name) VALUES ('Bench warehouse ${index}')`);
  }
  const perPair = Math.max(1, Math.round(options.movements / (options.items * warehouseCount)));
  await run(
    db,
    `
    INSERT INTO stock_movements (kind, item_id, warehouse_id, quantity, note)
    SELECT CASE WHEN g % 8 = 0 THEN 'issue' ELSE 'receipt' END, i.id, w.id,
      CASE WHEN g % 8 = 0 THEN -1 ELSE 1 + (i.id + g) % 5 END, 'bench'
    FROM (SELECT id FROM items ORDER BY id LIMIT ${Number(options.items)}) i
    CROSS JOIN warehouses w CROSS JOIN generate_series(1, ${Number(perPair)}) g`,
  );
  await run(
    db,
    `
    INSERT INTO stock_summaries (item_id, warehouse_id, on_hand, version)
    SELECT item_id, warehouse_id, sum(quantity), count(*) FROM stock_movements
    GROUP BY item_id, warehouse_id
    ON CONFLICT (item_id, warehouse_id) DO NOTHING`,
  );
  await run(
    db,
    `
    INSERT INTO stock_item_settings (item_id, reorder_point)
    SELECT id, 20 FROM items WHERE id % 10 = 0 ON CONFLICT DO NOTHING`,
  );
  await run(db, `ANALYZE`);
}

async function timed(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
) {
  const started = performance.now();
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  const ms = performance.now() - started;
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return { ms, body: response.json<Record<string, unknown>>() };
}

async function benchOnce(
  kind: DatabaseKind,
  target: () => Promise<DatabaseTarget>,
  options: StockBenchOptions,
): Promise<JobsRow[]> {
  const database = await createDatabase(await target());
  await database.migrate();
  await seedDatabase(database.db);
  const t = await createTestApp({ database, config: { logLevel: 'warn' } });
  try {
    const filling = performance.now();
    await fillLedger(t, options);
    const [{ movements } = { movements: 0 }] = await run<{ movements: number }>(
      database.db,
      'SELECT count(*)::int AS movements FROM stock_movements',
    );
    options.log(
      `${kind}: ${options.items} items × ${warehouseCount} warehouses, ${movements} movements in ${((performance.now() - filling) / 1000).toFixed(0)} s`,
    );
    const token = await t.tokenFor('ops@example.com');
    const warehouseId = (
      (await timed(t, token, 'GET', '/api/stock/warehouses/')).body.warehouses as { id: number }[]
    )[2]!.id;
    const firstPage = (await timed(t, token, 'GET', '/api/stock/')).body.next_cursor as string;
    const scenarios: [string, string][] = [
      ['first page', '/api/stock/'],
      ['next page (keyset)', `/api/stock/?after=${firstPage}`],
      ['one warehouse', `/api/stock/?warehouse_id=${warehouseId}`],
      ['search "inverter"', '/api/stock/?search=inverter'],
      ['low stock', '/api/stock/?low=true'],
    ];
    const samples: number[] = [];
    const perScenario: string[] = [];
    for (const [label, url] of scenarios) {
      await timed(t, token, 'GET', url);
      const own: number[] = [];
      for (let index = 0; index < options.requests; index += 1) {
        own.push((await timed(t, token, 'GET', url)).ms);
      }
      samples.push(...own);
      own.sort((a, b) => a - b);
      perScenario.push(`${label} ${percentile(own, 95).toFixed(0)}`);
    }
    samples.sort((a, b) => a - b);
    const listP95 = percentile(samples, 95);

    // A 50-line order received one unit per line at a time: each receipt is one transaction of
    // 50 movements, 50 summary rows and the order's progress.
    const vendor = (
      await timed(t, token, 'POST', '/api/purchase-orders/vendors/', {
        name: 'Bench vendor',
        contact: '',
        email: '',
        phone: '',
        lead_time_days: 5,
      })
    ).body;
    const itemRows = await run<{ id: number }>(
      database.db,
      `SELECT id FROM items WHERE status = 'active' ORDER BY id LIMIT ${receiptLines}`,
    );
    const draft = (
      await timed(t, token, 'POST', '/api/purchase-orders/', {
        vendor_id: vendor.id,
        warehouse_id: warehouseId,
        notes: '',
        lines: itemRows.map((row) => ({
          item_id: row.id,
          quantity: 1_000_000,
          unit_cost: '1.00',
          expected_date: null,
        })),
      })
    ).body;
    let order = (
      await timed(t, token, 'POST', `/api/purchase-orders/${draft.id}/status/`, {
        status: 'Sent',
        version: draft.version,
      })
    ).body as { id: number; version: number; lines: { id: number }[] };
    const receipts: number[] = [];
    for (let index = 0; index < options.requests; index += 1) {
      const answer = await timed(t, token, 'POST', `/api/purchase-orders/${order.id}/receipts/`, {
        version: order.version,
        confirmed: false,
        lines: order.lines.map((line) => ({
          line_id: line.id,
          good: 1,
          damaged: index % 10 === 0 ? 1 : 0,
        })),
      });
      receipts.push(answer.ms);
      order = answer.body as typeof order;
    }
    receipts.sort((a, b) => a - b);
    const receiptP95 = percentile(receipts, 95);
    return [
      {
        database: kind,
        scenario: `stock list, ${options.items} items × ${warehouseCount} warehouses, ${movements} movements (p95)`,
        value: `${listP95.toFixed(0)} ms`,
        detail: `p95 by query (ms): ${perScenario.join(', ')}`,
        target: kind === 'postgres' ? '≤ 100 ms' : 'n/a',
        pass: kind === 'postgres' ? listP95 <= 100 : null,
      },
      {
        database: kind,
        scenario: `posting a ${receiptLines}-line receipt (p95)`,
        value: `${receiptP95.toFixed(0)} ms`,
        detail: `median ${percentile(receipts, 50).toFixed(0)} ms over ${receipts.length} receipts`,
        target: 'n/a',
        pass: null,
      },
    ];
  } finally {
    await t.close();
    await database.close();
  }
}

/** The stock list at scale and posting receipts, through the API, on each database. */
export async function runStockBench(options: StockBenchOptions): Promise<JobsRow[]> {
  const rows: JobsRow[] = [];
  if (options.databases.includes('pglite')) {
    const directory = path.join(options.dataDir, 'stock-pglite');
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
            await client.query('DROP DATABASE IF EXISTS solar_stock_bench WITH (FORCE)');
            await client.query('CREATE DATABASE solar_stock_bench');
            await admin.close();
            const url = new URL(cluster.url);
            url.pathname = '/solar_stock_bench';
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
